import type { ReactNode } from 'react';
import { RouterProvider } from 'react-aria-components';
import { useHref, useNavigate } from 'react-router-dom';

/** Router hrefs for in-app links; absolute URLs (https:, mailto:) stay as they are. */
function useLinkHref(href: string): string {
  const inApp = useHref(href);
  return /^[a-z][a-z0-9+.-]*:/i.test(href) ? href : inApp;
}

/**
 * react-aria's links (the design system's `Link`) navigate through the router inside it. Only a page with an in-app
 * react-aria link wraps itself in it (the not-found page's way home), so that react-aria stays out of the pages and
 * the signed-in code that have none (docs/decisions/0022); any other link still works, with a page load.
 */
export function InAppLinks({ children }: { readonly children: ReactNode }) {
  const navigate = useNavigate();
  return (
    <RouterProvider navigate={(to) => void navigate(to)} useHref={useLinkHref}>
      {children}
    </RouterProvider>
  );
}
