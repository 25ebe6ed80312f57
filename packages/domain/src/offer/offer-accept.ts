// Accepting one offer when the candidate holds others: the plan the page shows before the candidate confirms, and
// the server carries out in the same transaction as the acceptance.
import type { DealStatus } from '../api/entities';
import { fail, ok, type Result } from '../shared/result';
import type { OfferState } from './offer-kinds';

export interface CandidateOffer {
  readonly offerId: number;
  readonly applicationId: number;
  readonly state: OfferState;
}

export interface CandidateApplication {
  readonly applicationId: number;
  readonly dealStatus: DealStatus;
  readonly withdrawn: boolean;
}

export interface AcceptancePlan {
  /** The candidate's other offers still standing, declined with the acceptance. */
  readonly decline: readonly number[];
  /** The candidate's other applications still pending (no offer standing or fallen, not rejected or withdrawn), withdrawn. */
  readonly withdraw: readonly number[];
}

export type AcceptanceRefusal = { readonly code: 'ALREADY_ENROLLED' } | { readonly code: 'OFFER_NOT_FOUND' };

const STANDING: readonly OfferState[] = ['made', 'conditions_pending', 'accepted', 'confirmed'];

/**
 * What accepting `offerId` does besides: every other offer standing is declined (one acceptance at a time), and every
 * other application still pending is withdrawn (a waitlisted one too: the candidate chose). An application whose offer
 * fell (declined, withdrawn, a condition not met) is left as it is. Refused when the offer is not theirs to accept or
 * they are enrolled elsewhere.
 */
export function acceptancePlan(offerId: number, offers: readonly CandidateOffer[], applications: readonly CandidateApplication[]): Result<AcceptancePlan, AcceptanceRefusal> {
  const accepted = offers.find((offer) => offer.offerId === offerId && offer.state === 'made');
  if (accepted === undefined) return fail({ code: 'OFFER_NOT_FOUND' });
  if (offers.some((offer) => offer.state === 'enrolled')) return fail({ code: 'ALREADY_ENROLLED' });
  const others = offers.filter((offer) => offer.offerId !== offerId);
  const withOffer = new Set(offers.map((offer) => offer.applicationId));
  return ok({
    decline: others.filter((offer) => STANDING.includes(offer.state)).map((offer) => offer.offerId),
    withdraw: applications
      .filter((application) => application.applicationId !== accepted.applicationId && !withOffer.has(application.applicationId))
      .filter((application) => !application.withdrawn && application.dealStatus !== 'REJECTED')
      .map((application) => application.applicationId),
  });
}
