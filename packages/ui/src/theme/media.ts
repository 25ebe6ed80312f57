import type { AppTheme } from './tokens';

/** Mobile-first media query: styles inside apply from the breakpoint up. */
export const up = (bp: keyof AppTheme['breakpoints']) => ({ theme }: { theme: AppTheme }) => `@media (min-width: ${theme.breakpoints[bp]})`;

/** The visible focus outline every interactive element uses. */
export const focusRing = ({ theme }: { theme: AppTheme }) => `
  outline: 3px solid ${theme.colors.focusRing};
  outline-offset: 2px;
`;
