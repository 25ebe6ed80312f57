// /documents/*: the candidate's uploads, their records, and the submission (spec §4, §7).
import { extensionOf, mimeTypeOfExtension, parseDocumentStoragePath, sanitiseFileName, type DealStatus } from '@admission/domain';
import { and, desc, eq, inArray, isNull, or } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { BackendContext } from '../context';
import type { Db } from '../db/database';
import { nowDate } from '../context';
import { deals, documentReviews, documents, invoices, users } from '../db/schema';
import { PG_UNIQUE_VIOLATION, pgErrorCode } from '../db/pg-error';
import { requireUser } from '../http/current-user';
import { conflict, forbidden, HttpError, notFound, unprocessable } from '../http/http-error';
import { signedObjectUrl } from '../storage/signed-urls';
import { objects } from '../supabase/storage-tables';
import { followStatusChange, sendAssignmentDigests, type NewAssignment } from '../review/assignment-run';
import { CANDIDATE, recordEvent, SYSTEM } from '../workflow/timeline';
import { documentsOf, lockCandidate, missingRequirements, ownDocument, refuseWhenAllWithdrawn, requirementsOf, requirementView, sentBackView, slotOpen, slotsSentBack } from './candidate-documents';
import { fileFailureMessage, storedFileFailure } from './stored-file-check';
import { submittedLock } from './users-routes';
import { documentView, iso, paymentUrl } from './views';

/** A unique index refused the row (PostgreSQL 23505, whatever the driver wraps it in). */
export function isUniqueViolation(error: unknown): boolean {
  return pgErrorCode(error) === PG_UNIQUE_VIOLATION || (error instanceof Error && /unique constraint|duplicate key/i.test(error.message));
}

/** What the timeline says of a document: its slot and its name. */
const documentDetails = (document: { readonly documentType: string; readonly documentIndex: number; readonly name: string }) => ({
  document_type: document.documentType,
  document_index: document.documentIndex,
  name: document.name,
});

export const ID_PARAMS = {
  type: 'object',
  required: ['id'],
  properties: { id: { type: 'integer', minimum: 1, maximum: 2_147_483_647 } },
} as const;

interface CreateBody {
  name: string;
  document_type: string;
  document_index: number;
  document_path: string;
}

/** A file to record in a slot: its name, its slot and where it was stored. */
interface FileInSlot {
  readonly name: string;
  readonly document_type: string;
  readonly document_index: number;
  readonly document_path: string;
}

/**
 * Refuses (422, 403) a stored file that may not become this slot's document: an unknown type or slot, a path that is
 * not the candidate's own for this type, an object missing from storage, a format the type does not take, or a file
 * that fails the whole-file check.
 */
async function checkStoredFile(context: BackendContext, userId: string, file: FileInSlot): Promise<void> {
  const { db, config } = context;
  const requirement = (await requirementsOf(db)).find((row) => row.documentType === file.document_type);
  if (requirement === undefined) throw unprocessable(`Unknown document type: ${file.document_type}`);
  if (file.document_index > requirement.maxFiles) {
    throw unprocessable(`document_index must be between 1 and ${requirement.maxFiles} for ${file.document_type}`);
  }
  const parts = parseDocumentStoragePath(file.document_path);
  if (parts === null || parts.fileName !== sanitiseFileName(parts.fileName)) throw unprocessable('document_path is not a document storage path');
  if (parts.userId !== userId) throw forbidden('You may only register files stored under your own folder');
  if (parts.documentType !== file.document_type) throw unprocessable('document_path does not match document_type');
  const [object] = await db
    .select()
    .from(objects)
    .where(and(eq(objects.bucketId, config.bucket), eq(objects.name, file.document_path)));
  const notStored = () => unprocessable('The file was not found in storage: upload it first');
  if (object === undefined) throw notStored();
  const contentType = object.metadata?.mimetype ?? '';
  const format = extensionOf(parts.fileName);
  const allowed = requirement.acceptedFormats.some((accepted) => mimeTypeOfExtension(accepted) === contentType && mimeTypeOfExtension(format) === contentType);
  if (!allowed) throw unprocessable(`Invalid file type. Allowed: ${requirement.acceptedFormats.join(', ')}`);
  const version = `${object.id}@${object.updatedAt.toISOString()}`;
  const failure = await storedFileFailure(context, { path: file.document_path, name: parts.fileName, contentType, version }).catch(() => {
    throw notStored();
  });
  if (failure !== null) throw unprocessable({ ...failure, message: fileFailureMessage(failure) });
}

