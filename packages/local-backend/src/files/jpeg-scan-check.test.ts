import fc from 'fast-check';
import jpeg from 'jpeg-js';
import { describe, expect, it } from 'vitest';
import { JPEG_DAMAGE, SHARP_JPEGS, aCameraStyleJpeg, aJpegJsJpeg, aJpegWithRestartMarkers, withBytesBeforeEoi } from '../testing/images';
import { jpegScanProblem } from './jpeg-scan-check.mjs';

const sequential = {
  'a jpeg-js JPEG': async () => aJpegJsJpeg(),
  'a JPEG with restart markers': async () => aJpegWithRestartMarkers(),
  'a camera-style JPEG (Exif thumbnail, bytes after EOI)': async () => aCameraStyleJpeg(),
  'a baseline 4:2:0 JPEG': SHARP_JPEGS['a baseline 4:2:0 JPEG'],
  'a CMYK JPEG': SHARP_JPEGS['a CMYK JPEG'],
  'a greyscale JPEG': SHARP_JPEGS['a greyscale JPEG'],
};

describe('jpegScanProblem: every Huffman-coded scan walked to its end', () => {
  it.each(Object.entries({ ...sequential, ...SHARP_JPEGS }))('finds nothing wrong with %s', async (_label, make) => {
    expect(jpegScanProblem(await make())).toBeNull();
  });

  it('finds nothing wrong with a byte-aligned scan that jpeg-js pads with a whole byte of 1-bits', () => {
    const flat = Buffer.from(jpeg.encode({ width: 32, height: 16, data: Buffer.alloc(32 * 16 * 4, 128) }, 80).data);
    expect([...flat.subarray(-4)]).toEqual([0xff, 0x00, 0xff, 0xd9]);
    expect(jpegScanProblem(flat)).toBeNull();
  });

  // Zeroed, the greyscale scan's codes end its last block 31 bytes before EOI: to libjpeg, as to this walk, that is
  // "extraneous bytes before marker 0xd9", which every viewer shows and the check keeps.
  const looksWhole = (base: string, damage: string) => base === 'a greyscale JPEG' && damage === 'sixty-four bytes of its scan zeroed';
  const cases = Object.entries(sequential).flatMap(([base, make]) =>
    Object.entries(JPEG_DAMAGE).flatMap(([damage, apply]) => (looksWhole(base, damage) ? [] : [[base, damage, make, apply] as const])),
  );
  it.each(cases)('finds %s with %s broken', async (_base, _damage, make, apply) => {
    expect(jpegScanProblem(apply(await make()))).toEqual(expect.any(String));
  });

  it('refuses a Huffman table whose codes do not fit their lengths', () => {
    const file = aJpegJsJpeg();
    const dht = file.indexOf(Buffer.from([0xff, 0xc4]));
    file[dht + 5] = 3; // three codes of length 1 in the first table
    expect(jpegScanProblem(file)).toMatch(/overflow/);
  });

  it('leaves progressive scans to the decoder', async () => {
    const progressive = await SHARP_JPEGS['a progressive JPEG']();
    expect(jpegScanProblem(JPEG_DAMAGE['a hundred bytes taken out of its scan'](progressive))).toBeNull();
  });

  it.each(Object.entries(sequential))('passes %s with bytes before EOI or without EOI, as libjpeg does', async (_label, make) => {
    const file = await make();
    expect(jpegScanProblem(withBytesBeforeEoi(file))).toBeNull();
    expect(jpegScanProblem(file.subarray(0, file.lastIndexOf(Buffer.from([0xff, 0xd9]))))).toBeNull();
  });

  it('ends, and never throws, whatever bytes a scan holds', () => {
    const file = aJpegWithRestartMarkers(32, 4);
    const scan = file.indexOf(Buffer.from([0xff, 0xda])) + 14;
    const damage = fc.array(fc.tuple(fc.integer({ min: scan, max: file.length - 3 }), fc.integer({ min: 0, max: 255 })), { minLength: 1, maxLength: 8 });
    fc.assert(
      fc.property(damage, (changes) => {
        const damaged = Buffer.from(file);
        for (const [at, value] of changes) damaged[at] = value;
        const problem = jpegScanProblem(damaged);
        return problem === null || typeof problem === 'string';
      }),
      { numRuns: 2000 },
    );
  });
});
