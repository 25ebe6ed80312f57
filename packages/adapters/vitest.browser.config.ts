import { defineConfig } from 'vitest/config';
import { reporters } from '../../vitest.shared.ts';
import { chromium } from '../../vitest.storybook.ts';

// The adapters that stand on a browser's own APIs, run in Debian's Chromium (`pnpm test:browser`): `*.browser.test.ts`.
export default defineConfig({
  test: {
    name: 'adapters-browser',
    include: ['src/**/*.browser.test.ts'],
    browser: chromium(import.meta.dirname),
    reporters: reporters(),
  },
});
