// What the journeys know of the portal: its addresses, its words (read from the message catalogs, never copied),
// the dev outbox and the data reset of the local backend.
import { createIntl, type IntlShape } from 'react-intl';
import { expect } from 'vitest';
import en from '../../src/i18n/messages/en.json';
import fr from '../../src/i18n/messages/fr.json';
import { mailsTo, markMailbox, signInMailAfter } from '../../e2e/support/outbox';
import { BACKEND_URL, SECOND_BRAND_URL, WEB_PORT } from '../../e2e/support/ports';
import { describeTarget, type BrowserSession, type Target } from './session';
import { ELEMENT_TIMEOUT_MS } from './viewport';

export const FIRST_BRAND_URL = `http://localhost:${WEB_PORT}`;
export { SECOND_BRAND_URL };

export type MessageId = keyof typeof en;

/** The portal's words in a language: `words.t('auth.send')`, with ICU values where the message has some. */
export interface Words {
  readonly t: (id: MessageId, values?: Record<string, string | number>) => string;
}

const wordsOf = (intl: IntlShape): Words => ({ t: (id, values) => intl.formatMessage({ id }, values) });
export const ENGLISH = wordsOf(createIntl({ locale: 'en', messages: en }));
export const FRENCH = wordsOf(createIntl({ locale: 'fr', messages: fr }));

/** Re-creates and re-seeds the backend's data (each browser and width starts from the seed). */
export async function resetData(): Promise<void> {
  const response = await fetch(`${BACKEND_URL}/__dev/reset`, { method: 'POST' });
  expect(response.ok, 'POST /__dev/reset').toBe(true);
}

/** Signs out of both brands: the session lives in each origin's local storage. */
export async function forgetSessions(session: BrowserSession): Promise<void> {
  for (const origin of [FIRST_BRAND_URL, SECOND_BRAND_URL]) {
    // A file of the build, not the app: nothing starts that could write the storage again.
    await session.goto(`${origin}/favicon-northbridge.png`);
    await session.evaluate(() => {
      localStorage.clear();
      sessionStorage.clear();
    }, null);
  }
}

const waitFor = async (session: BrowserSession, target: Target, present: boolean, what: string) =>
  expect
    .poll(() => session.has(target), { timeout: ELEMENT_TIMEOUT_MS, interval: 100, message: `${session.browser}: ${what} ${describeTarget(target)}` })
    .toBe(present);

/** Waits until the target is on the page. */
export const see = (session: BrowserSession, target: Target) => waitFor(session, target, true, 'on the page:');

/** Waits until the target is gone from the page. */
export const seeNo = (session: BrowserSession, target: Target) => waitFor(session, target, false, 'gone from the page:');

/** Waits until the target has the focus. */
export const seeFocused = (session: BrowserSession, target: Target) => waitFor(session, { ...target, focused: true }, true, 'focus on');

/** The sign-in email sent to this address after the mark. */
async function mailAfter(email: string, mark: Awaited<ReturnType<typeof markMailbox>>) {
  let found: ReturnType<typeof signInMailAfter>;
  await expect
    .poll(async () => (found = signInMailAfter(await mailsTo(email), mark)) !== undefined, { timeout: ELEMENT_TIMEOUT_MS, message: `an email to ${email}` })
    .toBe(true);
  if (found === undefined) throw new Error(`no email to ${email}`);
  return found;
}

/**
 * Signs in on /auth of `origin` as a person does: types the address, asks for the email, then opens its link and
 * presses the confirm page's button, or types its 6-digit code and sends it (its button, or Enter in the field). Ends
 * on the page the portal lands on.
 */
export async function signIn(
  session: BrowserSession,
  email: string,
  { origin = FIRST_BRAND_URL, words = ENGLISH, by = 'code' as 'code' | 'link', submitCode = 'button' as 'button' | 'Enter' } = {},
) {
  await session.goto(`${origin}/auth`);
  const mark = await markMailbox(email);
  await session.type({ css: 'input', name: words.t('auth.email.label') }, email);
  await session.click({ css: 'button', name: words.t('auth.send'), exact: true });
  const mail = await mailAfter(email, mark);
  if (by === 'link') {
    await session.goto(mail.link);
    await session.click({ css: 'button', name: words.t('confirm.signIn'), exact: true });
  } else {
    await session.type({ css: 'input', name: words.t('auth.code.label') }, mail.code);
    if (submitCode === 'Enter') await session.press('Enter');
    else await session.click({ css: 'button', name: words.t('auth.code.submit'), exact: true });
  }
  await expect.poll(() => session.currentUrl(), { timeout: ELEMENT_TIMEOUT_MS, message: 'leaves /auth' }).not.toMatch(/\/auth/);
}
