// /admin/*: staff (admin and agent) search, read and move applications (spec §2, §6, §7).
import {
  DEAL_STATUSES,
  parseAdminSort,
  validateRejectionReasons,
  type AdminDocumentsFilter,
  type AdminStatusFilter,
  type BrandLanguage,
  type DealStatus,
  type RejectionReason,
} from '@admission/domain';
import { and, asc, eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { BackendContext } from '../context';
import { documentReviews, documents, payers } from '../db/schema';
import { requireStaff } from '../http/current-user';
import { notFound, unprocessable } from '../http/http-error';
import { quizResultFor } from '../quiz/quiz-routes';
import { signedObjectUrl } from '../storage/signed-urls';
import { objects } from '../supabase/storage-tables';
import { reviewView } from '../workflow/document-review-routes';
import { bodyField, reasonsFailureDetail } from '../workflow/reasons-detail';
import { ADMIN_FILTER_SORT_PROPERTIES, adminListRows, adminListTotal, adminListWhere } from './admin-list-query';
import { applicationWithCandidate } from './application-lookup';
import { requirementsOf, requirementView } from './candidate-documents';
import { afterStatusChange, changeStatus } from './status-change';
import { iso } from './views';

export const ADMIN_LIST_MAX_LIMIT = 100;
export { ADMIN_SEARCH_MAX_LENGTH } from './admin-list-query';

const DEAL_PARAMS = {
  type: 'object',
  required: ['dealId'],
  properties: { dealId: { type: 'integer', minimum: 1, maximum: 2_147_483_647 } },
} as const;
const DOC_PARAMS = {
  type: 'object',
  required: ['dealId', 'docId'],
  properties: { dealId: { type: 'integer', minimum: 1, maximum: 2_147_483_647 }, docId: { type: 'integer', minimum: 1, maximum: 2_147_483_647 } },
} as const;

interface ListQuery {
  skip: number;
  limit: number;
  status: AdminStatusFilter;
  search?: string;
  sort?: string;
  dir?: string;
  documents?: AdminDocumentsFilter;
}

export function registerAdminRoutes(app: FastifyInstance, context: BackendContext): void {
  const { db, config } = context;

  const dealWithUser = (dealId: number) => applicationWithCandidate(db, dealId);

  const dealDocument = async (dealId: number, docId: number) => {
    const { user } = await dealWithUser(dealId);
    const [row] = await db
      .select({ document: documents, object: objects })
      .from(documents)
      .leftJoin(objects, and(eq(objects.bucketId, config.bucket), eq(objects.name, documents.documentPath)))
      .where(and(eq(documents.id, docId), eq(documents.userId, user.id)));
    if (row === undefined) throw notFound('Document not found');
    return row;
  };

  const contentOf = async (document: typeof documents.$inferSelect, object: typeof objects.$inferSelect | null) => ({
    content_type: object?.metadata?.mimetype ?? 'application/octet-stream',
    download_url: await signedObjectUrl(context, config.bucket, document.documentPath),
    document_name: document.name,
    document_type: document.documentType,
    size_bytes: object?.metadata?.size ?? null,
  });

  app.get<{ Querystring: ListQuery }>(
    '/admin/applications',
    {
      schema: {
        querystring: {
          type: 'object',
          additionalProperties: false,
          properties: {
            skip: { type: 'integer', minimum: 0, maximum: 1_000_000, default: 0 },
            limit: { type: 'integer', minimum: 1, maximum: ADMIN_LIST_MAX_LIMIT, default: ADMIN_LIST_MAX_LIMIT },
            ...ADMIN_FILTER_SORT_PROPERTIES,
          },
        },
      },
    },
    async (request, reply) => {
      await requireStaff(context, request);
      const { skip, limit, status } = request.query;
      const where = adminListWhere({ status, search: request.query.search?.trim() ?? '', documents: request.query.documents });
      const sort = parseAdminSort(request.query.sort, request.query.dir);
      const [items, total] = await Promise.all([adminListRows(context, where, sort, skip, limit), adminListTotal(context, where)]);
      reply.header('X-Total-Count', String(total));
      return items;
    },
  );

  app.get<{ Params: { dealId: number } }>('/admin/applications/:dealId', { schema: { params: DEAL_PARAMS } }, async (request) => {
    await requireStaff(context, request);
    const { deal, user, program } = await dealWithUser(request.params.dealId);
    const [payerRows, quiz] = await Promise.all([
      db.select().from(payers).where(eq(payers.dealId, deal.id)).orderBy(asc(payers.id)),
      program.requiresQuiz ? quizResultFor(context, user.id) : Promise.resolve(null),
    ]);
    return {
      user: {
        id: user.id,
        first_name: user.firstName,
        last_name: user.lastName,
        email: user.email,
        phone: user.phone,
        english_level: user.englishLevel,
        first_login_at: iso(user.firstLoginAt),
        hubspot_contact_id: user.hubspotContactId,
        brand: user.brand,
        language: user.language,
      },
      program: { name: program.name, requires_quiz: program.requiresQuiz },
      deal: {
        id: deal.id,
        deal_status: deal.dealStatus,
        created_at: deal.createdAt.toISOString(),
        is_self_financed: deal.isSelfFinanced,
        documents_submitted_at: iso(deal.documentsSubmittedAt),
        rejection_reasons: deal.rejectionReasons,
        withdrawn_at: iso(deal.withdrawnAt),
        withdrawal_reasons: deal.withdrawnAt === null ? null : (deal.withdrawalReasons ?? []),
      },
      quiz,
      payers: payerRows.map((payer) => ({
        id: payer.id,
        first_name: payer.firstName,
        last_name: payer.lastName,
        email: payer.email,
        phone: payer.phone,
        address: payer.address,
        zip_code: payer.zipCode,
        country: payer.country,
      })),
    };
  });

  app.get<{ Params: { dealId: number }; Querystring: { lang?: BrandLanguage } }>(
    '/admin/applications/:dealId/documents',
    { schema: { params: DEAL_PARAMS, querystring: { type: 'object', additionalProperties: false, properties: { lang: { type: 'string', enum: ['en', 'fr'] } } } } },
    async (request) => {
      const staff = await requireStaff(context, request);
      // Each document's type by the name the candidate pages show, in the `lang` asked for, else the staff member's own.
      const language: BrandLanguage = request.query.lang ?? (staff.language === 'fr' ? 'fr' : 'en');
      const { user } = await dealWithUser(request.params.dealId);
      const labels = new Map((await requirementsOf(db)).map((row) => [row.documentType, requirementView(row, language).label]));
      const rows = await db
        .select({ document: documents, object: objects, review: documentReviews })
        .from(documents)
        .leftJoin(objects, and(eq(objects.bucketId, config.bucket), eq(objects.name, documents.documentPath)))
        .leftJoin(
          documentReviews,
          and(eq(documentReviews.userId, documents.userId), eq(documentReviews.documentType, documents.documentType), eq(documentReviews.documentIndex, documents.documentIndex)),
        )
        .where(eq(documents.userId, user.id))
        .orderBy(asc(documents.documentType), asc(documents.documentIndex));
      return {
        documents: await Promise.all(
          rows.map(async ({ document, object, review }) => ({
            id: document.id,
            name: document.name,
            document_type: document.documentType,
            document_label: labels.get(document.documentType) ?? null,
            document_index: document.documentIndex,
            created_at: document.createdAt.toISOString(),
            content: await contentOf(document, object),
            review: reviewView(review),
          })),
        ),
      };
    },
  );

  app.get<{ Params: { dealId: number; docId: number } }>(
    '/admin/applications/:dealId/documents/:docId/content',
    { schema: { params: DOC_PARAMS } },
    async (request) => {
      await requireStaff(context, request);
      const { document, object } = await dealDocument(request.params.dealId, request.params.docId);
      return contentOf(document, object);
    },
  );

  app.get<{ Params: { dealId: number; docId: number }; Querystring: { access_token?: string } }>(
    '/admin/applications/:dealId/documents/:docId/download',
    {
      schema: {
        params: DOC_PARAMS,
        querystring: { type: 'object', additionalProperties: false, properties: { access_token: { type: 'string', maxLength: 4096 } } },
      },
    },
    async (request, reply) => {
      // Opened in a new tab, which carries no bearer header: this route alone takes ?access_token=.
      await requireStaff(context, request, true);
      const { document } = await dealDocument(request.params.dealId, request.params.docId);
      return reply.redirect(await signedObjectUrl(context, config.bucket, document.documentPath, 300), 302);
    },
  );

  app.patch<{ Params: { dealId: number }; Querystring: { status: DealStatus } }>(
    '/admin/applications/:dealId/status',
    {
      schema: {
        params: DEAL_PARAMS,
        querystring: {
          type: 'object',
          additionalProperties: false,
          required: ['status'],
          properties: { status: { type: 'string', enum: [...DEAL_STATUSES] } },
        },
      },
    },
    async (request) => {
      const staff = await requireStaff(context, request);
      const { deal } = await dealWithUser(request.params.dealId);
      const target = request.query.status;
      // A rejection says why: `{"reasons": [{"id": ..., "text"?: ...}]}` from the domain's list,
      // checked once the role may reject at all (an agent's rejection is a 403 whatever its body).
      const reasonsOf = (): readonly RejectionReason[] | null => {
        if (target !== 'REJECTED') return null;
        const checked = validateRejectionReasons(bodyField(request.body, 'reasons'));
        if (!checked.ok) throw unprocessable(reasonsFailureDetail(checked.error));
        return checked.value;
      };
      const updated = await changeStatus(context, staff, deal, target, reasonsOf);
      await afterStatusChange(context, deal.id, updated, target, (error) => request.log.error({ err: error }, 'candidate email not sent'));
      return { deal_id: updated.row.id, deal_status: updated.row.dealStatus };
    },
  );
}
