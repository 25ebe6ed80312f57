// Asking to delete one's account ("Candidates' rights"): the candidate asks (and may change their mind while it
// waits); an admin carries it out with one action. requested -> completed, or requested -> cancelled -> requested.
import type { BrandRetention } from '../brands/brand';
import type { Role } from '../roles/role';
import type { Clock } from '../shared/clock.port';
import { type Result, fail, ok } from '../shared/result';
import { yearsAfter } from './retention';

export type DeletionRequest =
  | { readonly status: 'requested'; readonly requestedAt: string }
  | { readonly status: 'cancelled'; readonly requestedAt: string; readonly cancelledAt: string }
  | {
      readonly status: 'completed';
      readonly requestedAt: string;
      readonly completedAt: string;
      /** When the anonymised record itself goes (the brand's retention, from the deletion). */
      readonly anonymisedRecordKeptUntil: string;
    };

export type DeletionStatus = DeletionRequest['status'];
export type DeletionAction = 'request' | 'cancel' | 'complete';

export type DeletionRefusal =
  | { readonly code: 'FORBIDDEN'; readonly action: DeletionAction }
  | { readonly code: 'DELETION_ALREADY_REQUESTED' }
  | { readonly code: 'NO_DELETION_REQUESTED' }
  | { readonly code: 'ACCOUNT_ALREADY_DELETED' };

/**
 * Who may do what: the candidate asks and cancels their own request; only an admin carries it out, since it cannot
 * be undone (an agent, who may only re-open applications, may not).
 */
const MAY: Readonly<Record<DeletionAction, (role: Role | null) => boolean>> = {
  request: (role) => role === 'candidate',
  cancel: (role) => role === 'candidate',
  complete: (role) => role === 'admin',
};

/** The request after an action, or why the action is refused. `current` is null when none was ever made. */
export const nextDeletionRequest = (
  current: DeletionRequest | null,
  action: DeletionAction,
  role: Role | null,
  clock: Clock,
  retention: BrandRetention,
): Result<DeletionRequest, DeletionRefusal> => {
  if (!MAY[action](role)) return fail({ code: 'FORBIDDEN', action });
  if (current?.status === 'completed') return fail({ code: 'ACCOUNT_ALREADY_DELETED' });
  const now = new Date(clock.now()).toISOString();
  if (action === 'request') return current?.status === 'requested' ? fail({ code: 'DELETION_ALREADY_REQUESTED' }) : ok({ status: 'requested', requestedAt: now });
  if (current?.status !== 'requested') return fail({ code: 'NO_DELETION_REQUESTED' });
  return action === 'cancel'
    ? ok({ status: 'cancelled', requestedAt: current.requestedAt, cancelledAt: now })
    : ok({ status: 'completed', requestedAt: current.requestedAt, completedAt: now, anonymisedRecordKeptUntil: yearsAfter(now, retention.anonymisedRecordYears) });
};
