import { Dialog, Heading, Modal, ModalOverlay } from 'react-aria-components';
import styled from 'styled-components';
import { Button } from '../Button';
import { Icon } from '../Icon';

export interface FocusLossOverlayProps {
  /** Shown while the quiz window has lost focus, the tab is hidden or the mouse left the window. */
  isVisible: boolean;
  /** e.g. 'Stay on the Screen' */
  title: string;
  /** e.g. 'You must remain on this page during the quiz' */
  message: string;
  /** The button that hides the warning once the candidate is back (e.g. 'Back to the quiz'). */
  dismissLabel: string;
  /** The button or Escape: the candidate is back on the page. */
  onDismiss: () => void;
}

const Overlay = styled(ModalOverlay)`
  position: fixed;
  inset: 0;
  z-index: ${({ theme }) => theme.zIndex.overlay};
  background: ${({ theme }) => theme.colors.danger.solid};
`;

const Content = styled(Dialog)`
  display: flex;
  height: 100%;
  flex-direction: column;
  align-items: center;
  justify-content: center;
  gap: ${({ theme }) => theme.space[4]};
  padding: ${({ theme }) => theme.space[6]};
  color: ${({ theme }) => theme.colors.danger.onSolid};
  text-align: center;
  outline: none;
`;

const Title = styled(Heading)`
  margin: 0;
  font-family: ${({ theme }) => theme.typography.fontFamily.heading};
  font-size: ${({ theme }) => theme.typography.fontSize['3xl']};
  color: inherit;
`;

const Message = styled.p`
  margin: 0;
  max-width: 28rem;
  font-size: ${({ theme }) => theme.typography.fontSize.lg};
`;

/**
 * Full-screen red warning during the quiz; modal (nothing behind it is reachable) while shown. Its button (which
 * takes the focus) or Escape hides it; a click outside cannot, there is no outside.
 */
export function FocusLossOverlay({ isVisible, title, message, dismissLabel, onDismiss }: FocusLossOverlayProps) {
  return (
    <Overlay
      isOpen={isVisible}
      isDismissable={false}
      onOpenChange={(open) => {
        if (!open) onDismiss();
      }}
    >
      <Modal>
        <Content role="alertdialog">
          <Icon name="alert" size={56} />
          <Title slot="title">{title}</Title>
          <Message>{message}</Message>
          {/* An alert dialog with one action: the focus goes to it, so Enter or Escape answers at once. */}
          {/* eslint-disable-next-line jsx-a11y/no-autofocus -- the dialog's only control takes the focus as it opens */}
          <Button variant="secondary" onPress={onDismiss} autoFocus>
            {dismissLabel}
          </Button>
        </Content>
      </Modal>
    </Overlay>
  );
}
