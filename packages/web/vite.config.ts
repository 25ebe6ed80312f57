import optimizeLocales from '@react-aria/optimize-locales-plugin';
import formatjs from '@formatjs/vite-plugin';
import react from '@vitejs/plugin-react';
import { fileURLToPath } from 'node:url';
import { defineConfig, loadEnv } from 'vite';
// Vite loads this file with Node, which cannot import a workspace package's TypeScript: the themes come in by
// path (the config bundler compiles relative imports). The shell takes its colours from the same tokens.
import { brandThemes } from '../ui/src/theme/themes';
import { htmlShell, PAGE_LOCATION, shellTextsFrom } from './build/html-shell';
import { securityHeadersPlugin } from './build/security-headers';
import { readAppConfig } from './src/config/app-config';
import { brandConfig } from './src/config/brands';
import { LANGUAGE_STORAGE_KEY } from './src/i18n/language';

const webRoot = fileURLToPath(new URL('.', import.meta.url));

const devHost = process.env.WEB_HOST ?? '127.0.0.1';
// Brand hosts: the first brand on localhost, the second on lumiere.localhost (Chromium resolves
// every *.localhost name to the loopback address), the default brand on 127.0.0.1.
const allowedHosts = ['localhost', '.localhost', '127.0.0.1', ...(process.env.ALLOWED_HOSTS?.split(',') ?? [])];

const LIGHT_UI =
  /[/\\]packages[/\\]ui[/\\]src[/\\](?:Alert|Card|Icon|LanguageToggle|Layout|RichText|Spinner|TextField|Typography|Button[/\\](?:buttonLook|NativeButton)|Field[/\\]NativeField|Link[/\\](?:Anchor|ExternalLink)|theme[/\\](?:media|touch|visually-hidden))/;

/** The entry chunk (named after index.html) and the chunk of its static imports (the `app` group below). */
const FIRST_CHUNK = /^assets\/(?:index|app)-[\w-]+\.js$/;

const EVERY_PAGE =
  /[/\\]packages[/\\](?:web[/\\]src[/\\]shared[/\\](?:language-switch|contact-button)|domain[/\\]src[/\\]shared[/\\]result|ui[/\\]src[/\\]ContactButton[/\\]ContactButton)\.tsx?$/;

const SIGN_IN =
  /[/\\]packages[/\\](?:web[/\\]src[/\\](?:features[/\\]auth[/\\]auth\.(?:route|messages)|shared[/\\]sign-in-[\w-]+)|domain[/\\]src[/\\]auth[/\\](?:sign-in|sign-in-email|email-code))\.tsx?$/;

// What every signed-in page loads before its own code: the services (axios, inversify, the adapters), the query
// cache, the signed-in shell and header, and the reads of the route data. One chunk: split by which pages share
// them, they were some twenty small chunks, each another request on a phone's slow connection.
const SIGNED_IN = new RegExp(
  [
    String.raw`packages/web/src/(?:di/|app/(?:route-data|query-client|signed-in-shell)\.|shared/(?:page-heading|portal-header|queries|quiz-navigation|money|system-clock)\.)`,
    String.raw`packages/web/src/features/(?:application/use-application|admin/(?:use-admin-applications|admin-list-params)|documents/use-documents-data|quiz/early-quiz-start)\.`,
    String.raw`packages/domain/src/(?:api/(?:entities|port-error)|applications/(?:deal-status|quiz-requirement|money)|cache/cache-policy|quiz/(?:load-quiz-status|quiz-expiry|quiz-session)|admin/(?:application-id|admin-search|admin-list-query))\.`,
    String.raw`packages/ui/src/(?:EmptyState|EmailAddress|Badge|StatusBadge|PageHeader)/`,
    String.raw`packages/adapters/src/`,
    String.raw`node_modules/(?:@tanstack/(?:query-core|react-query)|axios|inversify|@inversifyjs|reflect-metadata)/`,
  ].join('|'),
);

export default defineConfig(({ mode }) => ({
  // react-aria ships strings for ~30 locales; the portal speaks English and French only.
  plugins: [
    { ...optimizeLocales.vite({ locales: ['en-US', 'fr-FR'] }), enforce: 'pre' },
    react(),
    // The catalogs hold every text (a test checks they are complete): the English defaults in the code are
    // only for extraction, so the production build drops them and every page ships fewer bytes.
    { ...formatjs({ removeDefaultMessage: true }), apply: 'build' },
    htmlShell({
      brands: brandConfig,
      themes: brandThemes,
      texts: shellTextsFrom(webRoot),
      languageStorageKey: LANGUAGE_STORAGE_KEY,
      // The same configuration the app reads (VITE_* variables), for the reads the shell script starts.
      earlyReads: readAppConfig(loadEnv(mode, webRoot, 'VITE_'), PAGE_LOCATION),
    }),
    // _headers and an nginx snippet: the CSP (with the shell script's hash), HSTS and the rest (docs/decisions/0008).
    securityHeadersPlugin(),
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
      // their chunks: index.html's shell script has them all, by name, and preloads them when the app asks
      // (src/shared/chunk-preload.ts). Lazy imports in later chunks keep Vite's list.
      resolveDependencies: (_file, deps, { hostId, hostType }) => (hostType === 'js' && FIRST_CHUNK.test(hostId) ? [] : deps),
    },
    // The size benchmark reads which chunks each route loads first.
    manifest: true,
    // Route chunks stay separate; vendor code is shared only where several routes need it.
    chunkSizeWarningLimit: 600,
    rolldownOptions: {
      treeshake: {
        // The design system's modules only declare components: a page keeps just the ones it uses.
        moduleSideEffects: (id) => (/[/\\]packages[/\\]ui[/\\]src[/\\]/.test(id) && !id.endsWith('.css') ? false : undefined),
        // styled-components declarations are pure (the Babel plugin would annotate them).
        manualPureFunctions: ['styled', 'css', 'keyframes', 'createGlobalStyle'],
      },
      output: {
        codeSplitting: {
          // Every page loads the entry's static imports: one chunk for them, not ~20 small ones (each adds
          // its own request and gzip overhead). Lazy code (pages, services) keeps its own chunks.
          // The entry (index.html and main.tsx) stays the entry chunk, which the page and the manifest name.
          groups: [
            { name: 'app', tags: ['$initial'], test: (id) => !/(?:\.html|[/\\]src[/\\]main\.tsx)$/.test(id), priority: 2 },
            // The design system's light parts (no react-aria) the sign-in page and every other page draw, with the
            // language switch and the domain's Result they all use: one request, not fifteen.
            { name: 'ui', test: (id) => LIGHT_UI.test(id) || EVERY_PAGE.test(id), priority: 1 },
            // The sign-in page with what it shares with the link's confirm page: /auth stays one request, and the
            // confirm page (not budgeted) loads it too rather than splitting it into a chunk of its own. Their
            // dependencies (the result helpers, the language switch) stay in the chunks other pages share.
            { name: 'auth', test: SIGN_IN, priority: 1, includeDependenciesRecursively: false },
            // Only the modules named (their other imports stay in the chunks the pages share): see SIGNED_IN.
            { name: 'portal', test: SIGNED_IN, priority: 0, includeDependenciesRecursively: false },
          ],
        },
      },
    },
  },
}));
