// The three public pages behind one small chunk: the router (in the first chunk of every page, the sign-in page's
// too, whose JavaScript is at its budget) names one lazy module for them, and each page stays a chunk of its own.
import type { ComponentType, ReactElement } from 'react';
import { useLocation } from 'react-router-dom';
import { routeAt } from '../../app/routes';
import { preloadableLazy, type PreloadableComponent } from '../../shared/preloadable-lazy';

const pageOf = (load: () => Promise<{ Component: ComponentType }>): PreloadableComponent<object> => preloadableLazy(() => load().then((module) => ({ default: module.Component })));

const Accessibility = pageOf(() => import('./accessibility.route'));
const Privacy = pageOf(() => import('./privacy.route'));
const Cookies = pageOf(() => import('./cookies.route'));
/** The public pages of the route table, by name. */
type PublicPage = 'accessibility' | 'privacy' | 'cookies';
const PAGES: Readonly<Record<PublicPage, PreloadableComponent<object>>> = { accessibility: Accessibility, privacy: Privacy, cookies: Cookies };
const ELEMENTS: Readonly<Record<PublicPage, ReactElement>> = { accessibility: <Accessibility />, privacy: <Privacy />, cookies: <Cookies /> };

const isPublicPage = (name: string): name is PublicPage => Object.hasOwn(PAGES, name);
const publicPageOf = (pathname: string): PublicPage | undefined => {
  const { name } = routeAt(pathname);
  return isPublicPage(name) ? name : undefined;
};

// The page of this address is loaded before this module counts as loaded (index.html's shell preloads its chunk):
// the router's first render then draws it without suspending (shared/preloadable-lazy.ts).
const first = publicPageOf(window.location.pathname);
if (first !== undefined) await PAGES[first].preload().catch(() => undefined);

/** The public page of the address (the router shows this module only at the table's public pages). */
export function Component() {
  const page = publicPageOf(useLocation().pathname);
  return page === undefined ? null : ELEMENTS[page];
}
