// PNG files for the rule "refuse what a decoder cannot show, tolerate what decoders tolerate": the anomalies
// libpng, Chromium and Pillow pass over, the corruptions they refuse, and two files of the official PNG test suite
// (PngSuite) rebuilt from their published chunk lists. Chunks are written here with their CRCs; the image data is
// a valid deflate stream (stored blocks) of valid scanlines.
import { ascii, ihdrData, pngChunk, pngOf, rgbIdatData, uint32, zlibStored } from './image-files';

/** Scanlines of a palette image (filter 0), each pixel the index (x + y) mod `entries`, packed at `bitDepth`. */
export const paletteIdatData = (width: number, height: number, bitDepth: number, entries: number): number[] => {
  const rowBytes = Math.ceil((width * bitDepth) / 8);
  const rows: number[] = [];
  for (let y = 0; y < height; y += 1) {
    const row = new Array<number>(rowBytes).fill(0);
    for (let x = 0; x < width; x += 1) {
      const bit = x * bitDepth;
      const at = bit >> 3;
      row[at] = (row[at] ?? 0) | (((x + y) % entries) << (8 - bitDepth - (bit & 7)));
    }
    rows.push(0, ...row);
  }
  return zlibStored(rows);
};

const palette = (entries: number): number[] => Array.from({ length: entries * 3 }, (_, index) => (index * 37 + 11) & 0xff);
/** gAMA of 1.0 (100 000), as PngSuite writes it. */
const GAMA = pngChunk('gAMA', uint32(100_000));

/** PngSuite ch1n3p04.png: IHDR, gAMA, sBIT (3 bytes), PLTE (45 bytes, 15 entries), hIST (30 bytes), IDAT, IEND; 32 x 32, 4-bit palette. */
export const pngSuiteCh1n3p04 = (): Uint8Array =>
  pngOf(
    pngChunk('IHDR', ihdrData(32, 32, 4, 3)),
    GAMA,
    pngChunk('sBIT', [4, 4, 4]),
    pngChunk('PLTE', palette(15)),
    pngChunk('hIST', Array.from({ length: 15 }, (_, index) => [0, index * 4 + 1]).flat()),
    pngChunk('IDAT', paletteIdatData(32, 32, 4, 15)),
    pngChunk('IEND'),
  );

/** PngSuite ch2n3p08.png: IHDR, gAMA, PLTE (768 bytes), hIST (512 bytes), IDAT, IEND; 32 x 32, 8-bit palette. */
export const pngSuiteCh2n3p08 = (): Uint8Array =>
  pngOf(
    pngChunk('IHDR', ihdrData(32, 32, 8, 3)),
    GAMA,
    pngChunk('PLTE', palette(256)),
    pngChunk('hIST', Array.from({ length: 256 }, (_, index) => [index >> 4, index & 0xff]).flat()),
    pngChunk('IDAT', paletteIdatData(32, 32, 8, 256)),
    pngChunk('IEND'),
  );

/** A minimal ICC profile header (RGB, XYZ connection space, D50), no tags, as an iCCP chunk's zlib data. */
const iccProfile = (): number[] => {
  const profile = new Array<number>(132).fill(0);
  const put = (at: number, bytes: readonly number[]) => bytes.forEach((byte, index) => (profile[at + index] = byte));
  put(0, uint32(132));
  put(8, [0x02, 0x10, 0, 0]);
  put(12, ascii('mntrRGB XYZ '));
  put(36, ascii('acsp'));
  put(68, [...uint32(0xf6d6), ...uint32(0x10000), ...uint32(0xd32d)]);
  return profile;
};

const W = 6;
const H = 4;
const IHDR = pngChunk('IHDR', ihdrData(W, H));
const IDAT_DATA = rgbIdatData(W, H);
const IDAT = pngChunk('IDAT', IDAT_DATA);
const IEND = pngChunk('IEND');
/** A palette in an RGB image: allowed (a suggested palette), and what "after PLTE" needs. */
const RGB_PLTE = pngChunk('PLTE', palette(4));

