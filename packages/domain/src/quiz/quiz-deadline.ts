// The quiz deadline with an optional accommodation: the rule the server uses to set end_time when a quiz starts,
// and the candidate's screens use to say how long they will have. The countdown itself still reads end_time.
import type { Clock } from '../shared/clock.port';
import type { QuizAccommodation } from './quiz-accommodation';
import { QUIZ_DURATION_MINUTES } from './quiz-settings';

/** The standard duration (spec §9, the lead's 40 minutes). */
export const QUIZ_DURATION_SECONDS = QUIZ_DURATION_MINUTES * 60;

type ExtraTime = Pick<QuizAccommodation, 'extraTimePercent'>;

/**
 * The time a candidate has, in whole seconds: the standard duration plus the granted percentage of it, the extra
 * rounded UP to a whole second (a grant never gives less than its percentage). No grant: the standard duration.
 */
export const quizDurationSeconds = (accommodation?: ExtraTime | null, standardSeconds: number = QUIZ_DURATION_SECONDS): number =>
  standardSeconds + Math.ceil((standardSeconds * (accommodation?.extraTimePercent ?? 0)) / 100);

/** The instant (epoch ms) the quiz ends for a candidate who started at `startedAtMs`. */
export const quizDeadline = (startedAtMs: number, accommodation?: ExtraTime | null, standardSeconds: number = QUIZ_DURATION_SECONDS): number =>
  startedAtMs + quizDurationSeconds(accommodation, standardSeconds) * 1_000;

/** Time is up from the deadline itself on (as the server's `end_time <= now`), not a millisecond before. */
export const isPastQuizDeadline = (deadlineMs: number, clock: Clock): boolean => clock.now() >= deadlineMs;
