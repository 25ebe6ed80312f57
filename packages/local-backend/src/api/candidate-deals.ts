// GET /deals/ (spec §3, with the staff workflow's and the candidates' rights' fields): the candidate's applications, also part of their data
// archive (rights/data-export.ts).
import { candidateHistory } from '@admission/domain';
import { asc, eq } from 'drizzle-orm';
import type { Db } from '../db/database';
import { deals, programs, timelineEvents } from '../db/schema';
import { eventView } from '../workflow/timeline';
import { sentBackView, slotsSentBack } from './candidate-documents';
import { iso } from './views';

/** A candidate's applications, oldest first, each with its program, status, reasons and short history. */
export async function candidateDeals(db: Db, userId: string) {
  const rows = await db
    .select({ deal: deals, program: programs })
    .from(deals)
    .innerJoin(programs, eq(programs.id, deals.programId))
    .where(eq(deals.userId, userId))
    .orderBy(asc(deals.createdAt), asc(deals.id));
  // The staff workflow's extensions: why a rejected application was rejected, the documents sent back for a new file,
  // and the candidate's short history of each application (no notes, no reviewer's name).
  const [events, sentBack] = await Promise.all([
    db.select().from(timelineEvents).where(eq(timelineEvents.userId, userId)),
    slotsSentBack(db, userId),
  ]);
  const documentsToReplace = sentBack.map(sentBackView);
  return rows.map(({ deal, program }) => ({
    id: deal.id,
    program: { name: program.name, requires_quiz: program.requiresQuiz },
    deal_status: deal.dealStatus,
    documents_submitted_at: iso(deal.documentsSubmittedAt),
    created_at: deal.createdAt.toISOString(),
    rejection_reasons: deal.dealStatus === 'REJECTED' ? (deal.rejectionReasons ?? []) : null,
    // A withdrawn application keeps its status; when and why it was withdrawn come beside it.
    withdrawn_at: iso(deal.withdrawnAt),
    withdrawal_reasons: deal.withdrawnAt === null ? null : (deal.withdrawalReasons ?? []),
    documents_to_replace: documentsToReplace,
    history: candidateHistory(events.filter((event) => event.dealId === deal.id || event.dealId === null).map((event) => eventView(event, deal.id))),
  }));
}
