// The Storybook test projects of packages/ui and packages/web share this: Debian's Chromium, and screenshots of
// stories compared with the baselines committed under <package>/__screenshots__/<story file>/.
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { playwright } from '@vitest/browser-playwright';
import type { BrowserConfigOptions } from 'vitest/node';

const root = path.dirname(fileURLToPath(import.meta.url));

/** Storybook's configuration, for storybookTest({ configDir }). */
export const storybookConfigDir = path.join(root, '.storybook');

/** After each story of a visual-* project: its screenshot against the baseline (`visualVariant` names the folder). */
export const visualSetupFile = path.join(storybookConfigDir, 'visual.setup.ts');

declare module 'vitest' {
  export interface ProvidedContext {
    /** addon-vitest's switches; a visual-* project turns axe off (the stories projects run it). */
    'storybook/test-provided'?: { readonly a11y: boolean };
    /** The baselines' folder under a story file's; the story's brand when a project does not say. */
    visualVariant?: string;
  }
}

/**
 * A fresh object for each project: vitest refuses one browser config shared by two projects. `window`: the browser
 * window's size; vitest scales a story's frame down to fit the window, so a window larger than the widest viewport
 * keeps screenshots at the viewport's own pixels (packages/ui's baselines were taken in the default 1280 x 720).
 */
export function chromium(packageDir: string, window?: { readonly width: number; readonly height: number }): BrowserConfigOptions {
  const storyFile = (testFileName: string) => testFileName.replace(/\.stories\.tsx$/, '');
  return {
    enabled: true,
    headless: true,
    // A fresh clone's first run starts every project's Vite server and dependency optimiser at once: on a loaded
    // 2-core machine a browser took longer than the default 30 s to connect (and the whole suite failed with it).
    connectTimeout: 180_000,
    screenshotFailures: false,
    provider: playwright({
      ...(window ? { contextOptions: { viewport: window } } : {}),
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
        resolveScreenshotPath: ({ arg, ext, testFileName }) => path.join(packageDir, '__screenshots__', storyFile(testFileName), `${arg}${ext}`),
        resolveDiffPath: ({ arg, ext, testFileName }) => path.join(packageDir, '.vitest-attachments', storyFile(testFileName), `${arg}${ext}`),
      },
    },
  };
}
