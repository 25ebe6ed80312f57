// A draft saved in parts: what is valid is kept even when one field is not, and two versions of a draft compared.
import { ok, type Result } from '../shared/result';
import { validateDraft, type Recommendation, type ReviewDraft, type ReviewError, type ReviewScore } from './review-scores';
import type { Rubric } from './rubric';

/** A field of a draft that was not saved, and why (the page words it). */
export interface DraftFieldNotSaved {
  readonly field: 'comment';
  readonly code: 'COMMENT_TOO_LONG';
  readonly max: number;
  /** The length of the text refused. */
  readonly length: number;
}

export interface DraftToSave {
  readonly draft: ReviewDraft;
  readonly notSaved: readonly DraftFieldNotSaved[];
}

/**
 * The draft to save from what a page sent: all of it when valid; with a comment over the maximum, the scores and the
 * recommendation with the comment last saved (`savedComment`), and the comment reported as not saved. Any other
 * fault refuses the whole draft (a page never sends one).
 */
export function draftToSave(rubric: Rubric, input: unknown, savedComment: string): Result<DraftToSave, ReviewError> {
  const checked = validateDraft(rubric, input);
  if (checked.ok) return ok({ draft: checked.value, notSaved: [] });
  if (checked.error.code !== 'COMMENT_TOO_LONG') return checked;
  const sent = input as { readonly comment: string };
  const rest = validateDraft(rubric, { ...(input as object), comment: savedComment });
  if (!rest.ok) return rest;
  return ok({ draft: rest.value, notSaved: [{ field: 'comment', code: 'COMMENT_TOO_LONG', max: checked.error.max, length: sent.comment.length }] });
}

export interface ScoreDifference {
  readonly criterionId: string;
  /** Null where that version has no score for it. */
  readonly mine: ReviewScore | null;
  readonly theirs: ReviewScore | null;
}

export interface DraftDifferences {
  /** The criteria scored differently, in the rubric's order. */
  readonly scores: readonly ScoreDifference[];
  readonly recommendation: { readonly mine: Recommendation | null; readonly theirs: Recommendation | null } | null;
  readonly comment: { readonly mine: string; readonly theirs: string } | null;
}

/** Where two versions of a draft differ (this tab's and the one saved from another): each score, the recommendation, the comment. */
export function draftDifferences(rubric: Rubric, mine: ReviewDraft, theirs: ReviewDraft): DraftDifferences {
  const scores = rubric.criteria
    .map((criterion) => ({ criterionId: criterion.id, mine: mine.scores[criterion.id] ?? null, theirs: theirs.scores[criterion.id] ?? null }))
    .filter((difference) => difference.mine !== difference.theirs);
  return {
    scores,
    recommendation: mine.recommendation === theirs.recommendation ? null : { mine: mine.recommendation, theirs: theirs.recommendation },
    comment: mine.comment === theirs.comment ? null : { mine: mine.comment, theirs: theirs.comment },
  };
}

/** Whether two versions of a draft differ at all. */
export const draftsDiffer = (differences: DraftDifferences): boolean => differences.scores.length > 0 || differences.recommendation !== null || differences.comment !== null;
