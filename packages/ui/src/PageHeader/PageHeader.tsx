import { useEffect, useId, useRef, useState, type FocusEvent, type KeyboardEvent, type ReactNode, type RefObject } from 'react';
import { NativeButton } from '../Button';
import { EmailAddress } from '../EmailAddress';
import { Icon } from '../Icon';
import type { PageWidth } from '../theme/page-column';
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
  /** The width of the page below (its Page's `width`): the bar's content keeps the page's column. Default `default`. */
  width?: PageWidth;
}

/**
 * Closes the phone's account menu the way a menu closes: Escape (the focus back on its button), or the focus
 * leaving it, for a dialog opened from it among others. When that dialog goes and leaves the focus nowhere (its
 * opener was in the closed menu), the focus goes back to the menu's button.
 */
function useAccountMenu(bar: RefObject<HTMLElement | null>) {
  const [open, setOpen] = useState(false);
  const toggle = useRef<HTMLButtonElement>(null);
  const watch = useRef<MutationObserver | null>(null);
  useEffect(() => () => watch.current?.disconnect(), []);
  const onKeyDown = (event: KeyboardEvent) => {
    if (event.key !== 'Escape' || !open) return;
    event.stopPropagation();
    setOpen(false);
    toggle.current?.focus();
  };
  const onBlur = (event: FocusEvent) => {
    const next = event.relatedTarget;
    if (!open || (next instanceof Node && bar.current?.contains(next))) return;
    setOpen(false);
    const dialog = next instanceof Element ? next.closest('[role="dialog"], [role="alertdialog"]') : null;
    if (dialog === null) return;
    watch.current?.disconnect();
    const observer = new MutationObserver(() => {
      if (dialog.isConnected) return;
      observer.disconnect();
      // After the dialog's own attempt to give the focus back (to its opener, hidden with the menu).
      requestAnimationFrame(() => {
        const active = document.activeElement;
        if (active === null || active === document.body) toggle.current?.focus();
      });
    });
    observer.observe(document.body, { childList: true, subtree: true });
    watch.current = observer;
  };
  return { open, setOpen, toggle, onKeyDown, onBlur };
}

/**
 * The banner of a screen. From a tablet up: title on the left, account controls and sign-out on the right,
 * sticky, with the page's scroll padding keeping focused controls clear of it. On a phone: one line (the title on
 * up to two lines, a button that opens the account controls below it), and it scrolls away with the page.
 */
export function PageHeader({ title, start, email, emailLabel, signOutLabel, onSignOut, end, actions, menuLabel = 'Account', width = 'default' }: PageHeaderProps) {
  const accountId = useId();
  const hasAccount = Boolean(end || email || actions || (onSignOut && signOutLabel));
  const bar = useRef<HTMLElement>(null);
  const { open, setOpen, toggle, onKeyDown, onBlur } = useAccountMenu(bar);
  useStickyOffset(bar);
  return (
    <HeaderBar ref={bar}>
      <ScrollClearOfHeader />
      <HeaderInner $width={width} onKeyDown={onKeyDown}>
        <Brand>
          {start}
          <Title title={title}>{title}</Title>
        </Brand>
        {hasAccount ? (
          <MenuToggle ref={toggle} type="button" aria-expanded={open} aria-controls={accountId} onClick={() => setOpen((shown) => !shown)}>
            <Icon name={open ? 'x' : 'user'} size={20} />
            <VisuallyHiddenText>{menuLabel}</VisuallyHiddenText>
          </MenuToggle>
        ) : null}
        {hasAccount ? (
          <Account id={accountId} data-open={open ? '' : undefined} onBlur={onBlur}>
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
