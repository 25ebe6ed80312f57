// Carrying out a deletion request (docs/decisions/0020), in one transaction under the candidate's row
// lock: the anonymised record (the domain's anonymise), the invoices kept for the accounting years without the
// account, the request completed, the stored objects' rows and the sessions gone, the email sent while the address
// still exists, then the account itself, whose rows cascade (applications, payers, documents, answers, quiz,
// timeline, notes, reviews, sign-in tokens, sessions). The caller removes the files once this has committed.
import {
  anonymise,
  isDealStatus,
  nextDeletionRequest,
  WITHDRAWN,
  yearsAfter,
  type CandidateRecord,
  type DealStatus,
} from '@admission/domain';
import { and, eq, like, or } from 'drizzle-orm';
import { lockCandidate } from '../api/candidate-documents';
import type { UserRow } from '../auth/sessions';
import { nowDate, type BackendContext } from '../context';
import type { Db } from '../db/database';
import { anonymisedRecords, authSessions, deals, deletionRequests, documents, invoices, programs, quizAttempts, users } from '../db/schema';
import { roleOf } from '../http/current-user';
import { objects } from '../supabase/storage-tables';
import { staffActor } from '../workflow/timeline';
import { deletionRefusal, requestOf, retentionOfBrand, type RequestRow } from './account-deletion';
import { sendAccountDeletedEmail } from './account-deleted-email';

/** What the domain's anonymise reads of a candidate: their account, applications, quiz outcome and document count. */
async function candidateRecord(tx: Db, user: UserRow): Promise<CandidateRecord> {
  const [applications, [attempt], uploaded] = await Promise.all([
    tx.select({ deal: deals, program: programs }).from(deals).innerJoin(programs, eq(programs.id, deals.programId)).where(eq(deals.userId, user.id)),
    tx.select().from(quizAttempts).where(eq(quizAttempts.userId, user.id)),
    tx.select({ id: documents.id }).from(documents).where(eq(documents.userId, user.id)),
  ]);
  const outcome = attempt?.calculated === true ? attempt.outcome : null;
  return {
    userId: user.id,
    firstName: user.firstName,
    lastName: user.lastName,
    email: user.email,
    phone: user.phone,
    englishLevel: user.englishLevel,
    crmContactId: user.hubspotContactId,
    nationalityCodes: user.nationalityCodes,
    hasDisability: user.hasDisability,
    applications: applications.map(({ deal, program }) => ({
      dealId: deal.id,
      programName: program.name,
      status: deal.withdrawnAt !== null ? WITHDRAWN : isDealStatus(deal.dealStatus) ? deal.dealStatus : ('DRAFT' satisfies DealStatus),
      createdAt: deal.createdAt.toISOString(),
      submittedAt: deal.documentsSubmittedAt?.toISOString() ?? null,
      quizOutcome: program.requiresQuiz ? outcome : null,
      quizScore: program.requiresQuiz ? (attempt?.score ?? null) : null,
      documentCount: uploaded.length,
    })),
  };
}

/** Carries out the request; answers the names of the stored objects whose files are to go. */
export async function eraseAccount(context: BackendContext, row: RequestRow, admin: UserRow): Promise<{ readonly objectNames: readonly string[] }> {
  const { db, config } = context;
  return db.transaction(async (tx) => {
    const user = row.userId === null ? undefined : await lockCandidate(tx, row.userId);
    const [current] = await tx.select().from(deletionRequests).where(eq(deletionRequests.id, row.id)).for('update');
    const retention = retentionOfBrand(row.brand);
    // A request whose account is already gone reads as completed, whatever its row says.
    const standing = user === undefined ? requestOf({ ...row, status: 'completed' }) : requestOf(current);
    const next = nextDeletionRequest(standing, 'complete', roleOf(admin), { now: () => config.now() }, retention);
    if (!next.ok) throw deletionRefusal(next.error);
    if (next.value.status !== 'completed' || user === undefined) throw new Error('complete: the domain answered another status');
    const now = new Date(next.value.completedAt);

    const record = anonymise(await candidateRecord(tx, user), { anonymisedAt: now.toISOString(), keptUntil: next.value.anonymisedRecordKeptUntil });
    const [saved] = await tx
      .insert(anonymisedRecords)
      .values({ brand: row.brand, anonymisedAt: now, keptUntil: new Date(record.keptUntil), applications: record.applications.map((application) => ({ ...application })) })
      .returning({ id: anonymisedRecords.id });
    const recordId = saved?.id ?? null;
    const accountingUntil = new Date(yearsAfter(now.toISOString(), retention.accountingYears));
    await tx.update(invoices).set({ userId: null, anonymisedRecordId: recordId, keptUntil: accountingUntil }).where(eq(invoices.userId, user.id));

    const by = staffActor(admin);
    await tx
      .update(deletionRequests)
      .set({ status: 'completed', completedAt: now, completedById: admin.id, completedByName: by.name, completedByRole: by.role, anonymisedRecordId: recordId })
      .where(eq(deletionRequests.id, row.id));

    const stored = await tx
      .delete(objects)
      .where(and(eq(objects.bucketId, config.bucket), or(eq(objects.ownerId, user.id), like(objects.name, `documents/${user.id}/%`))))
      .returning({ name: objects.name });
    await tx.update(authSessions).set({ revokedAt: now }).where(eq(authSessions.userId, user.id));
    await sendAccountDeletedEmail(context, tx, user, { requestedAt: row.requestedAt, retention, hasInvoices: await hasKeptInvoices(tx, recordId) }, nowDate(context));
    await tx.delete(users).where(eq(users.id, user.id));
    return { objectNames: stored.map((object) => object.name) };
  });
}

async function hasKeptInvoices(tx: Db, recordId: number | null): Promise<boolean> {
  if (recordId === null) return false;
  const kept = await tx.select({ id: invoices.id }).from(invoices).where(eq(invoices.anonymisedRecordId, recordId)).limit(1);
  return kept.length > 0;
}
