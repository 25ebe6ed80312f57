import type { AppTheme } from './tokens';

/** How wide a page's column may grow. */
export type PageWidth = 'narrow' | 'default' | 'wide';

const maxWidthOf = (theme: AppTheme, width: PageWidth): string =>
  width === 'narrow' ? theme.sizes.pageNarrow : width === 'wide' ? theme.sizes.pageWide : theme.sizes.contentMax;

/** The strip at the right of the screen the floating contact button sits in (from a tablet up): its size and a margin each side. */
export const contactGutter = (theme: AppTheme): string => `calc(${theme.sizes.floatingButton} + 2 * ${theme.space[4]})`;

/**
 * The page's column, one edge for the header and the page below it: centred up to its width, with the same inline
 * padding. From a tablet up the contact button floats at the bottom right, and the column's right padding keeps the
 * gutter it sits in free, as much as the margin beside a centred column does not already: nothing to read or to
 * press ever scrolls under it. (A padding's percentage is of the containing block: the screen's width here.)
 */
export const pageColumn =
  (width: PageWidth) =>
  ({ theme }: { theme: AppTheme }): string => {
    const max = maxWidthOf(theme, width);
    return `
  width: 100%;
  max-width: ${max};
  margin-left: auto;
  margin-right: auto;
  padding-left: ${theme.space[4]};
  padding-right: ${theme.space[4]};
  @media (min-width: ${theme.breakpoints.md}) {
    padding-left: ${theme.space[6]};
    padding-right: max(${theme.space[6]}, calc(${contactGutter(theme)} - max(0px, (100% - ${max}) / 2)));
  }
`;
  };
