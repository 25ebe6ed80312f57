import { defineConfig } from 'vitest/config';
import { reporters } from '../../vitest.shared.ts';
import { EMBEDDED_SMOKE, WITHOUT_SERVER } from './vitest.suites.ts';

// The embedded suite: an API file starts a real server on PGlite (in memory); supabase-js needs a WebSocket.
// Which files run here and which on PostgreSQL: vitest.suites.ts.
export default defineConfig({
  test: {
    name: 'local-backend',
    environment: 'node',
    include: [...WITHOUT_SERVER, ...EMBEDDED_SMOKE],
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
