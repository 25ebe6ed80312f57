import type { ReactNode } from 'react';
import { ThemeProvider as StyledThemeProvider } from 'styled-components';
import { GlobalStyle } from './GlobalStyle';
import { brandThemes, type BrandThemeId } from './themes';
import type { AppTheme } from './tokens';

export interface ThemeProviderProps {
  /** Brand theme id; ignored when `theme` is given. Defaults to the 'Admission Platform' theme. */
  brand?: BrandThemeId;
  /** A full theme object, when the app builds its own. */
  theme?: AppTheme;
  /** Also render the GlobalStyle (document font and colours). Default true. */
  withGlobalStyle?: boolean;
  children: ReactNode;
}

/** Provides a brand theme to every component below it. */
export function ThemeProvider({ brand = 'default', theme, withGlobalStyle = true, children }: ThemeProviderProps) {
  return (
    <StyledThemeProvider theme={theme ?? brandThemes[brand]}>
      {withGlobalStyle ? <GlobalStyle /> : null}
      {children}
    </StyledThemeProvider>
  );
}
