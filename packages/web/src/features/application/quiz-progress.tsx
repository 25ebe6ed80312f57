import { staffQuizState, type AdminApplicationDetail } from '@admission/domain';
import { Alert, Spinner, Text } from '@admission/ui';
import type { ReactNode } from 'react';
import { useIntl, type IntlShape } from 'react-intl';
import { applicationMessages as m } from './application.messages';
import { useClockNow } from '../../shared/use-clock-now';

/** How often the time left is read again: it is shown to the minute. */
const REFRESH_MS = 15_000;

/** Time left in words: whole minutes rounded up, seconds under a minute ("24 minutes", "40 seconds"). */
const timeLeft = (intl: IntlShape, seconds: number): string =>
  seconds >= 60
    ? intl.formatNumber(Math.ceil(seconds / 60), { style: 'unit', unit: 'minute', unitDisplay: 'long' })
    : intl.formatNumber(seconds, { style: 'unit', unit: 'second', unitDisplay: 'long' });

interface Props {
  readonly quiz: NonNullable<AdminApplicationDetail['quiz']>;
  /** What a finished quiz shows: its results. */
  readonly children: ReactNode;
}

/** A quiz under way or out of time says so, with its times (the server's, against the app's clock); a finished one shows its results. */
export function QuizProgress({ quiz, children }: Props) {
  const intl = useIntl();
  const now = useClockNow(REFRESH_MS);
  if (now === null) return <Spinner label={intl.formatMessage(m.loading)} />;
  const state = staffQuizState(quiz, { now: () => now });
  const time = (iso: string) => intl.formatTime(iso, { timeStyle: 'short' });
  if (state.kind === 'in-progress') {
    const started = state.startedAt === null ? null : intl.formatMessage(m.quizStarted, { date: intl.formatDate(state.startedAt, { dateStyle: 'medium', timeStyle: 'short' }) });
    const text = intl.formatMessage(m.quizInProgressText, { left: timeLeft(intl, state.secondsLeft), end: time(state.endTime) });
    return (
      <Alert tone="info" role="none" title={intl.formatMessage(m.quizInProgress)} message={text}>
        {started === null ? null : <Text size="sm">{started}</Text>}
      </Alert>
    );
  }
  if (state.kind === 'time-up') {
    return <Alert tone="warning" role="none" title={intl.formatMessage(m.quizTimeUp)} message={intl.formatMessage(m.quizTimeUpText, { end: time(state.endTime) })} />;
  }
  return children;
}
