import { PUBLIC_PATHS } from '@admission/domain';
import { FullScreenSpinner } from '@admission/ui';
import { Suspense, type ComponentType } from 'react';
import { useIntl } from 'react-intl';
import { BrowserRouter, useRoutes, type RouteObject } from 'react-router-dom';
import { requireCatalogPart } from '../i18n/catalog-parts.store';
import type { CatalogPart } from '../i18n/language';
import { commonMessages } from '../shared/messages';
import { preloadableLazy, type PreloadableComponent } from '../shared/preloadable-lazy';
import { evaluateInTurn, preloadChunks } from '../shared/chunk-preload';
import { RouteGuard } from './route-guard';

function RouteLoading() {
  const intl = useIntl();
  return <FullScreenSpinner message={intl.formatMessage(commonMessages.verifyingAccess)} />;
}

/**
 * A page module exports its page as `Component`; it is its own chunk, which `preloadFirstPage` can start early. Its
 * name is the shell script's, which preloads all its chunks at once (chunk-preload.ts).
 */
const page = (name: string, load: () => Promise<{ Component: ComponentType }>): PreloadableComponent<object> =>
  preloadableLazy(async () => {
    // The chunks it shares with other pages (react-aria, the signed-in code) evaluate one a task, before its own.
    await evaluateInTurn(preloadChunks(name));
    return load().then((module) => ({ default: module.Component }));
  });

/** A page brings its parts of the catalog (scripts/compile-catalogs.mjs), fetched with its code. */
async function withMessages<T>(parts: CatalogPart | readonly CatalogPart[], route: Promise<T>): Promise<T> {
  // The language store knows the page's language from its creation (language.store.ts), so this loads
  // the right language even when it runs while the modules are still being evaluated.
  const [module] = await Promise.all([route, ...[parts].flat().map(requireCatalogPart)]);
  return module;
}

/**
 * The rights pages (the domain's PUBLIC_PATHS), signed in or not, are one module, which picks each page's own chunk.
 * They name the account menu's actions in its own words (the portal part).
 */
const rights = () => withMessages(['rights', 'portal'], import('../features/rights/rights-pages'));

/**
 * Every page: its path, the name index.html's shell script gives it as the first route (`data-route`,
 * build/html-shell.ts) and knows its chunks by, and its component. Each is its own chunk. One table for every
 * use: the first chunk of every page (the sign-in page's, at its budget) carries each path and name once.
 */
const PAGES: readonly (readonly [path: string, name: string, page: PreloadableComponent<object>])[] = (
  [
    ['/', 'dashboard', () => withMessages('dashboard', import('../features/dashboard/dashboard.route'))],
    ['/auth', 'auth', () => withMessages('auth', import('../features/auth/auth.route'))],
    // The confirm page shows the sign-in texts both pages share (the auth part) and its own.
    ['/auth/confirm', 'confirm', () => withMessages(['confirm', 'auth'], import('../features/auth-confirm/auth-confirm.route'))],
    ['/quiz', 'quiz', () => withMessages('quiz', import('../features/quiz/quiz.route'))],
    ['/documents', 'documents', () => withMessages('documents', import('../features/documents/documents.route'))],
    ['/admin', 'admin', () => withMessages('staff', import('../features/admin/admin.route'))],
    ['/application/:applicationId', 'application', () => withMessages('staff', import('../features/application/application.route'))],
    // '/accessibility' is the shell's 'accessibility', and so on.
    ...PUBLIC_PATHS.map((path) => [path, path.slice(1), rights] as const),
    ['*', 'notFound', () => withMessages('portal', import('../features/not-found/not-found.route'))],
  ] as const
).map(([path, name, load]) => [path, name, page(name, load)] as const);

/**
 * Every page sits under the one guard, which applies the route rules of the domain (routeDecision). A new page
 * (e.g. /admin, /application/:applicationId) is one more entry in PAGES.
 * The app uses no loader or action, so the plain router does (the data router added 16 kB gzip to every page).
 * The table is built once, not from JSX children on every navigation (`<Routes>` walks them each render).
 */
const ROUTES: RouteObject[] = [{ element: <RouteGuard />, children: PAGES.map(([path, , Page]) => ({ path, element: <Page /> })) }];

/** The pages by the names the shell script gives the first route. */
const FIRST_PAGES: Readonly<Record<string, PreloadableComponent<object>>> = Object.fromEntries(PAGES.map(([, name, Page]) => [name, Page]));

/**
 * Starts loading the first page the guard will show, as the shell script named it from the address and the
 * stored session (main.tsx, at start). Once loaded, a page renders without suspending, so it does not wait out
 * React's 300 ms fallback throttle (shared/preloadable-lazy.ts). A failure shows when the page renders.
 */
export function preloadFirstPage(route: string | undefined): void {
  if (route !== undefined) FIRST_PAGES[route]?.preload().catch(() => undefined);
}

function Pages() {
  return useRoutes(ROUTES);
}

/**
 * On the first load the whole tree waits for its page ('Verifying access...'); later navigations are
 * transitions, so the current page stays until the next one has loaded.
 */
export function AppRoutes() {
  return (
    <BrowserRouter>
      <Suspense fallback={<RouteLoading />}>
        <Pages />
      </Suspense>
    </BrowserRouter>
  );
}
