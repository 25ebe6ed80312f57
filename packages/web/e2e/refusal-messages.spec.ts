// A refusal the candidate must wait out stays next to its control until the wait is over: a second sign-in link
// asked for too soon (the per-address limit of sign-in emails) is said under the field with the seconds left,
// still there after the candidate looked away for 10 s, and the button works again when the countdown ends.
import { LOCAL_ANON_KEY } from '../src/config/app-config';
import { expect, expectAccessible, test } from './support/fixtures';
import { generatedCandidates } from './support/generated-candidates';
import { PHONES } from './support/phone';
import { BACKEND_URL } from './support/ports';
import { LINK_SEND_WINDOW_SECONDS, LINK_SENDS_PER_EMAIL } from './support/sign-in-limits';

const WIDTHS = [
  { name: 'desktop', viewport: { width: 1280, height: 800 }, phone: false },
  { name: 'phone', viewport: PHONES[0], phone: true },
] as const;

/**
 * Asks at once for every sign-in email the address may have in the window, as links asked for a moment ago would
 * (all together, so the window's wait is still nearly whole when the page asks).
 */
async function useUpLinkSends(email: string): Promise<void> {
  const statuses = await Promise.all(
    Array.from({ length: LINK_SENDS_PER_EMAIL }, async () => {
      const response = await fetch(`${BACKEND_URL}/auth/v1/otp`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', apikey: LOCAL_ANON_KEY },
        body: JSON.stringify({ email, create_user: false }),
      });
      return response.status;
    }),
  );
  expect(statuses.filter((status) => status !== 200)).toEqual([]);
}

const secondsIn = (text: string | null): number => Number(/\d+/.exec(text ?? '')?.[0] ?? Number.NaN);

for (const [index, width] of WIDTHS.entries()) {
  test.describe(`a refused sign-in link (${width.name})`, () => {
    test.use({ viewport: width.viewport, hasTouch: width.phone, isMobile: width.phone });

    test('stays under the field with a countdown, then the button sends again', async ({ page }) => {
      // The wait is the backend's window; the test waits most of it out on purpose.
      test.setTimeout(60_000 + LINK_SEND_WINDOW_SECONDS * 1000);
      // Generated candidates no other spec signs in as (sign-in-form.spec.ts takes the last six).
      const [email = ''] = await generatedCandidates(1, -8 + index);
      await page.goto('/auth');
      const field = page.getByRole('textbox', { name: 'Email address' });
      await field.fill(email);
      await useUpLinkSends(email);

      const send = page.getByRole('button', { name: 'Send magic link' });
      await send.click();
      const refusal = page.getByRole('alert').filter({ hasText: 'Too many requests' });
      await expect(refusal).toBeVisible();
      await expect(refusal).toContainText('For your security, please wait');
      const timer = page.getByRole('timer');
      await expect(timer).toHaveText(/^\d+ seconds? left$/);
      const first = secondsIn(await timer.textContent());
      // Enough left that the 10 s below end before the wait does.
      expect(first).toBeGreaterThanOrEqual(15);
      expect(first).toBeLessThanOrEqual(LINK_SEND_WINDOW_SECONDS);
      await expect(send).toBeDisabled();
      await expect(send).toHaveAccessibleDescription(/Too many requests/);
      await expectAccessible(page, `/auth with a rate-limited link (${width.name})`);

      // The candidate looks away for 10 s: the message, its countdown and the address are still there.
      await page.waitForTimeout(10_000);
      await expect(refusal).toBeVisible();
      await expect(field).toHaveValue(email);
      const later = secondsIn(await timer.textContent());
      expect(later).toBeLessThanOrEqual(first - 9);
      expect(later).toBeGreaterThan(0);
      await expect(send).toBeDisabled();

      // The countdown ends: the message goes, the button takes the focus back and sends.
      await expect(send).toBeEnabled({ timeout: (later + 5) * 1000 });
      await expect(refusal).toBeHidden();
      await expect(send).toBeFocused();
      await expect(field).toHaveValue(email);
      await send.click();
      await expect(page.getByText(`We sent a sign-in link to ${email}.`)).toBeVisible();
    });
  });
}
