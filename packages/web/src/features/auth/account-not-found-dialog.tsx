import { Dialog, Link, Stack, Text } from '@admission/ui';
import { useIntl } from 'react-intl';
import { commonMessages } from '../../shared/messages';
import { authMessages as m } from './auth.messages';

interface Props {
  /** Where to apply: the URL from the error, else the configured apply page. */
  readonly applyUrl: string;
  readonly onClose: () => void;
}

/** 'Account Not Found' with the apply link and Close (spec §2, §8). Its own chunk: most people never see it. */
export default function AccountNotFoundDialog({ applyUrl, onClose }: Props) {
  const intl = useIntl();
  return (
    <Dialog
      isOpen
      onOpenChange={(open) => {
        if (!open) onClose();
      }}
      title={intl.formatMessage(m.notFoundTitle)}
      closeLabel={intl.formatMessage(commonMessages.close)}
    >
      <Stack gap={3}>
        <Text>{intl.formatMessage(m.notFoundText)}</Text>
        <Link href={applyUrl} external externalLabel={intl.formatMessage(commonMessages.opensInNewTab)}>
          {intl.formatMessage(m.notFoundApply)}
        </Link>
      </Stack>
    </Dialog>
  );
}
