// The offer's state machine as data: which action may be taken in which state, and by whom. The server applies
// `transition` to every call (the same code), the pages only follow it. Making an offer creates one in `made`
// (initialOffer); every later state is reached only through this table.
import { fail, ok, type Result } from '../shared/result';
import type { ConditionState, DepositState, ExtensionState, OfferState } from './offer-kinds';

/** Who acts: the roles of the portal, or the system (an automatic promotion, a paid deposit invoice). */
export type OfferActorRole = 'admin' | 'agent' | 'reviewer' | 'candidate' | 'system';

export interface OfferActor {
  readonly role: OfferActorRole;
  /** The offer's application is theirs (a candidate's own). */
  readonly ownsApplication: boolean;
}

export interface OfferCondition {
  readonly id: string;
  readonly state: ConditionState;
}

/** What the rules need to know of an offer. */
export interface OfferFacts {
  readonly state: OfferState;
  readonly conditions: readonly OfferCondition[];
  /** `due` from the moment an offer asks a deposit: payable once accepted. */
  readonly deposit: DepositState;
  /** The reply deadline (ms since the epoch). */
  readonly replyByMs: number;
  readonly extension: ExtensionState;
}

export type OfferAction =
  | { readonly kind: 'accept' }
  | { readonly kind: 'decline' }
  | { readonly kind: 'ask-more-time'; readonly reason: string }
  | { readonly kind: 'grant-more-time'; readonly replyByMs: number }
  | { readonly kind: 'refuse-more-time' }
  | { readonly kind: 'change'; readonly conditions: readonly OfferCondition[]; readonly replyByMs: number }
  | { readonly kind: 'withdraw'; readonly reason: string }
  | { readonly kind: 'mark-condition'; readonly conditionId: string; readonly state: ConditionState }
  | { readonly kind: 'record-deposit-paid' }
  | { readonly kind: 'waive-deposit'; readonly reason: string }
  | { readonly kind: 'enrol' };
export type OfferActionKind = OfferAction['kind'] | 'make';

const LIVE_BEFORE_ENROLMENT: readonly OfferState[] = ['made', 'conditions_pending', 'accepted', 'confirmed'];
const STAFF: readonly OfferActorRole[] = ['admin', 'agent'];

/**
 * The machine: for each action, the states it may be taken in and who may take it. Only admins make, change and
 * withdraw offers (as only admins decide a status); staff (admins and agents) run the rest of the school's side;
 * the candidate replies on their own offers; reviewers never act on offers.
 */
export const OFFER_MACHINE: Readonly<Record<OfferActionKind, { readonly from: readonly OfferState[]; readonly by: readonly OfferActorRole[] }>> = {
  make: { from: [], by: ['admin', 'system'] },
  change: { from: ['made', 'conditions_pending', 'accepted'], by: ['admin'] },
  withdraw: { from: LIVE_BEFORE_ENROLMENT, by: ['admin'] },
  accept: { from: ['made'], by: ['candidate'] },
  decline: { from: LIVE_BEFORE_ENROLMENT, by: ['candidate'] },
  'ask-more-time': { from: ['made'], by: ['candidate'] },
  'grant-more-time': { from: ['made'], by: STAFF },
  'refuse-more-time': { from: ['made'], by: STAFF },
  'mark-condition': { from: ['made', 'conditions_pending', 'accepted'], by: STAFF },
  'record-deposit-paid': { from: ['conditions_pending', 'accepted'], by: [...STAFF, 'system'] },
  'waive-deposit': { from: ['conditions_pending', 'accepted'], by: STAFF },
  enrol: { from: ['confirmed'], by: STAFF },
};

export type OfferRefusalCode =
  /** Not this actor's to do (a reviewer, an agent making an offer, a candidate on another's offer...). */
  | 'FORBIDDEN'
  /** The offer's state does not allow the action (enrolling before confirmation, accepting a withdrawn offer...). */
  | 'OFFER_STATE'
  /** Withdrawing, waiving a deposit and asking for more time each need a reason. */
  | 'REASON_REQUIRED'
  /** The candidate asks for more time once per offer. */
  | 'EXTENSION_ALREADY_ASKED'
  /** Granting or refusing more time needs an open request. */
  | 'NO_EXTENSION_ASKED'
  /** A new deadline must be later than the current one (granting) and than now. */
  | 'DEADLINE_NOT_LATER'
  | 'CONDITION_NOT_FOUND'
  /** The offer asks no deposit. */
  | 'NO_DEPOSIT'
  /** The deposit is already paid or waived. */
  | 'DEPOSIT_SETTLED';

export interface OfferRefusal {
  readonly code: OfferRefusalCode;
}

export interface OfferContext {
  readonly actor: OfferActor;
  readonly nowMs: number;
}

type Decision = Result<void, OfferRefusal>;
const refuse = (code: OfferRefusalCode): { readonly ok: false; readonly error: OfferRefusal } => fail({ code });

