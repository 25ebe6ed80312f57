import { expect, expectAccessible, signIn, test } from './support/fixtures';
import { answerEveryQuestion, answers } from './support/journeys';

const caption = (number: number) => `Question ${number} of 20`;

test.describe('quiz', () => {
  test('from the intro dialog to the end: countdown, slow-down block, every question, Quiz Over', async ({ page }) => {
    test.setTimeout(180_000); // 20 answers, each QUIZ_MIN_ANSWER_INTERVAL_MS apart
    await signIn(page, 'quiz.ready@northbridge.example');
    await page.getByRole('button', { name: 'Start Quiz' }).click();
    await page.getByRole('dialog', { name: 'Admission Test' }).getByRole('button', { name: 'Start', exact: true }).click();
    await expect(page).toHaveURL(/\/quiz$/);
    // The route change takes the focus to the page's heading.
    await expect(page.getByRole('heading', { level: 1, name: 'Math Quiz' })).toBeFocused();
    await expect(page.getByRole('timer')).toHaveText(/^(40:00|39:5\d)$/);
    await expect(page.getByText(caption(1), { exact: true })).toBeVisible();
    await expectAccessible(page, 'the quiz question');

    await answerEveryQuestion(page, { caption, submit: 'Submit', slowDown: 'Please Slow Down', wait: /^Wait \ds$/ }, 20);
    await expect(page.getByRole('heading', { name: 'Quiz Over' })).toBeFocused();
    await expect(page.getByText('Thank you for taking the quiz. Your responses have been recorded.')).toBeVisible();
    await expectAccessible(page, 'Quiz Over');
    await page.getByRole('button', { name: 'Return to Dashboard' }).click();
    // The end is final in the cache at once: the dashboard stays, it does not send back to /quiz.
    await expect(page.getByRole('button', { name: 'Quiz completed' })).toBeDisabled();
    await expect(page).toHaveURL(/:\d+\/$/);
    await page.waitForTimeout(1500);
    await expect(page).toHaveURL(/:\d+\/$/);
  });

  test('an ongoing quiz resumes after a reload; the overlay when the window is left; the language switch', async ({ page }) => {
    await signIn(page, 'quiz.ongoing@northbridge.example');
    await expect(page).toHaveURL(/\/quiz$/);
    // Five answered: the sixth of twenty, also after a reload.
    await expect(page.getByText(caption(6), { exact: true })).toBeVisible();
    const question = await page.getByRole('radiogroup').last().textContent();
    const timer = await page.getByRole('timer').textContent();

    await page.reload();
    await expect(page.getByText(caption(6), { exact: true })).toBeVisible();
    await expect(page.getByRole('radiogroup').last()).toHaveText(question ?? '');
    const [minutes] = (timer ?? '0:00').split(':');
    await expect(page.getByRole('timer')).toHaveText(new RegExp(`^(${minutes}|${Number(minutes) - 1}):\\d\\d$`));

    await page.evaluate(() => window.dispatchEvent(new Event('blur')));
    const overlay = page.getByRole('alertdialog', { name: 'Stay on the Screen' });
    await expect(overlay).toBeVisible();
    await expect(overlay.getByText('You must remain on this page during the quiz')).toBeVisible();
    await expectAccessible(page, 'the Stay on the Screen overlay');
    await page.evaluate(() => window.dispatchEvent(new Event('focus')));
    await expect(overlay).toBeHidden();
    await page.evaluate(() => document.documentElement.dispatchEvent(new MouseEvent('mouseleave')));
    await expect(overlay).toBeVisible();
    await page.evaluate(() => document.documentElement.dispatchEvent(new MouseEvent('mouseenter')));
    await expect(overlay).toBeHidden();

    // The overlay's own way back: its button (which has the focus), or Escape.
    await page.evaluate(() => document.documentElement.dispatchEvent(new MouseEvent('mouseleave')));
    await expect(overlay.getByRole('button', { name: 'Back to the quiz' })).toBeFocused();
    await page.keyboard.press('Escape');
    await expect(overlay).toBeHidden();
    await page.evaluate(() => document.documentElement.dispatchEvent(new MouseEvent('mouseleave')));
    await page.keyboard.press('Enter');
    await expect(overlay).toBeHidden();

    // Tab goes round the page: past the last control to the first, and back, never out of the window.
    await answers(page).first().check({ force: true });
    const submit = page.getByRole('button', { name: 'Submit' });
    await submit.focus();
    await page.keyboard.press('Tab');
    await expect(page.getByRole('button', { name: 'Back to Dashboard' })).toBeFocused();
    await page.keyboard.press('Shift+Tab');
    await expect(submit).toBeFocused();
    for (let step = 0; step < 8; step += 1) await page.keyboard.press('Tab');
    await expect(overlay).toBeHidden();
    expect(await page.evaluate(() => document.hasFocus() && document.activeElement !== document.body)).toBe(true);

    await page.getByRole('radio', { name: 'FR' }).click();
    await expect(page.getByRole('heading', { name: 'Quiz de mathématiques' })).toBeVisible();
  });

  test('an expired quiz shows Quiz Over', async ({ page }) => {
    await signIn(page, 'quiz.expired@northbridge.example');
    await page.goto('/quiz');
    await expect(page.getByRole('heading', { name: 'Quiz Over' })).toBeVisible();
  });
});
