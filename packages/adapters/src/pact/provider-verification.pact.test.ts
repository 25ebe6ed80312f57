// The verify:provider command, run as a child process against a provider that fails every
// interaction: it must exit 1 with the mismatches, set up each state through the state URL, and
// inject the state's token.
import { execFile } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from '../testing/test-server';
import { DEFAULT_STATE_PATH } from './provider-verification';
import { PROVIDER_STATES } from './provider-states';

const command = fileURLToPath(new URL('./verify-provider.ts', import.meta.url));

function runVerifyProvider(args: readonly string[]): Promise<{ code: number; output: string }> {
  return new Promise((resolve) => {
    // Asynchronous on purpose: the provider answering it lives in this process.
    execFile(process.execPath, ['--import', 'tsx', command, ...args], { maxBuffer: 64 * 1024 * 1024, env: { ...process.env, PACT_DO_NOT_TRACK: 'true' } }, (error, stdout, stderr) => {
      // eslint-disable-next-line no-control-regex -- the verifier colours its report with ANSI escapes
      const output = `${stdout}${stderr}`.replace(/\u001b\[[0-9;]*m/g, '');
      resolve({ code: error ? Number(error.code ?? 1) : 0, output });
    });
  });
}

let provider: TestServer;
beforeAll(async () => {
  provider = await startTestServer((request) =>
    request.url.startsWith(DEFAULT_STATE_PATH) ? { status: 200, body: { accessToken: 'token.from.state' } } : { status: 500, body: {} },
  );
});
afterAll(() => provider.close());

describe('verify:provider', () => {
  it('without --url prints the usage and exits 2', async () => {
    const { code, output } = await runVerifyProvider([]);
    expect(code).toBe(2);
    expect(output).toContain('usage: verify:provider --url');
  }, 60_000);

  it('fails a provider that answers 500, after setting up each state and injecting its token', async () => {
    const { code, output } = await runVerifyProvider(['--url', provider.url]);
    expect(code).toBe(1);
    expect(output).toContain('expected 200 but was 500');
    expect(output).toContain(`Pact verification of ${provider.url} failed`);

    const setups = provider.requests
      .filter((r) => r.url.startsWith(DEFAULT_STATE_PATH))
      .map((r) => r.json<{ state: string; action: string }>())
      .filter((body) => body.action === 'setup')
      .map((body) => body.state);
    expect(setups).toContain(PROVIDER_STATES.candidateWithTwoApplications.name);
    expect(provider.requests.find((r) => r.url === '/deals/')?.headers.authorization).toBe('Bearer token.from.state');
    expect(provider.requests.find((r) => r.url.includes('/download?'))?.url).toMatch(/access_token=token\.from\.state$/);
    expect(provider.requests.find((r) => r.url === '/users/check-exists')?.headers).not.toHaveProperty('authorization');
  }, 120_000);
});