/** Under the candidate's row lock: refuses a change once every application is withdrawn, or in a slot that is locked. */
async function lockSlotForChange(tx: Db, userId: string, documentType: string, documentIndex: number): Promise<void> {
  const current = await lockCandidate(tx, userId);
  await refuseWhenAllWithdrawn(tx, userId);
  if (current === undefined || !(await slotOpen(tx, current, documentType, documentIndex))) throw submittedLock();
}

/** A new file in a slot waits for review: a review of the file it replaces no longer holds (a sent-back slot closes). */
async function clearSlotReview(tx: Db, row: { readonly userId: string; readonly documentType: string; readonly documentIndex: number }): Promise<void> {
  await tx
    .delete(documentReviews)
    .where(and(eq(documentReviews.userId, row.userId), eq(documentReviews.documentType, row.documentType), eq(documentReviews.documentIndex, row.documentIndex)));
}

export function registerDocumentsRoutes(app: FastifyInstance, context: BackendContext): void {
  const { db, config } = context;

  app.get('/documents/', async (request) => {
    const user = await requireUser(context, request);
    return { documents: (await documentsOf(db, user.id)).map(documentView) };
  });

  app.get('/documents/requirements', async (request) => {
    const user = await requireUser(context, request);
    const [requirements, uploaded] = await Promise.all([requirementsOf(db), documentsOf(db, user.id)]);
    return {
      document_status: requirements.map((row) => {
        const uploadedCount = uploaded.filter((doc) => doc.documentType === row.documentType).length;
        return { type: row.documentType, ...requirementView(row, user.language), uploaded_count: uploadedCount, is_complete: uploadedCount >= row.minFiles };
      }),
    };
  });

  app.post<{ Body: CreateBody }>(
    '/documents/create',
    {
      schema: {
        body: {
          type: 'object',
          additionalProperties: false,
          required: ['name', 'document_type', 'document_index', 'document_path'],
          properties: {
            name: { type: 'string', minLength: 1, maxLength: 255 },
            document_type: { type: 'string', minLength: 1, maxLength: 64, pattern: '^[a-z0-9_]+$' },
            document_index: { type: 'integer', minimum: 1, maximum: 100 },
            document_path: { type: 'string', minLength: 1, maxLength: 1024 },
          },
        },
      },
    },
    async (request, reply) => {
      const user = await requireUser(context, request);
      const body = request.body;
      await refuseWhenAllWithdrawn(db, user.id);
      if (!(await slotOpen(db, user, body.document_type, body.document_index))) throw submittedLock();
      await checkStoredFile(context, user.id, body);
      const record = { userId: user.id, name: body.name, documentType: body.document_type, documentIndex: body.document_index, documentPath: body.document_path };
      const slotTaken = () => conflict('This slot already holds a document: delete it first');
      try {
        // One transaction behind the candidate's row lock: a submission cannot slip in between the check and the insert.
        const created = await db.transaction(async (tx) => {
          await lockSlotForChange(tx, user.id, body.document_type, body.document_index);
          const [taken] = await tx
            .select({ id: documents.id })
            .from(documents)
            .where(
              and(
                eq(documents.userId, user.id),
                or(and(eq(documents.documentType, body.document_type), eq(documents.documentIndex, body.document_index)), eq(documents.documentPath, body.document_path)),
              ),
            );
          if (taken !== undefined) throw slotTaken();
          const [row] = await tx.insert(documents).values({ ...record, createdAt: nowDate(context) }).returning();
          if (row === undefined) throw new Error('document not created');
          await recordEvent(tx, { userId: user.id, dealId: null, actor: CANDIDATE, kind: 'document-uploaded', details: documentDetails(row), at: row.createdAt });
          await clearSlotReview(tx, row);
          return row;
        });
        return reply.code(200).send(documentView(created));
      } catch (error) {
        // The unique indexes (slot, path) refuse what the check could not see.
        if (isUniqueViolation(error)) throw slotTaken();
        throw error;
      }
    },
  );

  app.post<{ Params: { id: number }; Body: { name: string; document_path: string } }>(
    '/documents/:id/replace',
    {
      schema: {
        params: ID_PARAMS,
        body: {
          type: 'object',
          additionalProperties: false,
          required: ['name', 'document_path'],
          properties: { name: { type: 'string', minLength: 1, maxLength: 255 }, document_path: { type: 'string', minLength: 1, maxLength: 1024 } },
        },
      },
    },
    async (request, reply) => {
      const user = await requireUser(context, request);
      const old = await ownDocument(db, user.id, request.params.id);
      if (old === undefined) throw notFound('Document not found');
      const file = { name: request.body.name, document_type: old.documentType, document_index: old.documentIndex, document_path: request.body.document_path };
      await refuseWhenAllWithdrawn(db, user.id);
      // After submission, only the file of a slot staff sent back for a new file (the domain's slotOpenForCandidate).
      if (!(await slotOpen(db, user, old.documentType, old.documentIndex))) throw submittedLock();
      if (file.document_path === old.documentPath) throw unprocessable('document_path is the file this document already has');
      await checkStoredFile(context, user.id, file);
      const replaced = () => conflict('This document was replaced or deleted meanwhile');
      try {
        // The old record goes and the new one comes in one transaction, behind the candidate's row lock: the slot is
        // never empty, and the old file is removed only once the new one is recorded.
        const created = await db.transaction(async (tx) => {
          await lockSlotForChange(tx, user.id, old.documentType, old.documentIndex);
          const removed = await tx.delete(documents).where(and(eq(documents.id, old.id), eq(documents.userId, user.id))).returning({ id: documents.id });
          if (removed.length === 0) throw replaced();
          const at = nowDate(context);
          const [row] = await tx
            .insert(documents)
            .values({ userId: user.id, name: file.name, documentType: file.document_type, documentIndex: file.document_index, documentPath: file.document_path, createdAt: at })
            .returning();
          if (row === undefined) throw new Error('document not created');
          await recordEvent(tx, { userId: user.id, dealId: null, actor: CANDIDATE, kind: 'document-deleted', details: documentDetails(old), at });
          await recordEvent(tx, { userId: user.id, dealId: null, actor: CANDIDATE, kind: 'document-uploaded', details: documentDetails(row), at });
          await clearSlotReview(tx, row);
          await tx.delete(objects).where(and(eq(objects.bucketId, config.bucket), eq(objects.name, old.documentPath)));
          return row;
        });
        await context.files.remove(config.bucket, old.documentPath);
        return reply.code(200).send(documentView(created));
      } catch (error) {
        // The path's unique index refuses a file already recorded.
        if (isUniqueViolation(error)) throw conflict('This file is already recorded as a document');
        throw error;
      }
    },
  );

  app.get('/documents/submission-status', async (request) => {
    const user = await requireUser(context, request);
    const [requirements, uploaded, sentBack] = await Promise.all([requirementsOf(db), documentsOf(db, user.id), slotsSentBack(db, user.id)]);
    const submitted = user.documentsSubmittedAt !== null;
    return {
      is_submitted: submitted,
      submitted_at: iso(user.documentsSubmittedAt),
      can_submit: !submitted && missingRequirements(user, requirements, uploaded).length === 0,
      // The slots open again after submission, each sent back by staff for a new file.
      open_slots: submitted ? sentBack.map(sentBackView) : [],
    };
  });

  app.post('/documents/submit', async (request) => {
    const user = await requireUser(context, request);
    // One transaction behind the candidate's row lock: two tabs submitting at once submit once.
    const outcome = await db.transaction(async (tx) => {
      const current = await lockCandidate(tx, user.id);
      if (current === undefined) throw notFound('Account not found');
      await refuseWhenAllWithdrawn(tx, user.id);
      if (current.documentsSubmittedAt !== null) throw conflict('Documents already submitted');
      const [requirements, uploaded] = await Promise.all([requirementsOf(tx), documentsOf(tx, user.id)]);
      const missing = missingRequirements(current, requirements, uploaded);
      if (missing.length > 0) throw conflict(`Cannot submit yet. Missing: ${missing.join(', ')}`);
      const [invoice] = await tx
        .select()
        .from(invoices)
        .where(and(eq(invoices.userId, user.id), eq(invoices.status, 'open')))
        .orderBy(desc(invoices.createdAt))
        .limit(1);
      if (invoice !== undefined) {
        throw new HttpError(402, { invoice_id: invoice.id, amount: invoice.amount, payment_url: paymentUrl(context, invoice) });
      }
      const now = nowDate(context);
      await tx.update(users).set({ documentsSubmittedAt: now }).where(eq(users.id, user.id));
      // A withdrawn application keeps the status it had.
      const submittable = and(eq(deals.userId, user.id), isNull(deals.withdrawnAt), or(isNull(deals.dealStatus), inArray(deals.dealStatus, ['DRAFT', 'IN_PROGRESS'])));
      const previous = new Map((await tx.select({ id: deals.id, status: deals.dealStatus }).from(deals).where(submittable)).map((row) => [row.id, row.status]));
      const submitted = await tx
        .update(deals)
        .set({ documentsSubmittedAt: now, dealStatus: 'COMPLETE' })
        .where(submittable)
        .returning({ id: deals.id, programId: deals.programId });
      const assigned: NewAssignment[] = [];
      for (const deal of submitted) {
        await recordEvent(tx, { userId: user.id, dealId: deal.id, actor: CANDIDATE, kind: 'documents-submitted', at: now });
        // COMPLETE: the jury gets it (the system assigns it).
        const application = { id: deal.id, userId: user.id, programId: deal.programId };
        assigned.push(...(await followStatusChange(tx, application, (previous.get(deal.id) ?? 'DRAFT') as DealStatus, 'COMPLETE', now, { actor: SYSTEM })));
      }
      return { answer: { is_submitted: true, submitted_at: now.toISOString(), can_submit: false }, assigned, now };
    });
    await sendAssignmentDigests(context, outcome.assigned, outcome.now);
    return outcome.answer;
  });

  app.get<{ Params: { id: number } }>('/documents/:id/download', { schema: { params: ID_PARAMS } }, async (request) => {
    const user = await requireUser(context, request);
    const document = await ownDocument(db, user.id, request.params.id);
    if (document === undefined) throw notFound('Document not found');
    return { download_url: await signedObjectUrl(context, config.bucket, document.documentPath) };
  });

  app.delete<{ Params: { id: number } }>('/documents/:id', { schema: { params: ID_PARAMS } }, async (request, reply) => {
    const user = await requireUser(context, request);
    const document = await ownDocument(db, user.id, request.params.id);
    if (document === undefined) throw notFound('Document not found');
    await db.transaction(async (tx) => {
      await lockSlotForChange(tx, user.id, document.documentType, document.documentIndex);
      await tx.delete(documents).where(eq(documents.id, document.id));
      await recordEvent(tx, { userId: user.id, dealId: null, actor: CANDIDATE, kind: 'document-deleted', details: documentDetails(document), at: nowDate(context) });
      await tx.delete(objects).where(and(eq(objects.bucketId, config.bucket), eq(objects.name, document.documentPath)));
    });
    await context.files.remove(config.bucket, document.documentPath);
    return reply.code(204).send();
  });
}
