import { expect, expectAccessible, signIn, test } from './support/fixtures';
import { answerEveryQuestion } from './support/journeys';

test.describe('quiz', () => {
  test('from the intro dialog to the end: countdown, slow-down block, every question, Quiz Over', async ({ page }) => {
    test.setTimeout(180_000); // 20 answers, each QUIZ_MIN_ANSWER_INTERVAL_MS apart
    await signIn(page, 'quiz.ready@northbridge.example');
    await page.getByRole('button', { name: 'Start Quiz' }).click();
    await page.getByRole('dialog', { name: 'Admission Test' }).getByRole('button', { name: 'Start', exact: true }).click();
    await expect(page).toHaveURL(/\/quiz$/);
    await expect(page.getByRole('timer')).toHaveText(/^(40:00|39:5\d)$/);
    await expect(page.getByText('Question 1')).toBeVisible();
    await expectAccessible(page, 'the quiz question');

    await answerEveryQuestion(page, { submit: 'Submit', slowDown: 'Please Slow Down', wait: /^Wait \ds$/ }, 20);
    await expect(page.getByRole('heading', { name: 'Quiz Over' })).toBeVisible();
    await expect(page.getByText('Thank you for taking the quiz. Your responses have been recorded.')).toBeVisible();
    await expectAccessible(page, 'Quiz Over');
    await page.getByRole('button', { name: 'Return to Dashboard' }).click();
    await expect(page.getByRole('button', { name: 'Quiz completed' })).toBeDisabled();
  });

  test('an ongoing quiz resumes after a reload; the overlay when the window is left; the language switch', async ({ page }) => {
    await signIn(page, 'quiz.ongoing@northbridge.example');
    await expect(page).toHaveURL(/\/quiz$/);
    await expect(page.getByText('Question 1')).toBeVisible();
    const question = await page.getByRole('radiogroup').last().textContent();
    const timer = await page.getByRole('timer').textContent();

    await page.reload();
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

    await page.getByRole('radio', { name: 'FR' }).click();
    await expect(page.getByRole('heading', { name: 'Quiz de mathématiques' })).toBeVisible();
  });

  test('an expired quiz shows Quiz Over', async ({ page }) => {
    await signIn(page, 'quiz.expired@northbridge.example');
    await page.goto('/quiz');
    await expect(page.getByRole('heading', { name: 'Quiz Over' })).toBeVisible();
  });
});
