// Asking to delete one's account ("Candidates' rights"), an extension the school's product API must add (docs/security.md):
//   GET    /users/me/deletion-request              the candidate's last request, and what a deletion removes and keeps
//   POST   /users/me/deletion-request              the candidate asks                (201; 409 DELETION_ALREADY_REQUESTED)
//   DELETE /users/me/deletion-request              the candidate changes their mind  (200; 409 NO_DELETION_REQUESTED)
//   GET    /admin/deletion-requests                admins only: waiting requests, then completed ones (no personal data)
//   POST   /admin/deletion-requests/{id}/complete  admins only: carries it out (docs/decisions/0020)
// The domain decides (nextDeletionRequest); a refusal answers `{detail: {code, message}}` with the domain's code.
import { deletionSummary, nextDeletionRequest, type AccountDeletionState, type AdminDeletionRequest } from '@admission/domain';
import { asc, count, desc, eq, inArray } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { lockCandidate } from '../api/candidate-documents';
import { iso } from '../api/views';
import type { UserRow } from '../auth/sessions';
import type { BackendContext } from '../context';
import type { Db } from '../db/database';
import { deletionRequests, documents, invoices, users } from '../db/schema';
import { requireUser, roleOf } from '../http/current-user';
import { notFound } from '../http/http-error';
import { CANDIDATE, recordEvent } from '../workflow/timeline';
import { deletionRefusal, requestOf, retentionOfBrand, type RequestRow } from './account-deletion';
import { eraseAccount } from './account-erasure';

const ID_PARAMS = { type: 'object', required: ['id'], properties: { id: { type: 'integer', minimum: 1, maximum: 2_147_483_647 } } } as const;

const ownRequest = async (db: Db, userId: string): Promise<RequestRow | undefined> => (await db.select().from(deletionRequests).where(eq(deletionRequests.userId, userId)))[0];

async function hasInvoices(db: Db, userId: string): Promise<boolean> {
  const [row] = await db.select({ n: count() }).from(invoices).where(eq(invoices.userId, userId));
  return (row?.n ?? 0) > 0;
}

async function candidateState(db: Db, user: UserRow, row: RequestRow | undefined): Promise<AccountDeletionState> {
  const summary = deletionSummary(retentionOfBrand(user.brand), { hasInvoices: await hasInvoices(db, user.id) });
  const request =
    row === undefined || row.status === 'completed'
      ? null
      : { id: row.id, status: row.status === 'cancelled' ? ('cancelled' as const) : ('requested' as const), requested_at: row.requestedAt.toISOString(), cancelled_at: iso(row.cancelledAt) };
  return { request, summary };
}

/** The signed-in candidate; staff are refused with the domain's FORBIDDEN (they have no account to delete here). */
async function requireCandidate(context: BackendContext, request: Parameters<typeof requireUser>[1]): Promise<UserRow> {
  const user = await requireUser(context, request);
  if (roleOf(user) !== 'candidate') throw deletionRefusal({ code: 'FORBIDDEN', action: 'request' });
  return user;
}

/** An admin; an agent or a candidate is refused with the domain's FORBIDDEN: a deletion cannot be undone (decision 0020). */
async function requireAdmin(context: BackendContext, request: Parameters<typeof requireUser>[1]): Promise<UserRow> {
  const user = await requireUser(context, request);
  if (roleOf(user) !== 'admin') throw deletionRefusal({ code: 'FORBIDDEN', action: 'complete' });
  return user;
}

