import { defineConfig } from 'vitest/config';
import { reporters } from '../../vitest.shared.ts';

// The API suites start a real server per file on embedded PGlite (in memory); supabase-js needs a WebSocket.
export default defineConfig({
  test: {
    name: 'local-backend',
    environment: 'node',
    include: ['src/**/*.test.ts'],
    // The pact verification is its own suite (vitest.pact.config.ts), run after the consumer wrote the pact.
    exclude: ['**/node_modules/**', 'src/**/*.pact.test.ts'],
    globalSetup: ['src/testing/global-setup.ts'],
    execArgv: ['--experimental-websocket'],
    testTimeout: 60_000,
    hookTimeout: 120_000,
    maxWorkers: 2,
    reporters: reporters(),
  },
});
