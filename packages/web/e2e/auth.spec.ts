import { BACKEND_URL } from './support/ports';
import { confirmButton, expect, expectAccessible, latestMail, markMailbox, signIn, test } from './support/fixtures';
import { withSignInLock } from './support/sign-in-lock';

test.describe('sign-in (first brand)', () => {
  test('the sign-in page, its title and icon, then the emailed link signs in and returns to /', async ({ page }) => {
    await page.goto('/');
    await expect(page).toHaveURL(/\/auth$/);
    await expect(page).toHaveTitle('Sign in – Northbridge Business School');
    await expect(page.locator('link[rel="icon"]')).toHaveAttribute('href', '/favicon-northbridge.png');
    await expect(page.getByRole('heading', { name: 'Welcome to Northbridge Business School' })).toBeVisible();
    await expectAccessible(page, '/auth');

    await page.getByRole('button', { name: 'Send magic link' }).click();
    await expect(page.getByText('Email required. Please enter your email address.')).toBeVisible();

    // The link is spent before another spec (dashboard.spec.ts) may ask one for the same account.
    await withSignInLock('admissible@northbridge.example', async () => {
      const since = await markMailbox('admissible@northbridge.example');
      await page.getByRole('textbox', { name: 'Email address' }).fill('  Admissible@Northbridge.example ');
      await page.getByRole('button', { name: 'Send magic link' }).click();
      await expect(page.getByText('We sent a sign-in link to admissible@northbridge.example.').first()).toBeVisible();
      await expectAccessible(page, '/auth after the link was sent');
      const mail = await latestMail('admissible@northbridge.example', since);
      await page.goto(mail.link);
      await expect(page).toHaveURL(/\/auth\/confirm\?token_hash=/);
      await confirmButton(page).click();
      await expect(page).toHaveURL(/:\d+\/#?$/);
    });
    await expect(page.getByRole('heading', { name: 'Welcome back!' })).toBeVisible();
    await expect(page.getByText('admissible@northbridge.example')).toBeVisible();

    // Already signed in: /auth sends back to / (replacing history).
    await page.goto('/auth');
    await expect(page).toHaveURL(/:\d+\/#?$/);
  });

  test('the 6-digit code from the same email signs in on this device', async ({ page }) => {
    await signIn(page, 'rejected@northbridge.example', { by: 'code' });
    await expect(page.getByRole('heading', { name: 'Welcome back!' })).toBeVisible();
  });

  test('a wrong code is refused with a clear message', async ({ page }) => {
    await page.goto('/auth');
    await page.getByRole('textbox', { name: 'Email address' }).fill('quiz.expired@northbridge.example');
    await page.getByRole('button', { name: 'Send magic link' }).click();
    await page.getByRole('textbox', { name: '6-digit code' }).fill('12');
    await page.getByRole('button', { name: 'Sign in with code' }).click();
    await expect(page.getByText('Enter the 6 digits of the code from the email.')).toBeVisible();
    await page.getByRole('textbox', { name: '6-digit code' }).fill('000000');
    await page.getByRole('button', { name: 'Sign in with code' }).click();
    await expect(page.getByText('This code is invalid or has expired. Request a new link.')).toBeVisible();
    await expectAccessible(page, '/auth with a code error');
  });

  test('an unknown email opens Account Not Found with the apply link from the server', async ({ page }) => {
    await page.goto('/auth');
    await page.getByRole('textbox', { name: 'Email address' }).fill('nobody@example.com');
    await page.getByRole('button', { name: 'Send magic link' }).click();
    const dialog = page.getByRole('dialog', { name: 'Account Not Found' });
    await expect(dialog).toBeVisible();
    await expect(dialog.getByText("You don't have an account. To apply, please visit the school's main site")).toBeVisible();
    await expect(dialog.getByRole('link', { name: /Apply now/ })).toHaveAttribute('href', 'https://northbridge.example/apply');
    await expectAccessible(page, 'the Account Not Found dialog');
    await dialog.getByRole('button', { name: 'Close' }).click();
    await expect(dialog).toBeHidden();
  });

  test('a spent link says so on its confirm page and offers a new link', async ({ page }) => {
    const since = await markMailbox('two.applications@northbridge.example');
    await signIn(page, 'two.applications@northbridge.example', { by: 'link' });
    const mail = await latestMail('two.applications@northbridge.example', since);
    await page.getByRole('button', { name: 'Sign out' }).click();
    await expect(page).toHaveURL(/\/auth$/);
    await page.goto(mail.link);
    await confirmButton(page).click();
    await expect(page.getByText('This sign-in link has already been used or has expired. Each link works once, for 10 minutes.')).toBeVisible();
    // Signing in forgot the address: a shared computer does not offer it to the next person.
    await expect(page.getByRole('textbox', { name: 'Email address' })).toHaveValue('');
    await expect(page.getByRole('button', { name: 'Email me a new link' })).toBeVisible();
  });

  test('sign-out clears the session: the dashboard is out of reach again', async ({ page }) => {
    await signIn(page, 'payment.void@northbridge.example');
    await page.getByRole('button', { name: 'Sign out' }).click();
    await expect(page).toHaveURL(/\/auth$/);
    await page.goto('/documents');
    await expect(page).toHaveURL(/\/auth$/);
    expect(await page.evaluate(() => Object.keys(localStorage).filter((key) => key.endsWith('-auth-token')))).toEqual([]);
  });

  test('the backend answers the dev mailbox', async () => {
    const response = await fetch(`${BACKEND_URL}/__dev/accounts`);
    expect(response.ok).toBe(true);
  });
});
