import { describe, expect, it } from 'vitest';
import { aRubric, aRubricCriterion } from '../testing/review.builders';
import { readyToSubmit, RECOMMENDATIONS, REVIEW_COMMENT_MAX_LENGTH, validateDraft, weightedTotal, type ReviewDraft } from './review-scores';

const rubric = aRubric();
const fullScores = { academic_record: 4, motivation: 3, experience: 4, languages: 3 } as const;
const aDraft = (overrides: Partial<ReviewDraft> = {}): ReviewDraft => ({ scores: fullScores, recommendation: 'admit', comment: 'A clear project.', ...overrides });

describe('validateDraft', () => {
  it('takes a full draft as sent', () => {
    expect(validateDraft(rubric, aDraft())).toEqual({ ok: true, value: aDraft() });
  });

  it('takes a draft with criteria not scored yet (absent or null), no recommendation and no comment', () => {
    expect(validateDraft(rubric, { scores: { motivation: 2, languages: null } })).toEqual({ ok: true, value: { scores: { motivation: 2 }, recommendation: null, comment: '' } });
    expect(validateDraft(rubric, {})).toEqual({ ok: true, value: { scores: {}, recommendation: null, comment: '' } });
  });

  it.each([
    [0, false],
    [1, true],
    [5, true],
    [6, false],
    [2.5, false],
    [-1, false],
    ['3', false],
    [Number.NaN, false],
  ])('takes a score of %j: %s', (score, valid) => {
    const result = validateDraft(rubric, { scores: { motivation: score } });
    expect(result).toEqual(valid ? { ok: true, value: { scores: { motivation: score }, recommendation: null, comment: '' } } : { ok: false, error: { code: 'SCORE_INVALID', criterionId: 'motivation' } });
  });

  it('refuses a score for a criterion the rubric does not have', () => {
    expect(validateDraft(rubric, { scores: { motivation: 3, charisma: 5 } })).toEqual({ ok: false, error: { code: 'UNKNOWN_CRITERION', criterionId: 'charisma' } });
    expect(validateDraft(rubric, JSON.parse('{"scores": {"__proto__": 3}}'))).toEqual({ ok: false, error: { code: 'UNKNOWN_CRITERION', criterionId: '__proto__' } });
  });

  it.each([...RECOMMENDATIONS, null])('takes the recommendation %j', (recommendation) => {
    expect(validateDraft(rubric, aDraft({ recommendation }))).toMatchObject({ ok: true, value: { recommendation } });
  });

  it.each(['ADMIT', 'maybe', 1, ''])('refuses the recommendation %j', (recommendation) => {
    expect(validateDraft(rubric, { ...aDraft(), recommendation })).toEqual({ ok: false, error: { code: 'RECOMMENDATION_INVALID' } });
  });

  it('keeps a comment of 4000 characters as typed, refuses 4001', () => {
    const comment = ` ${'x'.repeat(REVIEW_COMMENT_MAX_LENGTH - 2)} `;
    expect(REVIEW_COMMENT_MAX_LENGTH).toBe(4000);
    expect(validateDraft(rubric, aDraft({ comment }))).toMatchObject({ ok: true, value: { comment } });
    expect(validateDraft(rubric, aDraft({ comment: `${comment}x` }))).toEqual({ ok: false, error: { code: 'COMMENT_TOO_LONG', max: 4000 } });
  });

  it.each([null, 'draft', { scores: [3] }, { scores: 'all 5' }, { comment: 12 }])('refuses %j as malformed', (input) => {
    expect(validateDraft(rubric, input)).toEqual({ ok: false, error: { code: 'REVIEW_MALFORMED' } });
  });
});

describe('readyToSubmit', () => {
  it('lets a review go once every criterion is scored and a recommendation chosen', () => {
    expect(readyToSubmit(rubric, aDraft())).toEqual({ ok: true, value: aDraft() });
    expect(readyToSubmit(rubric, aDraft({ comment: '' }))).toMatchObject({ ok: true });
  });

  it('names the criteria not scored, in the rubric order, and a missing recommendation', () => {
    expect(readyToSubmit(rubric, aDraft({ scores: { motivation: 3, academic_record: 2 }, recommendation: null }))).toEqual({
      ok: false,
      error: { code: 'REVIEW_INCOMPLETE', missing: ['experience', 'languages'], recommendationMissing: true },
    });
  });

  it('holds back a review with one criterion missing, or only the recommendation', () => {
    const { languages: _left, ...three } = fullScores;
    expect(readyToSubmit(rubric, aDraft({ scores: three }))).toEqual({ ok: false, error: { code: 'REVIEW_INCOMPLETE', missing: ['languages'], recommendationMissing: false } });
    expect(readyToSubmit(rubric, aDraft({ recommendation: null }))).toEqual({ ok: false, error: { code: 'REVIEW_INCOMPLETE', missing: [], recommendationMissing: true } });
  });
});

describe('weightedTotal', () => {
  it('is Σ weight·score / Σ weight on the 1-5 scale, rounded to 2 decimals', () => {
    // (3·4 + 2·3 + 2·4 + 1·3) / 8 = 29 / 8 = 3.625
    expect(weightedTotal(rubric, fullScores)).toBe(3.63);
    expect(weightedTotal(rubric, { academic_record: 5, motivation: 1, experience: 1, languages: 1 })).toBe(2.5);
    expect(weightedTotal(rubric, { academic_record: 1, motivation: 2, experience: 2, languages: 2 })).toBe(1.63);
  });

  it('rounds a half hundredth up, where dividing first would round it down', () => {
    // 41 / 40 = 1.025, but (41 / 40) * 100 is 102.49999999999999 in floating point.
    const weights = [10, 10, 10, 5, 4, 1];
    const sixCriteria = aRubric({ criteria: weights.map((weight, index) => aRubricCriterion({ id: `c${String(index)}`, weight })) });
    expect(weightedTotal(sixCriteria, { c0: 1, c1: 1, c2: 1, c3: 1, c4: 1, c5: 2 })).toBe(1.03);
  });

  it('weighs a heavier criterion more', () => {
    expect(weightedTotal(rubric, { academic_record: 5, motivation: 1, experience: 1, languages: 1 })).toBeGreaterThan(
      weightedTotal(rubric, { academic_record: 1, motivation: 1, experience: 1, languages: 5 }) ?? 0,
    );
  });

  it('counts the criteria scored so far, and is null while none is', () => {
    expect(weightedTotal(rubric, { motivation: 4, languages: 1 })).toBe(3);
    expect(weightedTotal(rubric, {})).toBeNull();
    expect(weightedTotal(rubric, { charisma: 5 })).toBeNull();
  });
});
