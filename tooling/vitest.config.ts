import { defineConfig } from 'vitest/config';
import { reporters } from '../vitest.shared.ts';

export default defineConfig({
  test: { include: ['tooling/**/*.test.ts'], reporters: reporters(), testTimeout: 60_000 },
});
