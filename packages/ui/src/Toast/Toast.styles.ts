import { UNSTABLE_Toast as AriaToast, UNSTABLE_ToastRegion as AriaToastRegion } from 'react-aria-components';
import styled from 'styled-components';
import { DIALOG_OPEN_ATTRIBUTE } from '../Dialog/Dialog.styles';
import { focusRing } from '../theme/media';
import type { ToastContent, ToastTone } from './toastQueue';

export const Region = styled(AriaToastRegion<ToastContent>)`
  position: fixed;
  bottom: ${({ theme }) => theme.space[4]};
  left: ${({ theme }) => theme.space[2]};
  right: ${({ theme }) => theme.space[2]};
  z-index: ${({ theme }) => theme.zIndex.toast};
  display: flex;
  flex-direction: column-reverse;
  gap: ${({ theme }) => theme.space[2]};
  outline: none;
  /* On a phone a dialog is a sheet at the bottom of the screen: while one is open the toasts show at the top, clear of its buttons. */
  @media (max-width: ${({ theme }) => Number.parseFloat(theme.breakpoints.md) - 0.02}px) {
    html:has([${DIALOG_OPEN_ATTRIBUTE}]) & {
      top: ${({ theme }) => theme.space[2]};
      bottom: auto;
      flex-direction: column;
    }
  }
  @media (min-width: ${({ theme }) => theme.breakpoints.md}) {
    left: auto;
    right: ${({ theme }) => theme.space[4]};
    /* Above the floating contact button (which floats from a tablet up), so neither hides the other. */
    bottom: calc(${({ theme }) => theme.sizes.floatingButton} + 2 * ${({ theme }) => theme.space[4]});
    width: 24rem;
  }
  &[data-focus-visible] { ${focusRing} }
`;

const toneFamily = { success: 'success', error: 'danger', destructive: 'danger', info: 'info' } as const;

export const StyledToast = styled(AriaToast<ToastContent>)<{ $tone: ToastTone }>`
  display: flex;
  align-items: flex-start;
  gap: ${({ theme }) => theme.space[3]};
  padding: ${({ theme }) => theme.space[3]} ${({ theme }) => theme.space[4]};
  background: ${({ theme, $tone }) => ($tone === 'destructive' ? theme.colors.danger.solid : theme.colors.surface.raised)};
  color: ${({ theme, $tone }) => ($tone === 'destructive' ? theme.colors.danger.onSolid : theme.colors.text.default)};
  border: 1px solid ${({ theme, $tone }) => theme.colors[toneFamily[$tone]].border};
  border-left: 4px solid ${({ theme, $tone }) => theme.colors[toneFamily[$tone]].solid};
  border-radius: ${({ theme }) => theme.radii.md};
  box-shadow: ${({ theme }) => theme.shadows.lg};
  outline: none;
  &[data-focus-visible] { ${focusRing} }
  > svg { flex-shrink: 0; margin-top: 2px; color: ${({ theme, $tone }) => ($tone === 'destructive' ? 'inherit' : theme.colors[toneFamily[$tone]].text)}; }
`;

export const ToastText = styled.div`
  display: flex;
  flex: 1;
  flex-direction: column;
  gap: 2px;
  min-width: 0;
  font-size: ${({ theme }) => theme.typography.fontSize.sm};
  overflow-wrap: anywhere;
  strong { font-weight: ${({ theme }) => theme.typography.fontWeight.semibold}; }
`;

