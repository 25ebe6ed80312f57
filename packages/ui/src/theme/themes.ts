import type { AppTheme, ColorScale } from './tokens';
import {
  amber, baseBreakpoints, baseMotion, baseSizes, baseSpace, baseTypography, baseZIndex, blue, feedbackColors, green, neutral, red, systemSerif,
} from './shared';

function primaryFrom(scale: ColorScale, solid: keyof ColorScale): AppTheme['colors']['primary'] {
  const darker = (Math.min(Number(solid) + 100, 900)) as keyof ColorScale;
  const darkest = (Math.min(Number(solid) + 200, 900)) as keyof ColorScale;
  return { solid: scale[solid], solidHover: scale[darker], solidPressed: scale[darkest], onSolid: '#ffffff', subtle: scale[50], text: scale[darker], border: scale[300] };
}

/** Northbridge Business School: navy blue, crisp corners. */
const northbridgeBrand: ColorScale = {
  50: '#eef4ff', 100: '#dbe6fe', 200: '#bfd3fe', 300: '#93b4fd', 400: '#6090fa',
  500: '#3b6cf6', 600: '#2552eb', 700: '#1d3fd8', 800: '#1e35af', 900: '#1e318a',
};

/** École Lumière: deep burgundy on warm paper, serif headings. */
const lumiereBrand: ColorScale = {
  50: '#fdf2f4', 100: '#fce7eb', 200: '#f9d0d9', 300: '#f4a9b9', 400: '#ec7793',
  500: '#df4b71', 600: '#cb2b5a', 700: '#ab1f4a', 800: '#8f1d43', 900: '#7a1c3e',
};

/** Admission Platform (any other host): neutral indigo. */
const defaultBrand: ColorScale = {
  50: '#eef2ff', 100: '#e0e7ff', 200: '#c7d2fe', 300: '#a5b4fc', 400: '#818cf8',
  500: '#6366f1', 600: '#4f46e5', 700: '#4338ca', 800: '#3730a3', 900: '#312e81',
};

function colorsFor(brand: ColorScale, solid: keyof ColorScale, page: string, sunken: string): AppTheme['colors'] {
  return {
    scale: { brand, neutral, green, amber, red, blue },
    text: { default: neutral[800], muted: neutral[600], inverse: '#ffffff', link: brand[Math.min(Number(solid) + 100, 900) as keyof ColorScale], heading: neutral[900] },
    surface: { page, raised: '#ffffff', sunken, inverse: neutral[800], backdrop: 'rgba(15, 23, 42, 0.55)' },
    border: { subtle: neutral[200], control: neutral[500], strong: neutral[700] },
    primary: primaryFrom(brand, solid),
    ...feedbackColors(),
    focusRing: brand[Number(solid) >= 700 ? solid : 700],
  };
}

export const northbridgeTheme: AppTheme = {
  id: 'northbridge',
  colors: colorsFor(northbridgeBrand, 700, '#f5f7fb', neutral[100]),
  typography: baseTypography,
  space: baseSpace,
  radii: { none: '0', sm: '3px', md: '4px', lg: '8px', pill: '999px' },
  shadows: {
    sm: '0 1px 2px rgba(15, 23, 42, 0.08)',
    md: '0 2px 8px rgba(15, 23, 42, 0.10)',
    lg: '0 12px 32px rgba(15, 23, 42, 0.18)',
    focus: `0 0 0 3px ${northbridgeBrand[200]}`,
  },
  breakpoints: baseBreakpoints,
  motion: baseMotion,
  zIndex: baseZIndex,
  sizes: baseSizes,
};

export const lumiereTheme: AppTheme = {
  id: 'lumiere',
  colors: colorsFor(lumiereBrand, 800, '#faf7f2', '#f3eee6'),
  typography: { ...baseTypography, fontFamily: { ...baseTypography.fontFamily, heading: systemSerif } },
  space: baseSpace,
  radii: { none: '0', sm: '2px', md: '2px', lg: '4px', pill: '999px' },
  shadows: {
    sm: '0 1px 2px rgba(60, 20, 30, 0.08)',
    md: '0 2px 10px rgba(60, 20, 30, 0.10)',
    lg: '0 14px 36px rgba(60, 20, 30, 0.20)',
    focus: `0 0 0 3px ${lumiereBrand[200]}`,
  },
  breakpoints: baseBreakpoints,
  motion: baseMotion,
  zIndex: baseZIndex,
  sizes: baseSizes,
};

export const defaultTheme: AppTheme = {
  id: 'default',
  colors: colorsFor(defaultBrand, 600, '#f8fafc', neutral[100]),
  typography: baseTypography,
  space: baseSpace,
  radii: { none: '0', sm: '6px', md: '8px', lg: '14px', pill: '999px' },
  shadows: {
    sm: '0 1px 2px rgba(15, 23, 42, 0.06)',
    md: '0 4px 12px rgba(15, 23, 42, 0.08)',
    lg: '0 16px 40px rgba(15, 23, 42, 0.16)',
    focus: `0 0 0 3px ${defaultBrand[200]}`,
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
