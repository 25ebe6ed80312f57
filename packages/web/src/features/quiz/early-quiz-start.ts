// When /quiz opens on a quiz already under way (a reload, a return), the question it resumes is asked for with
// the page's first reads (app/route-data.ts), not after the page's code has loaded and checked the status: the
// question paints one round trip after the access checks instead of three. Resuming (GET /quiz/start on an
// ongoing quiz) changes nothing on the server; a new quiz still starts only from the page (spec §2).
import { startQuiz, type QuizCallFailure, type QuizStart, type Result } from '@admission/domain';
import { queryClient } from '../../app/query-client';
import { services } from '../../di/services';
import { dealsQuery, quizStatusQuery } from '../../shared/queries';

type Started = Promise<Result<QuizStart, QuizCallFailure>>;

/** An early answer older than this is not used: the page asks again. */
const FRESH_FOR_MS = 10_000;

let early: { readonly at: number; readonly started: Started } | null = null;

/** Reads the programs and the quiz status (shared with the page), then resumes the ongoing quiz, if there is one. */
export async function resumeOngoingQuizEarly(): Promise<void> {
  const deals = await queryClient.fetchQuery(dealsQuery());
  const { status } = await queryClient.fetchQuery(quizStatusQuery(deals));
  if (!status.has_ongoing_quiz) return;
  early = { at: Date.now(), started: (async () => startQuiz((await services()).quiz))() };
}

/** The early resumption, once and while fresh; null when there is none (the page then asks itself). */
export function takeEarlyQuizStart(now = Date.now()): Started | null {
  const taken = early;
  early = null;
  return taken !== null && now - taken.at < FRESH_FOR_MS ? taken.started : null;
}
