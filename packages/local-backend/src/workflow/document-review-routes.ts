// Staff review each document, an extension the school's product API must add (docs/security.md):
//   PUT /admin/applications/{id}/documents/{docId}/review   {state: "accepted"} or
//                                                            {state: "needs-new-file", reason: {id, text?}}
// Staff only, once the candidate has submitted. A document sent back opens its slot to the candidate (upload
// and delete there, even after submission: documents-routes.ts); their new file waits for review again.
import { authoriseDocumentReview, dealStatusOf, validateDocumentReview, type DealStatus, type DocumentReviewDecision } from '@admission/domain';
import { and, eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { applicationWithCandidate } from '../api/application-lookup';
import { nowDate, type BackendContext } from '../context';
import { documentReviews, documents } from '../db/schema';
import { requireStaff, roleOf } from '../http/current-user';
import { forbidden, notFound, unprocessable } from '../http/http-error';
import { emailCandidate } from './candidate-mail';
import { reasonsFailureDetail } from './reasons-detail';
import { recordEvent, staffActor } from './timeline';

const INT = { type: 'integer', minimum: 1, maximum: 2_147_483_647 } as const;
const DOC_PARAMS = { type: 'object', required: ['dealId', 'docId'], properties: { dealId: INT, docId: INT } } as const;

type ReviewRow = typeof documentReviews.$inferSelect;

/** A slot's review as the API sends it; a slot never reviewed (or given a new file since) waits: `to-review`. */
export const reviewView = (review: ReviewRow | null | undefined) =>
  review == null
    ? { state: 'to-review' as const, reason: null, reviewed_at: null, reviewer: null }
    : {
        state: review.state,
        reason: review.reason ?? null,
        reviewed_at: review.reviewedAt.toISOString(),
        reviewer: { name: review.reviewerName, role: review.reviewerRole },
      };

/** The timeline's details of a review: which document, the decision, and its reason. */
const reviewDetails = (document: typeof documents.$inferSelect, decision: DocumentReviewDecision) => ({
  document_type: document.documentType,
  document_index: document.documentIndex,
  document_name: document.name,
  state: decision.state,
  ...(decision.state === 'needs-new-file' ? { reason: decision.reason.id, ...(decision.reason.text === undefined ? {} : { reason_text: decision.reason.text }) } : {}),
});

export function registerDocumentReviewRoutes(app: FastifyInstance, context: BackendContext): void {
  const { db } = context;

  app.put<{ Params: { dealId: number; docId: number } }>('/admin/applications/:dealId/documents/:docId/review', { schema: { params: DOC_PARAMS } }, async (request) => {
    const staff = await requireStaff(context, request);
    const { deal, user, program } = await applicationWithCandidate(db, request.params.dealId);
    const [document] = await db
      .select()
      .from(documents)
      .where(and(eq(documents.id, request.params.docId), eq(documents.userId, user.id)));
    if (document === undefined) throw notFound('Document not found');
    const decision = validateDocumentReview(request.body);
    if (!decision.ok) throw unprocessable(reasonsFailureDetail(decision.error));
    const allowed = authoriseDocumentReview(roleOf(staff), { status: dealStatusOf({ deal_status: deal.dealStatus as DealStatus | null }), submitted: user.documentsSubmittedAt !== null });
    if (!allowed.ok) throw forbidden('Documents can be reviewed once the candidate has submitted them');
    const actor = staffActor(staff);
    const now = nowDate(context);
    const values = {
      userId: user.id,
      documentType: document.documentType,
      documentIndex: document.documentIndex,
      state: decision.value.state,
      reason: decision.value.state === 'needs-new-file' ? { ...decision.value.reason } : null,
      documentName: document.name,
      reviewerId: staff.id,
      reviewerName: actor.name,
      reviewerRole: actor.role,
      reviewedAt: now,
    };
    const saved = await db.transaction(async (tx) => {
      const [row] = await tx
        .insert(documentReviews)
        .values(values)
        .onConflictDoUpdate({ target: [documentReviews.userId, documentReviews.documentType, documentReviews.documentIndex], set: values })
        .returning();
      await recordEvent(tx, { userId: user.id, dealId: deal.id, actor, actorId: staff.id, kind: 'document-reviewed', details: reviewDetails(document, decision.value), at: now });
      return row;
    });
    // A document sent back reaches the candidate by email, with the reason, once the review is committed.
    if (decision.value.state === 'needs-new-file') {
      const sentBack = { name: document.name, type: document.documentType };
      await emailCandidate(context, { user, deal, program }, { kind: 'document-needs-new-file', document: sentBack, reason: decision.value.reason }, now).catch(
        (error: unknown) => request.log.error({ err: error }, 'candidate email not sent'),
      );
    }
    return { document_id: document.id, ...reviewView(saved) };
  });
}
