import { test } from '../support/fixtures';
import { BACKEND_URL } from '../support/ports';
import { ADMIN, AGENT, applicationDetail, expect, expectAccessibleStaffPage, nameOf, pageAccessToken, pickApplication, signInStaff } from './staff';

// Each test changes only applications of its own slot (staff.ts pickApplication).
test.describe('status changes by role (first brand)', () => {
  test.describe.configure({ timeout: 120_000 });

  test('admin: Set Admissible on a COMPLETE application, then only Re-open stays enabled', async ({ page }) => {
    const { item, detail } = await pickApplication('COMPLETE', 1);
    await signInStaff(page, ADMIN);
    await page.goto(`/application/${item.deal_id}`);
    // A page opened on its own (the list opens it in a new tab): its heading has the focus.
    await expect(page.getByRole('heading', { level: 1, name: nameOf(detail.user) })).toBeFocused();
    const card = page.getByRole('region', { name: 'Update Application Status' });
    await expect(card.getByRole('button')).toHaveText(['Set Admissible', 'Reject', 'Re-open Application']);
    for (const name of ['Set Admissible', 'Reject', 'Re-open Application']) await expect(card.getByRole('button', { name })).toBeEnabled();
    await expectAccessibleStaffPage(page, 'the admin status card');

    await card.getByRole('button', { name: 'Set Admissible' }).click();
    // The candidate is emailed: the change asks first.
    const confirm = page.getByRole('alertdialog', { name: 'Set this application Admissible?' });
    await expect(confirm).toContainText('Its status changes from Complete to Admissible.');
    await confirm.getByRole('button', { name: 'Set Admissible' }).click();
    await expect(page.getByText('Status updated')).toBeVisible();
    await expect(page.getByText('The application status is now Admissible.')).toBeVisible();
    // The focus goes to the result: the card's status line, not to the page (the button went disabled).
    await expect(card.getByText('Current status: Admissible')).toBeFocused();
    await expect(page.getByRole('region', { name: 'Candidate Information' })).toContainText('Admissible');
    await expect(card.getByRole('button', { name: 'Set Admissible' })).toBeDisabled();
    await expect(card.getByRole('button', { name: 'Reject' })).toBeDisabled();
    await expect(card.getByRole('button', { name: 'Re-open Application' })).toBeEnabled();
    expect((await applicationDetail(item.deal_id)).deal.deal_status).toBe('ADMISSIBLE');
    await expectAccessibleStaffPage(page, 'after Set Admissible');
  });

  test('admin: Reject a COMPLETE application, then Re-open it', async ({ page }) => {
    const { item } = await pickApplication('COMPLETE', 2);
    await signInStaff(page, ADMIN);
    await page.goto(`/application/${item.deal_id}`);
    const card = page.getByRole('region', { name: 'Update Application Status' });
    await card.getByRole('button', { name: 'Reject' }).click();
    const reasons = page.getByRole('dialog', { name: 'Reject this application' });
    await reasons.getByText('All places are filled', { exact: true }).click();
    await expect(reasons.getByRole('checkbox', { name: 'All places are filled' })).toBeChecked();
    await reasons.getByRole('button', { name: 'Reject application' }).click();
    await expect(page.getByText('The application status is now Rejected.')).toBeVisible();
    await expect(card.getByRole('button', { name: 'Reject' })).toBeDisabled();
    await card.getByRole('button', { name: 'Re-open Application' }).click();
    await page.getByRole('alertdialog', { name: 'Re-open this application?' }).getByRole('button', { name: 'Re-open', exact: true }).click();
    await expect(page.getByText('The application status is now In Progress.')).toBeVisible();
    await expect(page.getByRole('region', { name: 'Candidate Information' })).toContainText('In Progress');
    expect((await applicationDetail(item.deal_id)).deal.deal_status).toBe('IN_PROGRESS');
  });

  test('admin: a failed status change says so and changes nothing', async ({ page }) => {
    const { item } = await pickApplication('COMPLETE', 3);
    await signInStaff(page, ADMIN);
    await page.route(/\/status\?status=/, (route) => route.fulfill({ status: 500, contentType: 'application/json', body: '{"detail":"boom"}' }));
    await page.goto(`/application/${item.deal_id}`);
    await page.getByRole('region', { name: 'Update Application Status' }).getByRole('button', { name: 'Reject' }).click();
    const reasons = page.getByRole('dialog', { name: 'Reject this application' });
    await reasons.getByText('Documents missing or unreadable', { exact: true }).click();
    await expect(reasons.getByRole('checkbox', { name: 'Documents missing or unreadable' })).toBeChecked();
    await reasons.getByRole('button', { name: 'Reject application' }).click();
    await expect(page.getByText('Failed to update application status')).toBeVisible();
    await expect(page.getByText('Please try again.', { exact: true })).toBeVisible();
    await expectAccessibleStaffPage(page, 'a failed status change');
    expect((await applicationDetail(item.deal_id)).deal.deal_status).toBe('COMPLETE');
  });

  test('agent: only Re-open on COMPLETE, after a confirmation; nothing on other statuses', async ({ page }) => {
    const { item } = await pickApplication('COMPLETE', 4);
    const admissible = await pickApplication('ADMISSIBLE', 4);
    await signInStaff(page, AGENT);
    await page.goto(`/application/${item.deal_id}`);
    const card = page.getByRole('region', { name: 'Update Application Status' });
    await expect(card.getByRole('button')).toHaveText(['Re-open Application']);
    await expect(page.getByRole('button', { name: 'Set Admissible' })).toHaveCount(0);
    await expect(page.getByRole('button', { name: 'Reject' })).toHaveCount(0);

    await card.getByRole('button', { name: 'Re-open Application' }).click();
    const dialog = page.getByRole('alertdialog', { name: 'Re-open this application?' });
    await expect(dialog).toContainText('The candidate will have to validate their application again.');
    await expectAccessibleStaffPage(page, 'the re-open confirmation');
    await dialog.getByRole('button', { name: 'Cancel' }).click();
    await expect(dialog).toBeHidden();
    expect((await applicationDetail(item.deal_id)).deal.deal_status).toBe('COMPLETE');

    await card.getByRole('button', { name: 'Re-open Application' }).click();
    await dialog.getByRole('button', { name: 'Re-open', exact: true }).click();
    await expect(page.getByText('The application status is now In Progress.')).toBeVisible();
    await expect(page.getByRole('region', { name: 'Candidate Information' })).toContainText('In Progress');
    await expect(card).toHaveCount(0);
    expect((await applicationDetail(item.deal_id)).deal.deal_status).toBe('IN_PROGRESS');

    await page.goto(`/application/${admissible.item.deal_id}`);
    await expect(page.getByRole('heading', { level: 1, name: nameOf(admissible.detail.user) })).toBeVisible();
    await expect(page.getByRole('region', { name: 'Update Application Status' })).toHaveCount(0);
    await expect(page.getByRole('button', { name: /Re-open|Set Admissible|Reject/ })).toHaveCount(0);
  });

  test("agent: a forged status change from the agent's own session is refused by the server", async ({ page }) => {
    const { item } = await pickApplication('COMPLETE', 5);
    await signInStaff(page, AGENT);
    await page.goto('/admin');
    await expect(page.getByRole('heading', { name: 'Admin Dashboard' })).toBeVisible();
    const token = await pageAccessToken(page);
    for (const status of ['ADMISSIBLE', 'REJECTED']) {
      const response = await fetch(`${BACKEND_URL}/admin/applications/${item.deal_id}/status?status=${status}`, {
        method: 'PATCH',
        headers: { authorization: `Bearer ${token}` },
      });
      expect(response.status, status).toBe(403);
    }
    expect((await applicationDetail(item.deal_id)).deal.deal_status).toBe('COMPLETE');
  });

  test('a candidate is sent away from /admin and /application/{id}', async ({ page }) => {
    const { item } = await pickApplication('COMPLETE', 6);
    await signInStaff(page, 'docs.incomplete@northbridge.example');
    await page.goto('/admin');
    await expect(page.getByText('Access Denied')).toBeVisible();
    await expect(page.getByText("You don't have permission to access the admin panel")).toBeVisible();
    await expect(page).toHaveURL(/:\d+\/$/);
    await expect(page.getByRole('heading', { name: 'Admin Dashboard' })).toHaveCount(0);
    await expectAccessibleStaffPage(page, 'Access Denied');

    await page.goto(`/application/${item.deal_id}`);
    await expect(page.getByText("You don't have permission to access the application details")).toBeVisible();
    await expect(page).toHaveURL(/:\d+\/$/);
    // History was replaced: going back does not return to the refused page.
    await page.goBack();
    await expect(page).not.toHaveURL(/\/application\//);
  });

  test('a failed role check gives the Error toast and leaves the staff page', async ({ page }) => {
    await signInStaff(page, ADMIN);
    await page.route(/\/users\/me$/, (route) => route.fulfill({ status: 500, contentType: 'application/json', body: '{"detail":"boom"}' }));
    await page.goto('/admin');
    await expect(page.getByText('Failed to verify access. Please try again.')).toBeVisible({ timeout: 20_000 });
    await expect(page).toHaveURL(/:\d+\/$/);
  });
});
