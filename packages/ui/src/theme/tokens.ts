/** A colour scale from lightest (50) to darkest (900). */
export interface ColorScale {
  50: string;
  100: string;
  200: string;
  300: string;
  400: string;
  500: string;
  600: string;
  700: string;
  800: string;
  900: string;
}

/** A feedback colour family: a solid fill with its text, a subtle fill with its text, and a border. */
export interface ToneColors {
  /** Strong fill (buttons, solid badges). */
  solid: string;
  /** Fill when a solid control is hovered. */
  solidHover: string;
  /** Text and icons drawn on `solid`. */
  onSolid: string;
  /** Light fill (badges, alerts). */
  subtle: string;
  /** Text drawn on `subtle` and on the page surface. */
  text: string;
  /** Border around a `subtle` area. */
  border: string;
}

/** The shape every brand theme has, key for key. */
export interface AppTheme {
  /** Stable identifier of the theme. */
  id: 'northbridge' | 'lumiere' | 'default';
  colors: {
    scale: {
      brand: ColorScale;
      neutral: ColorScale;
      green: ColorScale;
      amber: ColorScale;
      red: ColorScale;
      blue: ColorScale;
    };
    text: {
      /** Body text. */
      default: string;
      /** Secondary text (descriptions, meta data). */
      muted: string;
      /** Text on `surface.inverse`. */
      inverse: string;
      /** Inline links. */
      link: string;
      /** Headings. */
      heading: string;
    };
    surface: {
      /** The page background. */
      page: string;
      /** Cards, dialogs, popovers. */
      raised: string;
      /** Wells, table headers, drop zones. */
      sunken: string;
      /** Dark surface (tooltips, toasts). */
      inverse: string;
      /** Backdrop behind a modal dialog. */
      backdrop: string;
    };
    border: {
      /** Decorative separators between areas. */
      subtle: string;
      /** Borders of form controls (must reach 3:1 against the surface). */
      control: string;
      /** Border of a hovered control. */
      strong: string;
    };
    primary: ToneColors & { solidPressed: string };
    neutral: ToneColors;
    success: ToneColors;
    warning: ToneColors;
    danger: ToneColors;
    info: ToneColors;
    /** Outline of a keyboard-focused control. */
    focusRing: string;
  };
  typography: {
    fontFamily: { body: string; heading: string; mono: string };
    fontSize: { xs: string; sm: string; md: string; lg: string; xl: string; '2xl': string; '3xl': string };
    fontWeight: { regular: number; medium: number; semibold: number; bold: number };
    lineHeight: { tight: number; normal: number; relaxed: number };
  };
  /** Spacing steps of a 4 px grid. */
  space: { 0: string; 1: string; 2: string; 3: string; 4: string; 5: string; 6: string; 8: string; 10: string; 12: string; 16: string };
  radii: { none: string; sm: string; md: string; lg: string; pill: string };
  shadows: { sm: string; md: string; lg: string; focus: string };
  /** Minimum widths, mobile first. */
  breakpoints: { sm: string; md: string; lg: string; xl: string };
  motion: { duration: { fast: string; normal: string; slow: string }; easing: { standard: string; emphasized: string } };
  zIndex: { sticky: number; floating: number; overlay: number; modal: number; toast: number };
  sizes: {
    controlHeight: string;
    controlHeightSm: string;
    /** The page column's widest extent: a page's default, its narrow one (sign-in, public pages), its wide one (lists). */
    contentMax: string;
    pageNarrow: string;
    pageWide: string;
    dialogMax: string;
    touchTarget: string;
    /** The floating contact button's diameter (toasts stack above it). */
    floatingButton: string;
  };
}
