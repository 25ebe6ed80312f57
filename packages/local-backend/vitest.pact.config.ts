import { defineConfig, mergeConfig } from 'vitest/config';
import base from './vitest.config';

// Provider verification of pacts/admission-portal-web-admission-api.json against a fresh in-memory database.
export default mergeConfig(
  base,
  defineConfig({
    test: {
      name: 'local-backend-pact',
      include: ['src/**/*.pact.test.ts'],
      exclude: ['**/node_modules/**'],
    },
  }),
);
