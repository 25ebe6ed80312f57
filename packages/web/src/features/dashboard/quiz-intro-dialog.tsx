import { QUIZ_DURATION_MINUTES } from '@admission/domain';
import { Button, Dialog, Stack, Text } from '@admission/ui';
import { useIntl } from 'react-intl';
import { commonMessages } from '../../shared/messages';
import { dashboardMessages as m } from './dashboard.messages';
import { quizTimeText, type QuizTimeState } from './quiz-time';

interface Props {
  /** The candidate's time; none read yet: the standard duration. */
  readonly quizTime: QuizTimeState;
  readonly isOpen: boolean;
  readonly onOpenChange: (open: boolean) => void;
  readonly onStart: () => void;
}

/** The only gate before the quiz (spec §2): once, no pause, the duration, how it is scored. */
export default function QuizIntroDialog({ quizTime, isOpen, onOpenChange, onStart }: Props) {
  const intl = useIntl();
  return (
    <Dialog
      isOpen={isOpen}
      onOpenChange={onOpenChange}
      title={intl.formatMessage(m.introTitle)}
      closeLabel={intl.formatMessage(commonMessages.cancel)}
      actions={<Button onPress={onStart}>{intl.formatMessage(m.introStart)}</Button>}
    >
      <Stack gap={2}>
        <Text weight="semibold">{intl.formatMessage(m.introOnce)}</Text>
        {quizTime.time !== null && quizTime.time.extra_time_percent > 0 ? (
          <Text>{intl.formatMessage(m.introTime, { time: quizTimeText(intl, quizTime.time) })}</Text>
        ) : quizTime.failed ? (
          <Text>{intl.formatMessage(m.introTimeUnknown)}</Text>
        ) : (
          <Text>{intl.formatMessage(m.introFormat, { minutes: quizTime.time === null ? QUIZ_DURATION_MINUTES : quizTime.time.duration_seconds / 60 })}</Text>
        )}
        {quizTime.time?.relaxed_focus_loss === true ? <Text>{intl.formatMessage(m.introRelaxed)}</Text> : null}
        <Text>{intl.formatMessage(m.introScoring)}</Text>
        <Text>{intl.formatMessage(m.introDevice)}</Text>
        <Text>{intl.formatMessage(m.introPen)}</Text>
      </Stack>
    </Dialog>
  );
}
