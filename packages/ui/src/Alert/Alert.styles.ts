import styled from 'styled-components';
import { focusTarget } from '../theme/media';

export type AlertTone = 'info' | 'success' | 'warning' | 'danger';

export const StyledAlert = styled.div<{ $tone: AlertTone }>`
  display: flex;
  align-items: flex-start;
  gap: ${({ theme }) => theme.space[3]};
  padding: ${({ theme }) => theme.space[3]} ${({ theme }) => theme.space[4]};
  border: 1px solid ${({ theme, $tone }) => theme.colors[$tone].border};
  border-left-width: 4px;
  border-left-color: ${({ theme, $tone }) => theme.colors[$tone].solid};
  border-radius: ${({ theme }) => theme.radii.md};
  background: ${({ theme, $tone }) => theme.colors[$tone].subtle};
  color: ${({ theme, $tone }) => theme.colors[$tone].text};
  font-size: ${({ theme }) => theme.typography.fontSize.sm};
  overflow-wrap: anywhere;
  svg { flex-shrink: 0; margin-top: 2px; }
  ${focusTarget}
`;

export const AlertBody = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space[1]};
  min-width: 0;
`;

export const AlertTitle = styled.strong`
  font-weight: ${({ theme }) => theme.typography.fontWeight.semibold};
`;

export const CountdownLine = styled.span`
  font-weight: ${({ theme }) => theme.typography.fontWeight.semibold};
  font-variant-numeric: tabular-nums;
`;
