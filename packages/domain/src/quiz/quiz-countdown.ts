import type { Clock } from '../shared/clock.port';
import { QUIZ_WARNING_SECONDS } from './quiz-settings';

export interface QuizCountdown {
  /** Whole seconds left, never negative. */
  readonly secondsLeft: number;
  /** m:ss, e.g. '39:59', '5:00', '0:07'. */
  readonly display: string;
  /** Red at 300 seconds or fewer. */
  readonly warning: boolean;
  readonly expired: boolean;
}

/** m:ss for a number of seconds (minutes are not capped at 59: '40:00'). */
export const formatCountdown = (seconds: number): string => {
  const whole = Math.max(0, Math.floor(seconds));
  return `${Math.floor(whole / 60)}:${String(whole % 60).padStart(2, '0')}`;
};

/** Seconds to a server time; an unreadable time counts as already passed. */
const secondsUntil = (isoTime: string, clock: Clock): number => {
  const end = Date.parse(isoTime);
  return Number.isNaN(end) ? 0 : (end - clock.now()) / 1000;
};

/** The countdown to the server's end_time. */
export const quizCountdown = (endTime: string, clock: Clock): QuizCountdown => {
  const secondsLeft = Math.max(0, Math.floor(secondsUntil(endTime, clock)));
  return {
    secondsLeft,
    display: formatCountdown(secondsLeft),
    warning: secondsLeft <= QUIZ_WARNING_SECONDS,
    expired: secondsLeft === 0,
  };
};

/** How long the answer controls stay disabled ('Wait {n}s'): whole seconds rounded up, 0 when not blocked. */
export const blockedSecondsLeft = (blockedUntil: string | null | undefined, clock: Clock): number =>
  blockedUntil === null || blockedUntil === undefined ? 0 : Math.max(0, Math.ceil(secondsUntil(blockedUntil, clock)));
