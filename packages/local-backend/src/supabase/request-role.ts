// Runs database work as a Supabase request does: in one transaction, as the token's role, with the token's
// claims where auth.uid() and auth.jwt() read them. Row-level security then decides, as in production.
import { sql } from 'drizzle-orm';
import type { Db } from '../db/database';

export type RequestRole = 'anon' | 'authenticated' | 'service_role';

export interface RequestIdentity {
  readonly role: RequestRole;
  /** The verified token's payload (`sub` for a signed-in user). */
  readonly claims: Readonly<Record<string, unknown>>;
}

export const ANONYMOUS: RequestIdentity = { role: 'anon', claims: { role: 'anon' } };
export const SERVICE_ROLE: RequestIdentity = { role: 'service_role', claims: { role: 'service_role' } };

/** `work` sees the database as `who` (set_config(..., true): both settings end with the transaction). */
export function asRequest<T>(db: Db, who: RequestIdentity, work: (tx: Db) => Promise<T>): Promise<T> {
  return db.transaction(async (tx) => {
    await tx.execute(sql`select set_config('request.jwt.claims', ${JSON.stringify(who.claims)}, true), set_config('role', ${who.role}, true)`);
    return work(tx);
  });
}
