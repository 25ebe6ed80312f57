import type { CandidateQuizTime } from '@admission/domain';
import type { IntlShape } from 'react-intl';
import { dashboardMessages as m } from './dashboard.messages';

/** The candidate's quiz time as the dashboard reads it: loaded, or the read failed. */
export interface QuizTimeState {
  readonly time: CandidateQuizTime | null;
  readonly failed: boolean;
}

const minutesOf = (seconds: number) => Math.round((seconds / 60) * 10) / 10;

/** "60 minutes (includes 50 % extra time)", or "40 minutes" without a grant. */
export function quizTimeText(intl: IntlShape, time: CandidateQuizTime): string {
  const minutes = intl.formatNumber(minutesOf(time.duration_seconds));
  if (time.extra_time_percent <= 0) return intl.formatMessage(m.quizTimeStandard, { minutes });
  return intl.formatMessage(m.quizTimeExtra, { minutes, percent: intl.formatNumber(time.extra_time_percent / 100, { style: 'percent' }) });
}
