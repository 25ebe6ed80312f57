import { StrictMode, startTransition } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './app/app';
import { startAccessControl, wakeAuthEventsWhenNeeded } from './app/access/access-controller';
import { captureLinkError } from './app/access/link-error';
import { brand } from './shared/brand';
import { dropEmptyFragments } from './app/empty-fragment';
import { preloadGuardParts } from './app/route-guard';
import { preloadFirstPage } from './app/router';
import { applyBrandToDocument } from './config/current-brand';
import { readBootHandOff } from './boot/hand-off';
import { browserSessionHint } from './di/session-hint';
import { loadCatalog } from './i18n/language';
import { useLanguageStore } from './i18n/language.store';

applyBrandToDocument(brand);
captureLinkError(window.location.hash);
dropEmptyFragments();
// The store starts in the brand's language or the remembered choice (language.store.ts).
const { language } = useLanguageStore.getState();
startAccessControl();
const signedIn = browserSessionHint();
// The browser's locale data loads on its first Intl call of a kind (25 ms here, about 100 ms on a slow phone).
// A signed-in page makes it while its route's modules evaluate (react-aria checks the locale there) and in its first
// messages: two tasks of their own, while those modules still download, keep that cost out of the longer ones.
if (signedIn) {
  setTimeout(() => Intl.DateTimeFormat.supportedLocalesOf(language), 0);
  setTimeout(() => Intl.NumberFormat.supportedLocalesOf(language), 0);
}
// The page index.html's shell script named from the address and the stored session (app/routes.ts, routeNameOf).
const firstRoute = readBootHandOff().route;
// A signed-in page's data is asked for with the access checks, not after them (the chunk is preloaded by index.html).
if (signedIn) void import('./app/portal').then(({ prefetchRouteData }) => prefetchRouteData(firstRoute, window.location, language));
// The first page's code too, so that it is at hand when the checks answer.
preloadGuardParts({ signedIn });
preloadFirstPage(firstRoute);

const messages = await loadCatalog(language);
// Let the browser paint index.html's shell before React replaces it (one frame): the brand shows at once
// even when every script is already at hand.
await new Promise<void>((resolve) => requestAnimationFrame(() => setTimeout(resolve, 0)));
const root = document.getElementById('root');
if (root === null) throw new Error('The page has no #root element');
const reactRoot = createRoot(root);
// A transition lets React yield while it builds the first screen: no long task holds the main thread.
startTransition(() =>
  reactRoot.render(
    <StrictMode>
      <App initial={{ language, messages }} />
    </StrictMode>,
  ),
);
wakeAuthEventsWhenNeeded();
