// Whole, structurally valid files of each accepted type, and the parts to break them with, built without any
// library: PNG chunks with their CRCs (pixels deflated as stored blocks), a baseline JPEG's markers, a PDF frame.
import { crc32 } from '../files/crc32';

export const ascii = (text: string): number[] => [...text].map((char) => char.charCodeAt(0));
export const uint32 = (value: number): number[] => [(value >>> 24) & 0xff, (value >>> 16) & 0xff, (value >>> 8) & 0xff, value & 0xff];
const uint16 = (value: number): number[] => [(value >>> 8) & 0xff, value & 0xff];

export const PNG_SIGNATURE = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a];

/** One PNG chunk: length, type, data, CRC (a wrong one when `badCrc`). */
export const pngChunk = (type: string, data: readonly number[] = [], options: { badCrc?: boolean } = {}): number[] => {
  const typeAndData = Uint8Array.from([...ascii(type), ...data]);
  const crc = crc32(typeAndData) ^ (options.badCrc === true ? 1 : 0);
  return [...uint32(data.length), ...typeAndData, ...uint32(crc >>> 0)];
};

export const ihdrData = (width: number, height: number, bitDepth = 8, colourType = 2, interlace = 0): number[] => [
  ...uint32(width),
  ...uint32(height),
  bitDepth,
  colourType,
  0,
  0,
  interlace,
];

/** zlib with stored (uncompressed) deflate blocks. */
export const zlibStored = (data: readonly number[]): number[] => {
  const out = [0x78, 0x01];
  for (let start = 0; start < data.length || start === 0; start += 65_535) {
    const block = data.slice(start, start + 65_535);
    const last = start + 65_535 >= data.length ? 1 : 0;
    out.push(last, block.length & 0xff, block.length >>> 8, ~block.length & 0xff, (~block.length >>> 8) & 0xff, ...block);
    if (last === 1) break;
  }
  let a = 1;
  let b = 0;
  for (const byte of data) {
    a = (a + byte) % 65_521;
    b = (b + a) % 65_521;
  }
  return [...out, ...uint32(((b << 16) | a) >>> 0)];
};

/** The IDAT data of a small RGB 8-bit image (filter 0 on each row). */
export const rgbIdatData = (width: number, height: number): number[] => {
  const rows: number[] = [];
  for (let y = 0; y < height; y += 1) {
    rows.push(0);
    for (let x = 0; x < width; x += 1) rows.push((x * 16) & 0xff, (y * 16) & 0xff, 128);
  }
  return zlibStored(rows);
};

/** A PNG from its chunks (signature added). */
export const pngOf = (...chunks: readonly (readonly number[])[]): Uint8Array => Uint8Array.from([...PNG_SIGNATURE, ...chunks.flat()]);

/** A valid RGB PNG of the given size. */
export const aValidPng = (width = 4, height = 3): Uint8Array =>
  pngOf(pngChunk('IHDR', ihdrData(width, height)), pngChunk('IDAT', rgbIdatData(width, height)), pngChunk('IEND'));

const segment = (marker: number, data: readonly number[]): number[] => [0xff, marker, ...uint16(data.length + 2), ...data];

/** JPEG segments of a baseline greyscale frame: SOI through the scan header, without data or EOI. */
export const jpegHead = (width = 8, height = 8): number[] => [
  0xff,
  0xd8,
  ...segment(0xe0, [...ascii('JFIF'), 0, 1, 1, 0, 0, 1, 0, 1, 0, 0]),
  ...segment(0xdb, [0x00, ...Array.from({ length: 64 }, () => 1)]),
  ...segment(0xc0, [8, ...uint16(height), ...uint16(width), 1, 1, 0x11, 0]),
  ...segment(0xc4, [0x00, 1, ...Array.from({ length: 15 }, () => 0), 0]),
  ...segment(0xc4, [0x10, 1, ...Array.from({ length: 15 }, () => 0), 0]),
  ...segment(0xda, [1, 1, 0x00, 0, 63, 0]),
];

/** A structurally valid JPEG (entropy data with a stuffed byte and a restart marker, then EOI). */
export const aValidJpeg = (width = 8, height = 8): Uint8Array =>
  Uint8Array.from([...jpegHead(width, height), 0x12, 0xff, 0x00, 0x34, 0xff, 0xd0, 0x56, 0xff, 0xd9]);

/** A one-page PDF with a cross-reference table. */
export const aValidPdf = (): Uint8Array => {
  const objects = ['<< /Type /Catalog /Pages 2 0 R >>', '<< /Type /Pages /Kids [3 0 R] /Count 1 >>', '<< /Type /Page /Parent 2 0 R /MediaBox [0 0 612 792] >>'];
  let out = '%PDF-1.4\n';
  const offsets: number[] = [];
  objects.forEach((object, index) => {
    offsets.push(out.length);
    out += `${index + 1} 0 obj\n${object}\nendobj\n`;
  });
  const xref = out.length;
  out += `xref\n0 ${objects.length + 1}\n0000000000 65535 f \n${offsets.map((offset) => `${String(offset).padStart(10, '0')} 00000 n \n`).join('')}`;
  out += `trailer\n<< /Size ${objects.length + 1} /Root 1 0 R >>\nstartxref\n${xref}\n%%EOF\n`;
  return Uint8Array.from(ascii(out));
};
