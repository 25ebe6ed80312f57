import type { Page } from '@playwright/test';
import { expect, signIn, test } from './support/fixtures';
import { columnStarts, cutPlaceholders, underContactButton } from './support/page-layout';

// On every page of every role, at 1280 × 800 and 360 × 640: nothing to read and nothing to focus lies under the
// contact button, wherever the page is scrolled (from a tablet up it floats in a gutter kept free for it; on a phone
// it is in the page's flow), and the header's first item starts on the page's own column edge.

const SIZES = [
  { width: 1280, height: 800 },
  { width: 360, height: 640 },
] as const;

interface Visit {
  readonly name: string;
  /** Opens the page and waits for its data; gives the page it opened in a new tab, if it did. */
  readonly open: (page: Page) => Promise<Page | void>;
  /** A signed-in page: its header is checked against the page's column. */
  readonly header: boolean;
}

const heading = (page: Page) => expect(page.getByRole('heading', { level: 1 })).toBeVisible();

async function checkEach(page: Page, visits: readonly Visit[]): Promise<void> {
  for (const size of SIZES) {
    await page.setViewportSize(size);
    for (const visit of visits) {
      const opened = (await visit.open(page)) ?? page;
      const where = `${visit.name} at ${size.width}×${size.height}`;
      expect.soft(await underContactButton(opened, 'Contact us'), `${where}: under the contact button`).toEqual([]);
      if (visit.header) {
        const starts = await columnStarts(opened);
        expect.soft(starts.header, `${where}: the header's column edge against the page's`).toBe(starts.page);
      }
      if (opened !== page) await opened.close();
    }
  }
}

test('signed out: the sign-in page and a public page', async ({ page }) => {
  await checkEach(page, [
    { name: 'sign-in', header: false, open: async (p) => { await p.goto('/auth'); await heading(p); } },
    { name: 'privacy notice', header: false, open: async (p) => { await p.goto('/privacy'); await heading(p); } },
  ]);
});

test('a candidate: the dashboard and the documents page', async ({ page }) => {
  await signIn(page, 'docs.incomplete@northbridge.example');
  await checkEach(page, [
    { name: 'dashboard', header: true, open: async (p) => { await p.goto('/'); await expect(p.getByRole('button', { name: /^(View|Upload) Documents$/ }).first()).toBeVisible(); } },
    { name: 'documents', header: true, open: async (p) => { await p.goto('/documents'); await expect(p.getByRole('heading', { level: 1, name: 'Your Documents' })).toBeVisible(); await expect(p.getByText(/^Photo|Passport/).first()).toBeVisible(); } },
  ]);
});

test('staff: the list, an application, the jury settings and the ranking', async ({ page }) => {
  test.setTimeout(180_000);
  await signIn(page, 'admin@northbridge.example');
  await checkEach(page, [
    { name: 'applications list', header: true, open: async (p) => { await p.goto('/admin'); await expect(p.getByRole('button', { name: /View Application/ }).first()).toBeVisible(); } },
    {
      name: 'application',
      header: true,
      // The list opens an application in a new tab, of the list's size.
      open: async (p) => {
        await p.goto('/admin');
        const opening = p.context().waitForEvent('page');
        await p.getByRole('button', { name: /View Application/ }).first().click();
        const tab = await opening;
        await tab.setViewportSize(p.viewportSize() ?? SIZES[0]);
        await expect(tab.getByRole('tab').first()).toBeVisible();
        return tab;
      },
    },
    { name: 'jury settings', header: true, open: async (p) => { await p.goto('/admin/jury'); await expect(p.getByLabel('Reviews per application')).toBeVisible(); } },
    { name: 'ranking', header: true, open: async (p) => { await p.goto('/admin/ranking'); await heading(p); await p.waitForLoadState('networkidle'); } },
  ]);
});

test('a reviewer: the queue and a review', async ({ page }) => {
  test.setTimeout(120_000);
  await signIn(page, 'reviewer1@northbridge.example');
  const queue = async (p: Page) => {
    await p.goto('/reviews');
    await expect(p.locator('main a[href^="/reviews/"]').first()).toBeVisible();
  };
  await checkEach(page, [
    { name: 'queue', header: true, open: queue },
    {
      name: 'review',
      header: true,
      open: async (p) => {
        await queue(p);
        await p.locator('main a[href^="/reviews/"]').first().click();
        await expect(p.getByRole('heading', { level: 1, name: 'Review an application' })).toBeVisible();
        await expect(p.getByRole('main').getByRole('heading', { level: 2 }).first()).toBeVisible();
      },
    },
  ]);
});

test('no placeholder is cut: the nationality field and the staff search, at 320, 360 and 1280 px', async ({ page, browser }) => {
  await signIn(page, 'docs.incomplete@northbridge.example');
  const staff = await browser.newPage();
  await signIn(staff, 'admin@northbridge.example');
  for (const width of [320, 360, 1280]) {
    await page.setViewportSize({ width, height: 800 });
    await page.goto('/documents');
    await expect(page.getByRole('combobox', { name: /nationalit/i })).toBeVisible();
    expect.soft(await cutPlaceholders(page), `the documents page at ${width} px`).toEqual([]);
    await staff.setViewportSize({ width, height: 800 });
    await staff.goto('/admin');
    await expect(staff.getByRole('searchbox')).toBeVisible();
    expect.soft(await cutPlaceholders(staff), `the applications list at ${width} px`).toEqual([]);
  }
  await staff.close();
});