/** May this actor take this action (whatever the state)? A candidate only on their own offers. */
export function authoriseOfferAction(kind: OfferActionKind, actor: OfferActor): Decision {
  if (!OFFER_MACHINE[kind].by.includes(actor.role)) return refuse('FORBIDDEN');
  if (actor.role === 'candidate' && !actor.ownsApplication) return refuse('FORBIDDEN');
  return ok(undefined);
}

/** A new offer, waiting for a reply: its conditions pending, its deposit due when it asks one. */
export function initialOffer(conditionIds: readonly string[], asksDeposit: boolean, replyByMs: number): OfferFacts {
  return { state: 'made', conditions: conditionIds.map((id) => ({ id, state: 'pending' })), deposit: asksDeposit ? 'due' : 'none', replyByMs, extension: 'none' };
}

/** Where an accepted offer stands from its conditions and deposit: one not met frees the place. */
export function acceptedState(conditions: readonly OfferCondition[], deposit: DepositState): OfferState {
  if (conditions.some((condition) => condition.state === 'not_met')) return 'conditions_not_met';
  if (conditions.some((condition) => condition.state === 'pending')) return 'conditions_pending';
  return deposit === 'due' ? 'accepted' : 'confirmed';
}

/** Before acceptance only a condition not met changes the state; afterwards conditions and deposit decide. */
function settle(offer: OfferFacts, conditions: readonly OfferCondition[], deposit: DepositState): OfferFacts {
  const accepted = offer.state !== 'made';
  const lapsed = !accepted && conditions.some((condition) => condition.state === 'not_met');
  const state = accepted ? acceptedState(conditions, deposit) : lapsed ? 'conditions_not_met' : 'made';
  return { ...offer, conditions, deposit, state };
}

const hasText = (text: string): boolean => text.trim() !== '';

type Next = Result<OfferFacts, OfferRefusal>;

function apply(offer: OfferFacts, action: OfferAction, nowMs: number): Next {
  switch (action.kind) {
    case 'accept':
      return ok(settle({ ...offer, state: 'accepted' }, offer.conditions, offer.deposit));
    case 'decline':
      return ok({ ...offer, state: 'declined' });
    case 'withdraw':
      return hasText(action.reason) ? ok({ ...offer, state: 'withdrawn' }) : refuse('REASON_REQUIRED');
    case 'ask-more-time':
      if (offer.extension !== 'none') return refuse('EXTENSION_ALREADY_ASKED');
      return hasText(action.reason) ? ok({ ...offer, extension: 'asked' }) : refuse('REASON_REQUIRED');
    case 'grant-more-time':
      if (offer.extension !== 'asked') return refuse('NO_EXTENSION_ASKED');
      if (action.replyByMs <= offer.replyByMs || action.replyByMs <= nowMs) return refuse('DEADLINE_NOT_LATER');
      return ok({ ...offer, extension: 'granted', replyByMs: action.replyByMs });
    case 'refuse-more-time':
      return offer.extension === 'asked' ? ok({ ...offer, extension: 'refused' }) : refuse('NO_EXTENSION_ASKED');
    case 'change':
      if (offer.state === 'made' && action.replyByMs !== offer.replyByMs && action.replyByMs <= nowMs) return refuse('DEADLINE_NOT_LATER');
      return ok(settle({ ...offer, replyByMs: action.replyByMs }, action.conditions, offer.deposit));
    case 'mark-condition': {
      if (!offer.conditions.some((condition) => condition.id === action.conditionId)) return refuse('CONDITION_NOT_FOUND');
      const conditions = offer.conditions.map((condition) => (condition.id === action.conditionId ? { ...condition, state: action.state } : condition));
      return ok(settle(offer, conditions, offer.deposit));
    }
    case 'record-deposit-paid':
    case 'waive-deposit':
      if (offer.deposit === 'none') return refuse('NO_DEPOSIT');
      if (offer.deposit !== 'due') return refuse('DEPOSIT_SETTLED');
      if (action.kind === 'waive-deposit' && !hasText(action.reason)) return refuse('REASON_REQUIRED');
      return ok(settle(offer, offer.conditions, action.kind === 'waive-deposit' ? 'waived' : 'paid'));
    case 'enrol':
      return ok({ ...offer, state: 'enrolled' });
  }
}

/**
 * The offer after the action, or why not: who may act first (FORBIDDEN), then whether the state allows it
 * (OFFER_STATE), then the action's own checks. A passed deadline refuses nothing: the offer is "reply overdue" for
 * staff, who decide (withdraw it, or give a new deadline), and the candidate may still reply until they do.
 */
export function transition(offer: OfferFacts, action: OfferAction, context: OfferContext): Next {
  const authorised = authoriseOfferAction(action.kind, context.actor);
  if (!authorised.ok) return authorised;
  if (!OFFER_MACHINE[action.kind].from.includes(offer.state)) return refuse('OFFER_STATE');
  return apply(offer, action, context.nowMs);
}

/** Whether an offer holds a place: waiting for a reply, or accepted and not fallen (enrolled included). */
export const holdsPlace = (state: OfferState): boolean => state === 'made' || state === 'conditions_pending' || state === 'accepted' || state === 'confirmed' || state === 'enrolled';
