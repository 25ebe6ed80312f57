// A page opened by a page load with a stored session asks the product API for its first reads before its code has
// arrived (index.html's boot script): the dashboard and the documents page in one GET /first-reads/… answer each, the
// other data pages their own GETs, with the address's parameters. The page then shows what they hold without asking
// again.
import type { Page } from '@playwright/test';
import { DASHBOARD_FIRST_READS, DOCUMENTS_FIRST_READS, type FirstReads } from '@admission/adapters';
import { expect, signIn, test } from './support/fixtures';
import { BACKEND_PORT } from './support/ports';

/**
 * The product API's GETs the page sends from now on, as `GET /path`, and as `fetch GET /path` or `xhr GET /path`: the
 * boot script sends its reads with fetch, the app's HTTP client (axios) with XMLHttpRequest.
 */
function productGets(page: Page): { readonly gets: string[]; readonly byKind: string[] } {
  const gets: string[] = [];
  const byKind: string[] = [];
  page.on('request', (request) => {
    const url = new URL(request.url());
    if (url.port !== String(BACKEND_PORT) || url.pathname.startsWith('/auth/') || request.method() !== 'GET') return;
    gets.push(`GET ${url.pathname}`);
    byKind.push(`${request.resourceType()} GET ${url.pathname}`);
  });
  return { gets, byKind };
}

/** The first-reads call was sent, and none of the GETs it holds on its own. */
function expectOneAnswer(gets: readonly string[], { route, reads }: FirstReads): void {
  expect(gets).toContain(`GET ${route.path}`);
  for (const { path } of reads) expect(gets).not.toContain(`GET ${path}`);
}

test('a reload of the dashboard reads the account checks, the applications and the fee in one answer', async ({ page }) => {
  await signIn(page, 'docs.unpaid@northbridge.example');
  const { gets } = productGets(page);
  await page.reload();
  const fee = page.getByRole('region', { name: 'Application Fee' });
  await expect(fee.getByText(/^The €\d+ application fee supports the careful and timely review of all applications\.$/)).toBeVisible();
  await expect(page.getByRole('heading', { level: 1, name: 'Welcome back!' })).toBeVisible();
  expectOneAnswer(gets, DASHBOARD_FIRST_READS);
});

test('a reload of the documents page reads the account checks, the applications and the page’s data in one answer', async ({ page }) => {
  await signIn(page, 'docs.incomplete@northbridge.example');
  await page.goto('/documents');
  await expect(page.getByRole('region', { name: 'Document Submission' })).toBeVisible();
  const { gets } = productGets(page);
  await page.reload();
  await expect(page.getByRole('region', { name: 'Document Submission' })).toBeVisible();
  expectOneAnswer(gets, DOCUMENTS_FIRST_READS);
});

test('a reload of a review page reads its review by the address’s id from the boot script, and the page does not ask again', async ({ page }) => {
  await signIn(page, 'reviewer1@northbridge.example');
  const open = page.getByRole('link', { name: /^Open the review of candidate / }).first();
  await expect(open).toBeVisible();
  const href = await open.getAttribute('href');
  if (href === null) throw new Error('no review to open in the queue');
  await page.goto(href);
  await expect(page.getByRole('radiogroup').first()).toBeVisible();
  const { byKind } = productGets(page);
  await page.reload();
  await expect(page.getByRole('radiogroup').first()).toBeVisible();
  // The boot script's read is the page's: the app does not send the same GET again.
  expect(byKind.filter((get) => get.endsWith(` GET ${href}`))).toEqual([`fetch GET ${href}`]);
});
