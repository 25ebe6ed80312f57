import { isPortError } from '../api/port-error';

export const QUIZ_EXPIRED_DETAIL = 'Quiz has expired';

/** Does this failure mean the quiz time is over ('Quiz has expired' detail or QUIZ_EXPIRED code)? */
export const isQuizExpiredError = (error: unknown): boolean => {
  if (isPortError(error)) return error.code === 'QUIZ_EXPIRED' || error.detailText === QUIZ_EXPIRED_DETAIL;
  return error instanceof Error && error.message === QUIZ_EXPIRED_DETAIL;
};
