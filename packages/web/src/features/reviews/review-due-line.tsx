import { Text } from '@admission/ui';
import { useIntl } from 'react-intl';
import { dueWords } from './review-time-words';

/** A review's deadline as the queue and the review page both say it; nothing until the clock is known. */
export function DueLine({ dueAt, submitted, now }: { readonly dueAt: string; readonly submitted: boolean; readonly now: number | null }) {
  const intl = useIntl();
  if (now === null) return null;
  const words = dueWords(intl, { dueAt, submitted, clock: { now: () => now } });
  return (
    <Text size="sm" tone={words.late ? 'danger' : 'muted'}>
      {words.text}
    </Text>
  );
}
