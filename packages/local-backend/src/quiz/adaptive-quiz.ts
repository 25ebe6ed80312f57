// The quiz's adaptive rule and its scoring, shared by the server and the seed.

export const START_LEVEL = 2;
export const MIN_LEVEL = 1;
export const MAX_LEVEL = 5;
/** Fewer answers than this and the result is not assessable (outcome 0). */
export const MIN_ANSWERS_TO_ASSESS = 10;
/** A score at or above this passes (outcome 1); below fails (-1). */
export const PASS_SCORE = 40;

/** A correct answer leads to a harder question, a wrong one to an easier question. */
export const nextLevel = (level: number, correct: boolean): number =>
  correct ? Math.min(MAX_LEVEL, level + 1) : Math.max(MIN_LEVEL, level - 1);

/** A question is worth its level. */
export const pointsFor = (level: number): number => level;

export interface ScoredResponse {
  readonly level: number;
  readonly isCorrect: boolean | null;
}

export interface QuizResult {
  readonly score: number;
  readonly numberOfCorrectAnswers: number;
  readonly outcome: 1 | -1 | 0;
}

export function scoreQuiz(responses: readonly ScoredResponse[]): QuizResult {
  const answered = responses.filter((response) => response.isCorrect !== null);
  const correct = answered.filter((response) => response.isCorrect === true);
  const score = correct.reduce((sum, response) => sum + pointsFor(response.level), 0);
  const outcome = answered.length < MIN_ANSWERS_TO_ASSESS ? 0 : score >= PASS_SCORE ? 1 : -1;
  return { score, numberOfCorrectAnswers: correct.length, outcome };
}

/**
 * The next question: an unused one at the target level, else the nearest level that still has one.
 * `choose(n)` picks an index below n (random on the server, seeded in the demo data).
 */
export function pickQuestion<Q extends { readonly id: number; readonly level: number }>(
  bank: readonly Q[],
  usedIds: ReadonlySet<number>,
  level: number,
  choose: (count: number) => number,
): Q | null {
  for (let distance = 0; distance <= MAX_LEVEL - MIN_LEVEL; distance += 1) {
    for (const candidateLevel of distance === 0 ? [level] : [level + distance, level - distance]) {
      const unused = bank.filter((question) => question.level === candidateLevel && !usedIds.has(question.id));
      if (unused.length > 0) return unused[Math.min(unused.length - 1, choose(unused.length))] ?? null;
    }
  }
  return null;
}
