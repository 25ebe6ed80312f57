// /admin's sort, remembered filters and CSV export, against the local backend.
import { readFile } from 'node:fs/promises';
import { readCsv, type AdminApplicationListItem } from '@admission/domain';
import type { Page } from '@playwright/test';
import { test } from '../support/fixtures';
import { BACKEND_URL } from '../support/ports';
import { ADMIN, apiToken, expect, expectAccessibleStaffPage, listApplications, nameOf, signInStaff, statusFilter } from './staff';

/** A page of the list as the server sorts it (the staff API, not the page). */
async function sortedList(query: Record<string, string>): Promise<AdminApplicationListItem[]> {
  const response = await fetch(`${BACKEND_URL}/admin/applications?${new URLSearchParams({ skip: '0', limit: '100', ...query }).toString()}`, {
    headers: { authorization: `Bearer ${await apiToken(ADMIN)}` },
  });
  expect(response.status).toBe(200);
  return (await response.json()) as AdminApplicationListItem[];
}

const rowHeaders = (page: Page) => page.getByRole('grid', { name: 'Applications' }).getByRole('rowheader');
const header = (page: Page, name: string) => page.getByRole('columnheader', { name });

/** What a spreadsheet must read in a text cell: a leading =, +, -, @, tab or CR made text by an apostrophe. */
const asText = (value: string): string => (/^[=+\-@\t\r]/.test(value) ? `'${value}` : value);

