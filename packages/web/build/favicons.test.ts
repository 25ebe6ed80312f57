import { readFileSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { FAVICON_SIZE, pngNameOf, renderFavicon } from './favicons';

const publicDir = join(import.meta.dirname, '..', 'public');

describe('brand favicons as PNG', () => {
  it('has an SVG source for each brand theme, the default included', () => {
    expect(readdirSync(publicDir).filter((name) => name.endsWith('.svg')).sort()).toEqual(['favicon-default.svg', 'favicon-lumiere.svg', 'favicon-northbridge.svg']);
  });

  it.each(['default', 'lumiere', 'northbridge'])('renders %s to an opaque-cornered square PNG of the icon size', async (brand) => {
    const png = await renderFavicon(readFileSync(join(publicDir, `favicon-${brand}.svg`)));
    const { width, height, format } = await sharp(png).metadata();
    expect({ width, height, format }).toEqual({ width: FAVICON_SIZE, height: FAVICON_SIZE, format: 'png' });
    // The rounded corner stays transparent, the middle of the square is the brand's colour.
    const { data, info } = await sharp(png).ensureAlpha().raw().toBuffer({ resolveWithObject: true });
    const alphaAt = (x: number, y: number) => data[(y * info.width + x) * info.channels + 3];
    expect(alphaAt(0, 0)).toBe(0);
    expect(alphaAt(4, FAVICON_SIZE / 2)).toBe(255);
  });

  it('names the PNG after its SVG', () => {
    expect(pngNameOf('favicon-lumiere.svg')).toBe('favicon-lumiere.png');
  });
});
