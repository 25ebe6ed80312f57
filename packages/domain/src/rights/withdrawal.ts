// Withdrawing an application ("Candidates' rights"): the candidate may withdraw one that is not yet decided.
import type { Deal, DealStatus } from '../api/entities';
import { isPortError } from '../api/port-error';
import { isDealStatus } from '../applications/deal-status';
import type { ReasonsFailure } from '../workflow/reasons';
import { isRecord } from '../shared/is-record';
import { type Result, fail, ok } from '../shared/result';
import { type WithdrawalReason, validateWithdrawalReasons } from './withdrawal-reasons';

/**
 * The standing of a withdrawn application. It is deliberately NOT a member of `DealStatus` (spec §4 lists five
 * statuses, and web, adapters and the local backend switch on that union exhaustively): the API reports it next
 * to the deal's status, and staff filter on it on /admin.
 */
export const WITHDRAWN = 'WITHDRAWN';
export type Withdrawn = typeof WITHDRAWN;

/**
 * Not yet decided, so withdrawable: DRAFT, IN_PROGRESS and COMPLETE (submitted, waiting for the jury). ADMISSIBLE
 * and REJECTED are the decisions of spec §4 and are final for the candidate; a missing status reads as DRAFT.
 */
export const WITHDRAWABLE_STATUSES = ['DRAFT', 'IN_PROGRESS', 'COMPLETE'] as const satisfies readonly DealStatus[];
export type WithdrawableStatus = (typeof WITHDRAWABLE_STATUSES)[number];

export type WithdrawalRefusal =
  | { readonly code: 'ALREADY_WITHDRAWN' }
  | { readonly code: 'ALREADY_DECIDED'; readonly status: DealStatus };

export type WithdrawalFailure = WithdrawalRefusal | ReasonsFailure;

export interface Withdrawal {
  /** The status the application had, for the timeline's entry. */
  readonly from: WithdrawableStatus;
  readonly to: Withdrawn;
  readonly reasons: readonly WithdrawalReason[];
}

const isWithdrawable = (status: DealStatus): status is WithdrawableStatus => (WITHDRAWABLE_STATUSES as readonly DealStatus[]).includes(status);

/** May an application in this standing be withdrawn? (An unknown or missing status reads as DRAFT, as dealStatusOf does.) */
export const authoriseWithdrawal = (current: DealStatus | Withdrawn | null | undefined): Result<WithdrawableStatus, WithdrawalRefusal> => {
  if (current === WITHDRAWN) return fail({ code: 'ALREADY_WITHDRAWN' });
  const status: DealStatus = isDealStatus(current) ? current : 'DRAFT';
  return isWithdrawable(status) ? ok(status) : fail({ code: 'ALREADY_DECIDED', status });
};

/** The whole request, as the server checks it: the standing first (no point asking why), then the reasons. */
export const decideWithdrawal = (current: DealStatus | Withdrawn | null | undefined, reasons: unknown): Result<Withdrawal, WithdrawalFailure> => {
  const allowed = authoriseWithdrawal(current);
  if (!allowed.ok) return allowed;
  const checked = validateWithdrawalReasons(reasons);
  if (!checked.ok) return checked;
  return ok({ from: allowed.value, to: WITHDRAWN, reasons: checked.value });
};

/** Has the candidate withdrawn this application? (The API sends withdrawn_at next to deal_status.) */
export const isWithdrawn = (deal: { readonly withdrawn_at?: string | null }): boolean => typeof deal.withdrawn_at === 'string' && deal.withdrawn_at !== '';

/** May the candidate still withdraw it: not withdrawn, and not yet decided. */
export const canWithdraw = (deal: Pick<Deal, 'deal_status' | 'withdrawn_at'>): boolean => authoriseWithdrawal(isWithdrawn(deal) ? WITHDRAWN : deal.deal_status).ok;

/**
 * The refusal's code when a candidate changes their documents, nationalities or disability answer after withdrawing
 * every application they had: those belong to the candidate, not to one application, so they lock only once no
 * application is left to use them.
 */
export const ALL_WITHDRAWN = 'ALL_WITHDRAWN';

/** A change to the documents or answers refused because every application was withdrawn (in another tab, say). */
export interface AllWithdrawn {
  readonly code: typeof ALL_WITHDRAWN;
}

/** Is this the server's refusal because every application is withdrawn (409, `{detail: {code: ALL_WITHDRAWN}}`)? */
export const isAllWithdrawnRefusal = (error: unknown): boolean =>
  isPortError(error) && error.code === 'CONFLICT' && isRecord(error.detail) && error.detail.code === ALL_WITHDRAWN;

/**
 * Has the candidate withdrawn every application they have (none at all is not a withdrawal)? Then their documents,
 * nationalities and disability answer are read-only, as after submission: they still read them ("the
 * candidate can still read what they sent"), nothing changes, not even a slot staff sent back for a new file.
 */
export const areAllApplicationsWithdrawn = (deals: readonly { readonly withdrawn_at?: string | null }[]): boolean => deals.length > 0 && deals.every(isWithdrawn);
