// Steps that the candidate journeys share in both brands, with the texts of the page's language.
import type { BrowserContext, Locator, Page } from '@playwright/test';
import { expect } from './fixtures';
import { QUIZ_MIN_ANSWER_INTERVAL_MS } from './quiz-timing';

/** The answers of the current question (the language toggle is a radio group too, and comes first). */
export const answers = (page: Page) => page.getByRole('radiogroup').last().getByRole('radio');

export interface QuizTexts {
  /** A question's caption ('Question 3 of 20', 'Question 3 sur 20'). */
  readonly caption: (number: number) => string;
  /** The answer button ('Submit', 'Valider'). */
  readonly submit: string;
  /** The toast of an answer given too fast ('Please Slow Down'). */
  readonly slowDown: string;
  /** The button while blocked ('Wait 3s'). */
  readonly wait: RegExp;
}

/**
 * Answers every question of a started quiz, each a little over QUIZ_MIN_ANSWER_INTERVAL_MS after it was shown
 * (the backend refuses answers given sooner). After the first answer, one answer is sent at once to
 * show the slow-down block. Each next question takes the focus to its caption. `afterQuestion` runs after
 * each question is answered.
 */
export async function answerEveryQuestion(page: Page, texts: QuizTexts, count: number, afterQuestion?: (number: number) => Promise<void>): Promise<void> {
  for (let number = 1; number <= count; number += 1) {
    await expect(page.getByText(texts.caption(number), { exact: true })).toBeVisible();
    await expect(page.getByRole('button', { name: texts.submit })).toBeVisible({ timeout: 5000 });
    await page.waitForTimeout(QUIZ_MIN_ANSWER_INTERVAL_MS + 100);
    await answers(page).nth(number % 4).check({ force: true });
    await page.getByRole('button', { name: texts.submit }).click();
    // The next question takes the focus to its caption.
    if (number < count) await expect(page.getByRole('heading', { name: texts.caption(number + 1), exact: true })).toBeFocused();
    if (number === 1) {
      // Answering the next question at once is too fast: the block, its toast and the 'Wait' button.
      await answers(page).first().check({ force: true });
      await page.getByRole('button', { name: texts.submit }).click();
      await expect(page.getByText(texts.slowDown)).toBeVisible();
      await expect(page.getByRole('button', { name: texts.wait })).toBeDisabled();
      await expect(answers(page).first()).toBeDisabled();
    }
    await afterQuestion?.(number);
    if (number < count) await expect(page.getByText(texts.caption(number + 1), { exact: true })).toBeVisible();
  }
}

/**
 * From the payment dialog to a paid invoice: the dialog's button opens the stand-in for Stripe's hosted page in
 * a new tab, which is paid and closed; the portal page is then where the dialog left it.
 */
export async function payInNewTab(context: BrowserContext, dialog: Locator, goToPayment: string): Promise<void> {
  const popup = context.waitForEvent('page');
  await dialog.getByRole('button', { name: goToPayment }).click();
  const stripe = await popup;
  await stripe.waitForLoadState();
  await stripe.getByRole('button', { name: /pay/i }).first().click();
  await expect(stripe.getByText(/paid/i).first()).toBeVisible();
  await stripe.close();
}
