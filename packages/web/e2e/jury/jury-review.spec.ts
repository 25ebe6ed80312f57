import type { ApplicationReviews, ProgramRanking, ReviewProgram, ReviewSettingsView } from '@admission/domain';
import type { Page } from '@playwright/test';
import { test } from '../support/fixtures';
import { tabTo } from '../support/keyboard';
import { BACKEND_URL } from '../support/ports';
import { ADMIN, apiToken, applicationDetail, expect, expectAccessibleStaffPage, signInStaff, workflowMails } from '../admin/staff';

// The jury end to end: two reviewers score the same application (one in English on a 360 px phone, one in French by
// keyboard only), the admin sees their disagreement on the Reviews tab, decides three applications from the ranking
// at once, and each candidate gets the decision e-mail.

const REVIEWERS: Readonly<Record<string, string>> = {
  'Rita Reviewer': 'reviewer1@northbridge.example',
  'Ravi Reviewer': 'reviewer2@northbridge.example',
  'Rosa Reviewer': 'reviewer3@northbridge.example',
};

async function asAdmin<T>(path: string): Promise<T> {
  const response = await fetch(`${BACKEND_URL}${path}`, { headers: { authorization: `Bearer ${await apiToken(ADMIN)}` } });
  expect(response.status, path).toBe(200);
  return (await response.json()) as T;
}

interface Target {
  readonly program: ReviewProgram;
  readonly applicationId: number;
  /** Each of its two reviewers' e-mail and assignment. */
  readonly reviewers: readonly { readonly email: string; readonly assignmentId: number }[];
}

/**
 * A Northbridge application both of whose reviewers have yet to start: not of the program whose reviewers always
 * disagree, nor of a program with no review submitted (its rubric stays editable for jury-settings.spec.ts).
 */
async function untouchedApplication(): Promise<Target> {
  const programs = await asAdmin<ReviewProgram[]>('/admin/programs');
  for (const program of programs.filter((candidate) => candidate.name !== 'Executive MBA')) {
    if ((await asAdmin<ReviewSettingsView>(`/admin/programs/${program.id}/review-settings`)).rubric_editable) continue;
    const ranking = await asAdmin<ProgramRanking>(`/admin/ranking?program_id=${program.id}`);
    for (const row of ranking.rows.filter((candidate) => candidate.reviews_done === 0 && candidate.status === 'COMPLETE')) {
      const reviews = await asAdmin<ApplicationReviews>(`/admin/applications/${row.application_id}/reviews`);
      const open = reviews.assignments.filter((assignment) => assignment.state === 'active' && assignment.review_state === 'todo' && REVIEWERS[assignment.reviewer_name] !== undefined);
      if (open.length === 2 && reviews.conflicts.length === 0) {
        return { program, applicationId: row.application_id, reviewers: open.map((assignment) => ({ email: REVIEWERS[assignment.reviewer_name] ?? '', assignmentId: assignment.assignment_id })) };
      }
    }
  }
  throw new Error('no Northbridge application with two reviewers yet to start');
}

/** The rubric's groups: each criterion's, then the recommendation's (the header's language switch is a group too). */
const groups = (page: Page) => page.getByRole('region', { name: /^(Your review|Votre évaluation)$/ }).getByRole('radiogroup');
/** A score's radio in the criterion's group, by its level's number (`1 – …` in either language). */
const level = (page: Page, criterion: number, score: number) => groups(page).nth(criterion).getByRole('radio', { name: new RegExp(`^${score} – `) });
/** Chooses it as a finger does: on its words (the radio itself is visually hidden). */
const choose = (page: Page, criterion: number, score: number) => groups(page).nth(criterion).getByText(new RegExp(`^${score} – `)).click();

