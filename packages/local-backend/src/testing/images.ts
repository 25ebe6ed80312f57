// Images for the decoder's tests: real ones from two independent encoders (jpeg-js, and libvips through sharp),
// and the same files damaged the ways a broken or crafted upload is, each with its structure (markers, chunks,
// CRCs) intact so that only a full decode can tell.
import { ihdrData, pngChunk, pngOf } from '@admission/domain/testing';
import jpeg from 'jpeg-js';
import { deflateSync } from 'node:zlib';
import sharp from 'sharp';

const EOI = Buffer.from([0xff, 0xd9]);

/** RGBA pixels with detail in every 8 x 8 block (a flat picture compresses to almost no data). */
function picture(width: number, height: number, seed = 0): Buffer {
  const data = Buffer.alloc(width * height * 4);
  for (let y = 0; y < height; y += 1) {
    for (let x = 0; x < width; x += 1) {
      data.set([(x * 7 + y * 3 + seed) & 0xff, (x * y + seed * 5) & 0xff, ((x ^ y) * 9) & 0xff, 255 - ((x + y) & 0x7f)], (y * width + x) * 4);
    }
  }
  return data;
}

/** A baseline JPEG from jpeg-js: no chroma subsampling, the standard Huffman tables. */
export const aJpegJsJpeg = (width = 64, height = 48, seed = 0): Buffer =>
  Buffer.from(jpeg.encode({ width, height, data: picture(width, height, seed) }, 85).data);

/** The picture, with its varying alpha, in libvips. */
const viaSharp = (width: number, height: number) => sharp(picture(width, height), { raw: { width, height, channels: 4 } });

export const SHARP_JPEGS = {
  'a baseline 4:2:0 JPEG': () => viaSharp(96, 64).removeAlpha().jpeg({ quality: 80 }).toBuffer(),
  'a progressive JPEG': () => viaSharp(96, 64).removeAlpha().jpeg({ progressive: true }).toBuffer(),
  'a CMYK JPEG': () => viaSharp(96, 64).removeAlpha().toColourspace('cmyk').jpeg().toBuffer(),
  'a greyscale JPEG': () => viaSharp(96, 64).removeAlpha().toColourspace('b-w').jpeg().toBuffer(),
} satisfies Record<string, () => Promise<Buffer>>;

export const SHARP_PNGS = {
  'a 16-bit PNG': () => viaSharp(40, 30).removeAlpha().toColourspace('rgb16').png().toBuffer(),
  'an interlaced PNG': () => viaSharp(40, 30).removeAlpha().png({ progressive: true }).toBuffer(),
  'a palette PNG with transparency (tRNS)': () => viaSharp(40, 30).png({ palette: true, colours: 16 }).toBuffer(),
  'a 16-bit greyscale PNG with alpha': () => viaSharp(40, 30).toColourspace('grey16').png().toBuffer(),
} satisfies Record<string, () => Promise<Buffer>>;

const segment = (marker: number, data: Buffer): Buffer => Buffer.concat([Buffer.from([0xff, marker, (data.length + 2) >> 8, (data.length + 2) & 0xff]), data]);
/** Where the entropy-coded data of the first scan starts: segments walked by their lengths (an Exif thumbnail has scans too). */
function scanStart(file: Buffer): number {
  let at = 2;
  while (file[at + 1] !== 0xda) at += 2 + file.readUInt16BE(at + 2);
  return at + 2 + file.readUInt16BE(at + 2);
}

/**
 * A baseline JPEG with a restart marker after each MCU row: jpeg-js strips one MCU row (8 px) high, whose scans
 * (same tables, each starting from zero predictions) are joined by RST0, RST1, ... under one frame and one DRI.
 */
export function aJpegWithRestartMarkers(width = 64, rows = 10): Buffer {
  const strips = Array.from({ length: rows }, (_, row) => aJpegJsJpeg(width, 8, row * 11));
  const first = strips[0] ?? aJpegJsJpeg(width, 8);
  const sos = first.indexOf(Buffer.from([0xff, 0xda]));
  const head = Buffer.from(first.subarray(0, sos));
  const sof = head.indexOf(Buffer.from([0xff, 0xc0]));
  head.writeUInt16BE(8 * rows, sof + 5);
  const interval = Buffer.alloc(2);
  interval.writeUInt16BE(Math.ceil(width / 8));
  const scans = strips.flatMap((strip, row) => [...(row > 0 ? [Buffer.from([0xff, 0xd0 + ((row - 1) % 8)])] : []), strip.subarray(scanStart(strip), strip.lastIndexOf(EOI))]);
  return Buffer.concat([head, segment(0xdd, interval), first.subarray(sos, scanStart(first)), ...scans, EOI]);
}

