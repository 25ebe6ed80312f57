import { Link, Stack } from '@admission/ui';
import { useIntl } from 'react-intl';
import { roleOf, useSessionStore } from '../../app/access/session.store';
import { pathTo } from '../../app/routes';
import { InAppLinks } from '../../shared/in-app-links';
import { adminMessages as m } from './admin.messages';

/** The list's ways to the jury's ranking and settings, for admins (who decide from it and set it up). */
export function RankingLink() {
  const intl = useIntl();
  const isAdmin = useSessionStore((store) => roleOf(store.access) === 'admin');
  if (!isAdmin) return null;
  return (
    <InAppLinks>
      <Stack direction="row" gap={4} wrap>
        <Link href={pathTo('ranking')}>{intl.formatMessage(m.rankingLink)}</Link>
        <Link href={pathTo('jurySettings')}>{intl.formatMessage(m.jurySettingsLink)}</Link>
      </Stack>
    </InAppLinks>
  );
}
