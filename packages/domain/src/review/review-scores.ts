// A reviewer's scores against a rubric: what a draft may hold, when it may be submitted, and its weighted total.
import { isRecord } from '../shared/is-record';
import { fail, ok, type Result } from '../shared/result';
import type { Rubric } from './rubric';

export const RECOMMENDATIONS = ['admit', 'reject', 'unsure'] as const;
export type Recommendation = (typeof RECOMMENDATIONS)[number];

export const REVIEW_SCORES = [1, 2, 3, 4, 5] as const;
/** A level of a criterion's scale. */
export type ReviewScore = (typeof REVIEW_SCORES)[number];

export const REVIEW_COMMENT_MAX_LENGTH = 4000;

export interface ReviewDraft {
  /** By criterion id; a criterion not scored yet has no entry. */
  readonly scores: Readonly<Record<string, ReviewScore>>;
  readonly recommendation: Recommendation | null;
  readonly comment: string;
}

export type ReviewError =
  /** Not an object, or scores that are not an object, or a comment that is not a string. */
  | { readonly code: 'REVIEW_MALFORMED' }
  /** A score for a criterion the program's rubric does not have. */
  | { readonly code: 'UNKNOWN_CRITERION'; readonly criterionId: string }
  /** A score that is not a whole number from 1 to 5. */
  | { readonly code: 'SCORE_INVALID'; readonly criterionId: string }
  | { readonly code: 'RECOMMENDATION_INVALID' }
  | { readonly code: 'COMMENT_TOO_LONG'; readonly max: number };

export interface ReviewIncomplete {
  readonly code: 'REVIEW_INCOMPLETE';
  /** The criteria not scored yet, in the rubric's order. */
  readonly missing: readonly string[];
  readonly recommendationMissing: boolean;
}

export const isRecommendation = (value: unknown): value is Recommendation => (RECOMMENDATIONS as readonly unknown[]).includes(value);

const isReviewScore = (value: unknown): value is ReviewScore => (REVIEW_SCORES as readonly unknown[]).includes(value);

/**
 * A draft as a reviewer's page sent it, or its first fault. Criteria may be left unscored (absent or null);
 * the comment is kept as typed (a draft loses nothing), at most REVIEW_COMMENT_MAX_LENGTH characters.
 */
export function validateDraft(rubric: Rubric, input: unknown): Result<ReviewDraft, ReviewError> {
  if (!isRecord(input)) return fail({ code: 'REVIEW_MALFORMED' });
  const sentScores = input.scores ?? {};
  const comment = input.comment ?? '';
  if (!isRecord(sentScores) || typeof comment !== 'string') return fail({ code: 'REVIEW_MALFORMED' });
  const known = new Set(rubric.criteria.map((criterion) => criterion.id));
  const scores: Record<string, ReviewScore> = {};
  for (const [criterionId, score] of Object.entries(sentScores)) {
    if (!known.has(criterionId)) return fail({ code: 'UNKNOWN_CRITERION', criterionId });
    if (score === null) continue;
    if (!isReviewScore(score)) return fail({ code: 'SCORE_INVALID', criterionId });
    scores[criterionId] = score;
  }
  const recommendation = input.recommendation ?? null;
  if (recommendation !== null && !isRecommendation(recommendation)) return fail({ code: 'RECOMMENDATION_INVALID' });
  if (comment.length > REVIEW_COMMENT_MAX_LENGTH) return fail({ code: 'COMMENT_TOO_LONG', max: REVIEW_COMMENT_MAX_LENGTH });
  return ok({ scores, recommendation, comment });
}

/** A review may be submitted once every criterion of the rubric is scored and a recommendation chosen. */
export function readyToSubmit(rubric: Rubric, draft: ReviewDraft): Result<ReviewDraft, ReviewIncomplete> {
  const missing = rubric.criteria.filter((criterion) => !Object.hasOwn(draft.scores, criterion.id)).map((criterion) => criterion.id);
  const recommendationMissing = draft.recommendation === null;
  return missing.length === 0 && !recommendationMissing ? ok(draft) : fail({ code: 'REVIEW_INCOMPLETE', missing, recommendationMissing });
}

/**
 * The weighted mean of the scores, Σ weight·score / Σ weight, on the same 1-5 scale, rounded to 2 decimals; over
 * the criteria scored so far (all of them, once submitted); null while none is.
 */
export function weightedTotal(rubric: Rubric, scores: Readonly<Record<string, number>>): number | null {
  let weighted = 0;
  let weights = 0;
  for (const criterion of rubric.criteria) {
    if (!Object.hasOwn(scores, criterion.id)) continue;
    weighted += criterion.weight * (scores[criterion.id] as number);
    weights += criterion.weight;
  }
  // Whole numbers until the one division: the total of equal scores is that score exactly.
  return weights === 0 ? null : Math.round((weighted * 100) / weights) / 100;
}
