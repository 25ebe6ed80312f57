import type { AppTheme } from './tokens';

/**
 * Where a finger is the pointer: any touch screen (`pointer: coarse`), and any phone-sized window. Every
 * control a finger uses is at least `sizes.touchTarget` (44 px) high there; a mouse keeps the denser sizes.
 */
export const touch = ({ theme }: { theme: AppTheme }) => `@media (pointer: coarse), (max-width: ${Number.parseFloat(theme.breakpoints.sm) - 0.02}px)`;
