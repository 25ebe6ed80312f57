import type { ApplicationReviews, ProgramRanking, ReviewProgram } from '@admission/domain';
import { expectAccessible, test } from '../support/fixtures';
import { isFocused, tabTo } from '../support/keyboard';
import { BACKEND_URL } from '../support/ports';
import { ADMIN, apiToken, expect, originOf, signInStaff, workflowMails } from '../admin/staff';

// A re-opened review reaches its reviewer: an admin re-opens a submitted review by keyboard with a reason on two
// lines; the reviewer, in another browser, reads on the review page who re-opened it, when and why, and gets the
// e-mail in their brand and language.

/** École Lumière's reviewers whose submitted reviews no other spec reads: the one who declared a conflict first. */
const REVIEWERS: Readonly<Record<string, string>> = { 'Jean Jury': 'jury3@lumiere.example', 'Justine Jurée': 'jury2@lumiere.example' };

async function asAdmin<T>(path: string): Promise<T> {
  const response = await fetch(`${BACKEND_URL}${path}`, { headers: { authorization: `Bearer ${await apiToken(ADMIN)}` } });
  expect(response.status, path).toBe(200);
  return (await response.json()) as T;
}

/** An application of an École Lumière program, still to decide, with a review one of those reviewers submitted. */
async function submittedReview(): Promise<{ applicationId: number; reviewerName: string; email: string; assignmentId: number }> {
  const programs = (await asAdmin<ReviewProgram[]>('/admin/programs')).filter((program) => program.brand === 'lumiere');
  for (const name of Object.keys(REVIEWERS)) {
    for (const program of programs) {
      const ranking = await asAdmin<ProgramRanking>(`/admin/ranking?program_id=${program.id}`);
      for (const row of ranking.rows.filter((candidate) => candidate.status === 'COMPLETE' && candidate.reviews_done > 0)) {
        const reviews = await asAdmin<ApplicationReviews>(`/admin/applications/${row.application_id}/reviews`);
        const review = reviews.reviews.find((candidate) => candidate.reviewer_name === name);
        if (review !== undefined) return { applicationId: row.application_id, reviewerName: name, email: REVIEWERS[name] ?? '', assignmentId: review.assignment_id };
      }
    }
  }
  throw new Error('no submitted review of an École Lumière reviewer');
}

test.describe('a re-opened review', () => {
  test.describe.configure({ timeout: 240_000 });

  test('an admin re-opens it by keyboard with a reason on two lines; the reviewer reads who, when and why', async ({ browser }) => {
    const target = await submittedReview();
    const mailsBefore = (await workflowMails(target.email)).length;

    // 1. The admin, by keyboard: the Reviews tab, the reviewer's Re-open button, a reason on two lines, Re-open.
    const adminContext = await browser.newContext();
    const admin = await adminContext.newPage();
    await signInStaff(admin, ADMIN);
    await admin.goto(`/application/${target.applicationId}`);
    // Tab into the tab list (its selected tab), then the arrows to Reviews.
    await tabTo(admin, admin.getByRole('tab', { selected: true }));
    const tab = admin.getByRole('tab', { name: 'Reviews' });
    for (let step = 0; step < 10 && !(await isFocused(tab)); step += 1) await admin.keyboard.press('ArrowRight');
    await expect(tab).toBeFocused();
    await admin.keyboard.press('Enter');
    await expect(tab).toHaveAttribute('aria-selected', 'true');
    const reopen = admin.getByRole('button', { name: `Re-open the review of ${target.reviewerName}` });
    await tabTo(admin, reopen);
    await admin.keyboard.press('Enter');
    const dialog = admin.getByRole('dialog', { name: `Re-open the review of ${target.reviewerName}` });
    await expect(dialog).toContainText('They read your reason.');
    const reason = dialog.getByRole('textbox', { name: 'Reason' });
    await expect(reason).toBeFocused();
    await admin.keyboard.type('Notez aussi l’entretien.');
    await admin.keyboard.press('Enter');
    await admin.keyboard.type('Puis envoyez-la à nouveau.');
    await expect(reason).toHaveValue('Notez aussi l’entretien.\nPuis envoyez-la à nouveau.');
    await tabTo(admin, dialog.getByRole('button', { name: 'Re-open', exact: true }));
    await admin.keyboard.press('Enter');
    // Done: said, and the focus on the reviewers' card, where the review now shows as a draft.
    await expect(admin.getByText(`The review of ${target.reviewerName} is re-opened.`)).toBeVisible();
    await expect(admin.locator('[tabindex="-1"]').filter({ has: admin.getByRole('heading', { name: 'Reviewers' }) }).last()).toBeFocused();
    await adminContext.close();

    // 2. The reviewer, in another browser, in French: the notice above the rubric says who, when (today) and why.
    const reviewerContext = await browser.newContext();
    const page = await reviewerContext.newPage();
    await signInStaff(page, target.email, 'lumiere');
    await page.getByRole('radio', { name: 'FR' }).click();
    await page.goto(`${originOf('lumiere')}/reviews/${target.assignmentId}`);
    const heading = page.getByRole('heading', { level: 1, name: 'Évaluer une candidature' });
    // The focus stays where a page puts it on arrival: the notice is a status, it takes nothing.
    await expect(heading).toBeFocused();
    const notice = page.getByRole('status').filter({ hasText: 'Alice Admin a rouvert votre évaluation' });
    await expect(notice).toBeVisible();
    const words = notice.getByText(/^Alice Admin a rouvert votre évaluation/);
    expect(await words.evaluate((element) => element.textContent)).toMatch(/^Alice Admin a rouvert votre évaluation aujourd'hui à \d{2}:\d{2} : Notez aussi l’entretien\.\nPuis envoyez-la à nouveau\.$/);
    // The two lines show as two lines.
    expect(await words.evaluate((element) => getComputedStyle(element).whiteSpace)).toBe('pre-wrap');
    const lineHeight = await words.evaluate((element) => parseFloat(getComputedStyle(element).lineHeight));
    expect((await words.boundingBox())?.height ?? 0).toBeGreaterThanOrEqual(2 * lineHeight - 1);
    // Above the rubric, and the review is a draft again: the form is there to change and send it.
    const rubric = page.getByRole('region', { name: 'Votre évaluation' });
    expect(((await notice.boundingBox())?.y ?? Infinity) < ((await rubric.boundingBox())?.y ?? 0)).toBe(true);
    await expect(page.getByRole('button', { name: "Envoyer l'évaluation" })).toBeVisible();
    await expect(page.getByRole('alert')).toHaveCount(0);
    await expectAccessible(page, 'the re-opened review in French');

    // 3. And the e-mail, in French, in the second school's name, the candidate by pseudonym.
    await expect.poll(async () => (await workflowMails(target.email)).length).toBe(mailsBefore + 1);
    const [mail] = await workflowMails(target.email);
    expect(mail?.subject).toMatch(/^École Lumière\u00a0: votre évaluation de la candidature [0-9A-Z]{4} est rouverte$/);
    expect(mail?.text).toContain('Alice Admin a rouvert le');
    expect(mail?.text).toContain('Notez aussi l’entretien.');
    await reviewerContext.close();
  });
});