test.describe('the jury', () => {
  test.describe.configure({ timeout: 300_000 });

  test('two reviewers score one application, the admin sees them disagree and decides three from the ranking', async ({ browser }) => {
    const target = await untouchedApplication();
    const [first, second] = target.reviewers;
    if (first === undefined || second === undefined) throw new Error('two reviewers expected');

    // 1. In English on a 360 px phone: every criterion 5, Admit. The queue first, then the review page.
    const phone = await browser.newContext({ viewport: { width: 360, height: 740 } });
    const page = await phone.newPage();
    await signInStaff(page, first.email);
    await expect(page).toHaveURL(/\/reviews$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Your reviews' })).toBeVisible();
    await expectAccessibleStaffPage(page, 'the reviewer queue on a phone');
    await page.goto(`/reviews/${first.assignmentId}`);
    await expect(page.getByRole('heading', { level: 1, name: 'Review an application' })).toBeVisible();
    await expect(page.getByRole('heading', { level: 2, name: /^Candidate [0-9A-Z]{4}$/ })).toBeVisible();
    // The documents open on demand: none at first, the first one with its Show button, which then says it is expanded.
    const show = page.getByRole('button', { name: /^Show / }).first();
    await expect(show).toHaveAttribute('aria-expanded', 'false');
    await show.click();
    await expect(page.getByRole('button', { name: /^Hide / }).first()).toHaveAttribute('aria-expanded', 'true');
    // Blind: the page names no one.
    const candidate = (await applicationDetail(target.applicationId)).user;
    await expect(page.locator('body')).not.toContainText(candidate.email);
    await expect(page.locator('body')).not.toContainText(candidate.last_name);
    // Submit too early: the first criterion's field says so and holds the focus.
    await page.getByRole('button', { name: 'Submit review' }).click();
    await expect(level(page, 0, 1)).toBeFocused();
    const criteria = await groups(page).count();
    for (let index = 0; index < criteria - 1; index += 1) await choose(page, index, 5);
    await page.getByText('Admit', { exact: true }).click();
    await expect(page.getByRole('radio', { name: 'Admit' })).toBeChecked();
    await page.getByRole('textbox', { name: 'Comment' }).fill('Outstanding file.');
    await expect(page.getByRole('status').filter({ hasText: /Draft saved at/ })).toBeVisible();
    await expectAccessibleStaffPage(page, 'the review page on a phone');
    await page.getByRole('button', { name: 'Submit review' }).click();
    await expect(page.locator('[tabindex="-1"]').filter({ hasText: 'Review submitted' })).toBeFocused();
    await phone.close();

    // 2. In French, by keyboard only: every criterion 1, Refuser; the focus checked after each step.
    const desk = await browser.newContext();
    const keys = await desk.newPage();
    await signInStaff(keys, second.email);
    await keys.getByRole('radio', { name: 'FR' }).click();
    await keys.goto(`/reviews/${second.assignmentId}`);
    await expect(keys.getByRole('heading', { level: 1, name: 'Évaluer une candidature' })).toBeFocused();
    await expect(keys.getByRole('heading', { level: 2, name: /^Candidat [0-9A-Z]{4}$/ })).toBeVisible();
    // Tab to the first criterion's group: its first radio takes the focus; the arrows choose within the group.
    const firstRadio = level(keys, 0, 1);
    await expect(firstRadio).toBeAttached();
    await tabTo(keys, firstRadio);
    await expect(firstRadio).toBeFocused();
    await keys.keyboard.press('Space');
    await expect(firstRadio).toBeChecked();
    // The last group is the recommendation's.
    const scored = (await groups(keys).count()) - 1;
    for (let index = 1; index < scored; index += 1) {
      await keys.keyboard.press('Tab');
      await expect(level(keys, index, 1)).toBeFocused();
      await keys.keyboard.press('Space');
    }
    await keys.keyboard.press('Tab');
    await expect(keys.getByRole('radio', { name: 'Admettre' })).toBeFocused();
    // The arrows choose within the group: one down is Refuser.
    await keys.keyboard.press('ArrowDown');
    await expect(keys.getByRole('radio', { name: 'Refuser' })).toBeChecked();
    await keys.keyboard.press('Tab');
    await expect(keys.getByRole('textbox', { name: 'Commentaire' })).toBeFocused();
    await keys.keyboard.type('Dossier trop faible.');
    await expect(keys.getByRole('status').filter({ hasText: /Brouillon enregistré/ })).toBeVisible();
    await keys.getByRole('button', { name: "Envoyer l'évaluation" }).focus();
    await keys.keyboard.press('Enter');
    await expect(keys.locator('[tabindex="-1"]').filter({ hasText: 'Évaluation envoyée' })).toBeFocused();
    await expectAccessibleStaffPage(keys, 'the submitted review in French');
    await desk.close();

    // 3. The admin: the disagreement on the Reviews tab.
    const adminContext = await browser.newContext();
    const admin = await adminContext.newPage();
    await signInStaff(admin, ADMIN);
    await admin.goto(`/application/${target.applicationId}`);
    await admin.getByRole('tab', { name: 'Reviews' }).click();
    await expect(admin.getByText('2 of 2 reviews done')).toBeVisible();
    await expect(admin.getByText('Disagreement')).toBeVisible();
    await expect(admin.getByText('Outstanding file.')).toBeVisible();
    await expect(admin.getByText('Dossier trop faible.')).toBeVisible();
    await expectAccessibleStaffPage(admin, 'the Reviews tab');

    // 4. The ranking: three COMPLETE applications of the program decided at once, ADMISSIBLE.
    await admin.goto('/admin');
    await admin.getByRole('link', { name: 'Jury ranking' }).click();
    await expect(admin.getByRole('heading', { level: 1, name: 'Jury ranking' })).toBeVisible();
    await admin.goto(`/admin/ranking?program=${target.program.id}`);
    const boxes = admin.getByRole('checkbox', { name: /^Select / }).and(admin.locator(':enabled'));
    await expect(boxes.first()).toBeVisible();
    const names: string[] = [];
    for (let index = 0; index < 3; index += 1) {
      const box = boxes.nth(index);
      names.push(((await box.getAttribute('aria-label')) ?? '').replace(/^Select /, ''));
      await box.check();
    }
    const links = await Promise.all(names.map((name) => admin.getByRole('link', { name, exact: true }).getAttribute('href')));
    const ids = links.map((href) => Number(href?.split('/').pop()));
    const emails = await Promise.all(ids.map(async (id) => (await applicationDetail(id)).user.email));
    const before = await Promise.all(emails.map(async (email) => (await workflowMails(email)).length));
    await expect(admin.getByText('3 applications selected')).toBeVisible();
    await expectAccessibleStaffPage(admin, 'the ranking with a selection');
    await admin.getByRole('button', { name: 'Admit', exact: true }).click();
    const confirm = admin.getByRole('alertdialog');
    await expect(confirm).toContainText(names[0] ?? '');
    await confirm.getByRole('button', { name: 'Admit', exact: true }).click();
    await expect(admin.locator('[tabindex="-1"]').filter({ hasText: /3 applications decided/ })).toBeFocused();
    for (const id of ids) expect((await applicationDetail(id)).deal.deal_status).toBe('ADMISSIBLE');
    // One decision e-mail each, in the dev mailbox.
    for (const [index, email] of emails.entries()) await expect.poll(async () => (await workflowMails(email)).length, { message: email }).toBe((before[index] ?? 0) + 1);
    await adminContext.close();
  });

  test("another reviewer's assignment answers as an unknown one, and a reviewer is kept out of staff pages", async ({ page }) => {
    const target = await untouchedApplication();
    const stranger = Object.values(REVIEWERS).find((email) => !target.reviewers.some((reviewer) => reviewer.email === email)) ?? 'reviewer3@northbridge.example';
    await signInStaff(page, stranger);
    await page.goto(`/reviews/${target.reviewers[0]?.assignmentId ?? 0}`);
    await expect(page.getByRole('heading', { level: 1, name: 'Review not found' })).toBeVisible();
    await page.goto('/reviews/99999999');
    await expect(page.getByRole('heading', { level: 1, name: 'Review not found' })).toBeVisible();
    await expectAccessibleStaffPage(page, 'the review not found');
    await page.goto('/admin');
    await expect(page).toHaveURL(/\/reviews$/);
  });
});
