import styled, { createGlobalStyle } from 'styled-components';
import { focusRing, up } from '../theme/media';
import { pageColumn, type PageWidth } from '../theme/page-column';
import { HEADER_HEIGHT_VARIABLE } from './useStickyOffset';
import { visuallyHidden } from '../theme/visually-hidden';

export const HeaderBar = styled.header`
  /* On a phone the header scrolls away with the page; from a tablet up it stays. */
  position: relative;
  z-index: ${({ theme }) => theme.zIndex.sticky};
  background: ${({ theme }) => theme.colors.surface.raised};
  border-bottom: 1px solid ${({ theme }) => theme.colors.border.subtle};
  box-shadow: ${({ theme }) => theme.shadows.sm};
  ${up('md')} {
    position: sticky;
    top: 0;
  }
`;

/**
 * Where the header is sticky (from a tablet up), the page's scroll padding keeps its height clear: a control the
 * focus (or an in-page link) scrolls to stops below the header instead of behind it.
 */
export const ScrollClearOfHeader = createGlobalStyle`
  @media (min-width: ${({ theme }) => theme.breakpoints.md}) {
    html { scroll-padding-top: calc(var(${HEADER_HEIGHT_VARIABLE}, 0px) + ${({ theme }) => theme.space[2]}); }
  }
`;

/** The bar's content, in the page's column (pageColumn): the title starts where the page below starts. */
export const HeaderInner = styled.div<{ $width: PageWidth }>`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  justify-content: space-between;
  gap: ${({ theme }) => theme.space[2]} ${({ theme }) => theme.space[4]};
  ${({ $width }) => pageColumn($width)}
  padding-top: ${({ theme }) => theme.space[2]};
  padding-bottom: ${({ theme }) => theme.space[2]};
  ${up('md')} {
    padding-top: ${({ theme }) => theme.space[4]};
    padding-bottom: ${({ theme }) => theme.space[4]};
  }
`;

export const Brand = styled.div`
  display: flex;
  flex: 1 1 0;
  align-items: center;
  gap: ${({ theme }) => theme.space[3]};
  min-width: 0;
  /* On a phone a button before the title (Back) shows its icon alone, so the bar stays one line; its label stays its name. */
  @media (max-width: ${({ theme }) => Number.parseFloat(theme.breakpoints.md) - 0.02}px) {
    > button:has(> svg) {
      flex: none;
      min-width: ${({ theme }) => theme.sizes.touchTarget};
      padding: 0;
    }
    > button:has(> svg) > span {
      ${visuallyHidden}
    }
  }
  ${up('md')} {
    flex: 0 1 auto;
  }
`;

export const Title = styled.span`
  min-width: 0;
  font-family: ${({ theme }) => theme.typography.fontFamily.heading};
  font-weight: ${({ theme }) => theme.typography.fontWeight.bold};
  color: ${({ theme }) => theme.colors.primary.text};
  /*
   * On a phone, up to two lines of a smaller size, within the bar's 44 px: the school's name, first, shows whole; what
   * a longer title has past the second line ends in an ellipsis (the full title is in the tooltip).
   */
  display: -webkit-box;
  -webkit-box-orient: vertical;
  -webkit-line-clamp: 2;
  overflow: hidden;
  font-size: ${({ theme }) => theme.typography.fontSize.md};
  line-height: ${({ theme }) => theme.typography.lineHeight.tight};
  ${up('md')} {
    display: block;
    -webkit-line-clamp: unset;
    overflow: visible;
    font-size: ${({ theme }) => theme.typography.fontSize.lg};
    line-height: inherit;
    overflow-wrap: anywhere;
  }
`;

/** The phone's button for the account controls; from a tablet up they are always shown. */
export const MenuToggle = styled.button`
  display: inline-flex;
  flex: none;
  align-items: center;
  justify-content: center;
  width: ${({ theme }) => theme.sizes.touchTarget};
  height: ${({ theme }) => theme.sizes.touchTarget};
  padding: 0;
  border: 1px solid ${({ theme }) => theme.colors.border.control};
  border-radius: ${({ theme }) => theme.radii.pill};
  background: ${({ theme }) => theme.colors.surface.raised};
  color: ${({ theme }) => theme.colors.primary.text};
  cursor: pointer;
  &:focus-visible {
    ${focusRing};
  }
  ${up('md')} {
    display: none;
  }
`;

export const Account = styled.div`
  display: none;
  flex-wrap: wrap;
  align-items: center;
  gap: ${({ theme }) => theme.space[2]} ${({ theme }) => theme.space[3]};
  min-width: 0;
  &[data-open] {
    display: flex;
    flex-basis: 100%;
    padding: ${({ theme }) => theme.space[2]} 0;
  }
  ${up('md')} {
    &,
    &[data-open] {
      display: flex;
      flex-basis: auto;
      padding: 0;
    }
  }
`;

export const Email = styled.span`
  min-width: 0;
  color: ${({ theme }) => theme.colors.text.muted};
  font-size: ${({ theme }) => theme.typography.fontSize.sm};
`;
