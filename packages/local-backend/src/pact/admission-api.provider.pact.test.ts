// Verifies the portal's pact (written by the adapters' consumer tests) against this backend on a fresh
// database. Runs in its own suite and process, after the consumer tests have written the pact file.
import { existsSync, readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { Verifier } from '@pact-foundation/pact';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestBackend, type TestBackend } from '../testing/test-backend';
import { PROVIDER_STATES } from './provider-states';

const PACT_FILE = fileURLToPath(new URL('../../../../pacts/admission-portal-web-admission-api.json', import.meta.url));

interface PactFile {
  readonly interactions: readonly { readonly providerStates?: readonly { readonly name: string }[] }[];
}

const pactStates = (): string[] => {
  const pact = JSON.parse(readFileSync(PACT_FILE, 'utf8')) as PactFile;
  return [...new Set(pact.interactions.flatMap((interaction) => (interaction.providerStates ?? []).map((state) => state.name)))].sort();
};

let t: TestBackend;
beforeAll(async () => {
  t = await startTestBackend();
});
afterAll(() => t.close());

describe('the admission-api provider', () => {
  it('finds the pact the consumer wrote', () => {
    expect(existsSync(PACT_FILE), `${PACT_FILE} is missing: run the adapters' pact tests first`).toBe(true);
  });

  it('has a state handler for every provider state of the pact', () => {
    expect(Object.keys(PROVIDER_STATES).sort()).toEqual(expect.arrayContaining(pactStates()));
  });

  it('honours every interaction of the pact', async () => {
    const stateHandlers = Object.fromEntries(
      Object.entries(PROVIDER_STATES).map(([name, handler]) => [name, async () => handler(t.backend.context)]),
    );
    const output = await new Verifier({
      provider: 'admission-api',
      providerBaseUrl: t.url,
      pactUrls: [PACT_FILE],
      stateHandlers,
      logLevel: 'warn',
    }).verifyProvider();
    expect(output).toBeTruthy();
  }, 180_000);
});
