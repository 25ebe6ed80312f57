// The page stories (Storybook's Pages/ section, src/**/*.page.stories.tsx) as tests, in Chromium:
//  - visual-pages-*: what `npm test` runs: every page story with its play function and an axe check that fails on
//                    any violation, then its screen shot, in each brand and each language (northbridge and lumiere,
//                    EN and FR) at 360 px, and in each brand's own language (northbridge EN, lumiere FR) at 1280 px,
//                    compared with the baselines in __screenshots__/ (update: npm run test:pages:update);
//  - pages-*:        the same stories' play functions and axe at 360 px without the shots, for a quick run while
//                    working on a page (npm run test:pages); `npm test` does not run them again.
// The design system's own stories run in packages/ui/vitest.config.ts. The pages projects' story files share one
// frame (isolate: false): the harness resets the app's module-wide state before every story, and each file no longer
// loads Storybook's preview and the app again (about a third less time). The visual ones too: their screenshot runs
// from Storybook's afterEach (.storybook/visual.setup.ts says why).
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { storybookTest } from '@storybook/addon-vitest/vitest-plugin';
import { defineConfig } from 'vitest/config';
import { reporters } from '../../vitest.shared.ts';
import { chromium, storybookConfigDir as configDir, visualSetupFile } from '../../vitest.storybook.ts';

const dirname = path.dirname(fileURLToPath(import.meta.url));
const uiStories = ['**/packages/ui/**'];
/** Each brand in each language: a candidate of either school may switch to the other language. */
const brands = [
  { brand: 'northbridge', locale: 'en' },
  { brand: 'northbridge', locale: 'fr' },
  { brand: 'lumiere', locale: 'fr' },
  { brand: 'lumiere', locale: 'en' },
] as const;
const widths = [
  { width: 360, viewport: 'mobile360' },
  { width: 1280, viewport: 'desktop' },
] as const;
/**
 * The shots (and their play and axe) of each brand and language: every pair at 360 px, where a longer French word
 * or a theme's spacing breaks the layout first; at 1280 px each brand in its own language only. The other pairs at
 * 1280 px drew the same theme (shot in the brand's own language) with the same texts (shot in the other brand),
 * on a page with room to spare, and cost a quarter of the suite (docs/decisions/0065).
 */
const primaryLocale = { northbridge: 'en', lumiere: 'fr' } as const;
const isPrimary = ({ brand, locale }: (typeof brands)[number]) => primaryLocale[brand] === locale;
const shotWidths = (pair: (typeof brands)[number]) => widths.filter(({ width }) => width === 360 || isPrimary(pair));

/** Larger than the desktop viewport (1280 x 900): vitest would scale a larger frame down to fit the window. */
const window = { width: 1400, height: 1000 };
const globalsOf = (brand: string, locale: string, viewport: string) => ({ brand, locale, viewport: { value: viewport, isRotated: false } });

export default defineConfig({
  test: {
    reporters: reporters(),
    // Once every result is reported, Vitest waits for its browser and Storybook's server to close, and they never
    // quite do: the default 10 s, then "close timed out", on every run. The results are written by then.
    teardownTimeout: 3_000,
    projects: [
      ...brands.map(({ brand, locale }) => ({
        extends: true as const,
        plugins: [storybookTest({ configDir, initialGlobals: globalsOf(brand, locale, 'mobile360') })],
        test: { name: `pages-${brand}-${locale}`, browser: chromium(dirname, window), exclude: uiStories, isolate: false, testTimeout: 20_000 },
      })),
      ...brands.flatMap(({ brand, locale }, brandIndex) =>
        shotWidths({ brand, locale }).map(({ width, viewport }) => ({
          extends: true as const,
          plugins: [storybookTest({ configDir, initialGlobals: globalsOf(brand, locale, viewport) })],
          test: {
            name: `visual-pages-${brand}-${locale}-${width}`,
            browser: chromium(dirname, window),
            // Two browsers at a time: a brand in its own language (one a width), then the two other pairs (360 px
            // only) together. Vitest starts every browser of a group at once, and eight starting together on a
            // loaded 2-core machine missed the connection timeout.
            sequence: { groupOrder: isPrimary({ brand, locale }) ? brandIndex : brands.length },
            exclude: uiStories,
            provide: { 'storybook/test-provided': { a11y: true }, visualVariant: `${brand}-${locale}-${width}` },
            setupFiles: [visualSetupFile],
            isolate: false,
            // A page shot waits for two identical frames; eight projects in a row on a loaded 2-core machine need the room.
            // The shot is taken in visual.setup.ts's afterEach: the hook needs the same room as the test.
            testTimeout: 60_000,
            hookTimeout: 60_000,
          },
        })),
      ),
    ],
  },
});
