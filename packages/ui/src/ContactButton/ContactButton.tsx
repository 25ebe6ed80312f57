import { Suspense, lazy, useState } from 'react';
import styled from 'styled-components';
import { Icon } from '../Icon';
import { focusRing, up } from '../theme/media';
import { contactGutter } from '../theme/page-column';
import type { ContactDetails } from './ContactDialog';

export interface ContactButtonProps extends ContactDetails {
  /** Accessible name of the floating button (e.g. 'Contact us'). */
  buttonLabel: string;
  /** Start open (stories). */
  defaultOpen?: boolean;
}

// The button's own strip at the end of the page: on a phone the button sits in it, in the page's flow, so it
// never covers anything; from a tablet up it floats at the bottom right, in the gutter every page's column keeps
// free for it (theme/page-column.ts), and the strip is room below the page's end.
const Dock = styled.div`
  display: flex;
  justify-content: flex-end;
  min-height: ${({ theme }) => contactGutter(theme)};
  padding: ${({ theme }) => theme.space[4]};
`;

// A plain <button>: the contact button is on nearly every page, so it costs no react-aria code.
const Fab = styled.button`
  display: inline-flex;
  align-items: center;
  justify-content: center;
  gap: ${({ theme }) => theme.space[2]};
  min-width: ${({ theme }) => theme.sizes.floatingButton};
  height: ${({ theme }) => theme.sizes.floatingButton};
  padding: 0 ${({ theme }) => theme.space[5]};
  border: 0;
  border-radius: ${({ theme }) => theme.radii.pill};
  background: ${({ theme }) => theme.colors.primary.solid};
  color: ${({ theme }) => theme.colors.primary.onSolid};
  font: inherit;
  font-weight: ${({ theme }) => theme.typography.fontWeight.semibold};
  cursor: pointer;
  &:hover { background: ${({ theme }) => theme.colors.primary.solidHover}; }
  &:focus-visible { ${focusRing} }
  ${up('md')} {
    position: fixed;
    right: ${({ theme }) => theme.space[4]};
    bottom: ${({ theme }) => theme.space[4]};
    z-index: ${({ theme }) => theme.zIndex.floating};
    width: ${({ theme }) => theme.sizes.floatingButton};
    padding: 0;
    /* Only the floating button is raised: in the page's flow (a phone) it is a button like the others. */
    box-shadow: ${({ theme }) => theme.shadows.lg};
  }
`;

/** The label shows on a phone (a button in the page says what it is); the floating round one has its icon (and the same name). */
const FabLabel = styled.span`
  ${up('md')} {
    display: none;
  }
`;

// The dialog is rarely opened: it is its own chunk, fetched when the button is hovered, focused or pressed,
// so pages do not load it (the Dialog, Modal and Link code) up front.
const loadDialog = () => import('./ContactDialog');
const ContactDialog = lazy(loadDialog);

/**
 * The contact button opening the school's contact details: at the end of the page on a phone, floating at the
 * bottom right from a tablet up. Place it after the page's content.
 */
export function ContactButton({ buttonLabel, defaultOpen = false, ...details }: ContactButtonProps) {
  const [open, setOpen] = useState(defaultOpen);
  // Mounted from the first opening on, so that closing plays out and focus goes back to the button.
  const [wanted, setWanted] = useState(defaultOpen);
  const prefetch = () => void loadDialog();
  return (
    <Dock>
      <Fab
        type="button"
        aria-label={buttonLabel}
        onPointerEnter={prefetch}
        onFocus={prefetch}
        onClick={(event) => {
          // Some browsers do not focus a clicked button: the dialog gives the focus back to it on close.
          event.currentTarget.focus();
          setWanted(true);
          setOpen(true);
        }}
      >
        <Icon name="chat" size={24} />
        <FabLabel aria-hidden="true">{buttonLabel}</FabLabel>
      </Fab>
      {wanted ? (
        <Suspense fallback={null}>
          <ContactDialog isOpen={open} onOpenChange={setOpen} {...details} />
        </Suspense>
      ) : null}
    </Dock>
  );
}