/** The requests as an admin sees them, by id (all when `ids` is absent): waiting ones oldest first, then completed ones newest first. */
export async function adminRequests(db: Db, ids?: readonly number[]): Promise<AdminDeletionRequest[]> {
  const rows = await db
    .select({ request: deletionRequests, user: users })
    .from(deletionRequests)
    .leftJoin(users, eq(users.id, deletionRequests.userId))
    .where(ids === undefined ? inArray(deletionRequests.status, ['requested', 'completed']) : inArray(deletionRequests.id, [...ids]))
    .orderBy(desc(eq(deletionRequests.status, 'requested')), asc(deletionRequests.requestedAt), desc(deletionRequests.completedAt))
    .limit(500);
  const userIds = rows.flatMap(({ request }) => (request.status === 'requested' && request.userId !== null ? [request.userId] : []));
  const [documentCounts, invoiceCounts] =
    userIds.length === 0
      ? [[], []]
      : await Promise.all([
          db.select({ userId: documents.userId, n: count() }).from(documents).where(inArray(documents.userId, userIds)).groupBy(documents.userId),
          db.select({ userId: invoices.userId, n: count() }).from(invoices).where(inArray(invoices.userId, userIds)).groupBy(invoices.userId),
        ]);
  const countOf = (counts: readonly { userId: string | null; n: number }[], userId: string | null) => counts.find((entry) => entry.userId === userId)?.n ?? 0;
  return rows.map(({ request, user }) => {
    const waiting = request.status === 'requested' && user !== null;
    return {
      id: request.id,
      status: request.status === 'completed' ? 'completed' : 'requested',
      brand: request.brand,
      requested_at: request.requestedAt.toISOString(),
      completed_at: iso(request.completedAt),
      completed_by:
        request.completedByName === null ? null : { name: request.completedByName, role: request.completedByRole === 'agent' ? 'agent' : 'admin' },
      candidate: waiting ? { first_name: user.firstName, last_name: user.lastName, email: user.email } : null,
      documents: waiting ? countOf(documentCounts, user.id) : 0,
      has_invoices: waiting ? countOf(invoiceCounts, user.id) > 0 : false,
    };
  });
}

export function registerAccountDeletionRoutes(app: FastifyInstance, context: BackendContext): void {
  const { db, config } = context;
  const clock = { now: () => config.now() };

  app.get('/users/me/deletion-request', async (request) => {
    const user = await requireCandidate(context, request);
    return candidateState(db, user, await ownRequest(db, user.id));
  });

  // Asking and cancelling run under the candidate's row lock, like the completion: each reads the request where it changes it.
  app.post('/users/me/deletion-request', async (request, reply) => {
    const user = await requireCandidate(context, request);
    const state = await db.transaction(async (tx) => {
      await lockCandidate(tx, user.id);
      const row = await ownRequest(tx, user.id);
      const next = nextDeletionRequest(requestOf(row), 'request', roleOf(user), clock, retentionOfBrand(user.brand));
      if (!next.ok) throw deletionRefusal(next.error);
      const at = new Date(next.value.requestedAt);
      const values = { status: 'requested', requestedAt: at, cancelledAt: null, brand: user.brand };
      const [saved] =
        row === undefined
          ? await tx.insert(deletionRequests).values({ userId: user.id, ...values }).returning()
          : await tx.update(deletionRequests).set(values).where(eq(deletionRequests.id, row.id)).returning();
      await recordEvent(tx, { userId: user.id, dealId: null, actor: CANDIDATE, kind: 'deletion-requested', at });
      return candidateState(tx, user, saved);
    });
    return reply.code(201).send(state);
  });

  app.delete('/users/me/deletion-request', async (request) => {
    const user = await requireCandidate(context, request);
    return db.transaction(async (tx) => {
      await lockCandidate(tx, user.id);
      const row = await ownRequest(tx, user.id);
      const next = nextDeletionRequest(requestOf(row), 'cancel', roleOf(user), clock, retentionOfBrand(user.brand));
      if (!next.ok) throw deletionRefusal(next.error);
      if (next.value.status !== 'cancelled' || row === undefined) throw new Error('cancel: the domain answered another status');
      const at = new Date(next.value.cancelledAt);
      const [saved] = await tx.update(deletionRequests).set({ status: 'cancelled', cancelledAt: at }).where(eq(deletionRequests.id, row.id)).returning();
      await recordEvent(tx, { userId: user.id, dealId: null, actor: CANDIDATE, kind: 'deletion-cancelled', details: { requested_at: row.requestedAt.toISOString() }, at });
      return candidateState(tx, user, saved);
    });
  });

  app.get('/admin/deletion-requests', async (request) => {
    await requireAdmin(context, request);
    return adminRequests(db);
  });

  app.post<{ Params: { id: number } }>('/admin/deletion-requests/:id/complete', { schema: { params: ID_PARAMS } }, async (request) => {
    const admin = await requireAdmin(context, request);
    const [row] = await db.select().from(deletionRequests).where(eq(deletionRequests.id, request.params.id));
    if (row === undefined) throw notFound('Deletion request not found');
    const erased = await eraseAccount(context, row, admin);
    // The files leave storage once the rows that named them are gone (as a document's deletion does).
    for (const name of erased.objectNames) await context.files.remove(config.bucket, name);
    const [view] = await adminRequests(db, [row.id]);
    return view;
  });
}

