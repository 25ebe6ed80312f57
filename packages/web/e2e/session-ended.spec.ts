import type { Page } from '@playwright/test';
import { LOCAL_ANON_KEY } from '../src/config/app-config';
import { expect, expectAccessible, signIn, test } from './support/fixtures';
import { PHONES } from './support/phone';
import { BACKEND_URL, SECOND_BRAND_URL } from './support/ports';

// A session the server no longer honours (an edited token, a session revoked, the data reset) and that a token
// refresh cannot cure ends: the page lands on /auth with a message that stays, and never spins on "Verifying
// access..." while its reads answer 401.

const ENDED = {
  en: 'Your session has ended. Sign in again to continue.',
  fr: 'Votre session a pris fin. Reconnectez-vous pour continuer.',
};

/** The stored session (supabase-js' `sb-*-auth-token` item) of the page. */
async function storedSession(page: Page): Promise<{ key: string; access_token: string; refresh_token: string }> {
  return page.evaluate(() => {
    const key = Object.keys(localStorage).find((name) => name.endsWith('-auth-token'));
    if (key === undefined) throw new Error('no stored session');
    return { key, ...(JSON.parse(localStorage.getItem(key) ?? '{}') as { access_token: string; refresh_token: string }) };
  });
}

/** The sign-in page, with the session's end said in words that stay, the focus not lost, and no spinner. */
async function expectSignedOutWithMessage(page: Page, language: 'en' | 'fr', what: string): Promise<void> {
  await expect(page).toHaveURL(/\/auth$/, { timeout: 20_000 });
  const message = page.getByRole('alert').filter({ hasText: ENDED[language] });
  await expect(message).toBeVisible();
  await expect(page.getByText(/Verifying access|Vérification/)).toHaveCount(0);
  // It stays: no toast that fades, and nothing polls the server into another state.
  await page.waitForTimeout(6_000);
  await expect(message).toBeVisible();
  await expect(page).toHaveURL(/\/auth$/);
  // The stored session is gone: a reload does not try it again, and the message has said its piece.
  expect(await page.evaluate(() => Object.keys(localStorage).some((name) => name.endsWith('-auth-token')))).toBe(false);
  // The keyboard starts from the sign-in form.
  await page.getByRole('textbox', { name: /email|adresse/i }).focus();
  await expect(page.getByRole('textbox', { name: /email|adresse/i })).toBeFocused();
  await expectAccessible(page, what);
}

test.describe('a session the server no longer honours', () => {
  test('an edited token: the reload lands on /auth with the message, not on an endless "Verifying access..."', async ({ page }) => {
    await signIn(page, 'docs.incomplete@northbridge.example');
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    const session = await storedSession(page);
    // A token whose signature no longer matches, and a refresh token the server never gave.
    await page.evaluate(({ key, access_token }) => {
      const stored = JSON.parse(localStorage.getItem(key) ?? '{}') as Record<string, unknown>;
      const [header, payload] = access_token.split('.');
      localStorage.setItem(key, JSON.stringify({ ...stored, access_token: `${header}.${payload}.tampered`, refresh_token: 'not-a-refresh-token' }));
    }, session);
    await page.reload();
    await expectSignedOutWithMessage(page, 'en', 'the sign-in page after an edited token');
  });

  test('revoked while the page is open (French, on a phone): the next read ends it on /auth, in French', async ({ browser }) => {
    const [phone] = PHONES;
    const context = await browser.newContext({ viewport: phone });
    const page = await context.newPage();
    await signIn(page, 'documents.fr@lumiere.example', { origin: SECOND_BRAND_URL });
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    const { access_token } = await storedSession(page);
    // Every session of this sign-in revoked, as a data reset or an account deletion does.
    const logout = await fetch(`${BACKEND_URL}/auth/v1/logout?scope=local`, { method: 'POST', headers: { apikey: LOCAL_ANON_KEY, authorization: `Bearer ${access_token}` } });
    expect(logout.status).toBe(204);
    await page.getByRole('button', { name: 'Voir les documents' }).or(page.getByRole('button', { name: 'Téléverser les documents' })).first().click();
    await expectSignedOutWithMessage(page, 'fr', 'the French sign-in page after a revoked session');
    await context.close();
  });
});
