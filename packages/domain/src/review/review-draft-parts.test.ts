import { describe, expect, it } from 'vitest';
import { aRubric } from '../testing/review.builders';
import { draftDifferences, draftsDiffer, draftToSave } from './review-draft-parts';
import { REVIEW_COMMENT_MAX_LENGTH, type ReviewDraft } from './review-scores';

const rubric = aRubric();
const [first, second] = rubric.criteria.map((criterion) => criterion.id);

describe('draftToSave', () => {
  it('saves a valid draft whole', () => {
    const sent = { scores: { [first ?? '']: 4 }, recommendation: 'admit', comment: 'Good.' };
    expect(draftToSave(rubric, sent, 'before')).toEqual({ ok: true, value: { draft: sent, notSaved: [] } });
  });

  it('saves the scores and the recommendation of a draft whose comment is too long, keeps the saved comment and says why', () => {
    const long = 'x'.repeat(REVIEW_COMMENT_MAX_LENGTH + 1);
    const result = draftToSave(rubric, { scores: { [first ?? '']: 5 }, recommendation: 'reject', comment: long }, 'the saved one');
    expect(result).toEqual({
      ok: true,
      value: {
        draft: { scores: { [first ?? '']: 5 }, recommendation: 'reject', comment: 'the saved one' },
        notSaved: [{ field: 'comment', code: 'COMMENT_TOO_LONG', max: REVIEW_COMMENT_MAX_LENGTH, length: REVIEW_COMMENT_MAX_LENGTH + 1 }],
      },
    });
  });

  it('saves a comment of exactly the maximum', () => {
    const result = draftToSave(rubric, { scores: {}, recommendation: null, comment: 'x'.repeat(REVIEW_COMMENT_MAX_LENGTH) }, '');
    expect(result.ok && result.value.notSaved).toEqual([]);
  });

  it('refuses a draft with any other fault whole', () => {
    expect(draftToSave(rubric, { scores: { nope: 3 }, comment: 'x'.repeat(REVIEW_COMMENT_MAX_LENGTH + 1) }, '')).toEqual({ ok: false, error: { code: 'UNKNOWN_CRITERION', criterionId: 'nope' } });
  });
});

describe('draftDifferences', () => {
  const mine: ReviewDraft = { scores: { [first ?? '']: 4, [second ?? '']: 2 }, recommendation: 'admit', comment: 'Mine.' };

  it('lists each score that differs (one missing included), the recommendation and the comment', () => {
    const theirs: ReviewDraft = { scores: { [first ?? '']: 3 }, recommendation: 'reject', comment: 'Theirs.' };
    const differences = draftDifferences(rubric, mine, theirs);
    expect(differences).toEqual({
      scores: [
        { criterionId: first, mine: 4, theirs: 3 },
        { criterionId: second, mine: 2, theirs: null },
      ],
      recommendation: { mine: 'admit', theirs: 'reject' },
      comment: { mine: 'Mine.', theirs: 'Theirs.' },
    });
    expect(draftsDiffer(differences)).toBe(true);
  });

  it('finds nothing between equal drafts', () => {
    const differences = draftDifferences(rubric, mine, { ...mine, scores: { ...mine.scores } });
    expect(differences).toEqual({ scores: [], recommendation: null, comment: null });
    expect(draftsDiffer(differences)).toBe(false);
  });
});
