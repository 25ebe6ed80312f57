// The decision meeting (admins), extensions the school's product API must add (docs/contracts.md):
//   GET  /admin/ranking?program_id=          the program's submitted applications in the domain's order (rankWithInterviews)
//   GET  /admin/ranking/export?program_id=   the same as a CSV file, spreadsheet-safe as the list's export
//   POST /admin/ranking/decisions            ADMISSIBLE or REJECTED for a selection, each as PATCH .../status makes it
import {
  combinedScore,
  CSV_BOM,
  csvLine,
  interviewScore,
  rankWithInterviews,
  RANKING_EXPORT_COLUMNS,
  summariseReviews,
  validateRejectionReasons,
  type BrandLanguage,
  type DealStatus,
  type ProgramRanking,
  type RankingEntry,
  type RankingExportColumn,
  type InterviewRankingRow,
  type RejectionReason,
} from '@admission/domain';
import { CSV_EXPORT_WORDING, RANKING_EXPORT_WORDING } from '@admission/wording';
import { and, eq, inArray, isNull } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterStatusChange, changeStatus } from '../api/status-change';
import { iso } from '../api/views';
import { nowDate, type BackendContext } from '../context';
import type { Db } from '../db/database';
import { deals, interviewBookings, interviewScores, programs, reviewAssignments, reviews, users } from '../db/schema';
import { interviewSettingsOf } from '../interview/interview-settings';
import { HttpError, notFound, unprocessable } from '../http/http-error';
import { recordEvent, staffActor } from '../workflow/timeline';
import { bodyField, reasonsFailureDetail } from '../workflow/reasons-detail';
import { requireAdmin } from './review-admin-routes';
import { personName, programJury } from './review-store';

const INT = { type: 'integer', minimum: 1, maximum: 2_147_483_647 } as const;
const PROGRAM_QUERY = { type: 'object', additionalProperties: false, required: ['program_id'], properties: { program_id: INT } } as const;
/** The statuses a ranking shows: submitted and not withdrawn, decided or not (the decided ones with their status). */
const RANKED_STATUSES: readonly DealStatus[] = ['COMPLETE', 'ADMISSIBLE', 'REJECTED'];
/** Applications one decision takes at once. */
export const DECISIONS_MAX = 200;

/** A ranked application's status as the database holds it: one of RANKED_STATUSES, which the read filters on. */
function rankedStatus(dealId: number, value: string | null): DealStatus {
  const status = RANKED_STATUSES.find((ranked) => ranked === value);
  if (status === undefined) throw new Error(`Application ${dealId} has the status ${String(value)}, which no ranking shows`);
  return status;
}

/**
 * The program's ranking: each application's submitted reviews summed up (the domain's summariseReviews), its
 * interview score (the mean of the panel's totals) and the two combined by the program's interview weight, then
 * ranked by the domain's order.
 */
