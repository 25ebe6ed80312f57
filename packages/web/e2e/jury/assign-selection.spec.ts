import type { ApplicationReviews, ReviewProgram, ReviewSettingsView } from '@admission/domain';
import { test } from '../support/fixtures';
import { BACKEND_URL } from '../support/ports';
import { ADMIN, AGENT, apiToken, expect, expectAccessibleStaffPage, listApplications, nameOf, signInStaff, statusFilter } from '../admin/staff';

// An admin assigns a selection of complete applications to the jury from the staff list; each new reviewer finds them
// in their queue; an agent's list has no selection. The applications are the Executive MBA's (the other jury specs
// leave that program alone) in slots where no spec changes a COMPLETE application (staff.ts pickApplication: slot 0
// is application-detail.spec's, read only; 13 is IN_PROGRESS specs'); the program asks one review more for the test's time (three instead of two), so the third reviewer is free.

const REVIEWER_EMAILS: Readonly<Record<string, string>> = {
  'Rita Reviewer': 'reviewer1@northbridge.example',
  'Ravi Reviewer': 'reviewer2@northbridge.example',
  'Rosa Reviewer': 'reviewer3@northbridge.example',
};
const SLOTS = [0, 13];
const PROGRAM = 'Executive MBA';

async function asAdmin<T>(path: string, init: { method?: string; body?: unknown } = {}): Promise<T> {
  const response = await fetch(`${BACKEND_URL}${path}`, {
    method: init.method ?? 'GET',
    headers: { authorization: `Bearer ${await apiToken(ADMIN)}`, 'content-type': 'application/json' },
    body: init.body === undefined ? undefined : JSON.stringify(init.body),
  });
  expect(response.status, path).toBe(200);
  return (await response.json()) as T;
}

const openAssignments = (reviews: ApplicationReviews) => reviews.assignments.filter((assignment) => assignment.state === 'active');

/** Two COMPLETE Executive MBA applications of this spec's slots with two open reviewers and no conflict, their candidates' names unique in the list. */
async function twoApplications(): Promise<{ id: number; name: string }[]> {
  const { items } = await listApplications('COMPLETE', PROGRAM);
  const named = items.filter((item) => item.program_name === PROGRAM && !item.withdrawn_at);
  const picked: { id: number; name: string }[] = [];
  for (const item of named.filter((candidate) => candidate.deal_id > 20 && SLOTS.includes(candidate.deal_id % 16))) {
    const name = nameOf(item);
    if (named.filter((other) => nameOf(other) === name).length > 1) continue;
    const reviews = await asAdmin<ApplicationReviews>(`/admin/applications/${item.deal_id}/reviews`);
    if (openAssignments(reviews).length === 2 && reviews.conflicts.length === 0) picked.push({ id: item.deal_id, name });
    if (picked.length === 2) return picked;
  }
  throw new Error(`two COMPLETE ${PROGRAM} applications in slots ${SLOTS.join(', ')} expected`);
}

