import { FieldError as AriaFieldError, Input as AriaInput, Label as AriaLabel, Text } from 'react-aria-components';
import styled, { css } from 'styled-components';
import { focusRing } from '../theme/media';

export const FieldRoot = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space[1]};
  min-width: 0;
  width: 100%;
`;

export const Label = styled(AriaLabel)`
  font-size: ${({ theme }) => theme.typography.fontSize.sm};
  font-weight: ${({ theme }) => theme.typography.fontWeight.semibold};
  color: ${({ theme }) => theme.colors.text.default};
`;

export const Description = styled(Text)`
  font-size: ${({ theme }) => theme.typography.fontSize.sm};
  color: ${({ theme }) => theme.colors.text.muted};
`;

export const FieldError = styled(AriaFieldError)`
  font-size: ${({ theme }) => theme.typography.fontSize.sm};
  color: ${({ theme }) => theme.colors.danger.text};
`;

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
  &[data-hovered] { border-color: ${({ theme }) => theme.colors.border.strong}; }
  &[data-invalid] { border-color: ${({ theme }) => theme.colors.danger.solid}; }
  &[data-disabled] { opacity: 0.55; cursor: not-allowed; }
`;

export const Input = styled(AriaInput)`
  ${controlBox}
  width: 100%;
  min-width: 0;
  &::placeholder { color: ${({ theme }) => theme.colors.text.muted}; opacity: 1; }
  &[data-focus-visible], &[data-focused] { ${focusRing} }
`;
