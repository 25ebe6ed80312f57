// The offer's entries on an application's timeline, each with its actor: the candidate, a staff member, or the
// system (an automatic promotion, a paid deposit invoice). The e-mails each step sends are recorded as `email-sent`
// like every other e-mail. workflow/timeline.ts takes these kinds in, and who sees each is decided here.
import type { OfferActionKind } from './offer-machine';

/**
 * - `offer-made`: an offer (details: offer_id, conditional, reply_by, deposit_amount, currency). Admin, or system.
 * - `offer-changed`: its conditions or deadline (details: offer_id, reply_by, conditions: their ids). Admin.
 * - `offer-withdrawn`: with a reason (details: offer_id, reason). Admin.
 * - `offer-accepted`, `offer-declined` (details: offer_id, reason: the DeclineReason or null). The candidate.
 * - `offer-extension-asked` (details: offer_id, reason), `offer-extension-granted` (details: offer_id, reply_by),
 *   `offer-extension-refused` (details: offer_id). The candidate, then staff.
 * - `offer-condition-marked` (details: offer_id, condition_id, state). Staff.
 * - `offer-deposit-paid` (details: offer_id, by_hand: true when staff recorded it). Staff, or system.
 * - `offer-deposit-waived` (details: offer_id, reason). Staff.
 * - `offer-confirmed` (details: offer_id). Whoever took the last step: the state follows it.
 * - `offer-enrolled` (details: offer_id). Staff.
 * - `waitlisted` (details: none). Admin. `waitlist-opted-in`, `waitlist-opted-out`: the candidate.
 * - `waitlist-promoted` (details: offer_id, rank: the rank in the jury's ranking it came from, mode). Admin or system.
 * - `offer-reply-overdue` is not recorded: it is a flag read from the deadline, not a step.
 */
export const OFFER_TIMELINE_EVENT_KINDS = [
  'offer-made',
  'offer-changed',
  'offer-withdrawn',
  'offer-accepted',
  'offer-declined',
  'offer-extension-asked',
  'offer-extension-granted',
  'offer-extension-refused',
  'offer-condition-marked',
  'offer-deposit-paid',
  'offer-deposit-waived',
  'offer-confirmed',
  'offer-enrolled',
  'waitlisted',
  'waitlist-opted-in',
  'waitlist-opted-out',
  'waitlist-promoted',
] as const;
export type OfferTimelineEventKind = (typeof OFFER_TIMELINE_EVENT_KINDS)[number];

/** The entry each action of the machine records. */
export const OFFER_ACTION_EVENT: Readonly<Record<OfferActionKind, OfferTimelineEventKind>> = {
  make: 'offer-made',
  change: 'offer-changed',
  withdraw: 'offer-withdrawn',
  accept: 'offer-accepted',
  decline: 'offer-declined',
  'ask-more-time': 'offer-extension-asked',
  'grant-more-time': 'offer-extension-granted',
  'refuse-more-time': 'offer-extension-refused',
  'mark-condition': 'offer-condition-marked',
  'record-deposit-paid': 'offer-deposit-paid',
  'waive-deposit': 'offer-deposit-waived',
  enrol: 'offer-enrolled',
};

/**
 * Who sees each kind: the offer is the candidate's business, so they see every step of it, the reasons included;
 * the rank a promotion came from is the jury's order, so the promotion itself is staff's (the candidate sees the
 * offer it made). Their waitlist choices are theirs.
 */
export const OFFER_SEEN_BY: Readonly<Record<OfferTimelineEventKind, 'staff' | 'candidate'>> = {
  'offer-made': 'candidate',
  'offer-changed': 'candidate',
  'offer-withdrawn': 'candidate',
  'offer-accepted': 'candidate',
  'offer-declined': 'candidate',
  'offer-extension-asked': 'candidate',
  'offer-extension-granted': 'candidate',
  'offer-extension-refused': 'candidate',
  'offer-condition-marked': 'candidate',
  'offer-deposit-paid': 'candidate',
  'offer-deposit-waived': 'candidate',
  'offer-confirmed': 'candidate',
  'offer-enrolled': 'candidate',
  waitlisted: 'candidate',
  'waitlist-opted-in': 'candidate',
  'waitlist-opted-out': 'candidate',
  'waitlist-promoted': 'staff',
};

export const isOfferTimelineEventKind = (kind: string): kind is OfferTimelineEventKind => (OFFER_TIMELINE_EVENT_KINDS as readonly string[]).includes(kind);

/** May a candidate see an offer entry of this kind about themselves? Any other text is no. */
export const candidateMaySeeOfferEvent = (kind: string): boolean => isOfferTimelineEventKind(kind) && OFFER_SEEN_BY[kind] === 'candidate';
