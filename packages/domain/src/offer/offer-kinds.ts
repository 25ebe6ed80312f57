// The offer's vocabulary (after ADMISSIBLE, or COMPLETE where the program has no interview): what the school decides,
// where an offer stands, where each of its conditions stands, and what a waitlisted candidate chose. The offer lives
// beside the application's deal_status, which keeps its five values; the rules that use these live beside this file.

/** What the school decides about an application: an offer (with or without conditions), the waitlist, or a rejection. */
export const OFFER_DECISION_KINDS = ['offer_unconditional', 'offer_conditional', 'waitlist', 'reject'] as const;
export type OfferDecisionKind = (typeof OFFER_DECISION_KINDS)[number];

/**
 * Where an offer stands. Time alone never changes it: a passed reply deadline is the derived flag "reply overdue"
 * (isReplyOverdue), never a state, because nothing is declined by default and staff decide.
 * - `made`: waiting for the candidate's reply.
 * - `conditions_pending`: accepted, with at least one condition still pending.
 * - `accepted`: accepted, every condition met, the deposit still due.
 * - `confirmed`: accepted, every condition met, the deposit paid or waived (or none asked).
 * - `enrolled`: staff marked the confirmed candidate enrolled.
 * - `declined`: the candidate declined (before or after accepting, until enrolled).
 * - `withdrawn`: an admin withdrew the offer, with a reason.
 * - `conditions_not_met`: staff marked a condition not met; the place is freed.
 */
export const OFFER_STATES = ['made', 'conditions_pending', 'accepted', 'confirmed', 'enrolled', 'declined', 'withdrawn', 'conditions_not_met'] as const;
export type OfferState = (typeof OFFER_STATES)[number];

/** The states no action leaves. */
export const FINAL_OFFER_STATES: readonly OfferState[] = ['enrolled', 'declined', 'withdrawn', 'conditions_not_met'];

/** Where one condition stands; staff mark them one at a time. */
export const CONDITION_STATES = ['pending', 'met', 'not_met'] as const;
export type ConditionState = (typeof CONDITION_STATES)[number];

/** The deposit of an accepted offer: none asked, due, paid (by the invoice or recorded by staff), or waived with a reason. */
export const DEPOSIT_STATES = ['none', 'due', 'paid', 'waived'] as const;
export type DepositState = (typeof DEPOSIT_STATES)[number];

/** The candidate's one request for more time: not asked, asked (waiting for staff), granted or refused. */
export const EXTENSION_STATES = ['none', 'asked', 'granted', 'refused'] as const;
export type ExtensionState = (typeof EXTENSION_STATES)[number];

/** Where a declining candidate is going instead: optional, asked once on Decline. */
export const DECLINE_REASONS = ['other_school_here', 'other_school_abroad', 'work', 'gap_year', 'personal', 'other'] as const;
export type DeclineReason = (typeof DECLINE_REASONS)[number];

/** A waitlisted candidate stays in line (opted in, the default) or leaves it (opted out) from their dashboard. */
export const WAITLIST_CHOICES = ['opted_in', 'opted_out'] as const;
export type WaitlistChoice = (typeof WAITLIST_CHOICES)[number];

/** Whether a freed place goes to the next in line at once, or once an admin confirms (a program setting). */
export const PROMOTION_MODES = ['automatic', 'admin_confirms'] as const;
export type PromotionMode = (typeof PROMOTION_MODES)[number];

/** The reminders of a reply deadline, each at most once for a deadline. */
export const OFFER_REMINDER_KINDS = ['reply-7d', 'reply-2d', 'reply-day'] as const;
export type OfferReminderKind = (typeof OFFER_REMINDER_KINDS)[number];

export const isOfferState = (value: unknown): value is OfferState => typeof value === 'string' && (OFFER_STATES as readonly string[]).includes(value);
