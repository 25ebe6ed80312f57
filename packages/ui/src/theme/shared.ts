import type { AppTheme, ColorScale } from './tokens';

export const neutral: ColorScale = {
  50: '#f8fafc', 100: '#f1f5f9', 200: '#e2e8f0', 300: '#cbd5e1', 400: '#94a3b8',
  500: '#64748b', 600: '#475569', 700: '#334155', 800: '#1e293b', 900: '#0f172a',
};
export const green: ColorScale = {
  50: '#f0fdf4', 100: '#dcfce7', 200: '#bbf7d0', 300: '#86efac', 400: '#4ade80',
  500: '#22c55e', 600: '#16a34a', 700: '#15803d', 800: '#166534', 900: '#14532d',
};
export const amber: ColorScale = {
  50: '#fffbeb', 100: '#fef3c7', 200: '#fde68a', 300: '#fcd34d', 400: '#fbbf24',
  500: '#f59e0b', 600: '#d97706', 700: '#b45309', 800: '#92400e', 900: '#78350f',
};
export const red: ColorScale = {
  50: '#fef2f2', 100: '#fee2e2', 200: '#fecaca', 300: '#fca5a5', 400: '#f87171',
  500: '#ef4444', 600: '#dc2626', 700: '#b91c1c', 800: '#991b1b', 900: '#7f1d1d',
};
export const blue: ColorScale = {
  50: '#eff6ff', 100: '#dbeafe', 200: '#bfdbfe', 300: '#93c5fd', 400: '#60a5fa',
  500: '#3b82f6', 600: '#2563eb', 700: '#1d4ed8', 800: '#1e40af', 900: '#1e3a8a',
};

/**
 * The system's own sans-serif: no web font to download on a phone, no swap and no shift when it arrives
 * (docs/decisions/0001-system-fonts.md).
 */
export const systemSans = "system-ui, -apple-system, 'Segoe UI', Roboto, 'Helvetica Neue', Arial, 'Liberation Sans', sans-serif";
export const systemSerif = "Georgia, 'Times New Roman', 'DejaVu Serif', 'Liberation Serif', serif";
export const systemMono = "ui-monospace, SFMono-Regular, Menlo, Consolas, 'DejaVu Sans Mono', monospace";

/** Feedback colours shared by every brand (the brand colour goes in `primary`). */
export function feedbackColors(): Pick<AppTheme['colors'], 'success' | 'warning' | 'danger' | 'info' | 'neutral'> {
  return {
    neutral: { solid: neutral[700], solidHover: neutral[800], onSolid: '#ffffff', subtle: neutral[100], text: neutral[700], border: neutral[300] },
    success: { solid: green[700], solidHover: green[800], onSolid: '#ffffff', subtle: green[100], text: green[800], border: green[300] },
    warning: { solid: amber[700], solidHover: amber[800], onSolid: '#ffffff', subtle: amber[100], text: amber[800], border: amber[300] },
    danger: { solid: red[700], solidHover: red[800], onSolid: '#ffffff', subtle: red[100], text: red[800], border: red[300] },
    info: { solid: blue[700], solidHover: blue[800], onSolid: '#ffffff', subtle: blue[100], text: blue[800], border: blue[300] },
  };
}

export const baseTypography: AppTheme['typography'] = {
  fontFamily: { body: systemSans, heading: systemSans, mono: systemMono },
  fontSize: { xs: '0.75rem', sm: '0.875rem', md: '1rem', lg: '1.125rem', xl: '1.25rem', '2xl': '1.5rem', '3xl': '1.875rem' },
  fontWeight: { regular: 400, medium: 500, semibold: 600, bold: 700 },
  lineHeight: { tight: 1.25, normal: 1.5, relaxed: 1.7 },
};

export const baseSpace: AppTheme['space'] = {
  0: '0', 1: '0.25rem', 2: '0.5rem', 3: '0.75rem', 4: '1rem', 5: '1.25rem', 6: '1.5rem', 8: '2rem', 10: '2.5rem', 12: '3rem', 16: '4rem',
};

export const baseBreakpoints: AppTheme['breakpoints'] = { sm: '480px', md: '768px', lg: '1024px', xl: '1280px' };

export const baseMotion: AppTheme['motion'] = {
  duration: { fast: '120ms', normal: '200ms', slow: '320ms' },
  easing: { standard: 'cubic-bezier(0.2, 0, 0, 1)', emphasized: 'cubic-bezier(0.3, 0, 0, 1.2)' },
};

export const baseZIndex: AppTheme['zIndex'] = { sticky: 10, floating: 50, overlay: 90, modal: 100, toast: 200 };

export const baseSizes: AppTheme['sizes'] = {
  controlHeight: '2.75rem', controlHeightSm: '2.25rem', contentMax: '72rem', pageNarrow: '40rem', pageWide: '90rem', dialogMax: '32rem', touchTarget: '2.75rem', floatingButton: '3.5rem',
};
