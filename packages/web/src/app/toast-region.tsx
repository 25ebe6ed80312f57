import { ToastRegion } from '@admission/ui';
import { useIntl } from 'react-intl';
import { commonMessages } from '../shared/messages';

/** The notifications landmark; its own chunk, fetched when the first toast is queued (app.tsx). */
export default function AppToastRegion() {
  const intl = useIntl();
  return <ToastRegion label={intl.formatMessage(commonMessages.notificationsLabel)} closeLabel={intl.formatMessage(commonMessages.close)} />;
}
