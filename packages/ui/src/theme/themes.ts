import brandColors from '@admission/tokens/brand-colors.json' with { type: 'json' };
import type { AppTheme } from './tokens';
import {
  amber, baseBreakpoints, baseMotion, baseSizes, baseSpace, baseTypography, baseZIndex, blue, feedbackColors, green, neutral, red, systemSerif,
} from './shared';

/** A brand's colours, as the design tokens give them. */
type BrandColors = (typeof brandColors)[keyof typeof brandColors];

/** A brand's colours (from the design tokens, which the server's emails read too) around the shared ones. */
function colorsFor({ scale: brand, primary, link, focusRing }: BrandColors, page: string, sunken: string): AppTheme['colors'] {
  return {
    scale: { brand, neutral, green, amber, red, blue },
    text: { default: neutral[800], muted: neutral[600], inverse: '#ffffff', link, heading: neutral[900] },
    surface: { page, raised: '#ffffff', sunken, inverse: neutral[800], backdrop: 'rgba(15, 23, 42, 0.55)' },
    border: { subtle: neutral[200], control: neutral[500], strong: neutral[700] },
    primary,
    ...feedbackColors(),
    focusRing,
  };
}

/** Northbridge Business School: navy blue, crisp corners. */
export const northbridgeTheme: AppTheme = {
  id: 'northbridge',
  colors: colorsFor(brandColors.northbridge, '#f5f7fb', neutral[100]),
  typography: baseTypography,
  space: baseSpace,
  radii: { none: '0', sm: '3px', md: '4px', lg: '8px', pill: '999px' },
  shadows: {
    sm: '0 1px 2px rgba(15, 23, 42, 0.08)',
    md: '0 2px 8px rgba(15, 23, 42, 0.10)',
    lg: '0 12px 32px rgba(15, 23, 42, 0.18)',
    focus: `0 0 0 3px ${brandColors.northbridge.scale[200]}`,
  },
  breakpoints: baseBreakpoints,
  motion: baseMotion,
  zIndex: baseZIndex,
  sizes: baseSizes,
};

/** École Lumière: deep burgundy on warm paper, serif headings. */
export const lumiereTheme: AppTheme = {
  id: 'lumiere',
  colors: colorsFor(brandColors.lumiere, '#faf7f2', '#f3eee6'),
  typography: { ...baseTypography, fontFamily: { ...baseTypography.fontFamily, heading: systemSerif } },
  space: baseSpace,
  radii: { none: '0', sm: '2px', md: '2px', lg: '4px', pill: '999px' },
  shadows: {
    sm: '0 1px 2px rgba(60, 20, 30, 0.08)',
    md: '0 2px 10px rgba(60, 20, 30, 0.10)',
    lg: '0 14px 36px rgba(60, 20, 30, 0.20)',
    focus: `0 0 0 3px ${brandColors.lumiere.scale[200]}`,
  },
  breakpoints: baseBreakpoints,
  motion: baseMotion,
  zIndex: baseZIndex,
  sizes: baseSizes,
};

/** Admission Platform (any other host): neutral indigo. */
export const defaultTheme: AppTheme = {
  id: 'default',
  colors: colorsFor(brandColors.default, '#f8fafc', neutral[100]),
  typography: baseTypography,
  space: baseSpace,
  radii: { none: '0', sm: '6px', md: '8px', lg: '14px', pill: '999px' },
  shadows: {
    sm: '0 1px 2px rgba(15, 23, 42, 0.06)',
    md: '0 4px 12px rgba(15, 23, 42, 0.08)',
    lg: '0 16px 40px rgba(15, 23, 42, 0.16)',
    focus: `0 0 0 3px ${brandColors.default.scale[200]}`,
  },
  breakpoints: baseBreakpoints,
  motion: baseMotion,
  zIndex: baseZIndex,
  sizes: baseSizes,
};

/** Every brand theme by id. The web app picks one from the brand of the host. */
export const brandThemes = {
  northbridge: northbridgeTheme,
  lumiere: lumiereTheme,
  default: defaultTheme,
} as const satisfies Record<AppTheme['id'], AppTheme>;

export type BrandThemeId = keyof typeof brandThemes;
