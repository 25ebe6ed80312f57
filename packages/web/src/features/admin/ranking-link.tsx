import { Link } from '@admission/ui';
import { useIntl } from 'react-intl';
import { roleOf, useSessionStore } from '../../app/access/session.store';
import { InAppLinks } from '../../shared/in-app-links';
import { rankingMessages as m } from './ranking.messages';

/** The list's way to the jury's ranking, for admins (who decide from it). */
export function RankingLink() {
  const intl = useIntl();
  const isAdmin = useSessionStore((store) => roleOf(store.access) === 'admin');
  if (!isAdmin) return null;
  return (
    <InAppLinks>
      <Link href="/admin/ranking">{intl.formatMessage(m.link)}</Link>
    </InAppLinks>
  );
}