export async function programRanking(db: Db, programId: number): Promise<ProgramRanking> {
  const [program] = await db.select({ id: programs.id }).from(programs).where(eq(programs.id, programId));
  if (program === undefined) throw notFound('Program not found');
  const { settings } = await programJury(db, programId);
  const { interviewWeight } = await interviewSettingsOf(db, programId);
  const applications = await db
    .select({ id: deals.id, status: deals.dealStatus, submittedAt: deals.documentsSubmittedAt, firstName: users.firstName, lastName: users.lastName, email: users.email })
    .from(deals)
    .innerJoin(users, eq(users.id, deals.userId))
    .where(and(eq(deals.programId, programId), inArray(deals.dealStatus, [...RANKED_STATUSES]), isNull(deals.withdrawnAt)));
  const assignments = await db
    .select({ dealId: reviewAssignments.dealId, total: reviews.total, submittedAt: reviews.submittedAt })
    .from(reviewAssignments)
    .innerJoin(deals, eq(deals.id, reviewAssignments.dealId))
    .leftJoin(reviews, eq(reviews.assignmentId, reviewAssignments.id))
    .where(and(eq(deals.programId, programId), eq(reviewAssignments.state, 'active')));
  const panelTotals = await db
    .select({ dealId: interviewBookings.dealId, total: interviewScores.total })
    .from(interviewScores)
    .innerJoin(interviewBookings, eq(interviewBookings.id, interviewScores.bookingId))
    .innerJoin(deals, eq(deals.id, interviewBookings.dealId))
    .where(eq(deals.programId, programId));
  const panelTotalsOf = new Map<number, number[]>();
  for (const row of panelTotals) panelTotalsOf.set(row.dealId, [...(panelTotalsOf.get(row.dealId) ?? []), row.total]);
  const assignedTo = new Map<number, number>();
  const totalsOf = new Map<number, number[]>();
  for (const row of assignments) {
    assignedTo.set(row.dealId, (assignedTo.get(row.dealId) ?? 0) + 1);
    if (row.submittedAt !== null && row.total !== null) totalsOf.set(row.dealId, [...(totalsOf.get(row.dealId) ?? []), row.total]);
  }
  const rows = applications.map((application): InterviewRankingRow & { readonly candidateName: string; readonly status: DealStatus } => {
    const summary = summariseReviews(totalsOf.get(application.id) ?? [], settings.disagreementThreshold);
    const interview = interviewScore(panelTotalsOf.get(application.id) ?? []);
    return {
      interviewScore: interview,
      combined: combinedScore(summary.mean, interview, interviewWeight),
      applicationId: application.id,
      submittedAt: application.submittedAt,
      mean: summary.mean,
      reviewsDone: summary.count,
      reviewsAssigned: assignedTo.get(application.id) ?? 0,
      disagreement: summary.disagreement,
      candidateName: personName(application),
      status: rankedStatus(application.id, application.status),
    };
  });
  // A program whose panel scored an interview ranks by the combined score; one without, by the reviews' mean.
  const ranked = rankWithInterviews(rows, panelTotals.length > 0).map((row): RankingEntry => ({
    application_id: row.applicationId,
    candidate_name: row.candidateName,
    submitted_at: iso(row.submittedAt),
    mean: row.mean,
    reviews_done: row.reviewsDone,
    reviews_assigned: row.reviewsAssigned,
    disagreement: row.disagreement,
    status: row.status,
    interview_score: row.interviewScore,
    combined_score: row.combined,
  }));
  return { program_id: programId, interview_weight: interviewWeight, rows: ranked };
}

/** `ranking-3-2026-03-05.csv`: the program and the export's date (UTC) in the name. */
export const rankingFileName = (programId: number, now: Date): string => `ranking-${programId}-${now.toISOString().slice(0, 10)}.csv`;

/** The whole file: every cell through the domain's csvLine (a formula-looking cell is neutralised, as the list's export), the headers, the yes/no and the statuses in the admin's language. */
export function rankingCsv(rows: readonly RankingEntry[], language: BrandLanguage): string {
  const words = RANKING_EXPORT_WORDING[language];
  const line = (row: RankingEntry, index: number): string => {
    const cells: Readonly<Record<RankingExportColumn, string | number | null>> = {
      rank: index + 1,
      application: row.application_id,
      candidate: row.candidate_name,
      submittedOn: row.submitted_at?.slice(0, 10) ?? '',
      mean: row.mean,
      interviewScore: row.interview_score,
      combinedScore: row.combined_score,
      reviewsDone: row.reviews_done,
      reviewsAssigned: row.reviews_assigned,
      disagreement: row.disagreement ? words.disagreement.yes : words.disagreement.no,
      // The status in words, as the list's export names it.
      status: CSV_EXPORT_WORDING[language].status[row.status],
    };
    return csvLine(RANKING_EXPORT_COLUMNS.map((column) => cells[column]));
  };
  return CSV_BOM + csvLine(RANKING_EXPORT_COLUMNS.map((column) => words.columns[column])) + rows.map(line).join('');
}

