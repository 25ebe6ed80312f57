import type { AppTheme } from './tokens';

/** Mobile-first media query: styles inside apply from the breakpoint up. */
export const up = (bp: keyof AppTheme['breakpoints']) => ({ theme }: { theme: AppTheme }) => `@media (min-width: ${theme.breakpoints[bp]})`;

/** The visible focus outline every interactive element uses. */
export const focusRing = ({ theme }: { theme: AppTheme }) => `
  outline: 3px solid ${theme.colors.focusRing};
  outline-offset: 2px;
`;

/**
 * The focus outline of a control filled with the brand colour (a chosen option): the ring is of the same
 * colour as the fill, so a line of the fill's text colour inside its edge keeps the focus visible.
 */
export const focusRingOnSolid = ({ theme }: { theme: AppTheme }) => `
  ${focusRing({ theme })}
  box-shadow: inset 0 0 0 3px ${theme.colors.primary.onSolid};
`;

/** A heading, text or message the focus is moved to (a page's title, an action's result): a ring for the keyboard only. */
export const focusTarget = ({ theme }: { theme: AppTheme }) => `
  &[tabindex='-1']:focus { outline: none; }
  &[tabindex='-1']:focus-visible { ${focusRing({ theme })} }
`;
