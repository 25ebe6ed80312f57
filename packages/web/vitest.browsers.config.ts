import { defineConfig } from 'vitest/config';
import { reporters } from '../../vitest.shared.ts';

// The cross-browser suite (e2e-browsers/): the core journeys in Debian's Firefox ESR and WebKitGTK, one browser at
// a time, against the real local backend and the production build (docs/decisions/0028).
export default defineConfig({
  test: {
    include: ['e2e-browsers/**/*.test.ts'],
    environment: 'node',
    globalSetup: ['e2e-browsers/global-setup.ts'],
    fileParallelism: false,
    testTimeout: 240_000,
    hookTimeout: 120_000,
    reporters: reporters(),
  },
});
