import 'styled-components';
import type { AppTheme } from './tokens';

declare module 'styled-components' {
  // The one place the theme is typed: every styled component sees AppTheme.
  // eslint-disable-next-line @typescript-eslint/no-empty-object-type -- declaration merging needs an interface
  export interface DefaultTheme extends AppTheme {}
}
