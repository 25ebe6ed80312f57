import fc from 'fast-check';
import jpeg from 'jpeg-js';
import { describe, expect, it } from 'vitest';
import { JPEG_DAMAGE, SHARP_JPEGS, aCameraStyleJpeg, aJpegJsJpeg, aJpegWithRestartMarkers, withBytesBeforeEoi } from '../testing/images';
import { jpegBlockOverrun } from './jpeg-block-overrun.mjs';

const sequential = {
  'a jpeg-js JPEG': async () => aJpegJsJpeg(),
  'a JPEG with restart markers': async () => aJpegWithRestartMarkers(),
  'a camera-style JPEG (Exif thumbnail, bytes after EOI)': async () => aCameraStyleJpeg(),
  'a baseline 4:2:0 JPEG': SHARP_JPEGS['a baseline 4:2:0 JPEG'],
  'a CMYK JPEG': SHARP_JPEGS['a CMYK JPEG'],
  'a greyscale JPEG': SHARP_JPEGS['a greyscale JPEG'],
};

/** The damage libjpeg decodes to the end without a word (or only with "extraneous bytes before marker 0xd9"). */
const PASSED_BY_LIBJPEG = ['sixty-four bytes of its scan zeroed', 'bits flipped across its scan', 'a hundred bytes taken out of its scan'] as const;

describe('jpegBlockOverrun: a block whose coefficients run past its 64th', () => {
  it.each(Object.entries({ ...sequential, ...SHARP_JPEGS }))('finds none in %s', async (_label, make) => {
    expect(jpegBlockOverrun(await make())).toBeNull();
  });

  it('finds none in a byte-aligned scan that jpeg-js pads with a whole byte of 1-bits', () => {
    const flat = Buffer.from(jpeg.encode({ width: 32, height: 16, data: Buffer.alloc(32 * 16 * 4, 128) }, 80).data);
    expect([...flat.subarray(-4)]).toEqual([0xff, 0x00, 0xff, 0xd9]);
    expect(jpegBlockOverrun(flat)).toBeNull();
  });

  it.each(Object.entries(sequential))('finds none in %s with bytes before EOI or without EOI, as libjpeg shows them', async (_label, make) => {
    const file = await make();
    expect(jpegBlockOverrun(withBytesBeforeEoi(file))).toBeNull();
    expect(jpegBlockOverrun(file.subarray(0, file.lastIndexOf(Buffer.from([0xff, 0xd9]))))).toBeNull();
  });

  it.each(PASSED_BY_LIBJPEG.map((damage) => [damage] as const))('finds one in a jpeg-js JPEG with %s', (damage) => {
    expect(jpegBlockOverrun(JPEG_DAMAGE[damage](aJpegJsJpeg()))).toMatch(/past its 64th/);
  });

  it('leaves progressive scans to libjpeg', async () => {
    const progressive = await SHARP_JPEGS['a progressive JPEG']();
    expect(jpegBlockOverrun(JPEG_DAMAGE['a hundred bytes taken out of its scan'](progressive))).toBeNull();
  });

  it('ends, and never throws, whatever bytes a scan holds', () => {
    const file = aJpegWithRestartMarkers(32, 4);
    const scan = file.indexOf(Buffer.from([0xff, 0xda])) + 14;
    const damage = fc.array(fc.tuple(fc.integer({ min: scan, max: file.length - 3 }), fc.integer({ min: 0, max: 255 })), { minLength: 1, maxLength: 8 });
    fc.assert(
      fc.property(damage, (changes) => {
        const damaged = Buffer.from(file);
        for (const [at, value] of changes) damaged[at] = value;
        const problem = jpegBlockOverrun(damaged);
        return problem === null || typeof problem === 'string';
      }),
      { numRuns: 2000 },
    );
  });
});
