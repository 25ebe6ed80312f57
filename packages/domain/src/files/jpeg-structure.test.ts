import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { aValidJpeg, jpegHead } from '../testing';
import { checkJpegStructure } from './jpeg-structure';

const bytes = (...parts: readonly (readonly number[])[]): Uint8Array => Uint8Array.from(parts.flat());
const SCAN_DATA = [0x12, 0x34];
const EOI = [0xff, 0xd9];

describe('checkJpegStructure', () => {
  it('reads the size of a valid JPEG from its frame header', () => {
    expect(checkJpegStructure(aValidJpeg(640, 480))).toEqual({ ok: true, width: 640, height: 480 });
  });

  it('accepts fill bytes before a marker, a second scan, and bytes after EOI', () => {
    expect(checkJpegStructure(bytes(jpegHead(), SCAN_DATA, [0xff, 0xff], jpegHead().slice(-10), SCAN_DATA, EOI, [7, 7])).ok).toBe(true);
  });

  it.each([
    ['no SOI', bytes([0xff, 0xd9])],
    ['no EOI', bytes(jpegHead(), SCAN_DATA)],
    ['data cut inside a segment', bytes(jpegHead().slice(0, 30))],
    ['EOI before any scan', bytes(jpegHead().slice(0, -10), EOI)],
    ['a scan without data', bytes(jpegHead(), EOI)],
    ['a second SOI', bytes([0xff, 0xd8], jpegHead(), SCAN_DATA, EOI)],
    ['a restart marker outside a scan', bytes(jpegHead().slice(0, 2), [0xff, 0xd0], jpegHead().slice(2), SCAN_DATA, EOI)],
    ['a segment length of 1', bytes([0xff, 0xd8, 0xff, 0xe0, 0x00, 0x01], jpegHead().slice(2), SCAN_DATA, EOI)],
    ['garbage between segments', bytes(jpegHead().slice(0, 20), [0x00], jpegHead().slice(20), SCAN_DATA, EOI)],
    ['a scan before the frame', bytes([0xff, 0xd8, 0xff, 0xda, 0, 8, 1, 1, 0, 0, 63, 0], SCAN_DATA, EOI)],
    ['a zero-width frame', bytes(jpegHead(0, 8), SCAN_DATA, EOI)],
    ['a Huffman table whose counts exceed its length', bytes([0xff, 0xd8, 0xff, 0xc4, 0, 19, 0x00, 5, ...Array.from({ length: 15 }, () => 0)], jpegHead().slice(2), SCAN_DATA, EOI)],
    ['a quantisation table cut short', bytes([0xff, 0xd8, 0xff, 0xdb, 0, 10, 0, 1, 1, 1, 1, 1, 1, 1], jpegHead().slice(2), SCAN_DATA, EOI)],
  ])('refuses %s', (_label, jpeg) => {
    expect(checkJpegStructure(jpeg).ok).toBe(false);
  });
});

describe('checkJpegStructure, as properties', () => {
  const RUNS = { numRuns: 10_000 };

  it('refuses every JPEG cut short before the end of EOI', () => {
    const jpeg = aValidJpeg();
    fc.assert(fc.property(fc.integer({ min: 0, max: jpeg.length - 1 }), (length) => !checkJpegStructure(jpeg.slice(0, length)).ok), RUNS);
  });

  it('accepts any entropy-coded data that has no marker in it', () => {
    const noMarkers = fc.array(fc.integer({ min: 0, max: 254 }), { minLength: 1, maxLength: 300 });
    fc.assert(fc.property(noMarkers, (data) => checkJpegStructure(bytes(jpegHead(), data, EOI)).ok), RUNS);
  });

  it('never throws, whatever the bytes', () => {
    fc.assert(fc.property(fc.uint8Array({ maxLength: 200 }), (tail) => void checkJpegStructure(bytes([0xff, 0xd8], [...tail]))), RUNS);
  });
});
