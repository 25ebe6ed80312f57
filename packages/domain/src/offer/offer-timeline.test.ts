import { describe, expect, it } from 'vitest';
import { OFFER_MACHINE } from './offer-machine';
import { candidateMaySeeOfferEvent, isOfferTimelineEventKind, OFFER_ACTION_EVENT, OFFER_TIMELINE_EVENT_KINDS } from './offer-timeline';

describe('the offer timeline', () => {
  it('records an entry of its own kind for every action of the machine', () => {
    for (const kind of Object.keys(OFFER_MACHINE) as (keyof typeof OFFER_MACHINE)[]) expect(OFFER_TIMELINE_EVENT_KINDS).toContain(OFFER_ACTION_EVENT[kind]);
    expect(new Set(Object.values(OFFER_ACTION_EVENT)).size).toBe(Object.keys(OFFER_MACHINE).length);
  });

  it('shows the candidate every step of their offer but not the rank a promotion came from', () => {
    expect(OFFER_TIMELINE_EVENT_KINDS.filter((kind) => !candidateMaySeeOfferEvent(kind))).toEqual(['waitlist-promoted']);
    expect(candidateMaySeeOfferEvent('offer-withdrawn')).toBe(true);
    expect(candidateMaySeeOfferEvent('note-added')).toBe(false);
    expect(isOfferTimelineEventKind('toString')).toBe(false);
  });
});
