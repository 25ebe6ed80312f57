import type { ReviewProgram, ReviewSettingsView } from '@admission/domain';
import { test } from '../support/fixtures';
import { BACKEND_URL } from '../support/ports';
import { ADMIN, apiToken, expect, expectAccessibleStaffPage, signInStaff } from '../admin/staff';

// An admin sets a program's jury: the reviews per application (a value out of bounds first), and sees the rubric of a
// program already reviewed read-only, with the reason.

async function asAdmin<T>(path: string, init: { method?: string; body?: unknown } = {}): Promise<T> {
  const response = await fetch(`${BACKEND_URL}${path}`, {
    method: init.method ?? 'GET',
    headers: { authorization: `Bearer ${await apiToken(ADMIN)}`, 'content-type': 'application/json' },
    body: init.body === undefined ? undefined : JSON.stringify(init.body),
  });
  expect(response.status, path).toBe(200);
  return (await response.json()) as T;
}

/** A Northbridge program of the seed: each has a submitted review, so its rubric shows read-only. */
async function seededProgram(): Promise<ReviewSettingsView> {
  const [program] = await asAdmin<ReviewProgram[]>('/admin/programs');
  if (program === undefined) throw new Error('no Northbridge program');
  return asAdmin<ReviewSettingsView>(`/admin/programs/${program.id}/review-settings`);
}

test('an admin changes a program’s reviews per application; its rubric, reviewed already, shows read-only', async ({ page }) => {
  const before = await seededProgram();
  expect(before.rubric_editable).toBe(false);
  const reviews = before.reviews_per_application === 3 ? 2 : 3;
  try {
    await signInStaff(page, ADMIN);
    await page.goto('/admin');
    await page.getByRole('link', { name: 'Jury settings' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Jury settings' })).toBeVisible();
    await page.goto(`/admin/jury?program=${before.program_id}`);

    const perApplication = page.getByLabel('Reviews per application');
    await perApplication.fill('9');
    await page.getByRole('button', { name: 'Save the settings' }).click();
    await expect(perApplication).toBeFocused();
    await expect(perApplication).toHaveAttribute('aria-invalid', 'true');
    await perApplication.fill(String(reviews));
    await page.getByRole('button', { name: 'Save the settings' }).click();
    await expect(page.getByRole('status').filter({ hasText: 'The settings are saved.' })).toBeFocused();

    await expect(page.getByText('A review of this program is submitted: its rubric can no longer change, as the submitted totals rest on it.')).toBeVisible();
    await expect(page.getByRole('button', { name: 'Save the rubric' })).toHaveCount(0);
    await expectAccessibleStaffPage(page, 'the jury settings');

    const after = await asAdmin<ReviewSettingsView>(`/admin/programs/${before.program_id}/review-settings`);
    expect(after.reviews_per_application).toBe(reviews);
  } finally {
    // The other specs find the seeded settings.
    await asAdmin(`/admin/programs/${before.program_id}/review-settings`, {
      method: 'PUT',
      body: { reviews_per_application: before.reviews_per_application, due_days: before.due_days, disagreement_threshold: before.disagreement_threshold, reviewer_ids: before.reviewers.map(({ id }) => id) },
    });
  }
});
