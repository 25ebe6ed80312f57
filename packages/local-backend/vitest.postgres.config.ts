import { defineConfig, mergeConfig } from 'vitest/config';
import base from './vitest.config';

// The same suites against a real PostgreSQL server: each test file gets a fresh database on TEST_DATABASE_URL.
export default mergeConfig(
  base,
  defineConfig({
    test: {
      name: 'local-backend-postgres',
      env: { LOCAL_BACKEND_TEST_DB: 'postgres' },
      globalSetup: [],
      // Pure unit tests do not touch a database: the PGlite suite runs them.
      exclude: ['src/seed/prng.test.ts', 'src/seed/quiz-bank.test.ts', 'src/quiz/adaptive-quiz.test.ts', 'src/files/*.test.ts'],
    },
  }),
);
