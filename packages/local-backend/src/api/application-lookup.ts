// One application with its candidate and program, or a 404: the lookup every /admin/applications/{id}/* route starts with.
import { eq } from 'drizzle-orm';
import type { Db } from '../db/database';
import { deals, programs, users } from '../db/schema';
import { notFound } from '../http/http-error';

export async function applicationWithCandidate(db: Db, dealId: number) {
  const [row] = await db
    .select({ deal: deals, user: users, program: programs })
    .from(deals)
    .innerJoin(users, eq(users.id, deals.userId))
    .innerJoin(programs, eq(programs.id, deals.programId))
    .where(eq(deals.id, dealId));
  if (row === undefined) throw notFound('Application not found');
  return row;
}
