// Balanced, conflict-free assignment for any pool: never an excluded reviewer, never more than asked, and the
// reviewers picked are the least loaded of those available.
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { pickReviewers, type ReviewerLoad } from './assignment';

const ids = fc.uniqueArray(fc.stringMatching(/^rev-[a-z0-9]{1,6}$/), { minLength: 0, maxLength: 12 });
const pools = ids.chain((reviewerIds) =>
  fc.tuple(...reviewerIds.map((reviewerId) => fc.nat({ max: 20 }).map((openAssignments): ReviewerLoad => ({ reviewerId, openAssignments })))),
);
const cases = pools.chain((pool) =>
  fc.record({
    pool: fc.constant(pool),
    excluded: fc.subarray(pool.map((entry) => entry.reviewerId)).map((excluded) => new Set(excluded)),
    count: fc.integer({ min: 0, max: 6 }),
  }),
);

describe('pickReviewers (properties)', () => {
  it('never picks an excluded reviewer, nor one outside the pool, nor one twice', () => {
    fc.assert(
      fc.property(cases, ({ pool, excluded, count }) => {
        const picked = pickReviewers({ pool, excluded, count });
        const known = new Set(pool.map((entry) => entry.reviewerId));
        expect(picked.some((reviewerId) => excluded.has(reviewerId))).toBe(false);
        expect(picked.every((reviewerId) => known.has(reviewerId))).toBe(true);
        expect(new Set(picked).size).toBe(picked.length);
      }),
    );
  });

  it('picks as many as asked, or every available reviewer when fewer', () => {
    fc.assert(
      fc.property(cases, ({ pool, excluded, count }) => {
        const available = pool.filter((entry) => !excluded.has(entry.reviewerId)).length;
        expect(pickReviewers({ pool, excluded, count })).toHaveLength(Math.min(count, available));
      }),
    );
  });

  it('is balanced: no reviewer left out has a smaller open load than one picked', () => {
    fc.assert(
      fc.property(cases, ({ pool, excluded, count }) => {
        const picked = new Set(pickReviewers({ pool, excluded, count }));
        const loadsPicked = pool.filter((entry) => picked.has(entry.reviewerId)).map((entry) => entry.openAssignments);
        const loadsLeft = pool.filter((entry) => !picked.has(entry.reviewerId) && !excluded.has(entry.reviewerId)).map((entry) => entry.openAssignments);
        if (loadsPicked.length > 0 && loadsLeft.length > 0) expect(Math.max(...loadsPicked)).toBeLessThanOrEqual(Math.min(...loadsLeft));
      }),
    );
  });

  it('does not depend on the order of the pool', () => {
    fc.assert(
      fc.property(
        cases.chain((input) => fc.tuple(fc.constant(input), fc.shuffledSubarray(input.pool, { minLength: input.pool.length }))),
        ([{ pool, excluded, count }, shuffled]) => {
          expect(pickReviewers({ pool: shuffled, excluded, count })).toEqual(pickReviewers({ pool, excluded, count }));
        },
      ),
    );
  });

  it('spreads a run of assignments evenly: loads never differ by more than one when nobody is excluded', () => {
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 8 }), fc.integer({ min: 1, max: 3 }), fc.integer({ min: 1, max: 40 }), (reviewers, perApplication, applications) => {
        const loads = new Map(Array.from({ length: reviewers }, (_, index) => [`rev-${String(index)}`, 0]));
        for (let application = 0; application < applications; application += 1) {
          const pool = [...loads].map(([reviewerId, openAssignments]) => ({ reviewerId, openAssignments }));
          for (const reviewerId of pickReviewers({ pool, excluded: new Set(), count: perApplication })) loads.set(reviewerId, (loads.get(reviewerId) ?? 0) + 1);
        }
        expect(Math.max(...loads.values()) - Math.min(...loads.values())).toBeLessThanOrEqual(1);
      }),
    );
  });
});
