// The dev outbox of the local backend, read by the test suites (no test runner's API here: the Chromium and the
// cross-browser suites both use it).
import { BACKEND_URL } from './ports';

export interface OutboxMail {
  readonly to: string;
  readonly link: string;
  readonly code: string;
  readonly sent_at: string;
}

export async function mailsTo(email: string): Promise<OutboxMail[]> {
  const response = await fetch(`${BACKEND_URL}/__dev/outbox?to=${encodeURIComponent(email)}`);
  return (await response.json()) as OutboxMail[];
}

const keyOf = (mail: OutboxMail): string => `${mail.link} ${mail.code}`;

/**
 * The mailbox of an address before an email is asked for: latestMail then waits for a newer email, and never
 * hands back one sent just before (e.g. a link already spent to get an API token a moment earlier).
 */
export interface MailMark {
  readonly since: string;
  readonly seen: ReadonlySet<string>;
}

export async function markMailbox(email: string): Promise<MailMark> {
  return { since: new Date(Date.now() - 1000).toISOString(), seen: new Set((await mailsTo(email)).map(keyOf)) };
}

/** The sign-in email among these that came after the mark, if any. */
export function signInMailAfter(mails: readonly OutboxMail[], mark: MailMark): OutboxMail | undefined {
  // A sign-in email has a code; the workflow's emails (a decision, a reminder) have none.
  return mails.find((mail) => mail.code !== '' && mail.sent_at >= mark.since && !mark.seen.has(keyOf(mail)));
}
