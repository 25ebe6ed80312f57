// The sign-in email's link opens /auth/confirm, which signs in only when the person presses its button: a mail
// scanner that opens the link first spends nothing. Used, expired and broken links say what happened and email a
// new link, whose code signs in (in the browser that asked, or in another one).
import type { Browser, Page } from '@playwright/test';
import { generatedCandidates as candidates } from './support/generated-candidates';
import { SECOND_BRAND_URL } from './support/ports';
import { confirmButton, expect, expectAccessible, expireSignInLinks, latestMail, markMailbox, test } from './support/fixtures';

/** Asks /auth for a link (in this page, so this browser remembers the address) and returns the email. */
async function askForLink(page: Page, email: string, origin = '') {
  const since = await markMailbox(email);
  await page.goto(`${origin}/auth`);
  await page.getByRole('textbox', { name: /email|adresse/i }).fill(email);
  await page.getByRole('button', { name: /send magic link|envoyer le lien/i }).click();
  // As a person would: the page says the link was sent (and has remembered the address) before the email is opened.
  const escaped = email.replace(/[.+]/g, '\\$&');
  await expect(page.getByText(new RegExp(`(We sent a sign-in link to|Nous avons envoyé un lien de connexion à) ${escaped}`))).toBeVisible();
  return latestMail(email, since);
}

async function newBrowser(browser: Browser) {
  const context = await browser.newContext();
  return { context, page: await context.newPage() };
}

test.describe('the sign-in link\'s confirm page', () => {
  test('a link opened first by a mail scanner (a plain GET, and a browser that runs the page) still signs in, on the button only', async ({ page, browser, request }) => {
    const [email = ''] = await candidates(1, 0);
    const mail = await askForLink(page, email);
    expect(mail.link).toMatch(/\/auth\/confirm\?token_hash=[0-9a-f]+&type=email$/);

    // A scanner fetching the URL, and one rendering it with scripts: neither presses the button.
    expect((await request.get(mail.link)).ok()).toBe(true);
    const scanner = await newBrowser(browser);
    await scanner.page.goto(mail.link);
    await expect(confirmButton(scanner.page)).toBeVisible();
    await scanner.page.waitForLoadState('networkidle');
    await scanner.context.close();

    await page.goto(mail.link);
    await expect(page.getByRole('heading', { name: 'Sign in to Northbridge Business School' })).toBeVisible();
    await expectAccessible(page, 'the confirm page');
    await confirmButton(page).click();
    await expect(page).toHaveURL(/:\d+\/$/);
    await expect(page.getByRole('heading', { name: /Welcome back|No applications found/ })).toBeVisible();
  });

  test('an expired link says so and emails a new link to the address this browser asked for; the new code signs in', async ({ page }) => {
    const [email = ''] = await candidates(1, 1);
    const mail = await askForLink(page, email);
    await expireSignInLinks(email);

    await page.goto(mail.link);
    await confirmButton(page).click();
    await expect(page.getByText('This sign-in link has already been used or has expired. Each link works once, for 10 minutes.')).toBeVisible();
    const address = page.getByRole('textbox', { name: 'Email address' });
    await expect(address).toHaveValue(email);
    await expectAccessible(page, 'the confirm page with an expired link');

    const since = await markMailbox(email);
    // A malformed address gets the sign-in page's own message and is not sent; the corrected one is.
    await address.fill('ada@example');
    await page.getByRole('button', { name: 'Email me a new link' }).click();
    await expect(page.getByText('Enter a valid email address, like name@example.com.')).toBeVisible();
    await expect(address).toHaveAttribute('aria-invalid', 'true');
    await expect(page.getByText(/We sent a new link and code/)).toHaveCount(0);
    await address.fill(email);
    await page.getByRole('button', { name: 'Email me a new link' }).click();
    await expect(page.getByText(`We sent a new link and code to ${email}. Open the link, or type the code here.`)).toBeVisible();
    const fresh = await latestMail(email, since);
    expect(fresh.link).not.toBe(mail.link);
    const code = page.getByRole('textbox', { name: '6-digit code' });
    await expect(code).toBeFocused();
    await code.fill('12');
    await page.getByRole('button', { name: 'Sign in with code' }).click();
    await expect(page.getByText('Enter the 6 digits of the code from the email.')).toBeVisible();
    await code.fill(fresh.code);
    await page.getByRole('button', { name: 'Sign in with code' }).click();
    await expect(page).toHaveURL(/:\d+\/$/);
  });

  test('in French on the second brand: a link works in another browser; opened again elsewhere it is spent, and a new link signs in there', async ({ page, browser }) => {
    const [email = ''] = await candidates(1, 2);
    const mail = await askForLink(page, email, SECOND_BRAND_URL);
    expect(mail.link.startsWith(`${SECOND_BRAND_URL}/auth/confirm?`)).toBe(true);

    const phone = await newBrowser(browser);
    await phone.page.goto(mail.link);
    await expect(phone.page.getByRole('heading', { name: "Connexion à l'École Lumière" })).toBeVisible();
    await confirmButton(phone.page).click();
    await expect(phone.page).toHaveURL(/:\d+\/$/);
    await phone.context.close();

    const other = await newBrowser(browser);
    await other.page.goto(mail.link);
    await confirmButton(other.page).click();
    await expect(other.page.getByText('Ce lien de connexion a déjà été utilisé ou a expiré.', { exact: false })).toBeVisible();
    // This browser never asked for a link: the address is typed, and a missing one is explained.
    const address = other.page.getByRole('textbox', { name: 'Adresse e-mail' });
    await expect(address).toHaveValue('');
    await other.page.getByRole('button', { name: "M'envoyer un nouveau lien" }).click();
    await expect(other.page.getByText('Veuillez saisir votre adresse e-mail.')).toBeVisible();
    const since = await markMailbox(email);
    await address.fill(email);
    await other.page.getByRole('button', { name: "M'envoyer un nouveau lien" }).click();
    const fresh = await latestMail(email, since);
    await other.page.getByRole('textbox', { name: 'Code à 6 chiffres' }).fill(fresh.code);
    await other.page.getByRole('button', { name: 'Se connecter avec le code' }).click();
    await expect(other.page).toHaveURL(/:\d+\/$/);
    await other.context.close();
  });

  test('a broken link explains itself and offers a new one', async ({ page }) => {
    await page.goto('/auth/confirm?token_hash=abc');
    await expect(page.getByText('This sign-in link is incomplete. Open the whole link from the email, or ask for a new one below.')).toBeVisible();
    await expect(confirmButton(page)).toHaveCount(0);
    await expect(page.getByRole('button', { name: 'Email me a new link' })).toBeVisible();
    await expectAccessible(page, 'the confirm page with a broken link');
  });
});
