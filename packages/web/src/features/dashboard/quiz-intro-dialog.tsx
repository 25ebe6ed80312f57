import { QUIZ_DURATION_MINUTES } from '@admission/domain';
import { Button, Dialog, Stack, Text } from '@admission/ui';
import { useIntl } from 'react-intl';
import { commonMessages } from '../../shared/messages';
import { dashboardMessages as m } from './dashboard.messages';

interface Props {
  readonly isOpen: boolean;
  readonly onOpenChange: (open: boolean) => void;
  readonly onStart: () => void;
}

/** The only gate before the quiz (spec §2): once, no pause, the duration, how it is scored. */
export default function QuizIntroDialog({ isOpen, onOpenChange, onStart }: Props) {
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
        <Text>{intl.formatMessage(m.introFormat, { minutes: QUIZ_DURATION_MINUTES })}</Text>
        <Text>{intl.formatMessage(m.introScoring)}</Text>
        <Text>{intl.formatMessage(m.introDevice)}</Text>
        <Text>{intl.formatMessage(m.introPen)}</Text>
      </Stack>
    </Dialog>
  );
}
