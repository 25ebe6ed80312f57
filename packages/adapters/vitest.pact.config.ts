import { defineConfig } from 'vitest/config';
import { reporters } from '../../vitest.shared.ts';
import { PactSequencer } from './src/pact/pact-sequencer.ts';

// Pact consumer tests, serially, writing ../../pacts/: `pnpm test:pact`.
export default defineConfig({
  test: {
    include: ['src/**/*.pact.test.ts'],
    reporters: reporters(),
    fileParallelism: false,
    globalSetup: ['src/pact/pact-global-setup.ts'],
    sequence: { sequencer: PactSequencer },
    testTimeout: 30_000,
    // No usage metrics from pact's native core (this machine has no network beyond the registry).
    env: { PACT_DO_NOT_TRACK: 'true' },
  },
});
