import type { ReactNode, Ref } from 'react';
import { useObjectRef } from 'react-aria';
import type { ButtonProps as AriaButtonProps } from 'react-aria-components';
import { ButtonContent, pendingAttributes, useAnnouncedPending } from './pending';
import { StyledButton, type ButtonSize, type ButtonVariant } from './Button.styles';

export interface ButtonProps extends Omit<AriaButtonProps, 'children' | 'className' | 'style'> {
  /** Visible label. */
  children: ReactNode;
  /** Visual weight: `primary` for the main action, `danger` for destructive ones. Default `primary`. */
  variant?: ButtonVariant;
  /** `sm` for dense rows (tables, cards). Default `md`. */
  size?: ButtonSize;
  /** An icon before the label (decorative: give it `aria-hidden`). */
  icon?: ReactNode;
  /** Take the full width of the container (mobile layouts). */
  fullWidth?: boolean;
  /** While pending, the label shown next to the spinner (e.g. 'Sending magic link...'); defaults to the label. */
  pendingLabel?: ReactNode;
  ref?: Ref<HTMLButtonElement>;
}

/**
 * A button on react-aria's Button: press by mouse, touch, Enter or Space.
 *
 * `isPending` shows a spinner and the pending label, keeps the button focusable but inert (`aria-disabled`,
 * presses ignored, a submit button stops submitting) and, when the button has the focus as it starts or stops
 * pending, says its new label to screen readers. That state is handled here rather than by react-aria's own
 * `isPending`, whose announcement points at the button by id and fails axe once the button has gone.
 */
export function Button({
  children, variant = 'primary', size = 'md', icon, fullWidth = false, pendingLabel, isPending = false, ref,
  onPress, onPressStart, onPressEnd, onPressChange, onPressUp, onClick, type, ...rest
}: ButtonProps) {
  // Our own handle on the button that also fills the caller's ref.
  const own = useObjectRef(ref);

  useAnnouncedPending(own, isPending);

  const handlers = isPending ? {} : { onPress, onPressStart, onPressEnd, onPressChange, onPressUp, onClick };
  return (
    <StyledButton
      {...rest}
      {...handlers}
      ref={own}
      {...pendingAttributes(isPending, type, rest['aria-disabled'])}
      $variant={variant}
      $size={size}
      $fullWidth={fullWidth}
    >
      <ButtonContent isPending={isPending} pendingLabel={pendingLabel} icon={icon}>
        {children}
      </ButtonContent>
    </StyledButton>
  );
}
