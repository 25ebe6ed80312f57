import { useObjectRef } from 'react-aria';
import type { ButtonHTMLAttributes, ReactNode, Ref } from 'react';
import { ButtonContent, pendingAttributes, useAnnouncedPending } from './pending';
import type { ButtonSize, ButtonVariant } from './buttonLook';
import { StyledNativeButton } from './NativeButton.styles';

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
  /** Busy: a spinner and `pendingLabel`, focus kept, clicks ignored (as Button's `isPending`). */
  isPending?: boolean;
  /** While pending, the label shown next to the spinner; defaults to the label. */
  pendingLabel?: ReactNode;
  ref?: Ref<HTMLButtonElement>;
}



/**
 * Button's look on a plain <button>, for places that render many at once (a row of a long table) and light
 * pages (sign-in): no react-aria hooks. Click, Enter and Space work as the browser makes them; the focus ring
 * shows for the keyboard (`:focus-visible`). `isPending` behaves as Button's: the button stays focusable but
 * inert (`aria-disabled`, a submit button stops submitting), and its new label is said when it has the focus.
 */
export function NativeButton({
  children, variant = 'primary', size = 'md', icon, fullWidth = false, type = 'button', isPending = false, pendingLabel, onClick, ref, ...rest
}: NativeButtonProps) {
  // Our own handle on the button that also fills the caller's ref (react-aria's small utility, no components).
  const own = useObjectRef(ref);
  useAnnouncedPending(own, isPending);

  return (
    <StyledNativeButton
      {...rest}
      ref={own}
      {...pendingAttributes(isPending, type, rest['aria-disabled'])}
      onClick={isPending ? undefined : onClick}
      $variant={variant}
      $size={size}
      $fullWidth={fullWidth}
    >
      <ButtonContent isPending={isPending} pendingLabel={pendingLabel} icon={icon}>
        {children}
      </ButtonContent>
    </StyledNativeButton>
  );
}
