// Why an application was rejected: one or more, by stable id, shown to the candidate in their language with what
// they can do next, and sent in the rejection email (the words are in @admission/wording).
import { type ChosenReason, validateReasons } from './reasons';

export const REJECTION_REASON_IDS = ['documents-missing', 'prerequisites-not-met', 'quiz-below-level', 'places-filled', 'other'] as const;
export type RejectionReasonId = (typeof REJECTION_REASON_IDS)[number];
export type RejectionReason = ChosenReason<RejectionReasonId>;

/** The reasons of a rejection: at least one, from the list. */
export const validateRejectionReasons = (input: unknown) => validateReasons(REJECTION_REASON_IDS, input);

const isRejectionReason = (reason: ChosenReason): reason is RejectionReason => (REJECTION_REASON_IDS as readonly string[]).includes(reason.id);

/** The reasons an API answer carries that this list knows (a reason added on a newer server never breaks a page). */
export const knownRejectionReasons = (reasons: readonly ChosenReason[] | null | undefined): readonly RejectionReason[] => (reasons ?? []).filter(isRejectionReason);
