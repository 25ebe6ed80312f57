export type { AppTheme, ColorScale, ToneColors } from './tokens';
export { brandThemes, northbridgeTheme, lumiereTheme, defaultTheme, type BrandThemeId } from './themes';
export { GlobalStyle } from './GlobalStyle';
export { ThemeProvider, type ThemeProviderProps } from './ThemeProvider';
export { up, focusRing, focusRingOnSolid } from './media';
export { contrastRatio, relativeLuminance } from './contrast';
export { usedColorPairs, minimumRatio, type ColorPair, type ContrastKind } from './contrastPairs';