/** Why a decision was refused for one application, from the refusal the status change answered. */
function refusalCode(error: unknown): string {
  if (!(error instanceof HttpError)) throw error;
  if (error.statusCode === 404) return 'NOT_FOUND';
  if (typeof error.detail === 'object' && error.detail !== null && 'code' in error.detail && typeof error.detail.code === 'string') return error.detail.code;
  if (error.statusCode === 403) return 'STATUS_NOT_ALLOWED';
  throw error;
}

export function registerRankingRoutes(app: FastifyInstance, context: BackendContext): void {
  const { db } = context;

  app.get<{ Querystring: { program_id: number } }>('/admin/ranking', { schema: { querystring: PROGRAM_QUERY } }, async (request) => {
    await requireAdmin(context, request);
    return programRanking(db, request.query.program_id);
  });

  app.get<{ Querystring: { program_id: number; lang?: BrandLanguage } }>(
    '/admin/ranking/export',
    { schema: { querystring: { ...PROGRAM_QUERY, properties: { ...PROGRAM_QUERY.properties, lang: { type: 'string', enum: ['en', 'fr'] } } } } },
    async (request, reply) => {
      const admin = await requireAdmin(context, request);
      const language: BrandLanguage = request.query.lang ?? (admin.language === 'fr' ? 'fr' : 'en');
      const { rows } = await programRanking(db, request.query.program_id);
      return reply
        .header('Content-Type', 'text/csv; charset=utf-8')
        .header('Content-Disposition', `attachment; filename="${rankingFileName(request.query.program_id, nowDate(context))}"`)
        .header('Cache-Control', 'no-store')
        .send(rankingCsv(rows, language));
    },
  );

  app.post<{ Body: { application_ids: number[]; status: 'ADMISSIBLE' | 'REJECTED'; reasons?: unknown } }>(
    '/admin/ranking/decisions',
    {
      schema: {
        body: {
          type: 'object',
          additionalProperties: false,
          required: ['application_ids', 'status'],
          properties: {
            application_ids: { type: 'array', minItems: 1, maxItems: DECISIONS_MAX, uniqueItems: true, items: INT },
            status: { type: 'string', enum: ['ADMISSIBLE', 'REJECTED'] },
            reasons: { type: 'array', maxItems: 20 },
          },
        },
      },
    },
    async (request) => {
      const admin = await requireAdmin(context, request);
      const { status } = request.body;
      // The reasons apply to every application of the selection; checked once, before any is decided.
      let reasons: readonly RejectionReason[] | null = null;
      if (status === 'REJECTED') {
        const checked = validateRejectionReasons(bodyField(request.body, 'reasons'));
        if (!checked.ok) throw unprocessable(reasonsFailureDetail(checked.error));
        reasons = checked.value;
      }
      const decided: number[] = [];
      const refused: { application_id: number; code: string }[] = [];
      for (const applicationId of request.body.application_ids) {
        try {
          const [deal] = await db.select().from(deals).where(eq(deals.id, applicationId));
          if (deal === undefined) throw notFound('Application not found');
          const changed = await changeStatus(context, admin, deal, status, () => reasons, {
            alsoRecord: (tx, from) =>
              recordEvent(tx, { userId: deal.userId, dealId: deal.id, actor: staffActor(admin), actorId: admin.id, kind: 'ranking-decision', details: { from, to: status }, at: nowDate(context) }),
          });
          // One e-mail per candidate, in their brand and language, as a decision from the application page sends.
          await afterStatusChange(context, deal.id, changed, status, (error) => request.log.error({ err: error }, 'candidate email not sent'));
          decided.push(applicationId);
        } catch (error) {
          refused.push({ application_id: applicationId, code: refusalCode(error) });
        }
      }
      return { decided, refused };
    },
  );
}
