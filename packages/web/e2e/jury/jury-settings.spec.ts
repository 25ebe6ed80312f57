import type { ReviewProgram, ReviewQueueItem, ReviewSettingsView } from '@admission/domain';
import type { Page } from '@playwright/test';
import { test } from '../support/fixtures';
import { tabTo } from '../support/keyboard';
import { BACKEND_URL } from '../support/ports';
import { ADMIN, apiToken, expect, expectAccessibleStaffPage, signInStaff } from '../admin/staff';

// An admin sets a program's jury: the reviews per application (a value out of bounds first), and sees the rubric of a
// program already reviewed read-only, with the reason. On a program whose reviews are under way (the seed has one a
// school, nothing submitted), the admin changes a criterion's weight by keyboard alone, and its reviewer sees it.

async function call<T>(email: string, path: string, init: { method?: string; body?: unknown } = {}): Promise<T> {
  const response = await fetch(`${BACKEND_URL}${path}`, {
    method: init.method ?? 'GET',
    headers: { authorization: `Bearer ${await apiToken(email)}`, 'content-type': 'application/json' },
    body: init.body === undefined ? undefined : JSON.stringify(init.body),
  });
  expect(response.status, path).toBe(200);
  return (await response.json()) as T;
}
const asAdmin = <T>(path: string, init: { method?: string; body?: unknown } = {}) => call<T>(ADMIN, path, init);

const NORTHBRIDGE_REVIEWER = /@northbridge\.example$/;

/** The first seeded Northbridge program whose rubric is editable (no review submitted) or not, as asked. */
async function seededProgram(editable: boolean): Promise<ReviewSettingsView> {
  for (const program of await asAdmin<ReviewProgram[]>('/admin/programs')) {
    const view = await asAdmin<ReviewSettingsView>(`/admin/programs/${program.id}/review-settings`);
    if (view.rubric_editable === editable && view.reviewers.some((reviewer) => NORTHBRIDGE_REVIEWER.test(reviewer.email))) return view;
  }
  throw new Error(`no Northbridge program whose rubric is ${editable ? 'editable' : 'locked'}`);
}

/** A Northbridge reviewer of the program with one of its applications in their queue, and that assignment. */
async function reviewerWithQueued(program: ReviewSettingsView): Promise<{ email: string; assignmentId: number }> {
  for (const reviewer of program.reviewers.filter(({ email }) => NORTHBRIDGE_REVIEWER.test(email))) {
    const queued = (await call<ReviewQueueItem[]>(reviewer.email, '/reviews')).find((item) => item.program_name === program.program_name && item.ended === null);
    if (queued !== undefined) return { email: reviewer.email, assignmentId: queued.assignment_id };
  }
  throw new Error(`no reviewer of ${program.program_name} has an application to review`);
}

