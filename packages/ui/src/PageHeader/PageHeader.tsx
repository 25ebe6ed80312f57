import type { ReactNode } from 'react';
import { NativeButton } from '../Button';
import { VisuallyHiddenText } from '../theme/visually-hidden';
import { Account, Brand, Email, HeaderBar, HeaderInner, Title } from './PageHeader.styles';

export interface PageHeaderProps {
  /** Portal title (e.g. 'Admission Portal'). */
  title: string;
  /** A logo or back button before the title. */
  start?: ReactNode;
  /** Signed-in user's email; hidden when absent. */
  email?: string;
  /** Label for the email, for screen readers (e.g. 'Signed in as'). */
  emailLabel?: string;
  /** Sign-out button text; without `onSignOut` no button shows. */
  signOutLabel?: string;
  onSignOut?: () => void;
  /** Extra controls (a LanguageToggle). */
  end?: ReactNode;
}

/** The banner of a screen: title on the left, account and sign-out on the right; wraps on a phone. */
export function PageHeader({ title, start, email, emailLabel, signOutLabel, onSignOut, end }: PageHeaderProps) {
  return (
    <HeaderBar>
      <HeaderInner>
        <Brand>
          {start}
          <Title>{title}</Title>
        </Brand>
        <Account>
          {end}
          {email ? (
            <Email>
              {emailLabel ? <VisuallyHiddenText>{emailLabel} </VisuallyHiddenText> : null}
              {email}
            </Email>
          ) : null}
          {onSignOut && signOutLabel ? (
            <NativeButton variant="secondary" size="sm" onClick={onSignOut}>
              {signOutLabel}
            </NativeButton>
          ) : null}
        </Account>
      </HeaderInner>
    </HeaderBar>
  );
}
