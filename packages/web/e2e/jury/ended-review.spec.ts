import type { ApplicationReviews, ProgramRanking, ReviewProgram, ReviewSettingsView, ReviewWorkspace } from '@admission/domain';
import { test } from '../support/fixtures';
import { tabTo } from '../support/keyboard';
import { BACKEND_URL } from '../support/ports';
import { ADMIN, apiToken, expect, expectAccessibleStaffPage, signInStaff } from '../admin/staff';

// A reviewer's draft of an application the admin then decided from the ranking: their queue no longer has it to do,
// and says, apart under "Ended", that it was decided before their review and that their draft is kept; its page says
// the review has ended rather than "not found". By keyboard on a laptop, then on a phone.

const NORTHBRIDGE_REVIEWERS: Readonly<Record<string, string>> = {
  'Rita Reviewer': 'reviewer1@northbridge.example',
  'Ravi Reviewer': 'reviewer2@northbridge.example',
  'Rosa Reviewer': 'reviewer3@northbridge.example',
};

async function call<T>(email: string, method: string, path: string, body?: unknown): Promise<T> {
  const response = await fetch(`${BACKEND_URL}${path}`, {
    method,
    headers: { authorization: `Bearer ${await apiToken(email)}`, ...(body === undefined ? {} : { 'content-type': 'application/json' }) },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  expect(response.status, `${method} ${path}`).toBe(200);
  return (await response.json()) as T;
}

/**
 * A COMPLETE Northbridge application with a review not started by a reviewer of the seed, and that open assignment.
 * Taken from the end (last program, last row), one with a review submitted first: jury-review.spec.ts takes its
 * untouched application from the start, and jury-settings.spec.ts's programs (rubric still editable) are left alone.
 */
async function decidableWithOpenReview(): Promise<{ applicationId: number; email: string; assignmentId: number }> {
  const programs = (await call<ReviewProgram[]>(ADMIN, 'GET', '/admin/programs')).filter((program) => program.brand === 'northbridge' && program.name !== 'Executive MBA');
  const candidates: { applicationId: number; email: string; assignmentId: number; reviewed: boolean }[] = [];
  for (const program of [...programs].reverse()) {
    if ((await call<ReviewSettingsView>(ADMIN, 'GET', `/admin/programs/${program.id}/review-settings`)).rubric_editable) continue;
    const ranking = await call<ProgramRanking>(ADMIN, 'GET', `/admin/ranking?program_id=${program.id}`);
    for (const row of [...ranking.rows].reverse().filter((candidate) => candidate.status === 'COMPLETE')) {
      const reviews = await call<ApplicationReviews>(ADMIN, 'GET', `/admin/applications/${row.application_id}/reviews`);
      const open = reviews.assignments.find((assignment) => assignment.state === 'active' && assignment.review_state === 'todo' && NORTHBRIDGE_REVIEWERS[assignment.reviewer_name] !== undefined);
      if (open !== undefined) candidates.push({ applicationId: row.application_id, email: NORTHBRIDGE_REVIEWERS[open.reviewer_name] ?? '', assignmentId: open.assignment_id, reviewed: row.reviews_done > 0 });
    }
  }
  const target = candidates.find((candidate) => candidate.reviewed) ?? candidates[0];
  if (target === undefined) throw new Error('no decidable Northbridge application with a review not started');
  return target;
}

test.describe('an assignment ended by a decision', () => {
  test.describe.configure({ timeout: 180_000 });

  test('the reviewer with a draft reads "Decided before your review: your draft is kept", by keyboard and on a phone', async ({ browser }) => {
    const target = await decidableWithOpenReview();
    // The reviewer saves a draft: a comment, no score yet.
    const workspace = await call<ReviewWorkspace>(target.email, 'GET', `/reviews/${target.assignmentId}`);
    await call(target.email, 'PUT', `/reviews/${target.assignmentId}/draft`, { scores: {}, recommendation: null, comment: 'Strong motivation; transcripts to check.', version: workspace.draft?.version ?? 0 });
    // The admin decides the application from the ranking.
    const decided = await call<{ decided: number[] }>(ADMIN, 'POST', '/admin/ranking/decisions', { application_ids: [target.applicationId], status: 'ADMISSIBLE', reasons: [] });
    expect(decided.decided).toEqual([target.applicationId]);
    const name = `Candidate ${workspace.pseudonym}`;

    // On a laptop, by keyboard: the review's own address (the assignment e-mail's link) says it ended, and why.
    const laptop = await browser.newContext({ viewport: { width: 1280, height: 800 } });
    const page = await laptop.newPage();
    await signInStaff(page, target.email);
    await expect(page).toHaveURL(/\/reviews$/);
    await page.goto(`/reviews/${target.assignmentId}`);
    const ended = page.getByRole('heading', { level: 1, name: 'This review has ended' });
    await expect(ended).toBeFocused();
    await expect(page.getByText('Decided before your review: your draft is kept.', { exact: true })).toBeVisible();
    await expect(page.getByText('Review not found')).toHaveCount(0);
    await expectAccessibleStaffPage(page, 'the page of a review ended by a decision');
    const back = page.getByRole('link', { name: 'Back to your reviews' });
    await tabTo(page, back);
    await expect(back).toBeFocused();
    await page.keyboard.press('Enter');
    await expect(page.getByRole('heading', { level: 1, name: 'Your reviews' })).toBeFocused();

    // The queue: not to do any more, apart under "Ended", below the open ones.
    const open = page.getByRole('list', { name: 'Assigned applications' });
    await expect(open.getByRole('listitem').filter({ hasText: name })).toHaveCount(0);
    const section = page.getByRole('region', { name: 'Ended' });
    const card = section.getByRole('list', { name: 'Ended assignments' }).getByRole('listitem').filter({ has: page.getByRole('heading', { level: 3, name }) });
    await expect(card).toContainText('Decided before your review: your draft is kept');
    await expect(card).not.toContainText('Overdue');
    await expect(card.getByRole('link')).toHaveCount(0);
    await expectAccessibleStaffPage(page, 'the queue with an assignment ended by a decision');
    await laptop.close();

    // On a 360 px phone: the same words, readable.
    const phone = await browser.newContext({ viewport: { width: 360, height: 740 } });
    const small = await phone.newPage();
    await signInStaff(small, target.email);
    const phoneCard = small.getByRole('region', { name: 'Ended' }).getByRole('listitem').filter({ has: small.getByRole('heading', { level: 3, name }) });
    await phoneCard.scrollIntoViewIfNeeded();
    await expect(phoneCard.getByText('Decided before your review: your draft is kept')).toBeVisible();
    const box = await phoneCard.boundingBox();
    expect(box?.width ?? 0).toBeLessThanOrEqual(360);
    await expectAccessibleStaffPage(small, 'the queue with an ended assignment on a phone');
    await phone.close();
  });
});
