// What index.html's boot script does, before any other script: the brand, language and page of the address, the
// page's chunks as preloads, and in the production build the app's start after the shell's first paint, with a
// signed-in page's first reads.
import { browserStorage, hasAuthFragment, hasSessionHint } from '../di/session-hint';
import { brandAndLanguageOf, showBrandAndLanguage } from './brand-and-language';
import { earlyReadJobs } from './early-reads';
import { bootHandOff } from './hand-off';
import { chunksOf, modulePreloader, offerChunkPreloads } from './preloads';
import { firstRoute } from './route';
import type { ShellData } from './shell-data';
import { afterFirstPaint, bootJobs, moduleScripts, runInTasks, type Job, type PaintSignals } from './start-queue';

/** What the script uses of the window. */
export interface BootWindow extends PaintSignals {
  readonly document: Document;
  readonly location: Pick<Location, 'protocol' | 'hostname' | 'pathname' | 'hash'>;
  readonly localStorage: Storage;
  readonly fetch: typeof fetch;
  readonly performance: Pick<Performance, 'now'>;
}

export function bootPage(data: ShellData, page: BootWindow): void {
  const doc = page.document;
  const root = doc.documentElement;
  const storage = browserStorage(page);
  const { hash, pathname } = page.location;
  // A magic link's answer in the address counts as a session: supabase-js reads it once the app runs.
  const signedIn = hasSessionHint({ storage, hash });
  const start = brandAndLanguageOf(page.location.hostname, storage);
  showBrandAndLanguage(start, doc);
  root.setAttribute('data-shell', signedIn ? 'portal' : 'auth');
  const route = firstRoute(pathname, signedIn);
  // For the app, and for the shell's style, which draws the page's head and header by it.
  bootHandOff(page).route = route;
  root.setAttribute('data-route', route);

  const preload = modulePreloader(doc);
  const pageFiles = chunksOf(data.preload, route, start.language, signedIn);
  // Later pages in the language the page shows then, signed in as the storage says then (a sign-in without a reload).
  offerChunkPreloads(page, (name) => chunksOf(data.preload, name, root.lang, hasSessionHint({ storage, hash: '' })), preload);

  const early = data.early;
  const reads = (): Job[] => {
    if (early === null || !signedIn || hasAuthFragment(hash)) return [];
    try {
      return earlyReadJobs(early, route, { location: page.location, storage, fetch: page.fetch.bind(page), holder: page, nowMs: Date.now() });
    } catch {
      // A read that cannot even be sent leaves the app to ask itself: the page still paints and preloads.
      return [];
    }
  };

  const boot = data.boot;
  if (boot === null) {
    reads().forEach((read) => read());
    pageFiles.forEach(preload);
    return;
  }
  afterFirstPaint(() => {
    const jobs = bootJobs(boot, { preload, script: moduleScripts(doc), reads: reads(), pageFiles });
    runInTasks(jobs, { now: () => page.performance.now(), later: (run) => page.setTimeout(run, 0) });
  }, page);
}
