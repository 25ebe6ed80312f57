// The candidate's documents state on the server: requirements, readiness, submission lock.
import { ALL_WITHDRAWN, areAllApplicationsWithdrawn, isDisabilityAnswered, meetsMinimum, slotOpenForCandidate, type DocumentRequirement, type UploadedDocument } from '@admission/domain';
import { and, asc, eq } from 'drizzle-orm';
import type { UserRow } from '../auth/sessions';
import type { Db } from '../db/database';
import { deals, documentRequirements, documentReviews, documents, users } from '../db/schema';
import { conflict } from '../http/http-error';
import { iso } from './views';

export type RequirementRow = typeof documentRequirements.$inferSelect;
export type DocumentRow = typeof documents.$inferSelect;

/**
 * Locks the candidate's row for the rest of the transaction and reads it afresh: document records, the
 * submission and re-opening each take this lock first, so they run one after the other for one candidate.
 */
export async function lockCandidate(tx: Db, userId: string): Promise<UserRow | undefined> {
  const [row] = await tx.select().from(users).where(eq(users.id, userId)).for('update');
  return row;
}

export const requirementsOf = (db: Db): Promise<RequirementRow[]> =>
  db.select().from(documentRequirements).orderBy(asc(documentRequirements.position));

export const documentsOf = (db: Db, userId: string): Promise<DocumentRow[]> =>
  db.select().from(documents).where(eq(documents.userId, userId)).orderBy(asc(documents.documentType), asc(documents.documentIndex));

export async function ownDocument(db: Db, userId: string, documentId: number): Promise<DocumentRow | undefined> {
  const [row] = await db.select().from(documents).where(and(eq(documents.id, documentId), eq(documents.userId, userId)));
  return row;
}

export function requirementView(row: RequirementRow, language: string): DocumentRequirement {
  return {
    document_type: row.documentType,
    label: language === 'fr' ? row.labelFr : row.labelEn,
    description: language === 'fr' ? row.descriptionFr : row.descriptionEn,
    max_files: row.maxFiles,
    min_files: row.minFiles,
    accepted_formats: row.acceptedFormats,
    required: row.required,
  };
}

const uploadedView = (row: DocumentRow): UploadedDocument => ({
  id: row.id,
  name: row.name,
  document_type: row.documentType,
  document_index: row.documentIndex,
  created_at: row.createdAt.toISOString(),
});

/** The requirements the candidate's documents do not meet yet (the domain's meetsMinimum), in their order. */
export function unmetRequirements(requirements: readonly RequirementRow[], uploaded: readonly DocumentRow[]): RequirementRow[] {
  const docs = uploaded.map(uploadedView);
  return requirements.filter((row) => !meetsMinimum(requirementView(row, 'en'), docs));
}

/** Why the candidate may not submit yet (empty when every requirement is met). */
export function missingRequirements(user: UserRow, requirements: readonly RequirementRow[], uploaded: readonly DocumentRow[]): string[] {
  const missing = unmetRequirements(requirements, uploaded)
    .map((row) => requirementView(row, 'en'))
    .map((requirement) => `${requirement.label} (at least ${requirement.min_files})`);
  if (!isDisabilityAnswered({ has_disability: user.hasDisability })) missing.push('disability answer');
  if (user.nationalityCodes.length === 0) missing.push('at least one nationality');
  return missing;
}

/** The slots of the candidate's documents sent back by staff for a new file, by type then place. */
export const slotsSentBack = (db: Db, userId: string) =>
  db
    .select()
    .from(documentReviews)
    .where(and(eq(documentReviews.userId, userId), eq(documentReviews.state, 'needs-new-file')))
    .orderBy(asc(documentReviews.documentType), asc(documentReviews.documentIndex));

/**
 * May the candidate change this slot now (the domain's slotOpenForCandidate): any slot before submission; after
 * it, only a slot sent back for a new file, until the new file is in.
 */
export async function slotOpen(db: Db, user: Pick<UserRow, 'id' | 'documentsSubmittedAt'>, documentType: string, documentIndex: number): Promise<boolean> {
  const submitted = user.documentsSubmittedAt !== null;
  if (!submitted) return true;
  const [review] = await db
    .select({ state: documentReviews.state })
    .from(documentReviews)
    .where(and(eq(documentReviews.userId, user.id), eq(documentReviews.documentType, documentType), eq(documentReviews.documentIndex, documentIndex)));
  const state = review?.state === 'accepted' || review?.state === 'needs-new-file' ? review.state : 'to-review';
  return slotOpenForCandidate({ documentType, index: documentIndex, review: state }, submitted);
}

/** A sent-back slot as the candidate's reads show it (GET /deals/, GET /documents/submission-status). */
export const sentBackView = (review: typeof documentReviews.$inferSelect) => ({
  document_type: review.documentType,
  document_index: review.documentIndex,
  document_name: review.documentName,
  reason: review.reason,
  reviewed_at: review.reviewedAt.toISOString(),
});

/**
 * Once the candidate has withdrawn every application, their documents, nationalities and disability answer
 * are read-only (the domain's areAllApplicationsWithdrawn), sent-back slots included: 409 {code: ALL_WITHDRAWN}.
 * Called under the candidate's row lock where there is one: a withdrawal takes the same lock.
 */
export async function refuseWhenAllWithdrawn(db: Db, userId: string): Promise<void> {
  const rows = await db.select({ withdrawnAt: deals.withdrawnAt }).from(deals).where(eq(deals.userId, userId));
  if (areAllApplicationsWithdrawn(rows.map((row) => ({ withdrawn_at: iso(row.withdrawnAt) })))) {
    throw conflict({ code: ALL_WITHDRAWN, message: 'Every application was withdrawn: documents, nationalities and the disability answer can no longer be changed' });
  }
}
