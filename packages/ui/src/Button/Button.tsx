import type { ReactNode, Ref } from 'react';
import type { ButtonProps as AriaButtonProps } from 'react-aria-components';
import { Spinner } from '../Spinner';
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
 * A button on react-aria's Button: press by mouse, touch, Enter or Space; `isPending` keeps it focusable
 * but inert and announces the pending state.
 */
export function Button({ children, variant = 'primary', size = 'md', icon, fullWidth = false, pendingLabel, isPending, ...rest }: ButtonProps) {
  return (
    <StyledButton {...rest} isPending={isPending} $variant={variant} $size={size} $fullWidth={fullWidth}>
      {isPending ? (
        <>
          <Spinner size="sm" tone="current" label="" />
          <span>{pendingLabel ?? children}</span>
        </>
      ) : (
        <>
          {icon}
          <span>{children}</span>
        </>
      )}
    </StyledButton>
  );
}
