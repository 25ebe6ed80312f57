import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { OFFER_STATES, type OfferState } from './offer-kinds';
import { initialOffer, transition, type OfferAction, type OfferFacts } from './offer-machine';
import { capacity, freeUnderLimit, mayMakeOffer, offersWithinLimit } from './offer-places';

const NOW = Date.parse('2026-06-01T10:00:00.000Z');
const withStates = (...states: OfferState[]) => states.map((state) => ({ state }));

describe('capacity', () => {
  it('counts the offers waiting for a reply and the accepted ones, enrolled included; fallen ones free their place', () => {
    expect(capacity(withStates(...OFFER_STATES))).toBe(5);
    expect(capacity(withStates('declined', 'withdrawn', 'conditions_not_met'))).toBe(0);
  });
});

describe('mayMakeOffer', () => {
  it('allows an offer while fewer than the limit hold a place, not at the limit', () => {
    expect(mayMakeOffer(9, 10).ok).toBe(true);
    expect(mayMakeOffer(10, 10)).toEqual({ ok: false, error: { code: 'OFFER_LIMIT_REACHED', offerLimit: 10, holding: 10 } });
    expect(mayMakeOffer(0, 0).ok).toBe(false);
  });

  it('refuses new offers under a lowered limit and frees nothing', () => {
    expect(mayMakeOffer(12, 8).ok).toBe(false);
    expect(freeUnderLimit(12, 8)).toBe(0);
    expect(freeUnderLimit(3, 8)).toBe(5);
  });

  it('makes the first offers of a selection the limit allows, in the ranking order, and refuses the rest', () => {
    expect(offersWithinLimit([4, 7, 1, 9], 8, 10)).toEqual({ made: [4, 7], refused: [1, 9] });
    expect(offersWithinLimit([4], 12, 10)).toEqual({ made: [], refused: [4] });
  });
});

type Step =
  | { readonly kind: 'make' }
  | { readonly kind: 'act'; readonly index: number; readonly action: OfferAction }
  | { readonly kind: 'limit'; readonly limit: number };

const stepArb: fc.Arbitrary<Step> = fc.oneof(
  fc.constant<Step>({ kind: 'make' }),
  fc.record({
    index: fc.nat(20),
    action: fc.constantFrom<OfferAction>({ kind: 'accept' }, { kind: 'decline' }, { kind: 'withdraw', reason: 'closed' }, { kind: 'mark-condition', conditionId: 'c', state: 'not_met' }, { kind: 'mark-condition', conditionId: 'c', state: 'met' }),
  }).map(({ index, action }): Step => ({ kind: 'act', index, action })),
  fc.integer({ min: 0, max: 6 }).map((limit): Step => ({ kind: 'limit', limit })),
);

describe('the offer limit over any sequence of actions', () => {
  it('is never passed by a new offer, and an offer once made is never withdrawn by a lower limit', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 6 }), fc.array(stepArb, { maxLength: 60 }), (startLimit, steps) => {
        let limit = startLimit;
        let offers: OfferFacts[] = [];
        for (const step of steps) {
          const before = offers.map((offer) => offer.state);
          if (step.kind === 'limit') limit = step.limit;
          if (step.kind === 'make' && mayMakeOffer(capacity(offers), limit).ok) offers = [...offers, initialOffer(['c'], false, NOW + 1)];
          if (step.kind === 'act') {
            const target = offers[step.index % Math.max(1, offers.length)];
            const role = step.action.kind === 'accept' || step.action.kind === 'decline' ? 'candidate' : 'admin';
            const next = target === undefined ? null : transition(target, step.action, { actor: { role, ownsApplication: true }, nowMs: NOW });
            if (next?.ok === true) offers = offers.map((offer) => (offer === target ? next.value : offer));
          }
          if (step.kind === 'make') expect(capacity(offers)).toBeLessThanOrEqual(Math.max(limit, capacity(before.map((state) => ({ state })))));
          if (step.kind === 'limit') expect(offers.map((offer) => offer.state)).toEqual(before);
          expect(capacity(offers) <= limit || capacity(offers) <= capacity(before.map((state) => ({ state })))).toBe(true);
        }
      }),
    );
  });
});
