import AxeBuilder from '@axe-core/playwright';
import { expect, test as base, type Page } from '@playwright/test';
import { LOCAL_ANON_KEY } from '../../src/config/app-config';
import { BACKEND_URL, WEB_PORT } from './ports';
import { mailsTo, markMailbox, signInMailAfter, type MailMark, type OutboxMail } from './outbox';
import { withSignInLock } from './sign-in-lock';

export { markMailbox, type MailMark };

const WCAG_21_AA = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'];

/**
 * Waits for the page's running animations to end: a dialog fading in has its text at a fraction of its opacity, and
 * axe measured that contrast (a flaky "color-contrast" on the French contact dialog). Endless ones (a spinner) are
 * left alone.
 */
export async function settleAnimations(page: Page): Promise<void> {
  await page.evaluate(() =>
    Promise.all(
      document
        .getAnimations()
        .filter((animation) => animation.effect?.getComputedTiming().iterations !== Infinity)
        .map((animation) => animation.finished.catch(() => undefined)),
    ),
  );
}

/** Fails on any WCAG 2.1 AA violation on the page as it is now (open dialogs included), once its animations end. */
export async function expectAccessible(page: Page, what: string): Promise<void> {
  await settleAnimations(page);
  const results = await new AxeBuilder({ page }).withTags(WCAG_21_AA).analyze();
  const violations = results.violations.map((violation) => ({
    id: violation.id,
    help: violation.help,
    nodes: violation.nodes.map((node) => node.target.join(' ')).slice(0, 5),
  }));
  expect(violations, `axe violations on ${what}`).toEqual([]);
}

/** The newest sign-in email sent to this address after the mark (markMailbox). */
export async function latestMail(email: string, mark: MailMark): Promise<OutboxMail> {
  let found: OutboxMail | undefined;
  await expect
    .poll(
      async () => {
        found = signInMailAfter(await mailsTo(email), mark);
        return found !== undefined;
      },
      { message: `an email to ${email}` },
    )
    .toBe(true);
  if (found === undefined) throw new Error(`no email to ${email}`);
  return found;
}

/** Gives the seeded quiz.expiring account its QUIZ_EXPIRING_SECONDS again (the backend's dev route). */
export async function rearmExpiringQuiz(): Promise<void> {
  const response = await fetch(`${BACKEND_URL}/__dev/rearm-expiring-quiz`, { method: 'POST' });
  expect(response.ok).toBe(true);
}

/** Makes the email's live links and codes expire now (the backend's dev route). */
export async function expireSignInLinks(email: string): Promise<void> {
  const response = await fetch(`${BACKEND_URL}/__dev/expire-sign-in-links`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email }),
  });
  expect(response.ok).toBe(true);
}

/** The confirm page's button, in English or French. */
export const confirmButton = (page: Page) => page.getByRole('button', { name: /^(sign in|se connecter)$/i });

export interface SignInOptions {
  /** The page to start from (the second brand lives on another host). */
  readonly origin?: string;
  /**
   * Through the sign-in page, with the emailed link or the 6-digit code. Without it, the test is not about signing in:
   * it gets a session over HTTP and opens the portal with it (signIn).
   */
  readonly by?: 'link' | 'code';
  /** Texts of the sign-in button and the code form, for the second brand's French pages. */
  readonly sendLabel?: RegExp;
}

/**
 * Signs in and waits for the page the account lands on. With `by`, through /auth and the emailed link or code, as a
 * person does; without it, with a fresh session put where supabase-js keeps it, then the portal's `/` opened (a
 * sign-in through the page costs a few seconds, and the sign-in page has specs of its own: docs/decisions/0065).
 */
export async function signIn(page: Page, email: string, options: SignInOptions = {}): Promise<void> {
  await withSignInLock(email, () => (options.by === undefined ? openWithSession(page, email, options.origin) : signInNow(page, email, options)));
  await expect(page.getByText(/Verifying access|Vérification/)).toHaveCount(0);
}

/** A fresh session of the account, as the confirm page's button gets it: the emailed link's token hash verified. */
export async function newSession(email: string): Promise<{ readonly access_token: string } & Record<string, unknown>> {
  const since = await markMailbox(email);
  const sent = await fetch(`${BACKEND_URL}/auth/v1/otp`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', apikey: LOCAL_ANON_KEY },
    body: JSON.stringify({ email, create_user: false }),
  });
  expect(sent.ok, `a sign-in email for ${email}`).toBe(true);
  const mail = await latestMail(email, since);
  const verified = await fetch(`${BACKEND_URL}/auth/v1/verify`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', apikey: LOCAL_ANON_KEY },
    body: JSON.stringify({ token_hash: new URL(mail.link).searchParams.get('token_hash'), type: 'email' }),
  });
  const session = (await verified.json()) as { access_token?: unknown } & Record<string, unknown>;
  if (typeof session.access_token !== 'string') throw new Error(`no session for ${email}`);
  return { ...session, access_token: session.access_token };
}

