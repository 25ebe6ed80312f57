import styled, { css } from 'styled-components';
import { focusRing } from '../theme/media';

// No react-aria here: the light TextField uses only this file; Field.styles.ts shares controlBox.
/** The box look every text-like control shares. */
export const controlBox = css`
  min-height: ${({ theme }) => theme.sizes.controlHeight};
  padding: 0 ${({ theme }) => theme.space[3]};
  border: 1px solid ${({ theme }) => theme.colors.border.control};
  border-radius: ${({ theme }) => theme.radii.md};
  background: ${({ theme }) => theme.colors.surface.raised};
  color: ${({ theme }) => theme.colors.text.default};
  font: inherit;
  font-size: ${({ theme }) => theme.typography.fontSize.md};
  &[data-hovered], &:is(input, textarea):hover:not(:disabled) { border-color: ${({ theme }) => theme.colors.border.strong}; }
  &[data-invalid], &[aria-invalid='true'] { border-color: ${({ theme }) => theme.colors.danger.solid}; }
  &[data-disabled], &:disabled { opacity: 0.55; cursor: not-allowed; }
`;

/** The column a plain-element field stacks its label, control, help text and error in. */
export const NativeFieldRoot = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space[1]};
  width: 100%;
`;

export const NativeLabel = styled.label`
  font-size: ${({ theme }) => theme.typography.fontSize.sm};
  font-weight: ${({ theme }) => theme.typography.fontWeight.semibold};
  color: ${({ theme }) => theme.colors.text.default};
`;

export const NativeDescription = styled.span`
  font-size: ${({ theme }) => theme.typography.fontSize.sm};
  color: ${({ theme }) => theme.colors.text.muted};
`;

export const NativeFieldError = styled.span`
  font-size: ${({ theme }) => theme.typography.fontSize.sm};
  color: ${({ theme }) => theme.colors.danger.text};
`;

export const NativeInput = styled.input`
  ${controlBox}
  width: 100%;
  min-width: 0;
  &::placeholder { color: ${({ theme }) => theme.colors.text.muted}; opacity: 1; }
  &:focus { ${focusRing} }
`;
