import type { Clock } from '../shared/clock.port';
import { quizCountdown } from './quiz-countdown';

/** The times of a candidate's quiz attempt as the staff read gives them (ISO 8601; finished_at null while it runs). */
export interface QuizAttemptTimes {
  readonly started_at?: string | null;
  readonly end_time?: string | null;
  readonly finished_at?: string | null;
}

/**
 * Where a candidate's quiz stands for staff: under way (with the seconds left to the server's end time), out of
 * time but not yet scored (the server closes an attempt when it is next read), or finished (the results stand).
 * An attempt without times (an older server) counts as finished: its results are shown as they are.
 */
export type StaffQuizState =
  | { readonly kind: 'in-progress'; readonly startedAt: string | null; readonly endTime: string; readonly secondsLeft: number }
  | { readonly kind: 'time-up'; readonly endTime: string }
  | { readonly kind: 'finished' };

export const staffQuizState = (attempt: QuizAttemptTimes, clock: Clock): StaffQuizState => {
  const { end_time: endTime, finished_at: finishedAt } = attempt;
  if (typeof finishedAt === 'string' || typeof endTime !== 'string' || finishedAt === undefined) return { kind: 'finished' };
  const { secondsLeft } = quizCountdown(endTime, clock);
  if (secondsLeft === 0) return { kind: 'time-up', endTime };
  return { kind: 'in-progress', startedAt: attempt.started_at ?? null, endTime, secondsLeft };
};
