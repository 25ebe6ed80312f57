import { FullScreenSpinner } from '@admission/ui';
import { Suspense } from 'react';
import { useIntl } from 'react-intl';
import { BrowserRouter, useRoutes, type RouteObject } from 'react-router-dom';
import { requireCatalogPart } from '../i18n/catalog-parts.store';
import { commonMessages } from '../shared/messages';
import { preloadableLazy, type PreloadableComponent } from '../shared/preloadable-lazy';
import { evaluateInTurn, preloadChunks } from '../shared/chunk-preload';
import { RouteGuard } from './route-guard';
import { PAGE_MODULES, type PageModule } from './page-modules';
import { ROUTES, type PageRoute } from './routes';

function RouteLoading() {
  const intl = useIntl();
  return <FullScreenSpinner message={intl.formatMessage(commonMessages.verifyingAccess)} />;
}

/**
 * A page of the table: its module with its parts of the catalog (scripts/compile-catalogs.mjs), fetched together. The
 * chunks it shares with other pages (react-aria, the signed-in code) evaluate one a task, before its own; index.html's
 * shell script knows them all by the page's name (shared/chunk-preload.ts).
 */
function pageOf(route: PageRoute): PreloadableComponent<object> {
  // page-modules.test.ts checks that each route's first module is one of PAGE_MODULES.
  const load = PAGE_MODULES[`../${route.modules[0]}`] as () => Promise<PageModule>;
  return preloadableLazy(async () => {
    await evaluateInTurn(preloadChunks(route.name));
    // The language store knows the page's language from its creation (language.store.ts), so this loads the right
    // language even when it runs while the modules are still being evaluated.
    const [page] = await Promise.all([load(), ...route.parts.map(requireCatalogPart)]);
    return { default: page.Component };
  });
}

/** Every page of the table with its component. */
const PAGES = ROUTES.map((route) => ({ route, Page: pageOf(route) }));

/**
 * Every page sits under the one guard, which applies the route rules of the domain (routeDecision).
 * The app uses no loader or action, so the plain router does (the data router added 16 kB gzip to every page).
 * The table is built once, not from JSX children on every navigation (`<Routes>` walks them each render).
 */
const ROUTER_TABLE: RouteObject[] = [{ element: <RouteGuard />, children: PAGES.map(({ route, Page }) => ({ path: route.path, element: <Page /> })) }];

/** The pages by the names the shell script gives the first route. */
const FIRST_PAGES: ReadonlyMap<string, PreloadableComponent<object>> = new Map(PAGES.map(({ route, Page }) => [route.name, Page]));

/**
 * Starts loading the first page the guard will show, as the shell script named it from the address and the
 * stored session (main.tsx, at start). Once loaded, a page renders without suspending, so it does not wait out
 * React's 300 ms fallback throttle (shared/preloadable-lazy.ts). A failure shows when the page renders.
 */
export function preloadFirstPage(route: string | undefined): void {
  if (route !== undefined) FIRST_PAGES.get(route)?.preload().catch(() => undefined);
}

function Pages() {
  return useRoutes(ROUTER_TABLE);
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
