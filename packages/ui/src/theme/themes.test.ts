import { describe, expect, it } from 'vitest';
import { contrastRatio } from './contrast';
import { minimumRatio, usedColorPairs } from './contrastPairs';
import { brandThemes } from './themes';

function keyPaths(value: unknown, prefix = ''): string[] {
  if (value === null || typeof value !== 'object') return [prefix];
  return Object.keys(value).sort().flatMap((key) => keyPaths((value as Record<string, unknown>)[key], prefix ? `${prefix}.${key}` : key));
}

const themes = Object.values(brandThemes);

describe('contrast ratio', () => {
  it('is 21:1 for black on white and 1:1 for a colour on itself', () => {
    expect(contrastRatio('#000000', '#ffffff')).toBeCloseTo(21, 5);
    expect(contrastRatio('#777777', '#777777')).toBeCloseTo(1, 5);
  });

  it('matches a known WCAG value (#767676 on white is 4.54:1)', () => {
    expect(contrastRatio('#767676', '#ffffff')).toBeCloseTo(4.54, 2);
  });
});

describe('brand themes', () => {
  it('are exactly three: northbridge, lumiere and default', () => {
    expect(Object.keys(brandThemes).sort()).toEqual(['default', 'lumiere', 'northbridge']);
  });

  it.each(themes.map((t) => [t.id, t] as const))('%s has exactly the same token keys as the default theme', (_id, theme) => {
    expect(keyPaths(theme)).toEqual(keyPaths(brandThemes.default));
  });

  it('differ from each other in their brand colour', () => {
    const primaries = new Set(themes.map((t) => t.colors.primary.solid));
    expect(primaries.size).toBe(3);
  });

  it('take fonts from the npm package or the system stack, never a URL', () => {
    for (const theme of themes) {
      for (const family of Object.values(theme.typography.fontFamily)) expect(family).not.toMatch(/url\(|https?:/);
    }
  });
});

describe.each(themes.map((t) => [t.id, t] as const))('WCAG AA contrast in the %s theme', (_id, theme) => {
  const pairs = usedColorPairs(theme);

  it('lists the pairs the components draw', () => {
    expect(pairs.length).toBeGreaterThan(40);
  });

  it.each(pairs.map((p) => [p.use, p] as const))('%s', (_use, pair) => {
    const ratio = contrastRatio(pair.fg, pair.bg);
    expect(ratio, `${pair.fg} on ${pair.bg} is ${ratio.toFixed(2)}:1`).toBeGreaterThanOrEqual(minimumRatio[pair.kind]);
  });
});
