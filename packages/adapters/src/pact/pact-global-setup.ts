import { rmSync } from 'node:fs';
import { PACT_FILE } from './pact-harness';

/** Pact merges interactions into an existing file: start from nothing so removed ones disappear. */
export default function removeOldPact(): void {
  rmSync(PACT_FILE, { force: true });
}
