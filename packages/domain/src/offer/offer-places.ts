// A program's places and its offer limit. What holds a place: an offer waiting for a reply, and an accepted one
// (conditions pending, deposit due, confirmed, enrolled); a declined or withdrawn offer and one whose condition was
// not met free theirs. The server counts and makes an offer in one transaction, so parallel requests cannot pass it.
import { fail, ok, type Result } from '../shared/result';
import type { OfferState } from './offer-kinds';
import { holdsPlace } from './offer-machine';

/** How many of a program's offers hold a place. */
export const capacity = (offers: readonly { readonly state: OfferState }[]): number => offers.filter((offer) => holdsPlace(offer.state)).length;

/** How many more offers the limit allows now (never negative: a lowered limit refuses new offers, withdraws none). */
export const freeUnderLimit = (holding: number, offerLimit: number): number => Math.max(0, offerLimit - holding);

export interface OfferLimitReached {
  readonly code: 'OFFER_LIMIT_REACHED';
  readonly offerLimit: number;
  readonly holding: number;
}

/**
 * May one more offer be made? Only while the offers holding a place are fewer than the limit. An offer once made is
 * always honoured: lowering the limit below the count refuses new offers until enough places free, and withdraws none.
 */
export function mayMakeOffer(holding: number, offerLimit: number): Result<void, OfferLimitReached> {
  return holding < offerLimit ? ok(undefined) : fail({ code: 'OFFER_LIMIT_REACHED', offerLimit, holding });
}

/** Of a selection asked at once (from the ranking, in its order), the first ones the limit allows, and the rest refused. */
export function offersWithinLimit<Id>(selection: readonly Id[], holding: number, offerLimit: number): { readonly made: readonly Id[]; readonly refused: readonly Id[] } {
  const room = freeUnderLimit(holding, offerLimit);
  return { made: selection.slice(0, room), refused: selection.slice(room) };
}
