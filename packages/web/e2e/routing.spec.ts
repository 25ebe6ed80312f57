import { expect, expectAccessible, signIn, test } from './support/fixtures';

test.describe('redirect rules and the not-found page', () => {
  test('anonymous visitors only see /auth', async ({ page }) => {
    for (const path of ['/', '/documents', '/quiz', '/anything']) {
      await page.goto(path);
      await expect(page).toHaveURL(/\/auth$/);
    }
  });

  test('a program without quiz: /quiz says Quiz Not Required and returns to /', async ({ page }) => {
    await signIn(page, 'docs.submitted@northbridge.example');
    await page.goto('/quiz');
    await expect(page.getByText('Your program does not require a math assessment.')).toHaveCount(1);
    await expect(page).toHaveURL(/:\d+\/$/);
  });

  test('an emptied fragment or an in-page link to # leaves no bare # in the address bar', async ({ page }) => {
    await signIn(page, 'docs.submitted@northbridge.example');
    await page.goto('/documents');
    await expect(page.getByRole('heading', { level: 1, name: 'Your Documents' })).toBeVisible();
    // As supabase-js clears a sign-in link's tokens.
    await page.evaluate(() => {
      window.location.hash = 'access_token=x';
      window.location.hash = '';
    });
    await expect(page).toHaveURL(/\/documents$/);
    await page.evaluate(() => {
      const link = document.createElement('a');
      link.href = '#';
      document.body.append(link);
      link.click();
      link.remove();
    });
    await expect(page).toHaveURL(/\/documents$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Your Documents' })).toBeVisible();
  });

  test('an ongoing quiz forces /quiz from any page', async ({ page }) => {
    await signIn(page, 'quiz.ongoing@northbridge.example');
    await expect(page).toHaveURL(/\/quiz$/);
    await page.goto('/documents');
    await expect(page).toHaveURL(/\/quiz$/);
  });

  test('the not-found page logs the path and links home', async ({ page }) => {
    await signIn(page, 'rejected@northbridge.example');
    const warning = page.waitForEvent('console', (message) => message.type() === 'warning' && message.text().includes('/no/such/page'));
    await page.goto('/no/such/page');
    await warning;
    await expect(page.getByRole('heading', { level: 1, name: 'Oops! Page not found' })).toBeFocused();
    await expectAccessible(page, 'the not-found page');
    await page.getByRole('link', { name: 'Return to Home' }).click();
    await expect(page).toHaveURL(/:\d+\/#?$/);
    await expect(page.getByRole('heading', { name: 'Welcome back!' })).toBeVisible();
  });

  test('the default brand on any other host', async ({ page }) => {
    await page.goto(page.url().replace('about:blank', '') || '/');
    await page.goto(`http://127.0.0.1:${new URL(test.info().project.use.baseURL ?? 'http://localhost:4198').port}/auth`);
    await expect(page).toHaveTitle('Sign in – Admission Platform');
    await expect(page.locator('link[rel="icon"]')).toHaveAttribute('href', '/favicon-default.png');
  });
});
