import type { ReviewProgram, ReviewSettingsView } from '@admission/domain';
import { test } from '../support/fixtures';
import { BACKEND_URL } from '../support/ports';
import { ADMIN, apiToken, expect, expectAccessibleStaffPage, signInStaff } from '../admin/staff';

// An admin sets a program's jury: three reviews per application, and a criterion's weight changed in the rubric.

async function asAdmin<T>(path: string, init: { method?: string; body?: unknown } = {}): Promise<T> {
  const response = await fetch(`${BACKEND_URL}${path}`, {
    method: init.method ?? 'GET',
    headers: { authorization: `Bearer ${await apiToken(ADMIN)}`, 'content-type': 'application/json' },
    body: init.body === undefined ? undefined : JSON.stringify(init.body),
  });
  expect(response.status, path).toBe(200);
  return (await response.json()) as T;
}

/** A Northbridge program none of whose reviews is submitted yet (its rubric may change). */
async function editableProgram(): Promise<ReviewSettingsView> {
  for (const program of await asAdmin<ReviewProgram[]>('/admin/programs')) {
    const view = await asAdmin<ReviewSettingsView>(`/admin/programs/${program.id}/review-settings`);
    if (view.rubric_editable) return view;
  }
  throw new Error('no Northbridge program with an editable rubric');
}

test('an admin changes a program’s reviews per application and a criterion’s weight', async ({ page }) => {
  const before = await editableProgram();
  const criterion = before.rubric.criteria[0];
  if (criterion === undefined) throw new Error('a rubric without criteria');
  const weight = criterion.weight === 10 ? 9 : criterion.weight + 1;
  const reviews = before.reviews_per_application === 3 ? 2 : 3;
  try {
    await signInStaff(page, ADMIN);
    await page.goto('/admin');
    await page.getByRole('link', { name: 'Jury settings' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Jury settings' })).toBeVisible();
    await page.goto(`/admin/jury?program=${before.program_id}`);

    const perApplication = page.getByLabel('Reviews per application');
    await perApplication.fill(String(reviews));
    await page.getByRole('button', { name: 'Save the settings' }).click();
    await expect(page.getByText('The settings are saved.')).toBeFocused();

    const firstWeight = page.getByLabel('Weight', { exact: true }).first();
    await firstWeight.fill('11');
    await page.getByRole('button', { name: 'Save the rubric' }).click();
    await expect(firstWeight).toBeFocused();
    await expect(firstWeight).toHaveAttribute('aria-invalid', 'true');
    await firstWeight.fill(String(weight));
    await page.getByRole('button', { name: 'Save the rubric' }).click();
    await expect(page.getByText('The rubric is saved.')).toBeFocused();
    await expectAccessibleStaffPage(page, 'the jury settings');

    const after = await asAdmin<ReviewSettingsView>(`/admin/programs/${before.program_id}/review-settings`);
    expect(after.reviews_per_application).toBe(reviews);
    expect(after.rubric.criteria[0]?.weight).toBe(weight);
  } finally {
    // The other specs find the seeded settings.
    await asAdmin(`/admin/programs/${before.program_id}/review-settings`, {
      method: 'PUT',
      body: { reviews_per_application: before.reviews_per_application, due_days: before.due_days, disagreement_threshold: before.disagreement_threshold, reviewer_ids: before.reviewers.map(({ id }) => id) },
    });
    await asAdmin(`/admin/programs/${before.program_id}/rubric`, { method: 'PUT', body: { criteria: before.rubric.criteria } });
  }
});
