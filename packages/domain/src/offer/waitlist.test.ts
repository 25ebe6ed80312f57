import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { rankWithInterviews } from '../interview/interview-score';
import { candidatesAhead, nextPromotions, type WaitlistEntry } from './waitlist';

const entry = (applicationId: number, choice: WaitlistEntry['choice'] = 'opted_in'): WaitlistEntry => ({ applicationId, choice });
// The jury's order: 10 and 11 hold offers, 12 to 15 are waitlisted.
const RANKING = [10, 11, 12, 13, 14, 15];
const WAITLIST = [entry(14), entry(12, 'opted_out'), entry(15), entry(13)];

describe('nextPromotions', () => {
  it("offers a freed place to the next opted-in candidate in the jury's ranking, with the rank it came from", () => {
    expect(nextPromotions(RANKING, WAITLIST, 1, 'automatic')).toEqual([{ applicationId: 13, rank: 4, mode: 'automatic' }]);
    expect(nextPromotions(RANKING, WAITLIST, 2, 'admin_confirms').map((promotion) => promotion.applicationId)).toEqual([13, 14]);
  });

  it('runs out with the line, and promotes nobody for no freed place or for one outside the ranking', () => {
    expect(nextPromotions(RANKING, WAITLIST, 9, 'automatic')).toHaveLength(3);
    expect(nextPromotions(RANKING, WAITLIST, 0, 'automatic')).toEqual([]);
    expect(nextPromotions(RANKING, WAITLIST, -1, 'automatic')).toEqual([]);
    expect(nextPromotions([10], [entry(99)], 1, 'automatic')).toEqual([]);
  });

  it('follows the order rankWithInterviews gives', () => {
    const row = (applicationId: number, mean: number, combined: number) => ({ applicationId, submittedAt: null, mean, reviewsDone: 2, reviewsAssigned: 2, disagreement: false, interviewScore: combined, combined });
    const ranking = rankWithInterviews([row(1, 4, 3), row(2, 3, 4.5), row(3, 5, 2)], true).map((ranked) => ranked.applicationId);
    expect(nextPromotions(ranking, [entry(1), entry(3)], 1, 'automatic')).toEqual([{ applicationId: 1, rank: 2, mode: 'automatic' }]);
  });

  it('always promotes opted-in candidates, each better ranked than every opted-in one left in line', () => {
    fc.assert(
      fc.property(fc.uniqueArray(fc.nat(50), { maxLength: 20 }), fc.array(fc.boolean(), { minLength: 20, maxLength: 20 }), fc.nat(25), (ranking, optedIn, freed) => {
        const waitlist = ranking.filter((_, index) => index % 2 === 0).map((id, index) => entry(id, optedIn[index] === true ? 'opted_in' : 'opted_out'));
        const promoted = nextPromotions(ranking, waitlist, freed, 'automatic');
        const left = waitlist.filter((candidate) => candidate.choice === 'opted_in' && !promoted.some((promotion) => promotion.applicationId === candidate.applicationId));
        for (const promotion of promoted) {
          expect(waitlist.find((candidate) => candidate.applicationId === promotion.applicationId)?.choice).toBe('opted_in');
          expect(ranking[promotion.rank - 1]).toBe(promotion.applicationId);
          for (const waiting of left) expect(promotion.rank).toBeLessThan(ranking.indexOf(waiting.applicationId) + 1);
        }
        expect(promoted.length).toBe(Math.min(freed, waitlist.filter((candidate) => candidate.choice === 'opted_in').length));
      }),
    );
  });
});

describe('candidatesAhead', () => {
  it('counts the opted-in candidates ranked above, not those who opted out', () => {
    expect(candidatesAhead(RANKING, WAITLIST, 13)).toBe(0);
    expect(candidatesAhead(RANKING, WAITLIST, 14)).toBe(1);
    expect(candidatesAhead(RANKING, WAITLIST, 15)).toBe(2);
  });

  it('is null for a candidate who opted out or is not in line', () => {
    expect(candidatesAhead(RANKING, WAITLIST, 12)).toBeNull();
    expect(candidatesAhead(RANKING, WAITLIST, 10)).toBeNull();
  });
});
