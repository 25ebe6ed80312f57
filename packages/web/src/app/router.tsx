import { FullScreenSpinner } from '@admission/ui';
import { useIntl } from 'react-intl';
import { createBrowserRouter, type RouteObject } from 'react-router-dom';
import { requireCatalogPart } from '../i18n/catalog-parts.store';
import { commonMessages } from '../shared/messages';
import { RouteGuard } from './route-guard';

function RouteLoading() {
  const intl = useIntl();
  return <FullScreenSpinner message={intl.formatMessage(commonMessages.verifyingAccess)} />;
}

/** Staff pages bring their part of the catalog (scripts/compile-catalogs.mjs). */
async function withStaffMessages<T>(route: Promise<T>): Promise<T> {
  // On a first load the router calls this while the modules are still being evaluated, before main.tsx
  // has set the language: wait for that, or the part is loaded in English on a French page.
  await new Promise((resolve) => setTimeout(resolve, 0));
  const [module] = await Promise.all([route, requireCatalogPart('staff')]);
  return module;
}

/**
 * Every page is its own chunk and sits under the one guard, which applies the route rules of the domain
 * (routeDecision). A new page (e.g. /admin, /application/:applicationId) is one more entry here.
 */
export const routes: RouteObject[] = [
  {
    element: <RouteGuard />,
    hydrateFallbackElement: <RouteLoading />,
    children: [
      { path: '/', lazy: () => import('../features/dashboard/dashboard.route') },
      { path: '/auth', lazy: () => import('../features/auth/auth.route') },
      { path: '/quiz', lazy: () => import('../features/quiz/quiz.route') },
      { path: '/documents', lazy: () => import('../features/documents/documents.route') },
      { path: '/admin', lazy: () => withStaffMessages(import('../features/admin/admin.route')) },
      { path: '/application/:applicationId', lazy: () => withStaffMessages(import('../features/application/application.route')) },
      { path: '*', lazy: () => import('../features/not-found/not-found.route') },
    ],
  },
];

export const router = createBrowserRouter(routes);
