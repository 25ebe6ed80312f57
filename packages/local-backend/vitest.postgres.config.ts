import { defineConfig } from 'vitest/config';
import { reporters } from '../../vitest.shared.ts';
import { WITHOUT_SERVER } from './vitest.suites.ts';

// The API suites against a real PostgreSQL server: each test file gets a fresh database on TEST_DATABASE_URL.
// (Pure unit tests and the pact verification run in the other suites.)
export default defineConfig({
  test: {
    name: 'local-backend-postgres',
    environment: 'node',
    include: ['src/**/*.test.ts'],
    exclude: ['**/node_modules/**', 'src/**/*.pact.test.ts', ...WITHOUT_SERVER],
    env: { LOCAL_BACKEND_TEST_DB: 'postgres' },
    execArgv: ['--experimental-websocket'],
    testTimeout: 60_000,
    hookTimeout: 120_000,
    maxWorkers: 2,
    reporters: reporters(),
  },
});
