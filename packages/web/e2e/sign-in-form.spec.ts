// The sign-in form as a new user meets it: the portal's own translated check of the address, the first
// press after a fixed mistake sends (mouse, Enter and a tap, in both brands), the result takes the focus and no
// notification lies over the page; staff land in the back-office.
import type { Locator, Page } from '@playwright/test';
import { ADMIN, AGENT, signInStaff } from './admin/staff';
import { expect, test } from './support/fixtures';
import { generatedCandidates } from './support/generated-candidates';
import { expectUncovered } from './support/phone';
import { SECOND_BRAND_URL } from './support/ports';

const BRANDS = {
  northbridge: {
    origin: '',
    email: 'Email address',
    send: 'Send magic link',
    invalid: 'Enter a valid email address, like name@example.com.',
    sent: 'Check your email',
    start: /Start your application/,
    contact: 'Contact us',
  },
  lumiere: {
    origin: SECOND_BRAND_URL,
    email: 'Adresse e-mail',
    send: 'Envoyer le lien magique',
    invalid: 'Saisissez une adresse e-mail valide, par exemple nom@exemple.fr.',
    sent: 'Consultez vos e-mails',
    start: /Commencer votre candidature/,
    contact: 'Nous contacter',
  },
} as const;

const PRESSES = ['mouse', 'Enter', 'tap'] as const;
type Press = (typeof PRESSES)[number];

/** Requests that start sending a link: the account check comes first, then the link itself. */
function sendRequests(page: Page): string[] {
  const seen: string[] = [];
  page.on('request', (request) => {
    const path = new URL(request.url()).pathname;
    if (path === '/users/check-exists' || path.endsWith('/auth/v1/otp')) seen.push(path);
  });
  return seen;
}

async function press(how: Press, field: Locator, send: Locator): Promise<void> {
  if (how === 'mouse') await send.click();
  else if (how === 'Enter') await field.press('Enter');
  else await send.tap();
}

// Each brand and press signs in a generated candidate of its own, from the end of the list (auth-confirm takes the start).
const candidateIndex = (brand: keyof typeof BRANDS, how: Press) => Object.keys(BRANDS).indexOf(brand) * PRESSES.length + PRESSES.indexOf(how);

for (const [brand, t] of Object.entries(BRANDS) as [keyof typeof BRANDS, (typeof BRANDS)[keyof typeof BRANDS]][]) {
  for (const how of PRESSES) {
    test.describe(`sign-in form (${brand}, ${how})`, () => {
      test.use({ hasTouch: how === 'tap' });

      test(`a malformed address gets our own message; the first ${how} press after fixing it sends the link`, async ({ page }) => {
        const [email = ''] = await generatedCandidates(1, candidateIndex(brand, how) - PRESSES.length * 2);
        const requests = sendRequests(page);
        await page.goto(`${t.origin}/auth`);
        const field = page.getByRole('textbox', { name: t.email });
        const send = page.getByRole('button', { name: t.send });

        await field.fill('ada.lovelace.example.com');
        await press(how, field, send);
        // Our message, in the page's language, under the field, which keeps the focus; nothing was sent.
        await expect(page.getByText(t.invalid)).toBeVisible();
        await expect(field).toHaveAttribute('aria-invalid', 'true');
        await expect(field).toBeFocused();
        await expect(page.getByText(/Please include|Veuillez inclure/)).toHaveCount(0);
        expect(requests).toEqual([]);

        await field.fill(email);
        await expect(page.getByText(t.invalid)).toHaveCount(0);
        await press(how, field, send);
        // The one press sent it: the result is on the page and has the focus.
        const result = page.getByRole('status').filter({ hasText: t.sent });
        await expect(result).toBeFocused();
        await expect(result).toContainText(email);
        expect(requests[0]).toBe('/users/check-exists');
        // No notification over the page: the "Start your application" link and the contact button are in sight.
        await expect(page.getByRole('region', { name: /Notifications/ })).toHaveCount(0);
        await expectUncovered(page.getByRole('link', { name: t.start }), '"Start your application"');
        await expectUncovered(page.getByRole('button', { name: t.contact }), 'the contact button');
      });
    });
  }
}

test.describe('sign-in form: refusals', () => {
  test('an empty address is refused next to its field, not in a toast; nothing covers the contact button or the apply link', async ({ page }) => {
    await page.goto('/auth');
    await page.getByRole('button', { name: 'Send magic link' }).click();
    const error = page.getByText('Email required. Please enter your email address.');
    await expect(error).toBeVisible();
    await expect(page.getByRole('alertdialog')).toHaveCount(0);
    await expectUncovered(error, 'the field error');
    await expectUncovered(page.getByRole('button', { name: 'Contact us' }), 'the contact button');
    await expectUncovered(page.getByRole('link', { name: /Start your application/ }), '"Start your application"');
  });
});

test.describe('staff start in the back-office', () => {
  test.describe.configure({ timeout: 120_000 });

  test('an admin lands on /admin after sign-in, under the staff title; / and /auth send there', async ({ page }) => {
    await signInStaff(page, ADMIN);
    await expect(page).toHaveURL(/\/admin(\?|$)/);
    await expect(page.getByRole('heading', { level: 1, name: 'Admin Dashboard' })).toBeVisible();
    await expect(page.getByRole('banner')).toContainText('Northbridge Business School · Staff Portal');
    await expect(page.getByRole('banner')).not.toContainText('Candidate Portal');
    await page.goto('/');
    await expect(page).toHaveURL(/\/admin(\?|$)/);
    await page.goto('/auth');
    await expect(page).toHaveURL(/\/admin(\?|$)/);
  });

  test('an agent on the second brand too, under the French staff title', async ({ page }) => {
    await signInStaff(page, AGENT, 'lumiere');
    await expect(page).toHaveURL(/\/admin(\?|$)/);
    await expect(page.getByRole('banner')).toContainText('École Lumière · Portail du personnel');
    await page.goto(`${SECOND_BRAND_URL}/`);
    await expect(page).toHaveURL(/\/admin(\?|$)/);
  });
});