test.describe('assigning a selection to the jury', () => {
  test.describe.configure({ timeout: 240_000 });

  test('an admin assigns two applications from the list (the selection kept across a sort); the reviewers find them; an agent has no selection', async ({ browser }) => {
    const programs = await asAdmin<ReviewProgram[]>('/admin/programs');
    const program = programs.find((candidate) => candidate.name === PROGRAM);
    if (program === undefined) throw new Error(`no ${PROGRAM}`);
    const settings = await asAdmin<ReviewSettingsView>(`/admin/programs/${program.id}/review-settings`);
    const restore = {
      reviews_per_application: settings.reviews_per_application,
      due_days: settings.due_days,
      disagreement_threshold: settings.disagreement_threshold,
      reviewer_ids: settings.reviewers.map(({ id }) => id),
    };
    const targets = await twoApplications();
    const before = await Promise.all(targets.map(async ({ id }) => openAssignments(await asAdmin<ApplicationReviews>(`/admin/applications/${id}/reviews`)).map((assignment) => assignment.assignment_id)));
    const adminContext = await browser.newContext();
    try {
      await asAdmin(`/admin/programs/${program.id}/review-settings`, { method: 'PUT', body: { ...restore, reviews_per_application: settings.reviews_per_application + 1 } });

      const admin = await adminContext.newPage();
      await signInStaff(admin, ADMIN);
      await admin.goto(`/admin?status=COMPLETE&search=${encodeURIComponent(PROGRAM)}`);
      await expect(statusFilter(admin)).toContainText('Complete');
      const box = (name: string) => admin.getByRole('checkbox', { name: `Select ${name}`, exact: true });
      /** The row's checkbox, scrolled to (a long list draws only the rows on screen). */
      const reach = async (name: string) => {
        for (let scrolls = 0; scrolls < 60 && (await box(name).count()) === 0; scrolls += 1) await admin.mouse.wheel(0, 500);
        await box(name).scrollIntoViewIfNeeded();
        return box(name);
      };
      const [first, second] = targets;
      if (first === undefined || second === undefined) throw new Error('two applications expected');
      // Keyboard: the first checkbox by Space.
      await (await reach(first.name)).focus();
      await admin.keyboard.press('Space');
      await expect(box(first.name)).toBeChecked();
      await expect(admin.getByRole('status').filter({ hasText: '1 application selected' })).toBeVisible();
      // A sort keeps the selection.
      await admin.getByRole('button', { name: /^Candidate/ }).click();
      await expect(admin).toHaveURL(/sort=name/);
      await (await reach(second.name)).check();
      await expect(admin.getByRole('status').filter({ hasText: '2 applications selected' })).toBeVisible();
      await expect(box(first.name)).toBeChecked();
      await admin.evaluate(() => window.scrollTo(0, 0));
      await expectAccessibleStaffPage(admin, 'the list with a selection');

      await admin.getByRole('button', { name: 'Assign to the jury' }).click();
      const confirm = admin.getByRole('alertdialog', { name: 'Assign 2 applications to the jury?' });
      await expect(confirm).toContainText(first.name);
      await expect(confirm).toContainText(second.name);
      await confirm.getByRole('button', { name: 'Assign', exact: true }).click();
      await expect(admin.locator('[tabindex="-1"]').filter({ hasText: '2 applications assigned.' })).toBeFocused();
      await expect(admin.getByRole('status').filter({ hasText: 'No application selected' })).toBeVisible();
      await expectAccessibleStaffPage(admin, 'the outcome of an assignment');

      // Each application has one reviewer more, who finds it in their queue.
      for (const [index, target] of targets.entries()) {
        const added = openAssignments(await asAdmin<ApplicationReviews>(`/admin/applications/${target.id}/reviews`)).filter((assignment) => !(before[index] ?? []).includes(assignment.assignment_id));
        expect(added, target.name).toHaveLength(1);
        const [assignment] = added;
        const email = REVIEWER_EMAILS[assignment?.reviewer_name ?? ''];
        if (assignment === undefined || email === undefined) throw new Error(`a known reviewer expected for ${target.name}`);
        const reviewerContext = await browser.newContext();
        const reviewer = await reviewerContext.newPage();
        await signInStaff(reviewer, email);
        await expect(reviewer).toHaveURL(/\/reviews$/);
        await expect(reviewer.locator(`a[href="/reviews/${assignment.assignment_id}"]`)).toBeVisible();
        await reviewerContext.close();
      }
    } finally {
      await adminContext.close();
      // The other specs find the seeded settings.
      await asAdmin(`/admin/programs/${program.id}/review-settings`, { method: 'PUT', body: restore });
    }

    // An agent's list is as ever: no selection, no assignment.
    const agentContext = await browser.newContext();
    const agent = await agentContext.newPage();
    await signInStaff(agent, AGENT);
    await agent.goto(`/admin?status=COMPLETE&search=${encodeURIComponent(PROGRAM)}`);
    await expect(agent.getByRole('button', { name: /^View Application of / }).first()).toBeVisible();
    await expect(agent.getByRole('checkbox')).toHaveCount(0);
    await expect(agent.getByRole('button', { name: 'Assign to the jury' })).toHaveCount(0);
    await expectAccessibleStaffPage(agent, "an agent's list");
    await agentContext.close();
  });
});
