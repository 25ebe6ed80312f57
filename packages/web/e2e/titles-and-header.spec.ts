import type { Page } from '@playwright/test';
import { expect, expectAccessible, signIn, test } from './support/fixtures';
import { SECOND_BRAND_URL } from './support/ports';

// Each page's browser title names the page, then the school, in the page's language, and follows the route and the
// language switch (WCAG 2.4.2). On a phone the header shows the school's whole name (390 and 320 px, both brands), and
// its Account menu closes with Escape and behind a dialog opened from it, the focus coming back to its button. The
// privacy notice lists every datum collected and the self-service download and deletion, in both languages.

const NORTHBRIDGE = 'Northbridge Business School';
const LUMIERE = 'École Lumière';
const FRENCH = /^(FR|Français)$/;
const ENGLISH = /^(EN|English)$/;
const DOCUMENTS = /^(View|Upload) Documents$/;

/** Whether a text of the banner is cut off by the element that holds it (an ellipsis, a clamped line). */
const cutOffInBanner = (page: Page, text: string) =>
  page.getByRole('banner').evaluate((banner, wanted) => {
    const walker = document.createTreeWalker(banner, NodeFilter.SHOW_TEXT);
    for (let node = walker.nextNode(); node; node = walker.nextNode()) {
      const start = (node.textContent ?? '').indexOf(wanted);
      const holder = node.parentElement;
      if (start < 0 || holder === null || holder.getClientRects().length === 0) continue;
      const range = document.createRange();
      range.setStart(node, start);
      range.setEnd(node, start + wanted.length);
      const box = holder.getBoundingClientRect();
      return [...range.getClientRects()].some((rect) => rect.right > box.right + 0.5 || rect.bottom > box.bottom + 0.5 || rect.left < box.left - 0.5);
    }
    return true;
  }, text);

test.describe('page titles', () => {
  test('signed out: the sign-in page and a public page, named first, in each language and brand', async ({ page }) => {
    await page.goto('/auth');
    await expect(page).toHaveTitle(`Sign in – ${NORTHBRIDGE}`);
    await page.getByRole('radio', { name: FRENCH }).check();
    await expect(page).toHaveTitle(`Connexion – ${NORTHBRIDGE}`);
    await page.getByRole('radio', { name: ENGLISH }).check();
    await expect(page).toHaveTitle(`Sign in – ${NORTHBRIDGE}`);
    await page.goto('/privacy');
    await expect(page).toHaveTitle(`Privacy notice – ${NORTHBRIDGE}`);
    await page.goto(`${SECOND_BRAND_URL}/auth`);
    await expect(page).toHaveTitle(`Connexion – ${LUMIERE}`);
    await page.goto(`${SECOND_BRAND_URL}/privacy`);
    await expect(page).toHaveTitle(`Politique de confidentialité – ${LUMIERE}`);
  });

  test('signed in: the title follows each route change, by keyboard, and the language switch; an unknown page says so', async ({ page }) => {
    await signIn(page, 'admissible@northbridge.example');
    await expect(page).toHaveTitle(`Your applications – ${NORTHBRIDGE}`);
    const view = page.getByRole('button', { name: DOCUMENTS }).first();
    await view.focus();
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(/\/documents$/);
    await expect(page).toHaveTitle(`Your Documents – ${NORTHBRIDGE}`);
    // The focus is on the new page's heading, which the title names.
    await expect(page.getByRole('heading', { level: 1, name: 'Your Documents' })).toBeFocused();
    await page.getByRole('banner').getByRole('radio', { name: FRENCH }).check();
    await expect(page).toHaveTitle(`Vos documents – ${NORTHBRIDGE}`);
    await page.getByRole('banner').getByRole('radio', { name: ENGLISH }).check();
    await page.goBack();
    await expect(page).toHaveTitle(`Your applications – ${NORTHBRIDGE}`);
    await page.goto('/nowhere');
    await expect(page).toHaveTitle(`Oops! Page not found – ${NORTHBRIDGE}`);
  });
});

