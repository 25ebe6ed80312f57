import type { AdminDocument } from '@admission/domain';
import { LOCAL_ANON_KEY } from '../../src/config/app-config';
import { pdfFile } from '../support/files';
import { BACKEND_URL } from '../support/ports';
import { ADMIN, apiToken, applicationDocuments, expect, expectAccessibleStaffPage, nameOf, pickApplication, signInStaff } from './staff';
import { test } from '../support/fixtures';

// The /admin list filtered to the documents to review. A candidate whose document was sent back puts a
// new file in; the admin finds the application under "Documents: To review", accepts the file on the application
// page, and back on the list (the filter remembered) it is gone. Slot 15's COMPLETE applications of the first brand
// are this spec's (reasons-and-reviews takes the second brand's there).

const SLOT = 15;

async function call(method: string, path: string, token: string, body?: unknown): Promise<Response> {
  return fetch(`${BACKEND_URL}${path}`, {
    method,
    headers: { authorization: `Bearer ${token}`, ...(body === undefined ? {} : { 'content-type': 'application/json' }) },
    ...(body === undefined ? {} : { body: JSON.stringify(body) }),
  });
}

async function review(applicationId: number, document: AdminDocument, body: unknown): Promise<void> {
  const answer = await call('PUT', `/admin/applications/${applicationId}/documents/${document.id}/review`, await apiToken(ADMIN), body);
  expect(answer.status, `review of ${document.name}`).toBe(200);
}

/** What the documents page does for a slot sent back: the old file deleted, the new one stored and registered. */
async function replaceAsCandidate(email: string, document: AdminDocument, name: string): Promise<void> {
  const token = await apiToken(email);
  expect((await call('DELETE', `/documents/${document.id}`, token)).status).toBe(204);
  const me = (await (await call('GET', '/users/me', token)).json()) as { id: string };
  const path = `documents/${me.id}/${document.document_type}/${Date.now()}_${name}`;
  const stored = await fetch(`${BACKEND_URL}/storage/v1/object/candidate-documents/${path}`, {
    method: 'POST',
    headers: { apikey: LOCAL_ANON_KEY, authorization: `Bearer ${token}`, 'content-type': 'application/pdf' },
    body: new Uint8Array(pdfFile(name).buffer),
  });
  expect(stored.status).toBe(200);
  const created = await call('POST', '/documents/create', token, { name, document_type: document.document_type, document_index: document.document_index, document_path: path });
  expect(created.status).toBe(200);
}

test.describe('documents to review on /admin', () => {
  test.describe.configure({ timeout: 180_000 });

  test('an admin filters the documents to review, accepts the new file of a candidate, and the application leaves the filtered list', async ({ page, context }) => {
    const { item, detail, documents } = await pickApplication('COMPLETE', SLOT, (found) => (found.user as { brand?: string }).brand !== 'lumiere');
    expect(detail.user.email).toBe(item.email);
    const [sent, ...rest] = documents;
    if (sent === undefined) throw new Error('no document to send back');
    // Every other document accepted, one sent back: nothing is left to review until the candidate acts.
    for (const document of rest) await review(item.deal_id, document, { state: 'accepted' });
    await review(item.deal_id, sent, { state: 'needs-new-file', reason: { id: 'unreadable' } });
    await replaceAsCandidate(item.email, sent, 'new-scan.pdf');

    await signInStaff(page, ADMIN);
    await page.goto(`/admin?status=all&search=${encodeURIComponent(item.email)}`);
    const view = page.getByRole('button', { name: `View Application of ${nameOf(item)}` });
    await expect(view).toBeVisible();
    const documentsFilter = page.getByRole('button', { name: /Documents/ }).and(page.locator('[aria-haspopup="listbox"]'));
    await expect(documentsFilter).toContainText('All');
    await documentsFilter.click();
    await expectAccessibleStaffPage(page, 'the documents filter open');
    await page.getByRole('option', { name: 'To review', exact: true }).click();
    await expect(page).toHaveURL(/[?&]documents=to-review/);
    await expect(documentsFilter).toContainText('To review');
    await expect(page.getByText('1 application matching')).toBeVisible();
    await expect(view).toBeVisible();
    await expectAccessibleStaffPage(page, 'the list filtered to the documents to review');

    // The application opens in a new tab (the list keeps its place); there the new file waits for review: accepted.
    const opened = context.waitForEvent('page');
    await view.click();
    const tab = await opened;
    await expect(tab).toHaveURL(new RegExp(`/application/${item.deal_id}$`));
    await tab.getByRole('button', { name: 'Accept “new-scan.pdf”' }).click();
    await expect(tab.getByText('Review saved')).toBeVisible();
    expect((await applicationDocuments(item.deal_id)).map((document) => document.review?.state)).toEqual(documents.map(() => 'accepted'));

    // Back on the list (a plain /admin: the filter remembered), the application has nothing left to review.
    await tab.getByRole('button', { name: 'Back to Admin Dashboard' }).click();
    await expect(tab).toHaveURL(/[?&]documents=to-review/);
    const tabFilter = tab.getByRole('button', { name: /Documents/ }).and(tab.locator('[aria-haspopup="listbox"]'));
    await expect(tabFilter).toContainText('To review');
    await expect(tab.getByText('0 applications matching')).toBeVisible();
    await expect(tab.getByRole('button', { name: `View Application of ${nameOf(item)}` })).toHaveCount(0);
    await expectAccessibleStaffPage(tab, 'the filtered list once every document is reviewed');
    await tab.close();

    // The first tab's list, reloaded, says the same.
    await page.reload();
    await expect(page.getByText('0 applications matching')).toBeVisible();
    // With all the documents, the application is still there.
    await documentsFilter.click();
    await page.getByRole('option', { name: 'All', exact: true }).click();
    await expect(page).not.toHaveURL(/documents=/);
    await expect(view).toBeVisible();
  });
});
