// Three kinds of suites for the design system:
//  - themes:   node unit tests (token shape, WCAG contrast of every pair the components draw);
//  - stories:  every story rendered in Chromium, its play function and its axe check (a11y.test 'error');
//  - visual-*: every story screenshotted at 360 px in one brand theme, compared with committed baselines.
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { storybookTest } from '@storybook/addon-vitest/vitest-plugin';
import { playwright } from '@vitest/browser-playwright';
import { defineConfig } from 'vitest/config';
import type { BrowserConfigOptions } from 'vitest/node';
import { reporters } from '../../vitest.shared.ts';

const dirname = path.dirname(fileURLToPath(import.meta.url));
const configDir = path.join(dirname, '../../.storybook');
const brands = ['northbridge', 'lumiere', 'default'] as const;

// A fresh object for each project: vitest refuses one browser config shared by two projects.
function chromium(): BrowserConfigOptions {
  return {
    enabled: true,
    headless: true,
    screenshotFailures: false,
    provider: playwright({
      launchOptions: {
        executablePath: '/usr/bin/chromium',
        args: [
          '--no-sandbox', '--headless', '--disable-gpu', '--disable-dev-shm-usage', '--disable-background-networking',
          '--disable-component-update', '--disable-sync', '--no-first-run', '--font-render-hinting=none', '--force-color-profile=srgb',
        ],
      },
    }),
    instances: [{ browser: 'chromium' }],
    expect: {
      toMatchScreenshot: {
        comparatorName: 'pixelmatch',
        // Exact colours (threshold 0) with 20 stray pixels allowed: anti-aliasing at the edge of a control that
        // just lost focus can flip up to ~15. Measured: turning one radius of the lumiere theme from 2 px to 4 px
        // fails 36 of its 177 stories.
        comparatorOptions: { threshold: 0, allowedMismatchedPixels: 20 },
        resolveScreenshotPath: ({ arg, ext, testFileName }) => path.join(dirname, '__screenshots__', testFileName.replace(/\.stories\.tsx$/, ''), `${arg}${ext}`),
        resolveDiffPath: ({ arg, ext, testFileName }) => path.join(dirname, '.vitest-attachments', testFileName.replace(/\.stories\.tsx$/, ''), `${arg}${ext}`),
      },
    },
  };
}

export default defineConfig({
  test: {
    reporters: reporters(),
    projects: [
      {
        test: { name: 'themes', environment: 'node', include: ['src/**/*.test.ts'] },
      },
      {
        extends: true,
        plugins: [storybookTest({ configDir })],
        test: { name: 'stories', browser: chromium(), testTimeout: 20_000 },
      },
      ...brands.map((brand) => ({
        extends: true as const,
        plugins: [
          storybookTest({
            configDir,
            tags: { exclude: ['no-visual'] },
            initialGlobals: { brand, viewport: { value: 'mobile360', isRotated: false } },
          }),
        ],
        test: {
          name: `visual-${brand}`,
          browser: chromium(),
          // axe runs in the stories project; here only pixels are compared.
          provide: { 'storybook/test-provided': { a11y: false } },
          setupFiles: [path.join(dirname, 'test/visual.setup.ts')],
          testTimeout: 20_000,
        },
      })),
    ],
  },
});
