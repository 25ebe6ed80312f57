import type { ButtonHTMLAttributes, ReactNode, Ref } from 'react';
import { StyledNativeButton, type ButtonSize, type ButtonVariant } from './Button.styles';

export interface NativeButtonProps extends Omit<ButtonHTMLAttributes<HTMLButtonElement>, 'children' | 'className' | 'style'> {
  /** Visible label. */
  children: ReactNode;
  /** Visual weight, as on Button. Default `primary`. */
  variant?: ButtonVariant;
  /** `sm` for dense rows. Default `md`. */
  size?: ButtonSize;
  /** An icon before the label (decorative: give it `aria-hidden`). */
  icon?: ReactNode;
  fullWidth?: boolean;
  ref?: Ref<HTMLButtonElement>;
}

/**
 * Button's look on a plain <button>, for places that render many at once (a row of a long table): no
 * react-aria hooks, so a hundred of them cost a hundred elements and nothing more. Click, Enter and Space
 * work as the browser makes them; the focus ring shows for the keyboard (`:focus-visible`).
 */
export function NativeButton({ children, variant = 'primary', size = 'md', icon, fullWidth = false, type = 'button', ...rest }: NativeButtonProps) {
  return (
    <StyledNativeButton {...rest} type={type} $variant={variant} $size={size} $fullWidth={fullWidth}>
      {icon}
      <span>{children}</span>
    </StyledNativeButton>
  );
}
