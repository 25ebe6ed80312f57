import type { ReviewQueueItem, ReviewWorkspace } from '@admission/domain';
import type { Page } from '@playwright/test';
import { test } from '../support/fixtures';
import { tabTo } from '../support/keyboard';
import { BACKEND_URL } from '../support/ports';
import { expect, expectAccessibleStaffPage, originOf, signInStaff, apiToken } from '../admin/staff';

// The review page as a reviewer meets it: one deadline rule on the queue and the page, two tabs of one review that
// disagree (the reviewer chooses, by keyboard, and loses nothing), the submitted review read back, and a comment too
// long that does not stop the scores from being saved.

const LUMIERE = originOf('lumiere');

async function queueOf(email: string): Promise<ReviewQueueItem[]> {
  const response = await fetch(`${BACKEND_URL}/reviews`, { headers: { authorization: `Bearer ${await apiToken(email)}` } });
  expect(response.status).toBe(200);
  return (await response.json()) as ReviewQueueItem[];
}

async function workspaceOf(email: string, assignmentId: number): Promise<ReviewWorkspace> {
  const response = await fetch(`${BACKEND_URL}/reviews/${assignmentId}`, { headers: { authorization: `Bearer ${await apiToken(email)}` } });
  expect(response.status).toBe(200);
  return (await response.json()) as ReviewWorkspace;
}

/** The rubric's groups: each criterion's, then the recommendation's. */
const groups = (page: Page) => page.getByRole('region', { name: /^(Your review|Votre évaluation)$/ }).getByRole('radiogroup');
const choose = (page: Page, criterion: number, score: number) => groups(page).nth(criterion).getByText(new RegExp(`^${score} – `)).click();
const escaped = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
const level = (page: Page, criterion: number, score: number) => groups(page).nth(criterion).getByRole('radio', { name: new RegExp(`^${score} – `) });

