// The candidate's withdrawal ("Candidates' rights"), an extension the school's product API must add (docs/security.md):
//   POST /deals/{id}/withdraw   {reasons: [{id, text?}]}   the candidate withdraws their own undecided application
// The domain decides (decideWithdrawal); a refusal answers `{detail: {code, message}}` with the domain's code.
import { decideWithdrawal, WITHDRAWN, type DealStatus, type WithdrawalFailure } from '@admission/domain';
import { and, eq, isNull } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { nowDate, type BackendContext } from '../context';
import { deals } from '../db/schema';
import { requireUser, roleOf } from '../http/current-user';
import { forbidden, HttpError, notFound } from '../http/http-error';
import { lockCandidate } from '../api/candidate-documents';
import { iso } from '../api/views';
import { bodyField, reasonsFailureDetail } from './reasons-detail';
import { withdrawOpenAssignments } from '../review/assignment-run';
import { CANDIDATE, recordEvent, SYSTEM } from './timeline';

const DEAL_PARAMS = { type: 'object', required: ['dealId'], properties: { dealId: { type: 'integer', minimum: 1, maximum: 2_147_483_647 } } } as const;

/** A refusal as the API answers it: 409 for the application's standing, 422 for the reasons. */
export function withdrawalRefusal(failure: WithdrawalFailure): HttpError {
  switch (failure.code) {
    case 'ALREADY_WITHDRAWN':
      return new HttpError(409, { code: failure.code, message: 'This application is already withdrawn' });
    case 'ALREADY_DECIDED':
      return new HttpError(409, { code: failure.code, status: failure.status, message: `A decided application (${failure.status}) cannot be withdrawn` });
    default:
      return new HttpError(422, { code: failure.code, message: reasonsFailureDetail(failure) });
  }
}

/** A withdrawal's reasons on its timeline entry: their ids, and the text of "other" (as a rejection's). */
const reasonsDetails = (reasons: readonly { readonly id: string; readonly text?: string }[]) => {
  const other = reasons.find((reason) => reason.text !== undefined)?.text;
  return { reasons: reasons.map((reason) => reason.id), ...(other === undefined ? {} : { other_reason: other }) };
};

export function registerWithdrawalRoutes(app: FastifyInstance, context: BackendContext): void {
  const { db } = context;

  app.post<{ Params: { dealId: number } }>('/deals/:dealId/withdraw', { schema: { params: DEAL_PARAMS } }, async (request) => {
    const user = await requireUser(context, request);
    if (roleOf(user) !== 'candidate') throw forbidden('Only the candidate may withdraw their own application');
    const dealId = request.params.dealId;
    // Under the candidate's row lock, as a staff status change: the standing is read where it is changed.
    return db.transaction(async (tx) => {
      await lockCandidate(tx, user.id);
      const [deal] = await tx.select().from(deals).where(eq(deals.id, dealId));
      // Someone else's application is not found, as one that does not exist: its existence is not the caller's business.
      if (deal === undefined || deal.userId !== user.id) throw notFound('Application not found');
      const decision = decideWithdrawal(deal.withdrawnAt === null ? (deal.dealStatus as DealStatus | null) : WITHDRAWN, bodyField(request.body, 'reasons'));
      if (!decision.ok) throw withdrawalRefusal(decision.error);
      const now = nowDate(context);
      const reasons = [...decision.value.reasons];
      await tx.update(deals).set({ withdrawnAt: now, withdrawalReasons: reasons }).where(and(eq(deals.id, deal.id), isNull(deals.withdrawnAt)));
      await recordEvent(tx, {
        userId: user.id,
        dealId: deal.id,
        actor: CANDIDATE,
        kind: 'withdrawn',
        details: { from: decision.value.from, to: WITHDRAWN, ...reasonsDetails(reasons) },
        at: now,
      });
      // Withdrawn, it leaves the jury: its open assignments end (submitted reviews stay).
      await withdrawOpenAssignments(tx, deal, now, { actor: SYSTEM }, 'candidate-withdrew');
      return { id: deal.id, deal_status: deal.dealStatus, withdrawn_at: iso(now), withdrawal_reasons: reasons };
    });
  });
}
