import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { aRankingRow } from '../testing/review.builders';
import { rankApplications, reviewsMissing, type RankingRow } from './ranking';

const day = (date: string): Date => new Date(`${date}T08:00:00.000Z`);
const ids = (rows: readonly RankingRow[]): number[] => rows.map((row) => row.applicationId);

describe('rankApplications', () => {
  it('orders by mean, highest first', () => {
    const rows = [aRankingRow({ applicationId: 1, mean: 3.2 }), aRankingRow({ applicationId: 2, mean: 4.75 }), aRankingRow({ applicationId: 3, mean: 1 })];
    expect(ids(rankApplications(rows))).toEqual([2, 1, 3]);
  });

  it('puts the rows without a mean (no review yet) last', () => {
    const rows = [aRankingRow({ applicationId: 1, mean: null }), aRankingRow({ applicationId: 2, mean: 1 }), aRankingRow({ applicationId: 3, mean: null, submittedAt: day('2026-01-01') })];
    expect(ids(rankApplications(rows))).toEqual([2, 3, 1]);
  });

  it('breaks a tie by submission, the earlier first, an unknown date last, then by id', () => {
    const rows = [
      aRankingRow({ applicationId: 5, mean: 4, submittedAt: null }),
      aRankingRow({ applicationId: 4, mean: 4, submittedAt: day('2026-02-03') }),
      aRankingRow({ applicationId: 3, mean: 4, submittedAt: day('2026-02-01') }),
      aRankingRow({ applicationId: 2, mean: 4, submittedAt: day('2026-02-03') }),
      aRankingRow({ applicationId: 1, mean: 4, submittedAt: null }),
    ];
    expect(ids(rankApplications(rows))).toEqual([3, 2, 4, 1, 5]);
  });

  it('returns a new list and keeps the rows whole, with their own fields', () => {
    const rows = [aRankingRow({ applicationId: 1, mean: 2 }), { ...aRankingRow({ applicationId: 2, mean: 3 }), candidateName: 'Camille' }];
    const ranked = rankApplications(rows);
    expect(ranked).not.toBe(rows);
    expect(ids(rows)).toEqual([1, 2]);
    expect(ranked[0]).toEqual({ ...aRankingRow({ applicationId: 2, mean: 3 }), candidateName: 'Camille' });
  });
});

describe('rankApplications (properties)', () => {
  const row = fc.record({
    applicationId: fc.nat({ max: 10_000 }),
    submittedAt: fc.option(fc.integer({ min: 0, max: 30 }).map((offset) => new Date(Date.UTC(2026, 0, 1 + offset))), { nil: null }),
    mean: fc.option(fc.integer({ min: 100, max: 500 }).map((hundredths) => hundredths / 100), { nil: null }),
    reviewsDone: fc.nat({ max: 5 }),
    reviewsAssigned: fc.nat({ max: 5 }),
    disagreement: fc.boolean(),
  });
  const rows = fc.uniqueArray(row, { selector: (entry) => entry.applicationId, maxLength: 40 });

  it('is a permutation of the rows', () => {
    fc.assert(
      fc.property(rows, (input) => {
        const ranked = rankApplications(input);
        expect(ranked).toHaveLength(input.length);
        expect([...ranked].sort((a, b) => a.applicationId - b.applicationId)).toEqual([...input].sort((a, b) => a.applicationId - b.applicationId));
      }),
    );
  });

  it('puts each row before the next by mean descending, then submission, then id', () => {
    fc.assert(
      fc.property(rows, (input) => {
        const ranked = rankApplications(input);
        for (let index = 1; index < ranked.length; index += 1) {
          const [before, after] = [ranked[index - 1], ranked[index]] as [RankingRow, RankingRow];
          const meanBefore = before.mean ?? Number.NEGATIVE_INFINITY;
          const meanAfter = after.mean ?? Number.NEGATIVE_INFINITY;
          expect(meanBefore).toBeGreaterThanOrEqual(meanAfter);
          if (meanBefore !== meanAfter) continue;
          const timeBefore = before.submittedAt?.getTime() ?? Number.POSITIVE_INFINITY;
          const timeAfter = after.submittedAt?.getTime() ?? Number.POSITIVE_INFINITY;
          expect(timeBefore).toBeLessThanOrEqual(timeAfter);
          if (timeBefore === timeAfter) expect(before.applicationId).toBeLessThan(after.applicationId);
        }
      }),
    );
  });

  it('does not depend on the order it was given', () => {
    fc.assert(
      fc.property(rows.chain((input) => fc.tuple(fc.constant(input), fc.shuffledSubarray(input, { minLength: input.length }))), ([input, shuffled]) => {
        expect(rankApplications(shuffled)).toEqual(rankApplications(input));
      }),
    );
  });
});

describe('reviewsMissing', () => {
  it('counts the reviews assigned and not submitted, and the applications that lack them', () => {
    expect(reviewsMissing([{ reviewsDone: 2, reviewsAssigned: 2 }])).toEqual({ applications: 0, reviews: 0 });
    expect(reviewsMissing([{ reviewsDone: 1, reviewsAssigned: 2 }, { reviewsDone: 0, reviewsAssigned: 2 }, { reviewsDone: 3, reviewsAssigned: 3 }])).toEqual({ applications: 2, reviews: 3 });
    expect(reviewsMissing([])).toEqual({ applications: 0, reviews: 0 });
  });

  it('never counts below zero, whatever the figures', () => {
    fc.assert(
      fc.property(fc.array(fc.record({ reviewsDone: fc.nat(6), reviewsAssigned: fc.nat(6) })), (rows) => {
        const missing = reviewsMissing(rows);
        expect(missing.reviews).toBeGreaterThanOrEqual(missing.applications);
        expect(missing.applications).toBe(rows.filter((row) => row.reviewsDone < row.reviewsAssigned).length);
      }),
    );
  });
});
