import styled from 'styled-components';
import { up } from '../theme/media';
import type { AppTheme } from '../theme/tokens';

/**
 * A long placeholder ("Select your nationality/nationalities...") does not fit a phone's field and gets cut.
 * Below the tablet breakpoint it shows in full above the field (PlaceholderHint) and the field's own
 * placeholder is not drawn; screen readers keep reading the placeholder, so the hint is hidden from them.
 */
export const placeholderAboveOnPhones = ({ theme }: { theme: AppTheme }) => `
  &::placeholder { color: transparent; opacity: 1; }
  ${up('md')({ theme })} {
    &::placeholder { color: ${theme.colors.text.muted}; }
  }
`;

export const PlaceholderHint = styled.span.attrs({ 'aria-hidden': true })`
  font-size: ${({ theme }) => theme.typography.fontSize.sm};
  color: ${({ theme }) => theme.colors.text.muted};
  ${up('md')} {
    display: none;
  }
`;
