import { defineConfig } from 'vitest/config';
import { reporters } from '../../vitest.shared.ts';

// The API suites start a real server per file on embedded PGlite (in memory); supabase-js needs a WebSocket.
export default defineConfig({
  test: {
    name: 'local-backend',
    environment: 'node',
    include: ['src/**/*.test.ts'],
    execArgv: ['--experimental-websocket'],
    testTimeout: 30_000,
    hookTimeout: 120_000,
    maxWorkers: 2,
    reporters: reporters(),
  },
});
