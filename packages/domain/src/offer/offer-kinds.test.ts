import { describe, expect, it } from 'vitest';
import { FINAL_OFFER_STATES, isOfferState, OFFER_STATES } from './offer-kinds';

describe('the offer vocabulary', () => {
  it('knows its states, and no other text, and has no reply-overdue state', () => {
    for (const state of OFFER_STATES) expect(isOfferState(state)).toBe(true);
    expect(isOfferState('reply_overdue')).toBe(false);
    expect(isOfferState(3)).toBe(false);
    expect(FINAL_OFFER_STATES.every(isOfferState)).toBe(true);
  });
});
