import { BaseSequencer, type TestSpecification } from 'vitest/node';

/** Files that read the pact file: they run after every consumer test has written its interactions. */
const READERS = ['pact-coverage.pact.test.ts', 'provider-verification.pact.test.ts'];

const rank = (file: TestSpecification) => READERS.findIndex((name) => file.moduleId.endsWith(name));

/** Consumer pact files run in name order, then the readers in the order above. */
export class PactSequencer extends BaseSequencer {
  override sort(files: TestSpecification[]): Promise<TestSpecification[]> {
    const sorted = [...files].sort((a, b) => rank(a) - rank(b) || a.moduleId.localeCompare(b.moduleId));
    return Promise.resolve(sorted);
  }
}
