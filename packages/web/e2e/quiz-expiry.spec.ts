import { expect, expectAccessible, rearmExpiringQuiz, signIn, test } from './support/fixtures';

// quiz.expiring is this spec's alone: the dev route gives its quiz 25 seconds again (QUIZ_EXPIRING_SECONDS in
// playwright.config.ts) without resetting anyone else's data, so it runs beside the other specs.
test('a quiz running out of time ends on Quiz Over: time expired', async ({ page }) => {
  test.setTimeout(120_000);
  await rearmExpiringQuiz();
  await signIn(page, 'quiz.expiring@northbridge.example');
  await expect(page).toHaveURL(/\/quiz$/);
  await expect(page.getByRole('timer')).toHaveText(/^0:[0-2]\d$/);
  await expect(page.getByRole('timer')).toHaveAttribute('role', 'timer');
  await expect(page.getByText('Your quiz time has expired')).toBeVisible({ timeout: 40_000 });
  await expect(page.getByRole('heading', { name: 'Quiz Over' })).toBeVisible();
  await expectAccessible(page, 'Quiz Over after expiry');
});
