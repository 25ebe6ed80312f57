import { routeAccessOf, routeDecision } from '@admission/domain';
import { FullScreenSpinner, toast } from '@admission/ui';
import { Suspense, useEffect, useRef, type ReactNode } from 'react';
import { useIntl } from 'react-intl';
import { Outlet, useLocation } from 'react-router-dom';
import styled from 'styled-components';
import { requireCatalogPart } from '../i18n/catalog-parts.store';
import BrandContactButton from '../shared/contact-button';
import { commonMessages } from '../shared/messages';
import { preloadableLazy } from '../shared/preloadable-lazy';
import { roleOf, useSessionStore } from './access/session.store';
import { Redirect } from './redirect';
import { pageRuleOf } from './routes';

// The signed-in shell is not needed for the first paint of /auth: it is its own chunk, preloaded at start (main.tsx)
// when the page will show it, so that it renders without suspending (shared/preloadable-lazy.ts). The contact
// button is in the first chunks: every page but the quiz shows it, and as a chunk of its own it was one more request.
/** The signed-in shell comes with the texts only signed-in pages show (the catalog's portal part). */
async function withPortalTexts<T>(shell: Promise<T>): Promise<T> {
  const [module] = await Promise.all([shell, requireCatalogPart('portal')]);
  return module;
}
const SignedInShell = preloadableLazy<object>(() => withPortalTexts(import('./portal').then((portal) => ({ default: portal.SignedInShell }))));

/** Starts loading what the guard will show around the first page: with a stored session, the signed-in shell. */
export function preloadGuardParts({ signedIn }: { readonly signedIn: boolean }): void {
  if (signedIn) SignedInShell.preload().catch(() => undefined);
}

// Below md the contact strip sits in the page's flow, after the page: the page takes at least the screen's
// height, so the strip starts below the fold and a page that draws in parts (head first, then its data)
// never pushes it down in view (a layout shift). From md up the button floats and the strip is only room.
const PageArea = styled.div`
  min-height: 100vh;
  min-height: 100dvh;
  @media (min-width: ${({ theme }) => theme.breakpoints.md}) {
    min-height: 0;
  }
`;

/**
 * Applies the access rules of spec §2, §4 and §6 (the domain's routeDecision) to every page under it:
 * 'Verifying access...' while checking, /auth for anonymous users, and for signed-in users the
 * signed-in shell, which adds the rules that depend on their programs and role.
 */
export function RouteGuard() {
  const intl = useIntl();
  const { pathname } = useLocation();
  const access = useSessionStore((state) => state.access);

  const accountNotFoundShown = useRef(false);
  useEffect(() => {
    if (access.status !== 'account-not-found') {
      accountNotFoundShown.current = false;
      return;
    }
    if (accountNotFoundShown.current) return;
    accountNotFoundShown.current = true;
    toast.destructive(intl.formatMessage(commonMessages.accountNotFoundTitle), intl.formatMessage(commonMessages.accountNotFoundText));
  }, [access, intl]);

  const routeAccess = routeAccessOf(access);
  // The role sends staff who are already signed in from the sign-in pages straight to the back-office.
  const decision = routeDecision({ page: pageRuleOf(pathname), access: routeAccess, role: roleOf(access), hasOngoingQuiz: false, quizRequired: null });
  const spinner = <FullScreenSpinner message={intl.formatMessage(commonMessages.verifyingAccess)} />;

  let content;
  if (routeAccess === 'verifying') content = spinner;
  else if (decision.kind === 'redirect' && (routeAccess === 'anonymous' || decision.reason === 'ALREADY_SIGNED_IN')) content = <Redirect decision={decision} />;
  else if (routeAccess === 'signed-in') content = <Suspense fallback={spinner}><SignedInShell /></Suspense>;
  else content = <Outlet />;

  return <PageWithContact pathname={pathname}>{content}</PageWithContact>;
}

/** Every page in its area, then the contact button (not on the quiz); Storybook's page stories frame pages with it too. */
export function PageWithContact({ pathname, children }: { readonly pathname: string; readonly children: ReactNode }) {
  return (
    <>
      <PageArea>{children}</PageArea>
      {pageRuleOf(pathname).journey !== 'quiz' ? (
        <BrandContactButton />
      ) : null}
    </>
  );
}
