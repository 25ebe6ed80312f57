import { FieldError as AriaFieldError, Input as AriaInput, Label as AriaLabel, Text } from 'react-aria-components';
import styled from 'styled-components';
import { focusRing } from '../theme/media';
import { controlBox } from './NativeField.styles';

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

export { controlBox };

export const Input = styled(AriaInput)`
  ${controlBox}
  width: 100%;
  min-width: 0;
  &::placeholder { color: ${({ theme }) => theme.colors.text.muted}; opacity: 1; }
  &[data-focus-visible], &[data-focused] { ${focusRing} }
`;
