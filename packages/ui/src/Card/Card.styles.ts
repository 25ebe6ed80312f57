import styled from 'styled-components';

export const StyledCard = styled.div<{ $padding: 'md' | 'lg'; $interactive: boolean }>`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space[3]};
  min-width: 0;
  padding: ${({ theme, $padding }) => ($padding === 'lg' ? theme.space[6] : theme.space[4])};
  background: ${({ theme }) => theme.colors.surface.raised};
  border: 1px solid ${({ theme }) => theme.colors.border.subtle};
  border-radius: ${({ theme }) => theme.radii.lg};
  box-shadow: ${({ theme }) => theme.shadows.sm};
  scroll-margin-top: ${({ theme }) => theme.space[8]};
  cursor: ${({ $interactive }) => ($interactive ? 'pointer' : 'auto')};
  @media (min-width: ${({ theme }) => theme.breakpoints.md}) {
    padding: ${({ theme }) => theme.space[6]};
  }
`;

/** Title on the left, badge at the top right of every card: a long title wraps, the badge stays in place. */
export const CardHeader = styled.div<{ $badgeAbove: boolean }>`
  display: flex;
  align-items: flex-start;
  justify-content: space-between;
  gap: ${({ theme }) => theme.space[2]};
  > :first-child { flex: 1 1 auto; min-width: 0; }
  > :not(:first-child) { flex: none; }
  /* Badge above: the same place in every card of a row however long its title (read after the title). */
  ${({ $badgeAbove }) => ($badgeAbove ? 'flex-direction: column-reverse; justify-content: flex-start; > :first-child { flex: none; max-width: 100%; }' : '')}
`;

export const CardTitle = styled.h3`
  margin: 0;
  font-family: ${({ theme }) => theme.typography.fontFamily.heading};
  font-size: ${({ theme }) => theme.typography.fontSize.lg};
  font-weight: ${({ theme }) => theme.typography.fontWeight.semibold};
  line-height: ${({ theme }) => theme.typography.lineHeight.tight};
  color: ${({ theme }) => theme.colors.text.heading};
  overflow-wrap: anywhere;
`;

export const CardDescription = styled.p`
  margin: 0;
  color: ${({ theme }) => theme.colors.text.muted};
  font-size: ${({ theme }) => theme.typography.fontSize.sm};
`;

export const CardFooter = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space[2]};
  margin-top: auto;
  padding-top: ${({ theme }) => theme.space[2]};
`;