for (const width of [390, 320] as const) {
  test.describe(`the phone header at ${width} px`, () => {
    test.use({ viewport: { width, height: 800 } });

    test('shows the whole school name on one bar, in both brands, on the dashboard and under a Back button', async ({ page, browser }) => {
      await signIn(page, 'rejected@northbridge.example');
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
      expect(await cutOffInBanner(page, NORTHBRIDGE), 'the school name is cut off on the dashboard').toBe(false);
      await page.getByRole('button', { name: DOCUMENTS }).first().click();
      await expect(page).toHaveURL(/\/documents$/);
      // The address changes before the documents page has drawn (the dashboard stays until it has loaded).
      await expect(page.getByRole('banner').getByRole('button', { name: 'Back to Dashboard' })).toBeVisible();
      expect(await cutOffInBanner(page, NORTHBRIDGE), 'the school name is cut off beside Back').toBe(false);
      expect((await page.getByRole('banner').boundingBox())?.height ?? 0).toBeLessThanOrEqual(64);

      const context = await browser.newContext({ viewport: { width, height: 800 } });
      const second = await context.newPage();
      await signIn(second, 'soumis.fr@lumiere.example', { origin: SECOND_BRAND_URL });
      await expect(second.getByRole('heading', { level: 1 })).toBeVisible();
      await second.getByRole('button', { name: /^(Voir|Téléverser) les documents$/ }).first().click();
      await expect(second).toHaveURL(/\/documents$/);
      await expect(second.getByRole('banner').getByRole('button', { name: /^Retour/ })).toBeVisible();
      expect(await cutOffInBanner(second, LUMIERE), 'the second school name is cut off beside Retour').toBe(false);
      await context.close();
    });
  });
}

test.describe('the phone Account menu', () => {
  test.use({ viewport: { width: 390, height: 844 } });

  test('Escape closes it, the focus back on its button; a dialog opened from it closes it, and gives the focus back to it', async ({ page }) => {
    await signIn(page, 'docs.complete@northbridge.example');
    const toggle = page.getByRole('banner').getByRole('button', { name: 'Account', exact: true });
    await toggle.focus();
    await page.keyboard.press('Enter');
    await expect(toggle).toHaveAttribute('aria-expanded', 'true');
    await page.keyboard.press('Tab');
    await page.keyboard.press('Escape');
    await expect(toggle).toHaveAttribute('aria-expanded', 'false');
    await expect(page.getByRole('button', { name: 'Sign out' })).toBeHidden();
    await expect(toggle).toBeFocused();

    await page.keyboard.press('Enter');
    const ask = page.getByRole('button', { name: 'Ask for account deletion' });
    await ask.focus();
    await page.keyboard.press('Enter');
    const dialog = page.getByRole('dialog').or(page.getByRole('alertdialog'));
    await expect(dialog).toBeVisible();
    await expect(toggle).toHaveAttribute('aria-expanded', 'false');
    await expectAccessible(page, 'the deletion dialog over a closed account menu');
    await page.keyboard.press('Escape');
    await expect(dialog).toBeHidden();
    await expect(toggle).toBeFocused();
  });
});

test.describe('the privacy notice', () => {
  for (const { origin, language, texts } of [
    {
      origin: '',
      language: 'en',
      texts: ['phone number', 'Your level of English', '“Download my data”', '“Ask for account deletion”'],
    },
    {
      origin: SECOND_BRAND_URL,
      language: 'fr',
      texts: ['numéro de téléphone', 'Votre niveau d’anglais', '« Télécharger mes données »', '« Demander la suppression du compte »'],
    },
  ]) {
    test(`lists the phone number and the English level, and the self-service download and deletion (${language})`, async ({ page }) => {
      await page.goto(`${origin}/privacy`);
      for (const text of texts) await expect(page.getByText(text, { exact: false })).toBeVisible();
      await expectAccessible(page, `the privacy notice (${language})`);
    });
  }
});
