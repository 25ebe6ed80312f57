import styled from 'styled-components';

/**
 * A long placeholder ("Select your nationality/nationalities...") does not fit every field: a phone's, nor a desktop's
 * in an engine whose font is a little wider, and an input cuts what does not fit. At every width it shows in full
 * above the field (PlaceholderHint), where it wraps, and the field's own placeholder is not drawn; screen readers keep
 * reading the placeholder, so the hint is hidden from them.
 */
export const placeholderAbove = `
  &::placeholder { color: transparent; opacity: 1; }
`;

export const PlaceholderHint = styled.span.attrs({ 'aria-hidden': true })`
  font-size: ${({ theme }) => theme.typography.fontSize.sm};
  color: ${({ theme }) => theme.colors.text.muted};
  overflow-wrap: anywhere;
`;
