import { test } from '../support/fixtures';
import { ADMIN, AGENT, expect, expectAccessibleStaffPage, listApplications, nameOf, signInStaff, statusFilter } from './staff';

test.describe('/admin list (first brand)', () => {
  test.describe.configure({ timeout: 120_000 });
  test('admin: COMPLETE by default, count, table, debounced trimmed search kept in the URL, empty state', async ({ page }) => {
    const complete = await listApplications('COMPLETE');
    const first = complete.items[0];
    if (!first) throw new Error('no COMPLETE application in the seed');
    await signInStaff(page, ADMIN);

    const searches: string[] = [];
    page.on('request', (request) => {
      const url = new URL(request.url());
      if (url.pathname === '/admin/applications') searches.push(url.searchParams.get('search') ?? '<none>');
    });
    await page.clock.install();
    await page.goto('/admin');
    await expect(page.getByRole('heading', { level: 1, name: 'Admin Dashboard' })).toBeVisible();
    await expect(statusFilter(page)).toContainText('Complete');
    await expect(page.getByText(`${complete.total} applications`, { exact: true })).toBeVisible();
    const table = page.getByRole('grid', { name: 'Applications' });
    // Every row of the page counts (aria-rowcount); only those near the screen are drawn (virtualised), and
    // scrolling to the end draws the last one.
    await expect(table).toHaveAttribute('aria-rowcount', String(complete.items.length + 1));
    const last = complete.items.at(-1);
    if (last && complete.items.length >= 40) {
      await expect(table.getByRole('row')).not.toHaveCount(complete.items.length + 1);
      await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
      await expect(table.getByRole('row').filter({ hasText: last.email })).toBeVisible();
      await expect(table.getByRole('row').filter({ hasText: last.email })).toHaveAttribute('aria-rowindex', String(complete.items.length + 1));
      await page.evaluate(() => window.scrollTo(0, 0));
    }
    const row = table.getByRole('row').filter({ hasText: first.email });
    await expect(row).toContainText(nameOf(first));
    await expect(row).toContainText(first.program_name);
    await expect(row).toContainText('Complete');
    await expect(row).toContainText(`${first.document_count} docs, ${first.payer_count} payer`);
    await expect(row.getByRole('button', { name: /View Application/ })).toBeVisible();
    expect(searches).toEqual(['<none>']);
    await expectAccessibleStaffPage(page, '/admin');

    // Sent once, trimmed, 300 ms after the last key (the page's clock is held while typing).
    const term = first.last_name.toLowerCase();
    await page.clock.pauseAt(Date.now() + 1000);
    await page.getByRole('searchbox', { name: 'Search applications' }).pressSequentially(`  ${term}  `);
    await page.clock.runFor(299);
    await page.waitForTimeout(300);
    expect(searches).toEqual(['<none>']);
    await page.clock.runFor(1);
    await page.clock.resume();
    await expect(page).toHaveURL(new RegExp(`\\?search=${encodeURIComponent(term)}$`));
    const found = await listApplications('COMPLETE', term);
    await expect(page.getByText(`${found.total} application${found.total === 1 ? '' : 's'} matching "${term}"`)).toBeVisible();
    expect(searches).toEqual(['<none>', term]);
    await expect(table.getByRole('row').filter({ hasText: first.email })).toBeVisible();

    // A reload (or a shared link) shows the same list.
    await page.reload();
    await expect(page.getByRole('searchbox', { name: 'Search applications' })).toHaveValue(term);
    await expect(page.getByText(`matching "${term}"`)).toBeVisible();

    // Clearing the box sends no search at all.
    await page.getByRole('searchbox', { name: 'Search applications' }).fill('   ');
    await expect(page).toHaveURL(/\/admin$/);
    // The request follows the URL change by a render: wait for it rather than race it.
    await expect.poll(() => searches.at(-1)).toBe('<none>');

    await page.getByRole('searchbox', { name: 'Search applications' }).fill('zz-no-such-candidate');
    await expect(page.getByRole('heading', { name: 'No applications found' })).toBeVisible();
    await expect(page.getByText('No applications match the search')).toBeVisible();
    await expectAccessibleStaffPage(page, '/admin with no match');
  });

  test('agent: status filter, paging with skip and limit, kept in the URL; keyboard opens a row in a new tab', async ({ page, context }) => {
    const all = await listApplications('all');
    const secondPage = await listApplications('all', undefined, 100);
    const total = all.total ?? 0;
    expect(total).toBeGreaterThan(200);
    await signInStaff(page, AGENT);
    const skips: string[] = [];
    page.on('request', (request) => {
      const url = new URL(request.url());
      if (url.pathname === '/admin/applications') skips.push(`${url.searchParams.get('status')}:${url.searchParams.get('skip')}:${url.searchParams.get('limit')}`);
    });
    await page.goto('/admin');
    await expect(page.getByRole('heading', { name: 'Admin Dashboard' })).toBeVisible();

    await statusFilter(page).click();
    await expect(page.getByRole('option')).toHaveText(['All Statuses', 'Draft', 'In Progress', 'Complete', 'Admissible', 'Rejected', 'Withdrawn']);
    await expectAccessibleStaffPage(page, '/admin with the status list open');
    await page.getByRole('option', { name: 'All Statuses' }).click();
    await expect(page).toHaveURL(/\?status=all$/);
    await expect(page.getByText(`${total} applications`, { exact: true })).toBeVisible();
    const pages = Math.ceil(total / 100);
    await expect(page.getByText(`Page 1 of ${pages}`)).toBeVisible();

    await page.getByRole('button', { name: 'Next' }).click();
    await expect(page).toHaveURL(/\?status=all&page=2$/);
    await expect(page.getByText(`Page 2 of ${pages}`)).toBeVisible();
    const firstOfPage2 = secondPage.items[0];
    if (!firstOfPage2) throw new Error('no second page');
    const table = page.getByRole('grid', { name: 'Applications' });
    await expect(table.getByRole('row').nth(1)).toContainText(firstOfPage2.email);
    expect(skips).toEqual(['COMPLETE:0:100', 'all:0:100', 'all:100:100']);
    await expectAccessibleStaffPage(page, '/admin page 2');

    await page.reload();
    await expect(page.getByText(`Page 2 of ${pages}`)).toBeVisible();
    await expect(statusFilter(page)).toContainText('All Statuses');
    // After the reload the first page is not cached: wait for it before using the keyboard on its rows.
    const firstPage = page.waitForResponse((response) => /\/admin\/applications\?skip=0&/.test(response.url()));
    await page.getByRole('button', { name: 'Previous' }).click();
    await expect(page).toHaveURL(/\?status=all$/);
    await firstPage;
    await expect(page.getByText(`Page 1 of ${pages}`)).toBeVisible();

    // The table from the keyboard: past the last sortable header, into the grid, down to the second row, Enter opens it in a new tab.
    await page.getByRole('columnheader', { name: 'Applied' }).getByRole('button', { name: 'Applied' }).focus();
    await page.keyboard.press('Tab');
    await expect(table.getByRole('row').nth(1)).toBeFocused();
    await page.keyboard.press('ArrowDown');
    await expect(table.getByRole('row').nth(2)).toBeFocused();
    const focusedRow = table.getByRole('row').nth(2);
    const dealId = await focusedRow.getAttribute('data-key');
    const candidate = await focusedRow.getByRole('rowheader').innerText();
    const opened = context.waitForEvent('page');
    await page.keyboard.press('Enter');
    const tab = await opened;
    await expect(tab).toHaveURL(new RegExp(`/application/${dealId}$`));
    const heading = await tab.getByRole('heading', { level: 1 }).innerText();
    expect(candidate).toContain(heading);
    await expect(page).toHaveURL(/\?status=all$/);
  });

  test('a row click and the View Application button each open the application in a new tab', async ({ page, context }) => {
    const complete = await listApplications('COMPLETE');
    const [first, second] = complete.items;
    if (!first || !second) throw new Error('need two COMPLETE applications');
    await signInStaff(page, ADMIN);
    await page.goto('/admin');
    const table = page.getByRole('grid', { name: 'Applications' });

    let opened = context.waitForEvent('page');
    await table.getByRole('row').filter({ hasText: first.email }).getByText(first.program_name).click();
    let tab = await opened;
    await expect(tab).toHaveURL(new RegExp(`/application/${first.deal_id}$`));
    await expect(tab.getByRole('heading', { level: 1, name: nameOf(first) })).toBeVisible();
    await tab.close();

    opened = context.waitForEvent('page');
    await table.getByRole('row').filter({ hasText: second.email }).getByRole('button', { name: /View Application/ }).click();
    tab = await opened;
    await expect(tab).toHaveURL(new RegExp(`/application/${second.deal_id}$`));
    await expect(tab.getByRole('heading', { level: 1, name: nameOf(second) })).toBeVisible();
    expect(context.pages()).toHaveLength(2);
  });

  test('an empty system says so', async ({ page }) => {
    await signInStaff(page, AGENT);
    await page.route(/\/admin\/applications\?/, async (route) => {
      if (route.request().method() !== 'GET') return route.continue();
      const response = await route.fetch();
      return route.fulfill({ response, body: '[]', headers: { ...response.headers(), 'x-total-count': '0' } });
    });
    await page.goto('/admin?status=all');
    await expect(page.getByRole('heading', { name: 'No applications found' })).toBeVisible();
    await expect(page.getByText('No applications in the system yet')).toBeVisible();
    await expect(page.getByText('0 applications', { exact: true })).toBeVisible();
    await expectAccessibleStaffPage(page, '/admin with no application at all');
  });

  test('a failed list load says so', async ({ page }) => {
    await signInStaff(page, ADMIN);
    await page.route(/\/admin\/applications\?/, (route) => route.fulfill({ status: 500, contentType: 'application/json', body: '{"detail":"boom"}' }));
    await page.goto('/admin');
    // The page shows the failure in place of the list, with a way to try again (no toast on top of it).
    await expect(page.getByText('Failed to load applications')).toBeVisible({ timeout: 20_000 });
    await expect(page.getByText('Please refresh the page and try again.')).toBeVisible();
    await expectAccessibleStaffPage(page, '/admin after a failed load');
    await page.unroute(/\/admin\/applications\?/);
    await page.getByRole('button', { name: 'Try again' }).click();
    await expect(page.getByRole('grid', { name: 'Applications' })).toBeVisible({ timeout: 20_000 });
    await expect(page.getByText('Failed to load applications')).toHaveCount(0);
  });
});
