import styled, { css } from 'styled-components';
import { pageColumn, type PageWidth } from '../theme/page-column';
import type { AppTheme } from '../theme/tokens';

export type SpaceStep = keyof AppTheme['space'];

export const StyledStack = styled.div<{
  $direction: 'row' | 'column';
  $gap: SpaceStep;
  $align?: string;
  $justify?: string;
  $wrap: boolean;
  $stackBelow?: keyof AppTheme['breakpoints'];
}>`
  display: flex;
  flex-direction: ${({ $direction }) => $direction};
  gap: ${({ theme, $gap }) => theme.space[$gap]};
  align-items: ${({ $align }) => $align ?? 'stretch'};
  justify-content: ${({ $justify }) => $justify ?? 'flex-start'};
  flex-wrap: ${({ $wrap }) => ($wrap ? 'wrap' : 'nowrap')};
  min-width: 0;
  ${({ $stackBelow, theme }) =>
    $stackBelow &&
    css`
      flex-direction: column;
      align-items: stretch;
      @media (min-width: ${theme.breakpoints[$stackBelow]}) {
        flex-direction: row;
        align-items: center;
      }
    `}
`;

export const StyledGrid = styled.div<{ $min: string; $gap: SpaceStep; $columns?: number }>`
  display: grid;
  gap: ${({ theme, $gap }) => theme.space[$gap]};
  grid-template-columns: ${({ $min }) => `repeat(auto-fill, minmax(min(100%, ${$min}), 1fr))`};
  ${({ $columns, theme }) =>
    $columns &&
    css`
      grid-template-columns: 1fr;
      @media (min-width: ${theme.breakpoints.md}) {
        grid-template-columns: repeat(${$columns}, minmax(0, 1fr));
      }
    `}
`;

export const StyledPage = styled.main<{ $width: PageWidth }>`
  ${({ $width }) => pageColumn($width)}
  padding-top: ${({ theme }) => theme.space[4]};
  padding-bottom: ${({ theme }) => theme.space[16]};
  @media (min-width: ${({ theme }) => theme.breakpoints.md}) {
    padding-top: ${({ theme }) => theme.space[8]};
  }
`;

export const StyledSection = styled.section`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space[4]};
  scroll-margin-top: ${({ theme }) => theme.space[8]};
`;

export const StyledDivider = styled.hr`
  width: 100%;
  margin: 0;
  border: 0;
  border-top: 1px solid ${({ theme }) => theme.colors.border.subtle};
`;