test('an admin changes a program’s reviews per application; its rubric, reviewed already, shows read-only', async ({ page }) => {
  const before = await seededProgram(false);
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
    await expect(page.getByRole('textbox', { name: 'Weight' })).toHaveCount(0);
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

test('keyboard only, an admin changes a criterion’s weight of a rubric no review rests on yet; its reviewer sees the new weight', async ({ page, browser }) => {
  const before = await seededProgram(true);
  const [criterion] = before.rubric.criteria;
  if (criterion === undefined) throw new Error('an empty rubric');
  const weight = criterion.weight === 7 ? 6 : 7;
  // A reviewer of the program with one of its applications in their queue.
  const review = await reviewerWithQueued(before);

  try {
    await signInStaff(page, ADMIN);
    await page.goto('/admin/jury');
    await expect(page.getByRole('heading', { level: 1, name: 'Jury settings' })).toBeFocused();
    // The program, chosen in its list with the keyboard.
    const program = page.getByRole('button', { name: /Program/ }).and(page.locator('[aria-haspopup="listbox"]'));
    await tabTo(page, program);
    await page.keyboard.press('Enter');
    const option = page.getByRole('option', { name: before.program_name, exact: true });
    for (let step = 0; step < 12 && !(await option.evaluate((element) => element === document.activeElement).catch(() => false)); step += 1) await page.keyboard.press('ArrowDown');
    await expect(option).toBeFocused();
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(new RegExp(`[?&]program=${before.program_id}(&|$)`));

    // Its rubric is editable: the first criterion's weight, typed over, then Save the rubric.
    const weightField = page.getByRole('textbox', { name: 'Weight' }).first();
    await expect(weightField).toHaveValue(String(criterion.weight));
    await tabTo(page, weightField, 60);
    await page.keyboard.press('ControlOrMeta+a');
    await page.keyboard.type(String(weight));
    await tabTo(page, page.getByRole('button', { name: 'Save the rubric' }), 120);
    await page.keyboard.press('Enter');
    // The saved state is announced and holds the focus.
    await expect(page.getByRole('status').filter({ hasText: 'The rubric is saved.' })).toBeFocused();
    await expectAccessibleStaffPage(page, 'the jury settings with the rubric saved');
    const saved = await asAdmin<ReviewSettingsView>(`/admin/programs/${before.program_id}/review-settings`);
    expect(saved.rubric.criteria.map((each) => each.weight)).toEqual([weight, ...before.rubric.criteria.slice(1).map((each) => each.weight)]);
    expect(saved.rubric_editable).toBe(true);

    // The reviewer's review page weighs the criterion with the new weight.
    const reviewerContext = await browser.newContext();
    const reviewer = await reviewerContext.newPage();
    await signInStaff(reviewer, review.email);
    await reviewer.goto(`/reviews/${review.assignmentId}`);
    await expect(reviewer.getByRole('heading', { level: 2, name: /^Candidate [0-9A-Z]{4}$/ })).toBeVisible();
    await expect(reviewer.getByRole('radiogroup', { name: criterion.label.en })).toHaveAccessibleDescription(new RegExp(`^Weight ${weight}\\b`));
    await expectAccessibleStaffPage(reviewer, 'the review page with the new weight');
    await reviewerContext.close();
  } finally {
    // The other specs find the seeded rubric.
    await asAdmin(`/admin/programs/${before.program_id}/rubric`, { method: 'PUT', body: { criteria: before.rubric.criteria } });
  }
});

/** The id of the element that holds the focus, and whether it lies wholly inside the viewport. */
const focused = (page: Page) =>
  page.evaluate(() => {
    const element = document.activeElement;
    const box = element?.getBoundingClientRect();
    const seen = box !== undefined && box.top >= 0 && box.left >= 0 && box.bottom <= window.innerHeight && box.right <= window.innerWidth;
    return { id: element?.id ?? '', tag: element?.tagName ?? '', text: element?.textContent?.trim() ?? '', seen };
  });

for (const viewport of [
  { width: 1280, height: 800 },
  { width: 360, height: 640 },
]) {
  test(`keyboard only at ${viewport.width}x${viewport.height}, adding and removing criteria keeps the focus on the rubric, in view`, async ({ page }) => {
    await page.setViewportSize(viewport);
    const program = await seededProgram(true);
    const count = program.rubric.criteria.length;
    await signInStaff(page, ADMIN);
    await page.goto(`/admin/jury?program=${program.program_id}`);
    await expect(page.getByRole('heading', { level: 1, name: 'Jury settings' })).toBeFocused();

    // Each add puts the focus on the new criterion's first field, until the sixth disables the button.
    const add = page.getByRole('button', { name: 'Add a criterion' });
    for (let criteria = count; criteria < 6; criteria += 1) {
      await tabTo(page, add, 200);
      await page.keyboard.press('Enter');
      await expect.poll(() => focused(page)).toEqual(expect.objectContaining({ id: `jury-c${criteria}-weight`, seen: true }));
    }
    await expect(add).toBeDisabled();

    // A removal gives the focus to the criterion taking its place (the next one) ...
    await tabTo(page, page.getByRole('button', { name: 'Remove criterion 2' }), 200);
    await page.keyboard.press('Enter');
    await expect.poll(() => focused(page)).toEqual(expect.objectContaining({ id: 'jury-c1-weight', seen: true }));
    await expect(page.getByRole('group', { name: 'Criterion 2' }).getByRole('textbox', { name: 'Weight' })).toBeFocused();
    // ... or, removing the last one, to the one before it.
    await tabTo(page, page.getByRole('button', { name: 'Remove criterion 5' }), 200);
    await page.keyboard.press('Enter');
    await expect.poll(() => focused(page)).toEqual(expect.objectContaining({ id: 'jury-c3-weight', seen: true }));
    await expect(add).toBeEnabled();
    // Nothing was saved: the other specs find the seeded rubric.
  });
}

test('keyboard only, an admin sets the documents a jury sees; its reviewer reads "Documents you see", never an identity document', async ({ page, browser }) => {
  const before = await seededProgram(true);
  const review = await reviewerWithQueued(before);
  expect(before.reviewer_document_types).toContain('cv');

  try {
    await signInStaff(page, ADMIN);
    await page.goto(`/admin/jury?program=${before.program_id}`);
    const documents = page.getByRole('group', { name: 'Documents reviewers see' });
    // The identity documents are no choice: named as never shown.
    await expect(documents.getByRole('checkbox', { name: 'Passport or ID card' })).toHaveCount(0);
    await expect(documents.getByRole('checkbox', { name: 'ID photo' })).toHaveCount(0);
    await expect(page.getByText('Never shown to reviewers, whatever you choose: Passport or ID card and ID photo.')).toBeVisible();
    const cv = documents.getByRole('checkbox', { name: 'Curriculum vitae' });
    await expect(cv).toBeChecked();
    await tabTo(page, cv, 60);
    await page.keyboard.press('Space');
    await expect(cv).not.toBeChecked();
    await tabTo(page, page.getByRole('button', { name: 'Save the settings' }), 60);
    await page.keyboard.press('Enter');
    await expect(page.getByRole('status').filter({ hasText: 'The settings are saved.' })).toBeFocused();
    await expectAccessibleStaffPage(page, 'the jury settings with the documents reviewers see');
    const saved = await asAdmin<ReviewSettingsView>(`/admin/programs/${before.program_id}/review-settings`);
    expect(saved.reviewer_document_types).toEqual(before.reviewer_document_types.filter((type) => type !== 'cv'));

    // The reviewer reads which documents they see, and finds no CV, passport or photo among the application's.
    const reviewerContext = await browser.newContext();
    const reviewer = await reviewerContext.newPage();
    await signInStaff(reviewer, review.email);
    await reviewer.goto(`/reviews/${review.assignmentId}`);
    const region = reviewer.getByRole('region', { name: 'Documents' });
    await expect(region.getByText('Documents you see', { exact: true })).toBeVisible();
    await expect(region.getByText('Academic transcripts, Recommendation letters, and Language certificate')).toBeVisible();
    await expect(region.getByText(/a name written inside a document, on a CV or a transcript, still shows/)).toBeVisible();
    for (const hidden of ['Curriculum vitae', 'Passport or ID card', 'ID photo']) await expect(region.getByRole('button', { name: new RegExp(hidden) })).toHaveCount(0);
    await expectAccessibleStaffPage(reviewer, 'the review page with the documents the reviewer sees');
    await reviewerContext.close();
  } finally {
    // The other specs find the seeded settings.
    await asAdmin(`/admin/programs/${before.program_id}/review-settings`, {
      method: 'PUT',
      body: {
        reviews_per_application: before.reviews_per_application,
        due_days: before.due_days,
        disagreement_threshold: before.disagreement_threshold,
        reviewer_ids: before.reviewers.map(({ id }) => id),
        reviewer_document_types: before.reviewer_document_types,
      },
    });
  }
});
