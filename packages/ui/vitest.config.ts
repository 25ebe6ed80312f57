// Three kinds of suites for the design system:
//  - themes:   node unit tests (token shape, WCAG contrast of every pair the components draw);
//  - stories:  every story rendered in Chromium, its play function and its axe check (a11y.test 'error'), at the
//              default viewport: `npm run test:stories` while working on a component; `npm test` does not run it;
//  - visual-*: every story at 360 px in one brand theme, played and screenshotted, compared with committed
//              baselines; visual-default also runs axe on every story and plays the no-visual ones (not shot).
// Storybook also shows the app's page stories (packages/web): packages/web's own vitest.storybook.config.ts runs them.
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { storybookTest } from '@storybook/addon-vitest/vitest-plugin';
import { defineConfig } from 'vitest/config';
import { reporters } from '../../vitest.shared.ts';
import { chromium, storybookConfigDir as configDir, visualSetupFile } from '../../vitest.storybook.ts';

const dirname = path.dirname(fileURLToPath(import.meta.url));
const brands = ['northbridge', 'lumiere', 'default'] as const;
const webStories = ['**/packages/web/**'];

export default defineConfig({
  test: {
    reporters: reporters(),
    // Once every result is reported, Vitest waits for its browser and Storybook's server to close, and they never
    // quite do: the default 10 s, then "close timed out", on every run. The results are written by then.
    teardownTimeout: 3_000,
    projects: [
      {
        test: { name: 'themes', environment: 'node', include: ['src/**/*.test.ts'] },
      },
      {
        extends: true,
        plugins: [storybookTest({ configDir })],
        test: { name: 'stories', browser: chromium(dirname), exclude: webStories, testTimeout: 20_000 },
      },
      ...brands.map((brand) => ({
        extends: true as const,
        plugins: [
          storybookTest({
            configDir,
            // The default theme's project runs every story (the no-visual ones too, without a shot): it is where
            // axe runs in `npm test`, so each story's play function and axe run once there, not again in `stories`.
            tags: { exclude: brand === 'default' ? [] : ['no-visual'] },
            initialGlobals: { brand, viewport: { value: 'mobile360', isRotated: false } },
          }),
        ],
        test: {
          name: `visual-${brand}`,
          browser: chromium(dirname),
          exclude: webStories,
          // axe: in the default theme's project (above); the brands' projects compare pixels only.
          provide: { 'storybook/test-provided': { a11y: brand === 'default' } },
          setupFiles: [visualSetupFile],
          testTimeout: 20_000,
        },
      })),
    ],
  },
});
