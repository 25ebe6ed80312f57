import { useId, useRef, useState, type ReactNode } from 'react';
import { NativeButton } from '../Button';
import { EmailAddress } from '../EmailAddress';
import { Icon } from '../Icon';
import { VisuallyHiddenText } from '../theme/visually-hidden';
import { Account, Brand, Email, HeaderBar, HeaderInner, MenuToggle, ScrollClearOfHeader, Title } from './PageHeader.styles';
import { useStickyOffset } from './useStickyOffset';

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
  /** Account actions shown before sign-out (e.g. a candidate's "Download my data"). */
  actions?: ReactNode;
  /** Name of the button that shows the account controls on a phone (e.g. 'Account'). Default 'Account'. */
  menuLabel?: string;
}

/**
 * The banner of a screen. From a tablet up: title on the left, account controls and sign-out on the right,
 * sticky, with the page's scroll padding keeping focused controls clear of it. On a phone: one line (title
 * cut with an ellipsis, a button that opens the account controls below it), and it scrolls away with the page.
 */
export function PageHeader({ title, start, email, emailLabel, signOutLabel, onSignOut, end, actions, menuLabel = 'Account' }: PageHeaderProps) {
  const [open, setOpen] = useState(false);
  const accountId = useId();
  const hasAccount = Boolean(end || email || actions || (onSignOut && signOutLabel));
  const bar = useRef<HTMLElement>(null);
  useStickyOffset(bar);
  return (
    <HeaderBar ref={bar}>
      <ScrollClearOfHeader />
      <HeaderInner>
        <Brand>
          {start}
          <Title title={title}>{title}</Title>
        </Brand>
        {hasAccount ? (
          <MenuToggle type="button" aria-expanded={open} aria-controls={accountId} onClick={() => setOpen((shown) => !shown)}>
            <Icon name={open ? 'x' : 'user'} size={20} />
            <VisuallyHiddenText>{menuLabel}</VisuallyHiddenText>
          </MenuToggle>
        ) : null}
        {hasAccount ? (
          <Account id={accountId} data-open={open ? '' : undefined}>
            {end}
            {email ? (
              <Email>
                {emailLabel ? <VisuallyHiddenText>{emailLabel} </VisuallyHiddenText> : null}
                <EmailAddress email={email} />
              </Email>
            ) : null}
            {actions}
            {onSignOut && signOutLabel ? (
              <NativeButton variant="secondary" size="sm" onClick={onSignOut}>
                {signOutLabel}
              </NativeButton>
            ) : null}
          </Account>
        ) : null}
      </HeaderInner>
    </HeaderBar>
  );
}
