import { NativeButton, toast } from '@admission/ui';
import { useIntl } from 'react-intl';
import { accountMenuMessages as m } from './account-menu.messages';
import { useDownloadMyData } from './use-download-my-data';

/**
 * "Download my data" in a candidate's account menu: the server builds one archive of everything the
 * school holds on them through the portal; while it does, the button says so (spoken when it has the focus) and
 * ignores presses; a failure says so in the candidate's language and they may press again.
 */
export function DownloadMyData() {
  const intl = useIntl();
  const { preparing, download } = useDownloadMyData(() => toast.destructive(intl.formatMessage(m.downloadFailedTitle), intl.formatMessage(m.downloadFailedText)));
  return (
    <NativeButton variant="secondary" size="sm" isPending={preparing} pendingLabel={intl.formatMessage(m.downloadPreparing)} onClick={() => void download()}>
      {intl.formatMessage(m.downloadData)}
    </NativeButton>
  );
}
