// Why a candidate withdraws an application ("Candidates' rights"): one or more reasons from this list, stored by
// stable id (worded, with what the school can still offer, in @admission/wording). "other" carries the candidate's
// own short text, checked by the same rule as staff reasons (trimmed, 1 to OTHER_REASON_MAX_LENGTH characters).
import { type ChosenReason, validateReasons } from '../workflow/reasons';

export const WITHDRAWAL_REASON_IDS = ['accepted-elsewhere', 'program-not-suitable', 'cost', 'start-date', 'personal', 'other'] as const;
export type WithdrawalReasonId = (typeof WITHDRAWAL_REASON_IDS)[number];
export type WithdrawalReason = ChosenReason<WithdrawalReasonId>;

/** The reasons of a withdrawal: at least one, each known and once, "other" with its text. */
export const validateWithdrawalReasons = (input: unknown) => validateReasons(WITHDRAWAL_REASON_IDS, input);

/** The reasons of a withdrawal as the API sent them, keeping only those of the list (an unknown id is dropped). */
export const knownWithdrawalReasons = (reasons: readonly ChosenReason[] | null | undefined): readonly WithdrawalReason[] =>
  (reasons ?? []).filter((reason): reason is WithdrawalReason => (WITHDRAWAL_REASON_IDS as readonly string[]).includes(reason.id));
