import type { TimelineEvent } from '@admission/domain';
import type { IntlShape } from 'react-intl';
import { accommodationMessages as m } from './quiz-accommodation.messages';

/** What a grant gives, in words: "50 % extra time and relaxed focus-loss warnings". */
export function accommodationText(intl: IntlShape, extraTimePercent: number, relaxedFocusLoss: boolean): string {
  const parts = [
    ...(extraTimePercent > 0 ? [intl.formatMessage(m.timelineExtraTime, { percent: intl.formatNumber(extraTimePercent / 100, { style: 'percent' }) })] : []),
    ...(relaxedFocusLoss ? [intl.formatMessage(m.timelineRelaxed)] : []),
  ];
  return intl.formatList(parts, { type: 'conjunction' });
}

/** A quiz accommodation's timeline entry as a sentence; null for any other kind. */
export function accommodationSentence(intl: IntlShape, event: TimelineEvent, actor: string): string | null {
  const { details } = event;
  if (event.kind === 'quiz-accommodation-removed') return intl.formatMessage(m.timelineRemoved, { actor });
  if (event.kind !== 'quiz-accommodation-granted' && event.kind !== 'quiz-accommodation-changed') return null;
  const percent = typeof details.extra_time_percent === 'number' ? details.extra_time_percent : 0;
  const what = accommodationText(intl, percent, details.relaxed_focus_loss === true);
  const reason = typeof details.reason === 'string' ? details.reason : '';
  return intl.formatMessage(event.kind === 'quiz-accommodation-granted' ? m.timelineGranted : m.timelineChanged, { actor, what, reason });
}
