// The staff key benchmark: an admin on /admin?status=all types one letter into the empty search box on a
// 4x-throttled CPU. Measures how long the key itself takes to show (Event Timing), how long the page's main
// thread needs from the filtered list's response to the filtered table on screen, and the JS heap after.
import { launchForPlaywright, seedSession } from './chromium.mjs';
import { apiGet, signIn } from './sessions.mjs';
import { armPaintWatch, EVENT_TIMING_SETUP, firstRowShows, readKeyResult } from './staff-key-page.mjs';

// Every email of the seed ends in ...example, so "a" (or "e") matches every row and the list would not change:
// "s" is common in names and programs (Smith, Sofia, Lucas, MSc, Business) without matching everything.
export const LETTER = 's';
const PAGE_SIZE = 100;

/**
 * What the list shows before and after the search, from the API itself, so the page can tell the filtered
 * rows from the unfiltered ones (same order the app asks for: newest first, status=all).
 */
export async function expectedLists(backendUrl, email) {
  const session = await signIn(backendUrl, email);
  const list = (search) =>
    apiGet(backendUrl, session, `/admin/applications?skip=0&limit=${PAGE_SIZE}&status=all${search ? `&search=${search}` : ''}`);
  const [all, filtered] = await Promise.all([list(''), list(LETTER)]);
  if (filtered.total === all.total) throw new Error(`"${LETTER}" matches every application: the list would not change`);
  return {
    total: all.total,
    before: all.body.map((item) => item.email),
    after: filtered.body.map((item) => item.email),
    afterTotal: filtered.total,
  };
}

/** One measurement in a new browser (fresh heap, cold cache). */
export async function staffKeyRun({ origin, backendUrl, email, expected }) {
  const { browser, close } = await launchForPlaywright();
  try {
    const context = await browser.newContext({ viewport: { width: 1280, height: 800 } });
    const page = await context.newPage();
    const cdp = await context.newCDPSession(page);
    await seedSession(page, origin, await signIn(backendUrl, email));
    await page.goto(`${origin}/admin?status=all`);
    // The table shows: its first rows are the unfiltered list's first rows.
    await page.waitForFunction(firstRowShows, expected.before[0], { timeout: 30_000, polling: 100 }).catch(() => {
      throw new Error(`/admin?status=all did not show ${expected.before[0]} in its first row within 30 s`);
    });
    // The slow phone starts here: the page load is not what this measures (Lighthouse does that), and an
    // unthrottled load keeps each run short.
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });
    await page.evaluate(EVENT_TIMING_SETUP);
    const box = page.getByRole('searchbox').first();
    await box.click();
    // Let the click's own event entries and any re-render it caused settle before the key.
    await page.waitForTimeout(300);
    await page.evaluate(armPaintWatch, { before: expected.before, after: expected.after, afterTotal: expected.afterTotal });
    await page.keyboard.press(LETTER);
    await page.waitForURL((url) => url.searchParams.get('search') === LETTER, { timeout: 10_000 });
    await page.waitForFunction(() => window.__benchKey?.paintedAt !== undefined, undefined, { timeout: 30_000, polling: 50 }).catch(() => {
      throw new Error('the filtered table never showed the filtered rows');
    });
    // Event Timing reports an entry after its frame is presented; give it a frame or two more.
    await page.waitForTimeout(200);
    const result = await page.evaluate(readKeyResult);
    await cdp.send('HeapProfiler.collectGarbage');
    const heap = await cdp.send('Runtime.getHeapUsage');
    return { keyInpMs: result.keyInpMs, responseToPaintMs: result.responseToPaintMs, heapMb: heap.usedSize / 1e6, rowsShown: result.rowsShown };
  } finally {
    await close();
  }
}
