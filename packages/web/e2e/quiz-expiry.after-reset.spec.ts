import { expect, expectAccessible, resetBackend, signIn, test } from './support/fixtures';

// Runs alone, after every other test: the reset gives quiz.expiring its 25 seconds again (playwright.config.ts).
test('a quiz running out of time ends on Quiz Over: time expired', async ({ page }) => {
  test.setTimeout(120_000);
  await resetBackend();
  await signIn(page, 'quiz.expiring@northbridge.example');
  await expect(page).toHaveURL(/\/quiz$/);
  await expect(page.getByRole('timer')).toHaveText(/^0:[0-2]\d$/);
  await expect(page.getByRole('timer')).toHaveAttribute('role', 'timer');
  await expect(page.getByText('Your quiz time has expired')).toBeVisible({ timeout: 40_000 });
  await expect(page.getByRole('heading', { name: 'Quiz Over' })).toBeVisible();
  await expectAccessible(page, 'Quiz Over after expiry');
});