/** A JPEG as a phone writes it: an Exif block carrying a JPEG thumbnail (with its own SOI and EOI), and bytes after EOI. */
export function aCameraStyleJpeg(): Buffer {
  const photo = aJpegJsJpeg(80, 60);
  const thumbnail = aJpegJsJpeg(16, 12);
  // A little-endian TIFF: IFD0 with no entries, IFD1 giving the thumbnail's offset (from the TIFF header) and length.
  const tiff = Buffer.alloc(8 + 6 + 2 + 2 * 12 + 4);
  tiff.write('II*\0', 0, 'latin1');
  tiff.writeUInt32LE(8, 4);
  tiff.writeUInt32LE(14, 10); // IFD0: 0 entries, next IFD at 14
  tiff.writeUInt16LE(2, 14);
  [
    [0x0201, tiff.length],
    [0x0202, thumbnail.length],
  ].forEach(([tag = 0, value = 0], index) => {
    const at = 16 + 12 * index;
    tiff.writeUInt16LE(tag, at);
    tiff.writeUInt16LE(4, at + 2); // LONG
    tiff.writeUInt32LE(1, at + 4);
    tiff.writeUInt32LE(value, at + 8);
  });
  const exif = segment(0xe1, Buffer.concat([Buffer.from('Exif\0\0', 'latin1'), tiff, thumbnail]));
  return Buffer.concat([photo.subarray(0, 2), exif, photo.subarray(2), Buffer.from('trailing maker data\0\0\0', 'latin1')]);
}

/** The entropy-coded data of a JPEG's first scan: [start, end). */
const scanOf = (file: Buffer): [number, number] => {
  const start = scanStart(file);
  const next = file.indexOf(Buffer.from([0xff, 0xda]), start);
  return [start, next > 0 ? next : file.lastIndexOf(EOI)];
};

export const JPEG_DAMAGE = {
  'sixty-four bytes of its scan zeroed': (file: Buffer) => {
    const [start, end] = scanOf(file);
    return Buffer.from(file).fill(0, start + ((end - start) >> 2), start + ((end - start) >> 2) + 64);
  },
  'bits flipped across its scan': (file: Buffer) => {
    const [start, end] = scanOf(file);
    const damaged = Buffer.from(file);
    for (let at = start + 16; at < end - 16; at += Math.floor((end - start) / 12)) {
      if (damaged[at - 1] !== 0xff && damaged[at] !== 0xff && damaged[at] !== 0x00) damaged[at] = (damaged[at] ?? 0) ^ 0x24;
    }
    return damaged;
  },
  'its scan cut in half, then EOI': (file: Buffer) => {
    const [start, end] = scanOf(file);
    let cut = (start + end) >> 1;
    while (file[cut - 1] === 0xff) cut -= 1;
    return Buffer.concat([file.subarray(0, cut), EOI]);
  },
  'a hundred bytes taken out of its scan': (file: Buffer) => {
    const [start, end] = scanOf(file);
    let from = start + ((end - start) >> 2);
    while (file[from - 1] === 0xff) from -= 1;
    return Buffer.concat([file.subarray(0, from), file.subarray(from + 100)]);
  },
  'a restart marker in the middle of a scan that has none': (file: Buffer) => {
    const [start, end] = scanOf(file);
    let at = (start + end) >> 1;
    while (file[at - 1] === 0xff) at -= 1;
    return Buffer.concat([file.subarray(0, at), Buffer.from([0xff, 0xd3]), file.subarray(at)]);
  },
} satisfies Record<string, (file: Buffer) => Buffer>;

/** Bytes between the last scan's data and EOI: libjpeg warns ("extraneous bytes before marker 0xd9"), every viewer shows the image. */
export const withBytesBeforeEoi = (file: Buffer): Buffer => {
  const eoi = file.lastIndexOf(EOI);
  return Buffer.concat([file.subarray(0, eoi), Buffer.from('garbage!', 'latin1'), file.subarray(eoi)]);
};

/** A photo of a phone camera's size (3648 x 2736, 10 megapixels), at a quality that keeps it under 2 MiB. */
export const aCameraSizedJpeg = (): Promise<Buffer> => {
  const width = 3648;
  const height = 2736;
  const data = Buffer.alloc(width * height * 3);
  for (let y = 0; y < height; y += 1) {
    for (let x = 0; x < width; x += 1) data.set([(x >> 4) & 0xff, (y >> 4) & 0xff, ((x + y) >> 5) & 0xff], (y * width + x) * 3);
  }
  return sharp(data, { raw: { width, height, channels: 3 } }).jpeg({ quality: 40 }).toBuffer();
};

/** The JPEG with its JFIF header's major revision number set to 2 (libjpeg warns "unknown JFIF revision number"). */
const withUnknownJfifRevision = (file: Buffer): Buffer => {
  const [start] = segmentOf(file, 0xe0);
  const copy = Buffer.from(file);
  copy[start + 11] = 2; // FF E0, length (2), "JFIF\0" (5), then the major revision
  return copy;
};

/** The JPEG with an Adobe segment whose colour transform code is 7 (libjpeg knows 0 to 2, warns and takes YCbCr). */
const withUnknownAdobeTransform = (file: Buffer): Buffer => {
  const [, afterApp0] = segmentOf(file, 0xe0);
  const adobe = Buffer.concat([Buffer.from([0xff, 0xee, 0x00, 0x0e]), Buffer.from('Adobe', 'latin1'), Buffer.from([0x00, 0x64, 0, 0, 0, 0, 7])]);
  return Buffer.concat([file.subarray(0, afterApp0), adobe, file.subarray(afterApp0)]);
};