test.describe('/admin sort, remembered filters and export', () => {
  test.describe.configure({ timeout: 180_000 });

  test('sorts by name with the mouse and the keyboard, the sort in the URL, from page 1', async ({ page }) => {
    const byName = await sortedList({ status: 'all', sort: 'name', dir: 'asc' });
    const byNameDesc = await sortedList({ status: 'all', sort: 'name', dir: 'desc' });
    await signInStaff(page, ADMIN);
    await page.goto('/admin?status=all&page=2');
    await expect(header(page, 'Applied')).toHaveAttribute('aria-sort', 'descending');
    await expect(header(page, 'Candidate')).toHaveAttribute('aria-sort', 'none');

    await header(page, 'Candidate').getByRole('button', { name: 'Candidate' }).click();
    await expect(page).toHaveURL(/\/admin\?status=all&sort=name&dir=asc$/);
    await expect(header(page, 'Candidate')).toHaveAttribute('aria-sort', 'ascending');
    await expect(header(page, 'Applied')).toHaveAttribute('aria-sort', 'none');
    await expect(rowHeaders(page).first()).toContainText(nameOf(byName[0] as AdminApplicationListItem));
    await expect(rowHeaders(page).nth(1)).toContainText(nameOf(byName[1] as AdminApplicationListItem));
    await expectAccessibleStaffPage(page, '/admin sorted by name');

    // The keyboard: the header's button is in the tab order, Enter sorts the other way and keeps the focus.
    const button = header(page, 'Candidate').getByRole('button', { name: 'Candidate' });
    await button.focus();
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(/\/admin\?status=all&sort=name&dir=desc$/);
    await expect(header(page, 'Candidate')).toHaveAttribute('aria-sort', 'descending');
    await expect(button).toBeFocused();
    await expect(rowHeaders(page).first()).toContainText(nameOf(byNameDesc[0] as AdminApplicationListItem));
    // Reached by Tab from the control before the table.
    await page.getByRole('button', { name: 'Reset' }).focus();
    await page.keyboard.press('Tab');
    await expect(button).toBeFocused();
    // Back to the default sort: nothing in the URL.
    await header(page, 'Applied').getByRole('button', { name: 'Applied' }).click();
    await expect(page).toHaveURL(/\/admin\?status=all$/);
  });

  test('brings back the last filter and sort on a plain /admin after a reload, in a new tab and after a new sign-in; Reset forgets them', async ({ page, context }) => {
    const rejected = await listApplications('REJECTED');
    await signInStaff(page, ADMIN);
    await page.goto('/admin');
    await expect(page.getByText(/\d+ applications?$/)).toBeVisible();
    await statusFilter(page).click();
    await page.getByRole('option', { name: 'Rejected' }).click();
    await header(page, 'Quiz').getByRole('button', { name: 'Quiz' }).click();
    await expect(page).toHaveURL(/\/admin\?status=REJECTED&sort=quiz&dir=asc$/);

    await page.goto('/admin');
    await expect(page).toHaveURL(/\/admin\?status=REJECTED&sort=quiz&dir=asc$/);
    await expect(statusFilter(page)).toContainText('Rejected');
    await expect(header(page, 'Quiz')).toHaveAttribute('aria-sort', 'ascending');
    await expect(page.getByText(`${rejected.total} applications`, { exact: true })).toBeVisible();

    // A new tab of the same browser.
    const tab = await context.newPage();
    await tab.goto('/admin');
    await expect(tab).toHaveURL(/\/admin\?status=REJECTED&sort=quiz&dir=asc$/);
    await expect(statusFilter(tab)).toContainText('Rejected');
    await tab.close();

    // Signed out on this device, then signed in again. (The Sign out button would end every session of the admin,
    // those of the specs running beside this one too: the session is dropped from this browser only.)
    await page.evaluate(() => {
      for (const key of Object.keys(localStorage)) if (/^sb-.*-auth-token$/.test(key)) localStorage.removeItem(key);
    });
    await page.goto('/admin');
    await expect(page).toHaveURL(/\/auth/);
    await signInStaff(page, ADMIN);
    await page.goto('/admin');
    await expect(page).toHaveURL(/\/admin\?status=REJECTED&sort=quiz&dir=asc$/);
    await expect(statusFilter(page)).toContainText('Rejected');
    await expect(header(page, 'Quiz')).toHaveAttribute('aria-sort', 'ascending');

    // A link with its own filter wins over the remembered one.
    await page.goto('/admin?status=DRAFT');
    await expect(statusFilter(page)).toContainText('Draft');
    await expect(page).toHaveURL(/\/admin\?status=DRAFT$/);

    await page.getByRole('button', { name: 'Reset' }).click();
    await expect(page).toHaveURL(/\/admin$/);
    await expect(statusFilter(page)).toContainText('Complete');
    await expect(header(page, 'Applied')).toHaveAttribute('aria-sort', 'descending');
    await expectAccessibleStaffPage(page, '/admin after Reset');
    await page.goto('/admin');
    await expect(statusFilter(page)).toContainText('Complete');
    await expect(page).toHaveURL(/\/admin$/);
  });

  test('exports the filtered, sorted list: BOM, header, every row cell by cell, an injected formula neutralised', async ({ page, request }) => {
    // A rejected application (no spec picks those) whose candidate's first name a spreadsheet would run.
    const { items } = await listApplications('REJECTED');
    // Its last name is the search: one shared by several rejected applications, so the file has more than one row.
    const namesakes = (item: AdminApplicationListItem) => items.filter((other) => other.last_name === item.last_name).length;
    const target = items.find((item) => item.deal_id > 20 && namesakes(item) >= 3) ?? items.find((item) => item.deal_id > 20 && namesakes(item) >= 2);
    if (target === undefined) throw new Error('no generated REJECTED application');
    const formula = '=HYPERLINK("http://evil.example","Click")';
    const rename = async (firstName: string) =>
      expect((await request.post(`${BACKEND_URL}/__dev/candidate-name`, { data: { email: target.email, first_name: firstName } })).status()).toBe(200);
    await rename(formula);
    try {
      const search = target.last_name;
      const expected = await sortedList({ status: 'REJECTED', search, sort: 'name', dir: 'asc' });
      expect(expected.some((item) => item.first_name === formula)).toBe(true);

      await signInStaff(page, ADMIN);
      await page.goto(`/admin?search=${encodeURIComponent(search)}&status=REJECTED&sort=name&dir=asc`);
      await expect(page.getByText(`matching "${search}"`)).toBeVisible();
      const downloaded = page.waitForEvent('download');
      await page.getByRole('button', { name: 'Export CSV' }).click();
      const download = await downloaded;
      expect(download.suggestedFilename()).toMatch(/^applications-\d{4}-\d{2}-\d{2}\.csv$/);
      const path = await download.path();
      const bytes = await readFile(path);
      expect([...bytes.subarray(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
      // The decoder drops the byte-order mark checked above.
      const rows = readCsv(new TextDecoder('utf-8').decode(bytes));
      expect(rows[0]).toEqual(['Application', 'First name', 'Last name', 'Email', 'Phone', 'Program', 'Status', 'Quiz score', 'Documents', 'Payers', 'Applied on']);
      const lines = rows.slice(1);
      expect(lines).toHaveLength(expected.length);
      expect(lines.length).toBeGreaterThan(1);
      lines.forEach((cells, index) => {
        const item = expected[index] as AdminApplicationListItem;
        expect(cells, `row ${index + 1}`).toEqual([
          String(item.deal_id),
          asText(item.first_name),
          asText(item.last_name),
          asText(item.email),
          item.phone ? asText(item.phone) : '',
          asText(item.program_name),
          'Rejected',
          item.quiz_score === null || item.quiz_score === undefined ? '' : String(item.quiz_score),
          String(item.document_count),
          String(item.payer_count),
          item.created_at.slice(0, 10),
        ]);
        // Each row matches the filter.
        expect(cells[6]).toBe('Rejected');
        expect(`${cells[1]} ${cells[2]} ${cells[3]} ${cells[5]}`.toLowerCase()).toContain(search.toLowerCase());
      });
      const injected = lines.find((cells) => cells[0] === String(target.deal_id));
      expect(injected?.[1]).toBe(`'${formula}`);
      await expect(page.getByRole('button', { name: 'Export CSV' })).toBeEnabled();
      await expectAccessibleStaffPage(page, '/admin after an export');

      // A failed export says so, in the page, and takes the focus.
      await page.route(/\/admin\/applications\/export\?/, (route) => route.fulfill({ status: 500, contentType: 'application/json', body: '{"detail":"boom"}' }));
      await page.getByRole('button', { name: 'Export CSV' }).click();
      await expect(page.getByText('Export failed')).toBeVisible();
      await expect(page.getByText('The file could not be made. Please try again in a moment.')).toBeVisible();
      await expect(page.getByRole('alert').filter({ hasText: 'Export failed' })).toBeFocused();
      await expectAccessibleStaffPage(page, '/admin with a failed export');
    } finally {
      await rename(target.first_name);
    }
  });
});
