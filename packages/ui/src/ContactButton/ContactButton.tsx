import { Suspense, lazy, useState } from 'react';
import styled from 'styled-components';
import { Icon } from '../Icon';
import { focusRing } from '../theme/media';
import type { ContactDetails } from './ContactDialog';

export interface ContactButtonProps extends ContactDetails {
  /** Accessible name of the floating button (e.g. 'Contact us'). */
  buttonLabel: string;
  /** Start open (stories). */
  defaultOpen?: boolean;
}

// A plain <button>: the floating button is on nearly every page, so it costs no react-aria code.
const Fab = styled.button`
  position: fixed;
  right: ${({ theme }) => theme.space[4]};
  bottom: ${({ theme }) => theme.space[4]};
  z-index: ${({ theme }) => theme.zIndex.floating};
  display: inline-flex;
  align-items: center;
  justify-content: center;
  width: 3.5rem;
  height: 3.5rem;
  border: 0;
  border-radius: ${({ theme }) => theme.radii.pill};
  background: ${({ theme }) => theme.colors.primary.solid};
  color: ${({ theme }) => theme.colors.primary.onSolid};
  box-shadow: ${({ theme }) => theme.shadows.lg};
  cursor: pointer;
  &:hover { background: ${({ theme }) => theme.colors.primary.solidHover}; }
  &:focus-visible { ${focusRing} }
`;

// The dialog is rarely opened: it is its own chunk, fetched when the button is hovered, focused or pressed,
// so pages do not load it (the Dialog, Modal and Link code) up front.
const loadDialog = () => import('./ContactDialog');
const ContactDialog = lazy(loadDialog);

/** A floating contact button (bottom right) opening the school's contact details. */
export function ContactButton({ buttonLabel, defaultOpen = false, ...details }: ContactButtonProps) {
  const [open, setOpen] = useState(defaultOpen);
  // Mounted from the first opening on, so that closing plays out and focus goes back to the button.
  const [wanted, setWanted] = useState(defaultOpen);
  const prefetch = () => void loadDialog();
  return (
    <>
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
      </Fab>
      {wanted ? (
        <Suspense fallback={null}>
          <ContactDialog isOpen={open} onOpenChange={setOpen} {...details} />
        </Suspense>
      ) : null}
    </>
  );
}
