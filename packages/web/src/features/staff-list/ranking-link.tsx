import { Link, Stack } from '@admission/ui';
import { useIntl } from 'react-intl';
import { roleOf, useSessionStore } from '../../app/access/session.store';
import { pathTo } from '../../app/routes';
import { InAppLinks } from '../../shared/in-app-links';
import { adminMessages as m } from './admin.messages';
import { interviewMessages } from '../../shared/interview.messages';

/** The list's ways to the jury's ranking and settings and the interview slots, for admins (who decide from it and set them up), and to the interviews a staff member sits on. */
export function RankingLink() {
  const intl = useIntl();
  const isAdmin = useSessionStore((store) => roleOf(store.access) === 'admin');
  return (
    <InAppLinks>
      <Stack direction="row" gap={4} wrap>
        {isAdmin ? <Link href={pathTo('ranking')}>{intl.formatMessage(m.rankingLink)}</Link> : null}
        {isAdmin ? <Link href={pathTo('jurySettings')}>{intl.formatMessage(m.jurySettingsLink)}</Link> : null}
        {isAdmin ? <Link href={pathTo('interviewSlots')}>{intl.formatMessage(m.interviewSlotsLink)}</Link> : null}
        <Link href={pathTo('panelInterviews')}>{intl.formatMessage(interviewMessages.panelLink)}</Link>
      </Stack>
    </InAppLinks>
  );
}
