// A staff member's status change of one application (spec §7), as PATCH /admin/applications/{id}/status and the
// ranking's decisions make it: under the candidate's row lock, authorised by the domain, on the timeline with its
// actor, the jury following (assignOnStatus); then, once committed, the candidate's e-mail and the reviewers' digests.
import { authoriseStatusChange, timelineKindOfStatusChange, type DealStatus, type RejectionReason } from '@admission/domain';
import { and, eq, inArray } from 'drizzle-orm';
import type { UserRow } from '../auth/sessions';
import { nowDate, type BackendContext } from '../context';
import type { Db } from '../db/database';
import { deals, users } from '../db/schema';
import { roleOf } from '../http/current-user';
import { conflict, forbidden, HttpError } from '../http/http-error';
import { followStatusChange, sendAssignmentDigests, type NewAssignment } from '../review/assignment-run';
import { emailStatusChange } from '../workflow/candidate-mail';
import { recordEvent, staffActor } from '../workflow/timeline';
import { lockCandidate } from './candidate-documents';

/** A rejection's reasons on its timeline entry: their ids, and the text of "other". */
export const rejectionDetails = (reasons: readonly RejectionReason[] | null) => {
  if (reasons === null) return {};
  const other = reasons.find((reason) => reason.text !== undefined)?.text;
  return { reasons: reasons.map((reason) => reason.id), ...(other === undefined ? {} : { other_reason: other }) };
};

export interface StatusChanged {
  readonly row: typeof deals.$inferSelect;
  readonly current: DealStatus;
  readonly reasons: readonly RejectionReason[] | null;
  readonly assigned: readonly NewAssignment[];
}

export interface ChangeOptions {
  /** More to record in the change's transaction (the ranking's decision entry). */
  readonly alsoRecord?: (tx: Db, from: DealStatus) => Promise<void>;
}

/**
 * Changes the status in one transaction behind the candidate's row lock: re-opening two applications at once, or
 * re-opening while the candidate submits, leaves the lock and the statuses agreeing. The status is read under the lock.
 * `reasonsOf` checks a rejection's reasons once the role may reject at all (an agent's rejection is a 403 whatever its body).
 */
export async function changeStatus(
  context: BackendContext,
  staff: UserRow,
  deal: { readonly id: number; readonly userId: string; readonly programId: number },
  target: DealStatus,
  reasonsOf: () => readonly RejectionReason[] | null,
  options: ChangeOptions = {},
): Promise<StatusChanged> {
  const reopening = target === 'IN_PROGRESS';
  return context.db.transaction(async (tx) => {
    await lockCandidate(tx, deal.userId);
    const [fresh] = await tx.select({ dealStatus: deals.dealStatus, withdrawnAt: deals.withdrawnAt }).from(deals).where(eq(deals.id, deal.id));
    // The candidate withdrew it: it is theirs to have left, no status of staff's applies any more.
    if (fresh?.withdrawnAt != null) throw conflict({ code: 'WITHDRAWN', message: 'The candidate withdrew this application: its status can no longer be changed' });
    const current = (fresh?.dealStatus ?? 'DRAFT') as DealStatus;
    const decision = authoriseStatusChange(roleOf(staff), current, target);
    if (!decision.ok) {
      throw forbidden(
        roleOf(staff) === 'agent'
          ? `An agent may only re-open a COMPLETE application (this one is ${current})`
          : `An admin may set ADMISSIBLE or REJECTED only from COMPLETE, and re-open (IN_PROGRESS) any application; not ${current} to ${target}`,
      );
    }
    const reasons = reasonsOf();
    const [row] = await tx
      .update(deals)
      .set({ dealStatus: target, rejectionReasons: reasons === null ? null : [...reasons], ...(reopening ? { documentsSubmittedAt: null } : {}) })
      .where(eq(deals.id, deal.id))
      .returning();
    if (row === undefined) throw new HttpError(500, 'Status not updated');
    const at = nowDate(context);
    const by = { actor: staffActor(staff), actorId: staff.id };
    await recordEvent(tx, { userId: deal.userId, dealId: deal.id, ...by, kind: timelineKindOfStatusChange(current, target), details: { from: current, to: target, ...rejectionDetails(reasons) }, at });
    await options.alsoRecord?.(tx, current);
    // The jury follows: re-opened, the open assignments end; COMPLETE again, it is assigned afresh.
    const assigned = await followStatusChange(tx, deal, current, target, at, by);
    if (reopening) {
      // Re-opened: the candidate validates their documents again, so the submission lock lifts.
      const stillSubmitted = await tx
        .select({ id: deals.id })
        .from(deals)
        .where(and(eq(deals.userId, deal.userId), inArray(deals.dealStatus, ['COMPLETE', 'ADMISSIBLE', 'REJECTED'])))
        .limit(1);
      if (stillSubmitted.length === 0) await tx.update(users).set({ documentsSubmittedAt: null }).where(eq(users.id, deal.userId));
    }
    return { row, current, reasons, assigned };
  });
}

/**
 * Once committed: the decision or the re-opening reaches the candidate by e-mail (one, in their brand and language),
 * and reviewers given the application their digest. An e-mail that fails is logged; the change (made) stands.
 */
export async function afterStatusChange(context: BackendContext, dealId: number, changed: StatusChanged, target: DealStatus, logError: (error: unknown) => void): Promise<void> {
  await emailStatusChange(context, dealId, changed.current, target, changed.reasons).catch(logError);
  await sendAssignmentDigests(context, changed.assigned, nowDate(context)).catch(logError);
}
