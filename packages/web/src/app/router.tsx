import { FullScreenSpinner } from '@admission/ui';
import { Suspense, type ComponentType } from 'react';
import { useIntl } from 'react-intl';
import { BrowserRouter, useRoutes, type RouteObject } from 'react-router-dom';
import { requireCatalogPart } from '../i18n/catalog-parts.store';
import type { CatalogPart } from '../i18n/language';
import { commonMessages } from '../shared/messages';
import { preloadableLazy, type PreloadableComponent } from '../shared/preloadable-lazy';
import { RouteGuard } from './route-guard';

function RouteLoading() {
  const intl = useIntl();
  return <FullScreenSpinner message={intl.formatMessage(commonMessages.verifyingAccess)} />;
}

/** A page module exports its page as `Component`; it is its own chunk, which `preloadFirstPage` can start early. */
const page = (load: () => Promise<{ Component: ComponentType }>): PreloadableComponent<object> =>
  preloadableLazy(() => load().then((module) => ({ default: module.Component })));

/** A page brings its parts of the catalog (scripts/compile-catalogs.mjs), fetched with its code. */
async function withMessages<T>(parts: CatalogPart | readonly CatalogPart[], route: Promise<T>): Promise<T> {
  // The language store knows the page's language from its creation (language.store.ts), so this loads
  // the right language even when it runs while the modules are still being evaluated.
  const [module] = await Promise.all([route, ...[parts].flat().map(requireCatalogPart)]);
  return module;
}

const Dashboard = page(() => withMessages('dashboard', import('../features/dashboard/dashboard.route')));
const Auth = page(() => withMessages('auth', import('../features/auth/auth.route')));
// The confirm page shows the sign-in texts both pages share (the auth part) and its own.
const AuthConfirm = page(() => withMessages(['confirm', 'auth'], import('../features/auth-confirm/auth-confirm.route')));
const Quiz = page(() => withMessages('quiz', import('../features/quiz/quiz.route')));
const Documents = page(() => withMessages('documents', import('../features/documents/documents.route')));
const Admin = page(() => withMessages('staff', import('../features/admin/admin.route')));
const Application = page(() => withMessages('staff', import('../features/application/application.route')));
const NotFound = page(() => withMessages('portal', import('../features/not-found/not-found.route')));

/**
 * Every page is its own chunk and sits under the one guard, which applies the route rules of the domain
 * (routeDecision). A new page (e.g. /admin, /application/:applicationId) is one more entry here.
 * The app uses no loader or action, so the plain router does (the data router added 16 kB gzip to every page).
 * The table is built once, not from JSX children on every navigation (`<Routes>` walks them each render).
 */
const ROUTES: RouteObject[] = [
  {
    element: <RouteGuard />,
    children: [
      { path: '/', element: <Dashboard /> },
      { path: '/auth', element: <Auth /> },
      { path: '/auth/confirm', element: <AuthConfirm /> },
      { path: '/quiz', element: <Quiz /> },
      { path: '/documents', element: <Documents /> },
      { path: '/admin', element: <Admin /> },
      { path: '/application/:applicationId', element: <Application /> },
      { path: '*', element: <NotFound /> },
    ],
  },
];

/** The pages by the names index.html's shell script gives the first route (`data-route`, build/html-shell.ts). */
const FIRST_PAGES: Readonly<Record<string, PreloadableComponent<object>>> = {
  auth: Auth,
  confirm: AuthConfirm,
  dashboard: Dashboard,
  documents: Documents,
  quiz: Quiz,
  admin: Admin,
  application: Application,
  notFound: NotFound,
};

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
