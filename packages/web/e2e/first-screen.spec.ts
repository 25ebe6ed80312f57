// Each page that shows data of its own marks once, when that data is painted, the moment `npm run bench:web` reads
// as "data on screen" (src/shared/first-screen.ts): held back while the page's read is, set once it is on screen.
import { readFileSync } from 'node:fs';
import type { Locator, Page } from '@playwright/test';
import { expect, signIn, test } from './support/fixtures';
import { ADMIN, pickApplication, signInStaff } from './admin/staff';
import { BACKEND_PORT } from './support/ports';

/** The mark's name, as the app and the bench read it. */
const FIRST_SCREEN_MARK: string = JSON.parse(readFileSync(new URL('../src/shared/first-screen.json', import.meta.url), 'utf8')).mark;
const HOLD_MS = 2_000;
const marks = (page: Page) => page.evaluate((mark) => performance.getEntriesByName(mark, 'mark').length, FIRST_SCREEN_MARK);

/**
 * Loads `path` with the backend's answers to `read` held back for a while: no mark while the page waits (its shell
 * and spinner are on screen), one mark once `data` shows.
 */
async function expectMarkAfterData(page: Page, path: string, read: (pathname: string) => boolean, data: Locator): Promise<void> {
  let held = 0;
  await page.route(
    (url) => url.port === String(BACKEND_PORT) && read(url.pathname),
    async (route) => {
      held += 1;
      await new Promise((resolve) => setTimeout(resolve, HOLD_MS));
      await route.continue();
    },
  );
  await page.goto(path);
  await expect.poll(() => held, { message: `the page asked for its data (${path})` }).toBeGreaterThan(0);
  expect(await marks(page), `no mark while ${path} waits for its data`).toBe(0);
  await expect(data).toBeVisible({ timeout: 30_000 });
  await expect.poll(() => marks(page)).toBe(1);
  await page.unrouteAll({ behavior: 'wait' });
}

test.describe('the first screen drawn, for the speed bench', () => {
  test('the dashboard and the documents page mark when the candidate’s data is painted', async ({ page }) => {
    // Through the page, as the bench's timing was checked (with a stored session the /documents mark came once while
    // a read was held).
    await signIn(page, 'docs.incomplete@northbridge.example', { by: 'link' });
    await expectMarkAfterData(page, '/', (path) => path === '/first-reads/dashboard' || path.startsWith('/users/'), page.getByRole('region', { name: 'Application Fee' }));
    await expectMarkAfterData(page, '/documents', (path) => path.startsWith('/users/') || path.startsWith('/documents'), page.getByRole('region', { name: 'Document Submission' }));
  });

  test('the staff list, an application and the ranking mark when their data is painted', async ({ page }) => {
    const { item } = await pickApplication('COMPLETE', 1, () => true);
    await signInStaff(page, ADMIN);
    await expectMarkAfterData(page, '/admin?status=all', (path) => path === '/admin/applications', page.getByRole('grid', { name: 'Applications' }).getByRole('row').nth(1));
    await expectMarkAfterData(page, `/application/${item.deal_id}`, (path) => path.startsWith('/admin/applications/'), page.getByRole('region', { name: 'Candidate Information' }));
    await expectMarkAfterData(page, '/admin/ranking', (path) => path === '/admin/ranking' || path === '/admin/programs', page.getByRole('row').nth(1));
  });

  test('the reviewer’s queue and review page mark when their data is painted', async ({ page }) => {
    await signIn(page, 'reviewer1@northbridge.example', { by: 'link' });
    const open = page.getByRole('link', { name: /^Open the review of candidate / }).first();
    await expectMarkAfterData(page, '/reviews', (path) => path === '/reviews', open);
    const href = await open.getAttribute('href');
    if (href === null) throw new Error('no review to open in the queue');
    await expectMarkAfterData(page, href, (path) => path.startsWith('/reviews/'), page.getByRole('radiogroup').first());
  });
});
