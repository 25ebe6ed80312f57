// The dev mailbox: every email is stored (GET /__dev/outbox) and printed to the console.
import { desc, eq } from 'drizzle-orm';
import type { Db } from '../db/database';
import { outbox } from '../db/schema';

export interface OutboxEmail {
  readonly to: string;
  readonly subject: string;
  readonly text: string;
  readonly link: string;
  readonly code: string;
  readonly sent_at: string;
}

export class Outbox {
  constructor(
    private readonly db: Db,
    private readonly print: (line: string) => void,
  ) {}

  async send(email: Omit<OutboxEmail, 'sent_at'>, sentAt: Date): Promise<void> {
    await this.db.insert(outbox).values({ ...email, sentAt });
    this.print(`\n[mail] to ${email.to}: ${email.subject}\n${email.text}\n`);
  }

  async list(to?: string): Promise<OutboxEmail[]> {
    const rows = await this.db
      .select()
      .from(outbox)
      .where(to === undefined ? undefined : eq(outbox.to, to.toLowerCase()))
      .orderBy(desc(outbox.sentAt), desc(outbox.id))
      .limit(200);
    return rows.map((row) => ({ to: row.to, subject: row.subject, text: row.text, link: row.link, code: row.code, sent_at: row.sentAt.toISOString() }));
  }
}
