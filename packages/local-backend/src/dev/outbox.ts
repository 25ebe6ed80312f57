// The dev mailbox: every email is stored (GET /__dev/outbox) and printed to the console.
import { desc, eq } from 'drizzle-orm';
import { emailText } from '../auth/magic-link-email';
import type { Db } from '../db/database';
import { outbox, type OutboxAttachment } from '../db/schema';

export type { OutboxAttachment };

export interface OutboxEmail {
  readonly to: string;
  readonly subject: string;
  /** The body as sent (the rendered template). */
  readonly html: string;
  /** A plain-text reading of the body. */
  readonly text: string;
  /** The sign-in link in the body (the portal's confirm page). */
  readonly link: string;
  readonly code: string;
  readonly sent_at: string;
  /** The files it carries (none for most). */
  readonly attachments: readonly OutboxAttachment[];
}

export class Outbox {
  constructor(
    private readonly db: Db,
    private readonly print: (line: string) => void,
  ) {}

  /** `db`: a transaction, for an email that must leave with the change that sends it (an account's deletion). */
  async send(email: Omit<OutboxEmail, 'sent_at' | 'text' | 'attachments'> & { readonly attachments?: readonly OutboxAttachment[] }, sentAt: Date, db: Db = this.db): Promise<void> {
    // The table's `text` column keeps the body as sent; the plain text is read from it.
    await db.insert(outbox).values({ to: email.to, subject: email.subject, text: email.html, link: email.link, code: email.code, sentAt, attachments: [...(email.attachments ?? [])] });
    this.print(`\n[mail] to ${email.to}: ${email.subject}\n${emailText(email.html)}\n`);
  }

  async list(to?: string): Promise<OutboxEmail[]> {
    const rows = await this.db
      .select()
      .from(outbox)
      .where(to === undefined ? undefined : eq(outbox.to, to.toLowerCase()))
      .orderBy(desc(outbox.sentAt), desc(outbox.id))
      .limit(200);
    return rows.map((row) => ({
      to: row.to,
      subject: row.subject,
      html: row.text,
      text: emailText(row.text),
      link: row.link,
      code: row.code,
      sent_at: row.sentAt.toISOString(),
      attachments: row.attachments,
    }));
  }
}
