import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { aValidPng, ihdrData, pngChunk, pngOf, rgbIdatData } from '../testing';
import { checkPngStructure } from './png-structure';

const IHDR = pngChunk('IHDR', ihdrData(4, 3));
const IDAT = pngChunk('IDAT', rgbIdatData(4, 3));
const IEND = pngChunk('IEND');
const greyIhdr = pngChunk('IHDR', ihdrData(4, 3, 8, 0));
const indexedIhdr = pngChunk('IHDR', ihdrData(4, 3, 8, 3));
const PLTE = pngChunk('PLTE', [0, 0, 0, 255, 255, 255]);

describe('checkPngStructure', () => {
  it('reads the size of a valid PNG from IHDR', () => {
    expect(checkPngStructure(aValidPng(17, 9))).toEqual({ ok: true, width: 17, height: 9 });
  });

  it('accepts ancillary chunks where the specification puts them, and ignores bytes after IEND', () => {
    const bytes = pngOf(IHDR, pngChunk('sRGB', [0]), pngChunk('gAMA', [0, 0, 0xb1, 0x8f]), pngChunk('pHYs', [0, 0, 0x0b, 0x13, 0, 0, 0x0b, 0x13, 1]), pngChunk('tEXt', [0x61, 0, 0x62]), IDAT, pngChunk('tEXt', [0x63, 0, 0x64]), IEND, [1, 2, 3]);
    expect(checkPngStructure(bytes).ok).toBe(true);
  });

  it('accepts an indexed image with PLTE then tRNS', () => {
    expect(checkPngStructure(pngOf(indexedIhdr, PLTE, pngChunk('tRNS', [0]), IDAT, IEND)).ok).toBe(true);
  });

  it('accepts IDAT split over consecutive chunks', () => {
    const data = rgbIdatData(4, 3);
    expect(checkPngStructure(pngOf(IHDR, pngChunk('IDAT', data.slice(0, 10)), pngChunk('IDAT', data.slice(10)), IEND)).ok).toBe(true);
  });

  it.each([
    ['a bad CRC in IHDR', pngOf(pngChunk('IHDR', ihdrData(4, 3), { badCrc: true }), IDAT, IEND)],
    ['a bad CRC in IDAT', pngOf(IHDR, pngChunk('IDAT', rgbIdatData(4, 3), { badCrc: true }), IEND)],
    ['a bad CRC in an ancillary chunk', pngOf(IHDR, pngChunk('tEXt', [0x61, 0, 0x62], { badCrc: true }), IDAT, IEND)],
    ['a bad CRC in IEND', pngOf(IHDR, IDAT, pngChunk('IEND', [], { badCrc: true }))],
    ['no IEND', pngOf(IHDR, IDAT)],
    ['no IDAT', pngOf(IHDR, IEND)],
    ['IHDR not first', pngOf(pngChunk('tEXt', [0x61, 0, 0x62]), IHDR, IDAT, IEND)],
    ['two IHDR', pngOf(IHDR, IHDR, IDAT, IEND)],
    ['a truncated sRGB chunk', pngOf(IHDR, pngChunk('sRGB'), IDAT, IEND)],
    ['an unknown rendering intent', pngOf(IHDR, pngChunk('sRGB', [9]), IDAT, IEND)],
    ['a palette in a greyscale image', pngOf(greyIhdr, PLTE, IDAT, IEND)],
    ['an indexed image without a palette', pngOf(indexedIhdr, IDAT, IEND)],
    ['a palette of 2 bytes', pngOf(indexedIhdr, pngChunk('PLTE', [0, 0]), IDAT, IEND)],
    ['PLTE after IDAT', pngOf(IHDR, IDAT, PLTE, IEND)],
    ['gAMA after PLTE', pngOf(IHDR, PLTE, pngChunk('gAMA', [0, 0, 0xb1, 0x8f]), IDAT, IEND)],
    ['tRNS before PLTE', pngOf(indexedIhdr, pngChunk('tRNS', [0]), PLTE, IDAT, IEND)],
    ['pHYs after IDAT', pngOf(IHDR, IDAT, pngChunk('pHYs', [0, 0, 0x0b, 0x13, 0, 0, 0x0b, 0x13, 1]), IEND)],
    ['IDAT chunks apart', pngOf(IHDR, IDAT, pngChunk('tEXt', [0x61, 0, 0x62]), IDAT, IEND)],
    ['tRNS in an RGBA image', pngOf(pngChunk('IHDR', ihdrData(4, 3, 8, 6)), pngChunk('tRNS', [0, 0]), IDAT, IEND)],
    ['an unknown critical chunk', pngOf(IHDR, pngChunk('ABCD', [1]), IDAT, IEND)],
    ['a chunk type that is not letters', pngOf(IHDR, pngChunk('ab1d', [1]), IDAT, IEND)],
    ['a zero width', pngOf(pngChunk('IHDR', ihdrData(0, 3)), IDAT, IEND)],
    ['bit depth 3', pngOf(pngChunk('IHDR', ihdrData(4, 3, 3, 0)), IDAT, IEND)],
    ['RGB at bit depth 4', pngOf(pngChunk('IHDR', ihdrData(4, 3, 4, 2)), IDAT, IEND)],
    ['interlace method 2', pngOf(pngChunk('IHDR', ihdrData(4, 3, 8, 2, 2)), IDAT, IEND)],
    ['a chunk length past the end', pngOf(IHDR, [0, 0, 0x10, 0, 0x49, 0x44, 0x41, 0x54])],
    ['no signature', Uint8Array.from([1, 2, 3])],
  ])('refuses %s', (_label, bytes) => {
    expect(checkPngStructure(bytes).ok).toBe(false);
  });
});

describe('checkPngStructure, as properties', () => {
  const RUNS = { numRuns: 10_000 };
  const aPng = fc.record({ width: fc.integer({ min: 1, max: 24 }), height: fc.integer({ min: 1, max: 24 }) });

  it('accepts every valid PNG with the size of its header', () => {
    fc.assert(
      fc.property(aPng, ({ width, height }) => {
        expect(checkPngStructure(aValidPng(width, height))).toEqual({ ok: true, width, height });
      }),
      { numRuns: 500 },
    );
  });

  it('refuses every PNG cut short before the end of IEND', () => {
    const png = aValidPng(5, 4);
    fc.assert(fc.property(fc.integer({ min: 0, max: png.length - 1 }), (length) => !checkPngStructure(png.slice(0, length)).ok), RUNS);
  });

  it('refuses every PNG with one bit flipped after the signature', () => {
    const png = aValidPng(5, 4);
    fc.assert(
      fc.property(fc.integer({ min: 8, max: png.length - 1 }), fc.integer({ min: 0, max: 7 }), (offset, bit) => {
        const copy = png.slice();
        copy[offset] = (copy[offset] ?? 0) ^ (1 << bit);
        return !checkPngStructure(copy).ok;
      }),
      RUNS,
    );
  });

  it('never throws, whatever the bytes', () => {
    fc.assert(
      fc.property(fc.uint8Array({ maxLength: 200 }), (tail) => {
        checkPngStructure(Uint8Array.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, ...tail]));
      }),
      RUNS,
    );
  });
});
