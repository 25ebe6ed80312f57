import { Button as AriaButton, Text, UNSTABLE_ToastContent as ToastContentSlot } from 'react-aria-components';
import styled from 'styled-components';
import { Icon, type IconName } from '../Icon';
import { RichText } from '../RichText';
import { focusRing } from '../theme/media';
import { Region, StyledToast, ToastText } from './Toast.styles';
import { toastQueue, type AppToastQueue, type ToastTone } from './toastQueue';

export interface ToastRegionProps {
  /** Accessible name of the notifications landmark (e.g. 'Notifications'). */
  label: string;
  /** Accessible name of each toast's close button (e.g. 'Close'). */
  closeLabel: string;
  /** The queue to render. Default: the app-wide `toastQueue`. */
  queue?: AppToastQueue;
}

const icons: Record<ToastTone, IconName> = { success: 'check', info: 'info', error: 'alert', destructive: 'alert' };

const Close = styled(AriaButton)`
  display: inline-flex;
  align-items: center;
  justify-content: center;
  flex-shrink: 0;
  /* A finger-sized target; the negative margin keeps the toast as compact as its text. */
  width: ${({ theme }) => theme.sizes.touchTarget};
  height: ${({ theme }) => theme.sizes.touchTarget};
  margin: -${({ theme }) => theme.space[3]} -${({ theme }) => theme.space[3]} -${({ theme }) => theme.space[3]} 0;
  padding: 0;
  border: 0;
  border-radius: ${({ theme }) => theme.radii.sm};
  background: transparent;
  color: inherit;
  cursor: pointer;
  &[data-hovered] { background: rgba(127, 127, 127, 0.15); }
  &[data-focus-visible] { ${focusRing} }
`;

/** Renders the toasts of a queue; place it once near the root of the app. */
export function ToastRegion({ label, closeLabel, queue = toastQueue }: ToastRegionProps) {
  return (
    <Region queue={queue} aria-label={label}>
      {({ toast }) => {
        const assertive = toast.content.tone === 'error' || toast.content.tone === 'destructive';
        return (
          <StyledToast toast={toast} $tone={toast.content.tone}>
            <Icon name={icons[toast.content.tone]} />
            <ToastText as={ToastContentSlot} role={assertive ? 'alert' : 'status'} aria-live={assertive ? 'assertive' : 'polite'}>
              <Text slot="title">
                <strong>{toast.content.title}</strong>
              </Text>
              {toast.content.description ? (
                <Text slot="description">
                  <RichText message={toast.content.description} />
                </Text>
              ) : null}
            </ToastText>
            <Close slot="close" aria-label={closeLabel}>
              <Icon name="x" />
            </Close>
          </StyledToast>
        );
      }}
    </Region>
  );
}
