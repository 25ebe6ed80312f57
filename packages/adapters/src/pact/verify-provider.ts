// npm run verify:provider -- --url http://localhost:54321 [--state-url URL] [--verbose] (from the repository root)
// Exits 0 when the provider honours pacts/admission-portal-web-admission-api.json (see provider-verification.ts).
import { parseArgs } from 'node:util';
import { PACT_FILE } from './pact-harness';
import { DEFAULT_STATE_PATH, verifyProvider } from './provider-verification';

async function main(): Promise<void> {
  process.env.PACT_DO_NOT_TRACK ??= 'true';
  const { values } = parseArgs({ options: { url: { type: 'string' }, 'state-url': { type: 'string' }, verbose: { type: 'boolean' } } });
  if (!values.url) {
    process.stderr.write(`usage: verify:provider --url http://host:port [--state-url http://host:port${DEFAULT_STATE_PATH}] [--verbose]\n`);
    process.exitCode = 2;
    return;
  }
  try {
    await verifyProvider({ url: values.url, stateUrl: values['state-url'], logLevel: values.verbose ? 'info' : 'warn' });
    process.stdout.write(`The provider at ${values.url} honours ${PACT_FILE}\n`);
  } catch {
    // The verifier has already printed each mismatch.
    process.stderr.write(`Pact verification of ${values.url} failed: see the mismatches above.\n`);
    process.exitCode = 1;
  }
}

void main();