/** JPEG files every viewer shows: each must be kept. */
export const JPEG_TOLERATED = {
  'a 3648 x 2736 camera-sized JPEG': aCameraSizedJpeg,
  'a baseline JPEG with bytes before EOI': async () => withBytesBeforeEoi(aJpegJsJpeg()),
  'a progressive JPEG with bytes before EOI': async () => withBytesBeforeEoi(await SHARP_JPEGS['a progressive JPEG']()),
  'a JPEG with restart markers': async () => aJpegWithRestartMarkers(),
  'a progressive JPEG': SHARP_JPEGS['a progressive JPEG'],
  'a camera-style JPEG (Exif thumbnail, bytes after EOI)': async () => aCameraStyleJpeg(),
  'a JPEG whose JFIF header names an unknown revision': async () => withUnknownJfifRevision(aJpegJsJpeg()),
  'a JPEG whose Adobe segment names an unknown colour transform': async () => withUnknownAdobeTransform(aJpegJsJpeg()),
} satisfies Record<string, () => Promise<Buffer>>;

/** The segment of marker `marker` before the first scan: [start, end). */
function segmentOf(file: Buffer, marker: number): [number, number] {
  let at = 2;
  while (file[at + 1] !== marker) at += 2 + file.readUInt16BE(at + 2);
  return [at, at + 2 + file.readUInt16BE(at + 2)];
}
const withoutSegment = (file: Buffer, marker: number): Buffer => {
  const [start, end] = segmentOf(file, marker);
  return Buffer.concat([file.subarray(0, start), file.subarray(end)]);
};

/** JPEG files no decoder shows correctly: each must be refused. */
export const JPEG_REFUSED = {
  'its scan cut short': async () => {
    const file = aJpegJsJpeg();
    return file.subarray(0, (scanStart(file) + file.length) >> 1);
  },
  'its scan cut short, then EOI': async () => JPEG_DAMAGE['its scan cut in half, then EOI'](aJpegJsJpeg()),
  'no frame header (SOF)': async () => withoutSegment(aJpegJsJpeg(), 0xc0),
  'no scan header (SOS)': async () => {
    const file = aJpegJsJpeg();
    return Buffer.concat([file.subarray(0, segmentOf(file, 0xda)[0]), EOI]);
  },
  'its quantisation table marker broken': async () => {
    const file = Buffer.from(aJpegJsJpeg());
    file[segmentOf(file, 0xdb)[0] + 1] = 0x01;
    return file;
  },
  'a Huffman table segment whose length is shorter than its tables': async () => {
    const file = Buffer.from(aJpegJsJpeg());
    file.writeUInt16BE(5, segmentOf(file, 0xc4)[0] + 2);
    return file;
  },
} satisfies Record<string, () => Promise<Buffer>>;

/** An 8-bit RGB PNG of `width` x `height` whose IDAT holds `idat` (CRCs right, so only the decode can tell). */
const pngWithIdat = (width: number, height: number, idat: Buffer): Buffer =>
  Buffer.from(pngOf(pngChunk('IHDR', ihdrData(width, height)), pngChunk('IDAT', [...idat]), pngChunk('IEND')));

/** Filtered rows of an RGB picture: each row a filter byte (Sub) and its pixels. */
const pngRows = (width: number, rows: number): Buffer =>
  Buffer.concat(Array.from({ length: rows }, (_, y) => Buffer.concat([Buffer.from([1]), Buffer.from(Array.from({ length: width * 3 }, (_, x) => (x * y) & 0xff))])));

const PNG_W = 40;
const PNG_H = 30;
const deflated = deflateSync(pngRows(PNG_W, PNG_H));

export const aPngOfRows = (): Buffer => pngWithIdat(PNG_W, PNG_H, deflated);

export const PNG_DAMAGE = {
  'its zlib stream cut short': () => pngWithIdat(PNG_W, PNG_H, deflated.subarray(0, deflated.length - 10)),
  'a wrong zlib checksum (Adler-32)': () => pngWithIdat(PNG_W, PNG_H, Buffer.concat([deflated.subarray(0, -1), Buffer.from([(deflated.at(-1) ?? 0) ^ 1])])),
  'three rows missing': () => pngWithIdat(PNG_W, PNG_H, deflateSync(pngRows(PNG_W, PNG_H - 3))),
  'an unknown row filter': () => pngWithIdat(PNG_W, PNG_H, deflateSync(Buffer.from(pngRows(PNG_W, PNG_H)).fill(7, 0, 1))),
} satisfies Record<string, () => Buffer>;

/** Image data beyond what IHDR declares: libpng warns ("Too much image data", "extra compressed data") and shows every row. */
export const PNG_EXTRA_DATA = {
  'three rows too many': () => pngWithIdat(PNG_W, PNG_H, deflateSync(pngRows(PNG_W, PNG_H + 3))),
  'data after its zlib stream': () => pngWithIdat(PNG_W, PNG_H, Buffer.concat([deflated, Buffer.from('junkjunk')])),
} satisfies Record<string, () => Buffer>;
