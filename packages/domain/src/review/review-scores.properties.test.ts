// The weighted total for any rubric and any scores: on the scale, the score itself when all are equal, between the
// lowest and the highest score.
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { aRubricCriterion } from '../testing/review.builders';
import { REVIEW_SCORES, weightedTotal } from './review-scores';
import type { Rubric } from './rubric';

const rubrics: fc.Arbitrary<Rubric> = fc
  .array(fc.integer({ min: 1, max: 10 }), { minLength: 3, maxLength: 6 })
  .map((weights) => ({ criteria: weights.map((weight, index) => aRubricCriterion({ id: `c${String(index)}`, weight })) }));

const score = fc.constantFrom(...REVIEW_SCORES);

/** A rubric and a full set of scores for it. */
const scored = rubrics.chain((rubric) =>
  fc.tuple(fc.constant(rubric), fc.array(score, { minLength: rubric.criteria.length, maxLength: rubric.criteria.length })).map(([r, values]) => ({
    rubric: r,
    scores: Object.fromEntries(r.criteria.map((criterion, index) => [criterion.id, values[index] ?? 1])),
  })),
);

describe('weightedTotal (properties)', () => {
  it('stays within [1, 5], between the lowest and the highest score, with at most 2 decimals', () => {
    fc.assert(
      fc.property(scored, ({ rubric, scores }) => {
        const total = weightedTotal(rubric, scores) ?? Number.NaN;
        const values = Object.values(scores);
        expect(total).toBeGreaterThanOrEqual(1);
        expect(total).toBeLessThanOrEqual(5);
        expect(total).toBeGreaterThanOrEqual(Math.min(...values));
        expect(total).toBeLessThanOrEqual(Math.max(...values));
        expect(Math.round(total * 100) / 100).toBe(total);
      }),
    );
  });

  it('is the score itself when every criterion has the same score', () => {
    fc.assert(
      fc.property(rubrics, score, (rubric, value) => {
        expect(weightedTotal(rubric, Object.fromEntries(rubric.criteria.map((criterion) => [criterion.id, value])))).toBe(value);
      }),
    );
  });

  it('does not change when every weight is multiplied by the same factor', () => {
    fc.assert(
      fc.property(scored, fc.integer({ min: 2, max: 5 }), ({ rubric, scores }, factor) => {
        const heavier = { criteria: rubric.criteria.map((criterion) => ({ ...criterion, weight: criterion.weight * factor })) };
        expect(weightedTotal(heavier, scores)).toBe(weightedTotal(rubric, scores));
      }),
    );
  });
});
