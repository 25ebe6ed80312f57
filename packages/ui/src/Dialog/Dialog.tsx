import type { ReactNode } from 'react';
import { Button } from '../Button';
import { Actions, Body, Footer, Overlay, StyledDialog, StyledModal, Title } from './Dialog.styles';

export interface DialogProps {
  /** Whether the dialog is shown (controlled by the app). */
  isOpen: boolean;
  /** Called when it asks to close (Escape, the close button, a click outside if dismissable). */
  onOpenChange: (isOpen: boolean) => void;
  /** The heading; names the dialog for screen readers. */
  title: string;
  /** The content. */
  children: ReactNode;
  /** Buttons at the bottom (stacked full width on a phone). */
  actions?: ReactNode;
  /** Small text under the actions. */
  footer?: ReactNode;
  /** Close on a click outside. Default true. */
  isDismissable?: boolean;
  /** Text of a close button added to the actions; none when absent. */
  closeLabel?: string;
}

/** A modal dialog on react-aria's Modal/Dialog: focus moves in and is trapped, Escape closes, focus returns. */
export function Dialog({ isOpen, onOpenChange, title, children, actions, footer, isDismissable = true, closeLabel }: DialogProps) {
  return (
    <Overlay isOpen={isOpen} onOpenChange={onOpenChange} isDismissable={isDismissable}>
      <StyledModal>
        <StyledDialog>
          {({ close }) => (
            <>
              <Title slot="title">{title}</Title>
              <Body>{children}</Body>
              {actions || closeLabel ? (
                <Actions>
                  {closeLabel ? (
                    <Button variant="secondary" onPress={close}>
                      {closeLabel}
                    </Button>
                  ) : null}
                  {actions}
                </Actions>
              ) : null}
              {footer ? <Footer>{footer}</Footer> : null}
            </>
          )}
        </StyledDialog>
      </StyledModal>
    </Overlay>
  );
}

export interface AlertDialogProps {
  isOpen: boolean;
  onOpenChange: (isOpen: boolean) => void;
  /** The question (e.g. 'Delete document?'). */
  title: string;
  /** What will happen (e.g. 'Are you sure you want to delete "passport.pdf"?'). */
  message: ReactNode;
  /** Confirm button text (e.g. 'Delete'). */
  confirmLabel: string;
  /** Cancel button text (e.g. 'Cancel'). */
  cancelLabel: string;
  /** Called on confirm; the dialog then closes. */
  onConfirm: () => void;
  /** `danger` for destructive confirmations. Default `primary`. */
  variant?: 'primary' | 'danger';
  /** Show the confirm button as pending. */
  isPending?: boolean;
}

/** A confirmation (role alertdialog): Cancel gets focus first so Enter never destroys by accident. */
export function AlertDialog({ isOpen, onOpenChange, title, message, confirmLabel, cancelLabel, onConfirm, variant = 'primary', isPending }: AlertDialogProps) {
  return (
    <Overlay isOpen={isOpen} onOpenChange={onOpenChange} isDismissable={false}>
      <StyledModal>
        <StyledDialog role="alertdialog">
          {({ close }) => (
            <>
              <Title slot="title">{title}</Title>
              <Body>{message}</Body>
              <Actions>
                {/* eslint-disable-next-line jsx-a11y/no-autofocus -- WAI-ARIA alertdialog: focus the least destructive action first */}
                <Button variant="secondary" onPress={close} autoFocus>
                  {cancelLabel}
                </Button>
                <Button
                  variant={variant}
                  isPending={isPending}
                  onPress={() => {
                    onConfirm();
                    close();
                  }}
                >
                  {confirmLabel}
                </Button>
              </Actions>
            </>
          )}
        </StyledDialog>
      </StyledModal>
    </Overlay>
  );
}