test.describe('the review page', () => {
  test.describe.configure({ timeout: 240_000 });

  test('says the deadline as the queue does, settles two tabs by keyboard, and shows the submitted review read-only', async ({ browser }) => {
    const email = 'jury1@lumiere.example';
    // Not started (the keyboard steps start from no score), overdue if the queue has one (the two pages disagreed on those).
    const open = (await queueOf(email)).filter((item) => item.state === 'todo' && item.ended === null);
    const target = open.find((item) => Date.parse(item.due_at) < Date.now()) ?? open[0];
    if (target === undefined) throw new Error('no open review for jury1');
    const rubric = (await workspaceOf(email, target.assignment_id)).rubric;
    const criteria = rubric.criteria.length;

    const context = await browser.newContext();
    const first = await context.newPage();
    await signInStaff(first, email, 'lumiere');
    await first.getByRole('radio', { name: 'FR' }).click();
    await expect(first.getByRole('heading', { level: 1, name: 'Vos évaluations' })).toBeVisible();

    // 1. One deadline rule: the queue's words for the assignment are the page's.
    const link = first.getByRole('link', { name: `Ouvrir l'évaluation du candidat ${target.pseudonym}` });
    const card = first.getByRole('listitem').filter({ has: link });
    const queueDue = (await card.getByText(/^(À rendre|En retard depuis)/).textContent()) ?? '';
    expect(queueDue).not.toBe('');
    await link.click();
    await expect(first.getByRole('heading', { level: 2, name: `Candidat ${target.pseudonym}` })).toBeVisible();
    await expect(first.getByText(queueDue, { exact: true })).toBeVisible();

    // 2. A second tab of the same review, opened before the first one saves anything new.
    const second = await context.newPage();
    await second.goto(`${LUMIERE}/reviews/${target.assignment_id}`);
    await expect(second.getByRole('heading', { level: 2, name: `Candidat ${target.pseudonym}` })).toBeVisible();

    // The first tab: every criterion 4, Admettre, a comment on two lines; saved.
    for (let index = 0; index < criteria; index += 1) await choose(first, index, 4);
    await first.getByText('Admettre', { exact: true }).click();
    await first.getByRole('textbox', { name: 'Commentaire' }).fill('Écrit dans le premier onglet.\nSur deux lignes.');
    await expect(first.getByRole('status').filter({ hasText: /Brouillon enregistré/ })).toBeVisible();

    // The second tab, by keyboard: every criterion 2, Refuser, then Envoyer: the review changed in the other tab.
    await tabTo(second, level(second, 0, 1));
    for (let index = 0; index < criteria; index += 1) {
      if (index > 0) await second.keyboard.press('Tab');
      await expect(groups(second).nth(index).getByRole('radio').first()).toBeFocused();
      await second.keyboard.press('ArrowDown');
      await expect(level(second, index, 2)).toBeChecked();
    }
    await second.keyboard.press('Tab');
    await expect(second.getByRole('radio', { name: 'Admettre' })).toBeFocused();
    await second.keyboard.press('ArrowDown');
    await expect(second.getByRole('radio', { name: 'Refuser' })).toBeChecked();
    const submitButton = second.getByRole('button', { name: "Envoyer l'évaluation" });
    await submitButton.focus();
    await second.keyboard.press('Enter');
    const dialog = second.getByRole('dialog', { name: 'Cette évaluation a été modifiée dans un autre onglet' });
    await expect(dialog).toBeVisible();
    // Never "could not be submitted… try again".
    await expect(second.getByText("Votre évaluation n'a pas pu être envoyée", { exact: false })).toHaveCount(0);
    // Each difference, both versions: the scores, the recommendation, the comment.
    const rows = dialog.getByRole('row');
    await expect(rows).toHaveCount(1 + criteria + 2);
    await expect(dialog.getByRole('row', { name: new RegExp(`^${escaped(rubric.criteria[0]?.label.fr ?? '')}`) })).toContainText(/2 – .*4 – /);
    await expect(dialog.getByRole('row', { name: /^Votre recommandation/ })).toContainText(/Refuser.*Admettre/);
    await expect(dialog.getByRole('row', { name: /^Commentaire/ })).toContainText('Écrit dans le premier onglet.');
    await expectAccessibleStaffPage(second, 'the choice between two tabs’ versions');
    // The focus is in the dialog; Tab reaches "Keep this tab's version", Enter keeps it.
    const keep = dialog.getByRole('button', { name: 'Garder la version de cet onglet' });
    await tabTo(second, keep, 10);
    await expect(keep).toBeFocused();
    await second.keyboard.press('Enter');
    await expect(dialog).toBeHidden();
    const kept = second.locator('[tabindex="-1"]').filter({ hasText: "La version de cet onglet est gardée et enregistrée à la place de l'autre." });
    await expect(kept).toBeFocused();
    await expect(second.getByRole('status').filter({ hasText: /Brouillon enregistré/ })).toBeVisible();

    // 3. The first tab is now the older one: a change there asks too; this time it takes the other tab's version.
    await choose(first, 0, 5);
    const firstDialog = first.getByRole('dialog', { name: 'Cette évaluation a été modifiée dans un autre onglet' });
    await expect(firstDialog).toBeVisible();
    const take = firstDialog.getByRole('button', { name: "Prendre la version de l'autre onglet" });
    await tabTo(first, take, 10);
    await first.keyboard.press('Enter');
    await expect(firstDialog).toBeHidden();
    await expect(first.locator('[tabindex="-1"]').filter({ hasText: "La version de l'autre onglet est maintenant affichée ici." })).toBeFocused();
    await expect(level(first, 0, 2)).toBeChecked();
    await expect(first.getByRole('radio', { name: 'Refuser' })).toBeChecked();

    // 4. The second tab submits, by keyboard: the review reads back, read-only, with when it was submitted.
    await submitButton.focus();
    await second.keyboard.press('Enter');
    await expect(second.locator('[tabindex="-1"]').filter({ hasText: 'Évaluation envoyée' })).toBeFocused();
    const submitted = second.getByRole('region', { name: 'Ce que vous avez envoyé' });
    await expect(submitted).toContainText(`${rubric.criteria[0]?.label.fr ?? ''}2 sur 5 – `);
    await expect(submitted).toContainText('Refuser');
    await expect(submitted).toContainText(/Envoyée le \d{1,2} \w+/);
    await expect(groups(second)).toHaveCount(0);
    await expectAccessibleStaffPage(second, 'the submitted review read-only');

    // 5. Later, from the queue: the same review, still read-only.
    await second.goto(`${LUMIERE}/reviews`);
    await second.getByRole('link', { name: `Ouvrir l'évaluation du candidat ${target.pseudonym}` }).click();
    const later = second.getByRole('region', { name: 'Ce que vous avez envoyé' });
    await expect(later).toContainText(`${rubric.criteria[0]?.label.fr ?? ''}2 sur 5 – `);
    await expect(later).toContainText('Refuser');
    await expect(later).toContainText('Aucun commentaire.');
    await expect(second.getByRole('button', { name: "Envoyer l'évaluation" })).toHaveCount(0);
    await context.close();
  });

  test('a comment over 4000 characters: the scores are saved, the page says the comment was not and why, and keeps it', async ({ browser }) => {
    const email = 'jury2@lumiere.example';
    const target = (await queueOf(email)).find((item) => item.state !== 'submitted' && item.ended === null);
    if (target === undefined) throw new Error('no open review for jury2');
    const context = await browser.newContext();
    const page = await context.newPage();
    await signInStaff(page, email, 'lumiere');
    await page.getByRole('radio', { name: 'EN' }).click();
    await page.goto(`${LUMIERE}/reviews/${target.assignment_id}`);
    await expect(page.getByRole('heading', { level: 2, name: `Candidate ${target.pseudonym}` })).toBeVisible();
    await choose(page, 0, 3);
    await page.getByText('Unsure', { exact: true }).click();
    const comment = page.getByRole('textbox', { name: 'Comment' });
    const long = 'A'.repeat(4001);
    await comment.fill(long);
    const status = page.getByRole('status').filter({ hasText: /Draft saved/ });
    await expect(status).toContainText('The comment was not saved: it is 4,001 characters long and at most 4,000 are allowed.');
    await expect(page.getByText('we will try again', { exact: false })).toHaveCount(0);
    await expect(comment).toHaveValue(long);
    // The server holds the score and the recommendation.
    const saved = await workspaceOf(email, target.assignment_id);
    expect(saved.draft?.scores[saved.rubric.criteria[0]?.id ?? '']).toBe(3);
    expect(saved.draft?.recommendation).toBe('unsure');
    // A reload keeps the text typed, and says the same.
    await page.reload();
    await expect(page.getByRole('textbox', { name: 'Comment' })).toHaveValue(long);
    await expect(page.getByRole('status').filter({ hasText: /Draft saved/ })).toContainText('The comment was not saved');
    // Shortened, it is saved with the rest.
    await page.getByRole('textbox', { name: 'Comment' }).fill('Short enough.');
    await expect(page.getByRole('status').filter({ hasText: /Draft saved/ })).not.toContainText('The comment was not saved');
    await expect.poll(async () => (await workspaceOf(email, target.assignment_id)).draft?.comment).toBe('Short enough.');
    await context.close();
  });
});
