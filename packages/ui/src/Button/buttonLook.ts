// The button's look, without react-aria: Button (react-aria) and NativeButton (plain) both use it.
import { css } from 'styled-components';
import { focusRing } from '../theme/media';
import { touch } from '../theme/touch';

export type ButtonVariant = 'primary' | 'secondary' | 'ghost' | 'danger';
export type ButtonSize = 'md' | 'sm';

// A pending button (aria-disabled) ignores presses, so it does not answer the pointer either.
const active = '&:not([aria-disabled="true"])';

/** How a state shows itself: react-aria's data attributes, or plain CSS for a native button. */
interface StateSelectors {
  readonly hovered: string;
  readonly pressed: string;
  readonly focusVisible: string;
  readonly disabled: string;
}
export const ariaStates: StateSelectors = { hovered: '[data-hovered]', pressed: '[data-pressed]', focusVisible: '&[data-focus-visible]', disabled: '&[data-disabled]' };
export const nativeStates: StateSelectors = { hovered: ':hover', pressed: ':active', focusVisible: '&:focus-visible', disabled: '&:disabled' };

const variants = (on: StateSelectors) => ({
  primary: css`
    background: ${({ theme }) => theme.colors.primary.solid};
    color: ${({ theme }) => theme.colors.primary.onSolid};
    border-color: ${({ theme }) => theme.colors.primary.solid};
    ${active}${on.hovered} { background: ${({ theme }) => theme.colors.primary.solidHover}; }
    ${active}${on.pressed} { background: ${({ theme }) => theme.colors.primary.solidPressed}; }
  `,
  secondary: css`
    background: ${({ theme }) => theme.colors.surface.raised};
    color: ${({ theme }) => theme.colors.primary.text};
    border-color: ${({ theme }) => theme.colors.primary.solid};
    ${active}${on.hovered}, ${active}${on.pressed} { background: ${({ theme }) => theme.colors.primary.subtle}; }
  `,
  ghost: css`
    background: transparent;
    color: ${({ theme }) => theme.colors.primary.text};
    border-color: transparent;
    ${active}${on.hovered}, ${active}${on.pressed} { background: ${({ theme }) => theme.colors.primary.subtle}; }
  `,
  danger: css`
    background: ${({ theme }) => theme.colors.danger.solid};
    color: ${({ theme }) => theme.colors.danger.onSolid};
    border-color: ${({ theme }) => theme.colors.danger.solid};
    ${active}${on.hovered}, ${active}${on.pressed} { background: ${({ theme }) => theme.colors.danger.solidHover}; }
  `,
});
export const ariaVariants = variants(ariaStates);
export const nativeVariants = variants(nativeStates);

export interface ButtonLook {
  readonly $variant: ButtonVariant;
  readonly $size: ButtonSize;
  readonly $fullWidth: boolean;
}

/** One look for both buttons; only the state selectors differ. */
export const buttonLook = (on: StateSelectors, looks: ReturnType<typeof variants>) => css<ButtonLook>`
  display: inline-flex;
  align-items: center;
  justify-content: center;
  gap: ${({ theme }) => theme.space[2]};
  min-height: ${({ theme, $size }) => ($size === 'sm' ? theme.sizes.controlHeightSm : theme.sizes.controlHeight)};
  width: ${({ $fullWidth }) => ($fullWidth ? '100%' : 'auto')};
  /* A label that wraps (a long French one on a phone) makes the button taller, with room above and below. */
  padding: ${({ theme }) => theme.space[1]} ${({ theme, $size }) => ($size === 'sm' ? theme.space[3] : theme.space[5])};
  ${touch} { min-height: ${({ theme }) => theme.sizes.touchTarget}; }
  border: 1px solid transparent;
  border-radius: ${({ theme }) => theme.radii.md};
  font-family: inherit;
  font-size: ${({ theme, $size }) => ($size === 'sm' ? theme.typography.fontSize.sm : theme.typography.fontSize.md)};
  font-weight: ${({ theme }) => theme.typography.fontWeight.semibold};
  line-height: ${({ theme }) => theme.typography.lineHeight.tight};
  text-align: center;
  cursor: pointer;
  transition: background ${({ theme }) => theme.motion.duration.fast} ${({ theme }) => theme.motion.easing.standard};
  -webkit-tap-highlight-color: transparent;
  ${({ $variant }) => looks[$variant]}
  ${on.focusVisible} { ${focusRing} }
  ${on.disabled} { opacity: 0.55; cursor: not-allowed; }
  &[aria-disabled='true'] { cursor: progress; }
  svg { flex-shrink: 0; }
`;
