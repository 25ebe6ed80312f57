import { defineConfig } from 'vitest/config';
import { reporters } from '../../vitest.shared.ts';

// Unit tests of the adapters (no Pact, no browser: vitest.pact.config.ts, vitest.browser.config.ts): `pnpm test:unit`.
export default defineConfig({
  test: {
    include: ['src/**/*.test.ts'],
    exclude: ['src/**/*.pact.test.ts', 'src/**/*.browser.test.ts'],
    reporters: reporters(),
    // supabase-js's realtime client wants a native WebSocket at construction (Node 20).
    execArgv: ['--experimental-websocket'],
  },
});
