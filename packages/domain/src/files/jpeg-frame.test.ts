import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { aValidJpeg, jpegHead } from '../testing';
import { checkJpegFrame } from './jpeg-frame';

const bytes = (...parts: readonly (readonly number[])[]): Uint8Array => Uint8Array.from(parts.flat());
const SCAN_DATA = [0x12, 0x34];
const EOI = [0xff, 0xd9];

describe('checkJpegFrame', () => {
  it('reads the size of a JPEG from its frame header', () => {
    expect(checkJpegFrame(aValidJpeg(640, 480))).toEqual({ ok: true, size: { width: 640, height: 480 } });
  });

  it('skips bytes between segments and fill bytes, as libjpeg does', () => {
    const head = jpegHead(300, 200);
    expect(checkJpegFrame(bytes(head.slice(0, 20), [0x00, 0x17, 0xff, 0xff], head.slice(20), SCAN_DATA, EOI))).toEqual({ ok: true, size: { width: 300, height: 200 } });
  });

  it.each([
    ['bytes before EOI', bytes(jpegHead(), SCAN_DATA, [1, 2, 3], EOI)],
    ['no EOI', bytes(jpegHead(), SCAN_DATA)],
    ['bytes after EOI', bytes(jpegHead(), SCAN_DATA, EOI, [7, 7])],
  ])('leaves a JPEG with %s to the decoder', (_label, jpeg) => {
    expect(checkJpegFrame(jpeg)).toEqual({ ok: true, size: { width: 8, height: 8 } });
  });

  it('has no size for a JPEG without a frame header before its scan, or cut inside its segments', () => {
    expect(checkJpegFrame(bytes([0xff, 0xd8, 0xff, 0xda, 0, 8, 1, 1, 0, 0, 63, 0], SCAN_DATA, EOI))).toEqual({ ok: true, size: null });
    expect(checkJpegFrame(bytes(jpegHead().slice(0, 30)))).toEqual({ ok: true, size: null });
  });

  it('refuses bytes without SOI', () => {
    expect(checkJpegFrame(bytes([0xff, 0xd9]))).toMatchObject({ ok: false });
  });

  it('never throws and always ends, whatever the bytes', () => {
    fc.assert(fc.property(fc.uint8Array({ maxLength: 300 }), (tail) => void checkJpegFrame(bytes([0xff, 0xd8], [...tail]))), { numRuns: 10_000 });
  });
});
