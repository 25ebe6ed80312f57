import type { AppTheme } from './tokens';

/** 'text' needs 4.5:1, 'large' (≥ 18.66 px bold or 24 px) and 'ui' (borders, focus rings, fills) need 3:1. */
export type ContrastKind = 'text' | 'large' | 'ui';

export interface ColorPair {
  /** Where the components use it, for the failure message. */
  use: string;
  fg: string;
  bg: string;
  kind: ContrastKind;
}

export const minimumRatio: Record<ContrastKind, number> = { text: 4.5, large: 3, ui: 3 };

const tones = ['primary', 'neutral', 'success', 'warning', 'danger', 'info'] as const;

/** Every foreground/background pair the components draw, in one theme. */
export function usedColorPairs(theme: AppTheme): ColorPair[] {
  const { text, surface, border } = theme.colors;
  const c = theme.colors;
  const pairs: ColorPair[] = [];
  const add = (use: string, fg: string, bg: string, kind: ContrastKind) => pairs.push({ use, fg, bg, kind });

  for (const [surfaceName, bg] of [['page', surface.page], ['raised', surface.raised], ['sunken', surface.sunken]] as const) {
    add(`body text on ${surfaceName}`, text.default, bg, 'text');
    add(`muted text on ${surfaceName}`, text.muted, bg, 'text');
    add(`heading on ${surfaceName}`, text.heading, bg, 'text');
    add(`link on ${surfaceName}`, text.link, bg, 'text');
    add(`form control border on ${surfaceName}`, border.control, bg, 'ui');
    add(`focus ring on ${surfaceName}`, c.focusRing, bg, 'ui');
    add(`primary fill (progress, selected) on ${surfaceName}`, c.primary.solid, bg, 'ui');
    for (const tone of tones) add(`${tone} text on ${surfaceName}`, c[tone].text, bg, 'text');
  }
  add('toast text on inverse surface', text.inverse, surface.inverse, 'text');
  add('primary button pressed text', c.primary.onSolid, c.primary.solidPressed, 'text');
  add('link inside a primary-subtle area', text.link, c.primary.subtle, 'text');
  for (const tone of tones) {
    add(`${tone} solid text`, c[tone].onSolid, c[tone].solid, 'text');
    add(`${tone} solid hover text`, c[tone].onSolid, c[tone].solidHover, 'text');
    add(`${tone} subtle text (badges, alerts)`, c[tone].text, c[tone].subtle, 'text');
    add(`${tone} solid fill on raised (button edge)`, c[tone].solid, surface.raised, 'ui');
  }
  add('progress fill on its track', c.primary.solid, surface.sunken, 'ui');
  add('success progress fill on its track', c.success.solid, surface.sunken, 'ui');
  add('danger fill (focus-loss overlay) text', c.danger.onSolid, c.danger.solid, 'large');
  return pairs;
}