/** Ancillary chunks, each well formed, as files carry them. */
export const ANCILLARY_CHUNKS = {
  sBIT: pngChunk('sBIT', [8, 8, 8]),
  iCCP: pngChunk('iCCP', [...ascii('sRGB'), 0, 0, ...zlibStored(iccProfile())]),
  sRGB: pngChunk('sRGB', [0]),
  gAMA: pngChunk('gAMA', uint32(45_455)),
  bKGD: pngChunk('bKGD', [0, 1, 0, 2, 0, 3]),
  pHYs: pngChunk('pHYs', [0, 0, 0x0b, 0x13, 0, 0, 0x0b, 0x13, 1]),
  tEXt: pngChunk('tEXt', [...ascii('Comment'), 0, ...ascii('scanned')]),
  tIME: pngChunk('tIME', [0x07, 0xea, 11, 27, 16, 30, 0]),
  vpAg: pngChunk('vpAg', [0, 0, 0, W, 0, 0, 0, H, 0]),
  'tEXt with a bad CRC': pngChunk('tEXt', [...ascii('Title'), 0, ...ascii('x')], { badCrc: true }),
} as const;

const C = ANCILLARY_CHUNKS;
const palette4Ihdr = pngChunk('IHDR', ihdrData(W, H, 4, 3));
const palette4Plte = pngChunk('PLTE', palette(15));
const palette4Idat = pngChunk('IDAT', paletteIdatData(W, H, 4, 15));

/** Valid PNG files every mainstream decoder shows: each must be accepted. */
export const PNG_TOLERATED: Readonly<Record<string, () => Uint8Array>> = {
  'the PngSuite file ch1n3p04': pngSuiteCh1n3p04,
  'the PngSuite file ch2n3p08': pngSuiteCh2n3p08,
  'sBIT twice': () => pngOf(IHDR, C.sBIT, C.sBIT, IDAT, IEND),
  'iCCP twice': () => pngOf(IHDR, C.iCCP, C.iCCP, IDAT, IEND),
  'sRGB twice': () => pngOf(IHDR, C.sRGB, C.sRGB, IDAT, IEND),
  'bKGD twice': () => pngOf(IHDR, C.bKGD, C.bKGD, IDAT, IEND),
  'sRGB after PLTE': () => pngOf(IHDR, RGB_PLTE, C.sRGB, IDAT, IEND),
  'iCCP after PLTE': () => pngOf(IHDR, RGB_PLTE, C.iCCP, IDAT, IEND),
  'gAMA after PLTE': () => pngOf(IHDR, RGB_PLTE, C.gAMA, IDAT, IEND),
  'hIST after IDAT': () => pngOf(palette4Ihdr, palette4Plte, palette4Idat, pngChunk('hIST', new Array<number>(30).fill(1)), IEND),
  'bKGD after IDAT': () => pngOf(IHDR, IDAT, C.bKGD, IEND),
  'an unknown ancillary chunk': () => pngOf(IHDR, C.vpAg, IDAT, IEND),
  'a bad CRC on an ancillary chunk': () => pngOf(IHDR, C['tEXt with a bad CRC'], IDAT, IEND),
  'bytes after IEND': () => pngOf(IHDR, IDAT, IEND, ascii('trailing bytes a scanner app left')),
};

/** Corrupt PNG files whose frame tells (no decoder can show them): refused before any decoder runs. */
export const PNG_REFUSED_BY_FRAME: Readonly<Record<string, () => Uint8Array>> = {
  'the file cut inside IDAT': () => pngOf(IHDR, IDAT, IEND).slice(0, 8 + 25 + 8 + (IDAT_DATA.length >> 1)),
  'a bad IDAT CRC': () => pngOf(IHDR, pngChunk('IDAT', IDAT_DATA, { badCrc: true }), IEND),
  'a bad IHDR CRC': () => pngOf(pngChunk('IHDR', ihdrData(W, H), { badCrc: true }), IDAT, IEND),
  'a bad PLTE CRC': () => pngOf(palette4Ihdr, pngChunk('PLTE', palette(15), { badCrc: true }), palette4Idat, IEND),
  'no IEND': () => pngOf(IHDR, IDAT),
  'IHDR not first': () => pngOf(C.tEXt, IHDR, IDAT, IEND),
};

/** Corrupt PNG files whose frame holds: their decoder refuses them. */
export const PNG_REFUSED_BY_DECODER: Readonly<Record<string, () => Uint8Array>> = {
  'an IHDR bit depth of 3': () => pngOf(pngChunk('IHDR', ihdrData(W, H, 3, 2)), IDAT, IEND),
  'no PLTE in a palette image': () => pngOf(palette4Ihdr, palette4Idat, IEND),
  'a corrupt zlib stream': () => pngOf(IHDR, pngChunk('IDAT', [0x78, 0x9c, ...new Array<number>(24).fill(0xff), ...IDAT_DATA.slice(26)]), IEND),
  'its zlib stream truncated inside IDAT': () => pngOf(IHDR, pngChunk('IDAT', IDAT_DATA.slice(0, IDAT_DATA.length >> 1)), IEND),
};
