import { Dialog as AriaDialog, Heading, Modal, ModalOverlay } from 'react-aria-components';
import styled from 'styled-components';

/** Marks an open dialog's overlay, so that what floats over the page (the toasts) can make room for it. */
export const DIALOG_OPEN_ATTRIBUTE = 'data-dialog-overlay';

export const Overlay = styled(ModalOverlay).attrs({ [DIALOG_OPEN_ATTRIBUTE]: '' } as Record<string, string>)`
  position: fixed;
  inset: 0;
  z-index: ${({ theme }) => theme.zIndex.modal};
  display: flex;
  align-items: flex-end;
  justify-content: center;
  padding: ${({ theme }) => theme.space[2]};
  background: ${({ theme }) => theme.colors.surface.backdrop};
  @media (min-width: ${({ theme }) => theme.breakpoints.sm}) {
    align-items: center;
    padding: ${({ theme }) => theme.space[4]};
  }
  &[data-entering] { animation: fade ${({ theme }) => theme.motion.duration.normal} ${({ theme }) => theme.motion.easing.standard}; }
  @keyframes fade { from { opacity: 0; } }
`;

export const StyledModal = styled(Modal)`
  width: 100%;
  max-width: ${({ theme }) => theme.sizes.dialogMax};
  max-height: calc(100dvh - ${({ theme }) => theme.space[4]});
  overflow: auto;
  background: ${({ theme }) => theme.colors.surface.raised};
  border-radius: ${({ theme }) => theme.radii.lg};
  box-shadow: ${({ theme }) => theme.shadows.lg};
`;

export const StyledDialog = styled(AriaDialog)`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space[4]};
  padding: ${({ theme }) => theme.space[5]};
  outline: none;
  color: ${({ theme }) => theme.colors.text.default};
  @media (min-width: ${({ theme }) => theme.breakpoints.sm}) {
    padding: ${({ theme }) => theme.space[6]};
  }
`;

export const Title = styled(Heading)`
  margin: 0;
  font-family: ${({ theme }) => theme.typography.fontFamily.heading};
  font-size: ${({ theme }) => theme.typography.fontSize.xl};
  font-weight: ${({ theme }) => theme.typography.fontWeight.bold};
  color: ${({ theme }) => theme.colors.text.heading};
`;

export const Body = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space[3]};
  color: ${({ theme }) => theme.colors.text.default};
`;

export const Actions = styled.div`
  display: flex;
  flex-direction: column-reverse;
  gap: ${({ theme }) => theme.space[2]};
  @media (min-width: ${({ theme }) => theme.breakpoints.sm}) {
    flex-direction: row;
    justify-content: flex-end;
  }
`;

export const Footer = styled.p`
  margin: 0;
  font-size: ${({ theme }) => theme.typography.fontSize.sm};
  color: ${({ theme }) => theme.colors.text.muted};
  text-align: center;
`;
