import { defineConfig } from 'vitest/config';
import { reporters } from '../../vitest.shared.ts';

// Provider verification of pacts/admission-portal-web-admission-api.json against a fresh in-memory database.
export default defineConfig({
  test: {
    name: 'local-backend-pact',
    environment: 'node',
    include: ['src/**/*.pact.test.ts'],
    globalSetup: ['src/testing/global-setup.ts'],
    testTimeout: 60_000,
    hookTimeout: 120_000,
    reporters: reporters(),
  },
});