/** An empty page of the portal's origin, served by the test: localStorage can be written without starting the app. */
const BLANK_PATH = '/__e2e-blank';

/** A fresh session stored as supabase-js keeps it (`sb-<first label of the backend's host>-auth-token`), then `/`. */
async function openWithSession(page: Page, email: string, startOrigin: string | undefined): Promise<void> {
  const origin = startOrigin || `http://localhost:${WEB_PORT}`;
  const session = await newSession(email);
  // The e2e build calls the backend on the page's own host name (VITE_BACKEND_PORT only), as supabase-js names its key.
  const key = `sb-${new URL(origin).hostname.split('.')[0] ?? ''}-auth-token`;
  const blank = `${origin}${BLANK_PATH}`;
  await page.route(blank, (route) => route.fulfill({ contentType: 'text/html', body: '<!doctype html><title>blank</title>' }));
  await page.goto(blank);
  await page.evaluate(([name, value]) => localStorage.setItem(name, value), [key, JSON.stringify(session)] as const);
  await page.unroute(blank);
  await page.goto(`${origin}/`);
  await expect(page).not.toHaveURL(/\/auth/);
  // The landing page's own reads answered, as after a sign-in through the page: a test that counts the requests of
  // the page it opens next does not see them.
  await page.waitForLoadState('networkidle');
}

/** The sign-in itself, from /auth to a stored session (the link is spent: another sign-in may ask for a new one). */
async function signInNow(page: Page, email: string, options: SignInOptions): Promise<void> {
  const origin = options.origin ?? '';
  await page.goto(`${origin}/auth`);
  const since = await markMailbox(email);
  await page.getByRole('textbox', { name: /email|adresse/i }).fill(email);
  await page.getByRole('button', { name: options.sendLabel ?? /send magic link|envoyer/i }).click();
  const mail = await latestMail(email, since);
  if ((options.by ?? 'link') === 'link') {
    // The link opens the confirm page, which signs in only on the button.
    await page.goto(mail.link);
    await confirmButton(page).click();
  } else {
    await page.getByRole('textbox', { name: /code/i }).fill(mail.code);
    await page.getByRole('button', { name: /sign in with code|se connecter avec le code/i }).click();
  }
  await expect(page).not.toHaveURL(/\/auth/);
  // supabase-js has read the link and stored the session: the page may be left now.
  await page.waitForFunction(() => Object.keys(localStorage).some((key) => key.endsWith('-auth-token')) && !location.hash.includes('access_token'));
}

const isPortalPage = (url: string | undefined): boolean => {
  try {
    return new URL(url ?? '').port === String(WEB_PORT);
  } catch {
    return false;
  }
};

/** The content security policy violations of the portal's pages; a test fails on any it did not say it provokes. */
export interface CspViolations {
  readonly seen: readonly string[];
  /** A violation this test provokes on purpose. */
  provokes(pattern: RegExp): void;
}

export const test = base.extend<{ cspViolations: CspViolations; fileChoosersIntercepted: void }>({
  // Playwright has the browser intercept file choosers when a test first waits for one, with a message it does not
  // await: a key or click sent right after (a test's `waitForEvent('filechooser')`, then Enter) could reach the page
  // first, and the chooser then opened unseen and the test waited in vain (once in about three full runs on a loaded
  // machine). A listener from the test's start has the interception on long before any test opens a chooser.
  fileChoosersIntercepted: [
    async ({ page }, use) => {
      page.on('filechooser', () => undefined);
      await use();
    },
    { auto: true },
  ],
  cspViolations: [
    async ({ context }, use) => {
      const seen: string[] = [];
      const provoked: RegExp[] = [];
      // Chromium reports a refused script, style, connection, image or frame as a console error and as a
      // securitypolicyviolation event; both are collected, from every page of the test's browser context.
      await context.addInitScript(() => {
        document.addEventListener('securitypolicyviolation', (event) => {
          console.error(`CSP violation: ${event.effectiveDirective} blocked ${event.blockedURI || 'inline code'} on ${event.documentURI}`);
        });
      });
      context.on('console', (message) => {
        // The portal's pages only: a file opened from Storage in a tab of its own answers to Storage's policy.
        if (isPortalPage(message.page()?.url()) && /Content Security Policy|CSP violation/i.test(message.text())) seen.push(message.text());
      });
      await use({ seen, provokes: (pattern) => void provoked.push(pattern) });
      const unexpected = seen.filter((text) => !provoked.some((pattern) => pattern.test(text)));
      expect(unexpected, 'content security policy violations').toEqual([]);
    },
    { auto: true },
  ],
});
export { expect };
