import styled from 'styled-components';

export type BadgeTone = 'primary' | 'neutral' | 'success' | 'warning' | 'danger' | 'info';

export const StyledBadge = styled.span<{ $tone: BadgeTone }>`
  display: inline-flex;
  align-items: center;
  gap: ${({ theme }) => theme.space[1]};
  max-width: 100%;
  padding: 2px ${({ theme }) => theme.space[2]};
  border: 1px solid ${({ theme, $tone }) => theme.colors[$tone].border};
  border-radius: ${({ theme }) => theme.radii.pill};
  background: ${({ theme, $tone }) => theme.colors[$tone].subtle};
  color: ${({ theme, $tone }) => theme.colors[$tone].text};
  font-size: ${({ theme }) => theme.typography.fontSize.xs};
  font-weight: ${({ theme }) => theme.typography.fontWeight.semibold};
  line-height: 1.4;
  white-space: nowrap;
  vertical-align: middle;
  svg { flex-shrink: 0; }
`;
