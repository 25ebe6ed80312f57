import { Link as AriaLink } from 'react-aria-components';
import styled from 'styled-components';
import { focusRing } from '../theme/media';

export const StyledLink = styled(AriaLink)<{ $inherit: boolean }>`
  display: inline-flex;
  align-items: center;
  gap: ${({ theme }) => theme.space[1]};
  color: ${({ theme, $inherit }) => ($inherit ? 'inherit' : theme.colors.text.link)};
  font-weight: ${({ theme }) => theme.typography.fontWeight.medium};
  text-decoration: underline;
  text-underline-offset: 2px;
  cursor: pointer;
  border-radius: ${({ theme }) => theme.radii.sm};
  overflow-wrap: anywhere;
  &[data-hovered] { text-decoration-thickness: 2px; }
  &[data-focus-visible] { ${focusRing} }
`;
