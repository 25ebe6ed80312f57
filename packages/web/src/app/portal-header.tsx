import { isReviewer, isStaff } from '@admission/domain';
import { PageHeader, type PageWidth } from '@admission/ui';
import type { ReactNode } from 'react';
import { useIntl } from 'react-intl';
import { signOut } from './access/access-controller';
import { roleOf, signedInEmail, useSessionStore } from './access/session.store';
import { brand } from '../shared/brand';
import { AccountDeletion } from '../shared/account-deletion';
import { accountMenuMessages } from '../shared/account-menu.messages';
import { DownloadMyData } from '../shared/download-my-data';
import { LanguageSwitch } from '../shared/language-switch';

/** In the column of the page below (`width`, its Page's). Portal title (the staff's own for admins and agents, the jury's for reviewers), the signed-in email, a candidate's data download and account deletion, sign-out and the language toggle. Nothing without a user. */
export function PortalHeader({ start, width }: { readonly start?: ReactNode; readonly width?: PageWidth }) {
  const intl = useIntl();
  const email = useSessionStore((state) => signedInEmail(state.access));
  const role = useSessionStore((state) => roleOf(state.access));
  const staff = isStaff(role);
  const reviewer = isReviewer(role);
  if (email === null) return null;
  return (
    <PageHeader
      title={intl.formatMessage(staff ? accountMenuMessages.staffTitle : reviewer ? accountMenuMessages.juryTitle : accountMenuMessages.portalTitle, { school: brand.name })}
      start={start}
      width={width}
      email={email}
      emailLabel={intl.formatMessage(accountMenuMessages.signedInAs)}
      signOutLabel={intl.formatMessage(accountMenuMessages.signOut)}
      menuLabel={intl.formatMessage(accountMenuMessages.accountMenu)}
      onSignOut={() => void signOut()}
      actions={
        staff || reviewer ? undefined : (
          <>
            <DownloadMyData />
            <AccountDeletion />
          </>
        )
      }
      end={<LanguageSwitch />}
    />
  );
}
