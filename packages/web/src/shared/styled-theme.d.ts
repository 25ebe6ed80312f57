// The web app's own styled-components (staff screens' layouts) read the design system's theme tokens.
import type { AppTheme } from '@admission/ui';

declare module 'styled-components' {
  // eslint-disable-next-line @typescript-eslint/no-empty-object-type -- module augmentation needs an interface
  export interface DefaultTheme extends AppTheme {}
}
