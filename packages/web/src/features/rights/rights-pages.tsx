// The three public pages behind one small chunk: the router (in the first chunk of every page, the sign-in page's
// too, whose JavaScript is at its budget) names one lazy module for them, and each page stays a chunk of its own.
import { PUBLIC_PATHS, type PublicPath } from '@admission/domain';
import type { ComponentType, ReactElement } from 'react';
import { useLocation } from 'react-router-dom';
import { preloadableLazy, type PreloadableComponent } from '../../shared/preloadable-lazy';

const pageOf = (load: () => Promise<{ Component: ComponentType }>): PreloadableComponent<object> => preloadableLazy(() => load().then((module) => ({ default: module.Component })));

const Accessibility = pageOf(() => import('./accessibility.route'));
const Privacy = pageOf(() => import('./privacy.route'));
const Cookies = pageOf(() => import('./cookies.route'));
const PAGES: Readonly<Record<PublicPath, PreloadableComponent<object>>> = { '/accessibility': Accessibility, '/privacy': Privacy, '/cookies': Cookies };
const ELEMENTS: Readonly<Record<PublicPath, ReactElement>> = { '/accessibility': <Accessibility />, '/privacy': <Privacy />, '/cookies': <Cookies /> };

const publicPathOf = (pathname: string): PublicPath | undefined => PUBLIC_PATHS.find((path) => pathname.replace(/(.)\/$/, '$1') === path);

// The page of this address is loaded before this module counts as loaded (index.html's shell preloads its chunk):
// the router's first render then draws it without suspending (shared/preloadable-lazy.ts).
const first = publicPathOf(window.location.pathname);
if (first !== undefined) await PAGES[first].preload().catch(() => undefined);

/** The public page of the address (the router shows this module only at PUBLIC_PATHS). */
export function Component() {
  const path = publicPathOf(useLocation().pathname);
  return path === undefined ? null : ELEMENTS[path];
}
