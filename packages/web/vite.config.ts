import optimizeLocales from '@react-aria/optimize-locales-plugin';
import formatjs from '@formatjs/vite-plugin';
import react from '@vitejs/plugin-react';
import { fileURLToPath } from 'node:url';
import { defineConfig, loadEnv } from 'vite';
// Vite loads this file with Node, which cannot import a workspace package's TypeScript: the brands and the themes
// come in by path (the config bundler compiles relative imports). The shell reads the same brands and tokens.
import { BRAND_CONFIG } from '../domain/src/brands/brands';
import { brandThemes } from '../ui/src/theme/themes';
import { chunkPlan } from './build/chunk-plan';
import { collapseFacadesPlugin } from './build/collapse-facades';
import { faviconsPlugin } from './build/favicons';
import { PAGE_LOCATION } from './build/boot-script';
import { htmlShell, shellTextsFrom } from './build/html-shell';
import { securityHeadersPlugin } from './build/security-headers';
import { readAppConfig } from './src/config/app-config';

const webRoot = fileURLToPath(new URL('.', import.meta.url));

/** Which chunk each module goes into, from the route table and the module graph (docs/decisions/0055). */
const chunks = chunkPlan(webRoot);

const devHost = process.env.WEB_HOST ?? '127.0.0.1';
// Brand hosts: the first brand on localhost, the second on lumiere.localhost (Chromium resolves
// every *.localhost name to the loopback address), the default brand on 127.0.0.1.
const allowedHosts = ['localhost', '.localhost', '127.0.0.1', ...(process.env.ALLOWED_HOSTS?.split(',') ?? [])];

/** The entry chunk (named after index.html) and the chunk of its static imports (the `app` group below). */
const FIRST_CHUNK = /^assets\/(?:index|app)-[\w-]+\.js$/;

export default defineConfig(({ mode }) => ({
  // react-aria ships strings for ~30 locales; the portal speaks English and French only.
  plugins: [
    { ...optimizeLocales.vite({ locales: ['en-US', 'fr-FR'] }), enforce: 'pre' },
    react(),
    // The catalogs hold every text (a test checks they are complete): the English defaults in the code are
    // only for extraction, so the production build drops them and every page ships fewer bytes.
    { ...formatjs({ removeDefaultMessage: true }), apply: 'build' },
    htmlShell({
      brands: BRAND_CONFIG,
      themes: brandThemes,
      texts: shellTextsFrom(webRoot),
      // The same configuration the app reads (VITE_* variables), for the reads the boot script starts.
      earlyReads: readAppConfig(loadEnv(mode, webRoot, 'VITE_'), PAGE_LOCATION),
    }),
    // _headers and an nginx snippet: the CSP (with the boot script's hash), HSTS and the rest (docs/decisions/0008).
    securityHeadersPlugin(),
    // Reads the module graph for the chunk groups below.
    chunks.plugin,
    // A lazy import of a grouped module loads the group's chunk itself, not a re-export chunk in front of it.
    collapseFacadesPlugin(webRoot),
    // Each brand's icon as a PNG (an SVG icon is laid out on the page's main thread).
    faviconsPlugin(fileURLToPath(new URL('./public', import.meta.url))),
  ],
  // Catalogs are precompiled to ASTs (i18n:compile), so the ICU parser stays out of the bundle.
  resolve: { alias: [{ find: /^@formatjs\/icu-messageformat-parser$/, replacement: '@formatjs/icu-messageformat-parser/no-parser.js' }] },
  // Loopback only, unless asked (WEB_HOST=0.0.0.0, or `--host`): a dev server serves source maps and the
  // module graph, not something to offer the whole network. *.localhost names resolve to loopback.
  server: { port: Number(process.env.PORT ?? 5173), strictPort: true, host: devHost, allowedHosts },
  preview: { port: Number(process.env.PORT ?? 4173), strictPort: true, host: devHost, allowedHosts },
  build: {
    target: 'es2022',
    sourcemap: true,
    modulePreload: {
      // Every browser the portal supports preloads modules itself (Chrome 66, Firefox 115, Safari 17): no polyfill
      // in the first chunk (0.2 kB gzip on every page). An older browser only loses the hint, not the module.
      polyfill: false,
      // The lazy imports of the first chunks (pages, services, catalogs, notifications) go without Vite's list of
      // their chunks: index.html's boot script has them all, by name, and preloads them when the app asks
      // (src/shared/chunk-preload.ts). Lazy imports in later chunks keep Vite's list.
      resolveDependencies: (_file, deps, { hostId, hostType }) => (hostType === 'js' && FIRST_CHUNK.test(hostId) ? [] : deps),
    },
    // The size benchmark reads which chunks each route loads first.
    manifest: true,
    // Route chunks stay separate; vendor code is shared only where several routes need it.
    chunkSizeWarningLimit: 600,
    rolldownOptions: {
      treeshake: {
        // The design system's modules only declare components (packages/ui/package.json says `sideEffects: false`):
        // a page keeps just the ones it uses.
        // styled-components declarations are pure (the Babel plugin would annotate them).
        manualPureFunctions: ['styled', 'css', 'keyframes', 'createGlobalStyle'],
      },
      output: {
        codeSplitting: {
          // Every page loads the entry's static imports: one chunk for them, not ~20 small ones (each adds
          // its own request and gzip overhead). Lazy code (pages, services) keeps its own chunks.
          // The entry (index.html and main.tsx) stays the entry chunk, which the page and the manifest name.
          groups: chunks.groups,
        },
      },
    },
  },
}));
