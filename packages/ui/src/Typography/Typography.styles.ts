import styled from 'styled-components';
import { focusTarget } from '../theme/media';
import type { AppTheme } from '../theme/tokens';

export type HeadingLevel = 1 | 2 | 3 | 4;
export type TextTone = 'default' | 'muted' | 'success' | 'warning' | 'danger';
export type TextSize = 'xs' | 'sm' | 'md' | 'lg';

const headingSize: Record<HeadingLevel, keyof AppTheme['typography']['fontSize']> = { 1: '2xl', 2: 'xl', 3: 'lg', 4: 'md' };

export const StyledHeading = styled.h2<{ $level: HeadingLevel }>`
  margin: 0;
  font-family: ${({ theme }) => theme.typography.fontFamily.heading};
  font-size: ${({ theme, $level }) => theme.typography.fontSize[headingSize[$level]]};
  font-weight: ${({ theme }) => theme.typography.fontWeight.bold};
  line-height: ${({ theme }) => theme.typography.lineHeight.tight};
  color: ${({ theme }) => theme.colors.text.heading};
  overflow-wrap: anywhere;
  ${focusTarget}
  @media (min-width: ${({ theme }) => theme.breakpoints.md}) {
    font-size: ${({ theme, $level }) => ($level === 1 ? theme.typography.fontSize['3xl'] : theme.typography.fontSize[headingSize[$level]])};
  }
`;

export const StyledText = styled.p<{ $tone: TextTone; $size: TextSize; $weight: 'regular' | 'medium' | 'semibold' | 'bold'; $keepLineBreaks: boolean }>`
  margin: 0;
  ${({ $keepLineBreaks }) => ($keepLineBreaks ? 'white-space: pre-wrap;' : '')}
  font-size: ${({ theme, $size }) => theme.typography.fontSize[$size]};
  font-weight: ${({ theme, $weight }) => theme.typography.fontWeight[$weight]};
  color: ${({ theme, $tone }) => ($tone === 'default' ? theme.colors.text.default : $tone === 'muted' ? theme.colors.text.muted : theme.colors[$tone].text)};
  overflow-wrap: anywhere;
  ${focusTarget}
`;
