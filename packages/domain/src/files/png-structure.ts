// The structure of a PNG file (PNG specification, 3rd edition, §5 and §11): every chunk and its CRC up to
// IEND, the IHDR field combinations, and the chunk-ordering rules. Decoders such as Chromium's are lenient
// about these; staff's viewers are not, so the check comes before any decode.
import { crc32 } from './crc32';
import { type ImageStructure, broken } from './image-structure';

const SIGNATURE = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a];
const MAX_CHUNK_LENGTH = 0x7fffffff;

/** Bit depths allowed for each colour type (Table 11.1). */
const BIT_DEPTHS: Readonly<Record<number, readonly number[]>> = {
  0: [1, 2, 4, 8, 16],
  2: [8, 16],
  3: [1, 2, 4, 8],
  4: [8, 16],
  6: [8, 16],
};

/** Chunks that must come before PLTE and IDAT. */
const BEFORE_PLTE = new Set(['cHRM', 'gAMA', 'iCCP', 'sBIT', 'sRGB', 'cICP', 'mDCV', 'cLLI', 'mDCv', 'cLLi']);
/** Chunks that must come after PLTE (when there is one) and before IDAT. */
const AFTER_PLTE = new Set(['bKGD', 'hIST', 'tRNS']);
/** Chunks that must come before IDAT. */
const BEFORE_IDAT = new Set(['pHYs', 'sPLT', 'eXIf', 'acTL', ...BEFORE_PLTE, ...AFTER_PLTE]);
/** Chunks that may appear only once. */
const ONCE = new Set(['IHDR', 'PLTE', 'IEND', 'cHRM', 'gAMA', 'iCCP', 'sBIT', 'sRGB', 'cICP', 'mDCV', 'cLLI', 'bKGD', 'hIST', 'tRNS', 'pHYs', 'tIME', 'eXIf', 'acTL']);
/** Fixed data lengths of known chunks. */
const FIXED_LENGTH: Readonly<Record<string, number>> = { IHDR: 13, IEND: 0, gAMA: 4, cHRM: 32, sRGB: 1, pHYs: 9, tIME: 7, cICP: 4, acTL: 8 };

const readUint32 = (bytes: Uint8Array, offset: number): number =>
  (((bytes[offset] ?? 0) << 24) | ((bytes[offset + 1] ?? 0) << 16) | ((bytes[offset + 2] ?? 0) << 8) | (bytes[offset + 3] ?? 0)) >>> 0;

const isLetter = (byte: number): boolean => (byte >= 0x41 && byte <= 0x5a) || (byte >= 0x61 && byte <= 0x7a);
const isUpper = (byte: number): boolean => byte >= 0x41 && byte <= 0x5a;

interface Header {
  readonly width: number;
  readonly height: number;
  readonly bitDepth: number;
  readonly colourType: number;
}

function readHeader(data: Uint8Array): Header | string {
  const width = readUint32(data, 0);
  const height = readUint32(data, 4);
  const [bitDepth = 0, colourType = 0, compression = 0, filter = 0, interlace = 0] = data.subarray(8, 13);
  if (width === 0 || height === 0 || width > MAX_CHUNK_LENGTH || height > MAX_CHUNK_LENGTH) return 'IHDR: width and height must be 1 to 2^31-1';
  if (!(BIT_DEPTHS[colourType] ?? []).includes(bitDepth)) return `IHDR: bit depth ${bitDepth} is not allowed with colour type ${colourType}`;
  if (compression !== 0 || filter !== 0 || interlace > 1) return 'IHDR: unknown compression, filter or interlace method';
  return { width, height, bitDepth, colourType };
}

/** The data length a colour-type-dependent chunk must have, or null when the chunk is not allowed at all. */
function expectedLength(type: string, header: Header, paletteEntries: number): { exact: number } | { max: number } | null | undefined {
  const { colourType } = header;
  switch (type) {
    case 'tRNS':
      if (colourType === 0) return { exact: 2 };
      if (colourType === 2) return { exact: 6 };
      if (colourType === 3) return { max: paletteEntries };
      return null;
    case 'bKGD':
      return { exact: colourType === 3 ? 1 : colourType === 0 || colourType === 4 ? 2 : 6 };
    case 'sBIT':
      return { exact: ({ 0: 1, 2: 3, 3: 3, 4: 2, 6: 4 } as Record<number, number>)[colourType] ?? 0 };
    case 'hIST':
      return paletteEntries === 0 ? null : { exact: 2 * paletteEntries };
    default:
      return undefined;
  }
}

/** Checks a whole PNG file and reads its size from IHDR. Bytes after IEND are ignored. */
export function checkPngStructure(bytes: Uint8Array): ImageStructure {
  if (!SIGNATURE.every((byte, index) => bytes[index] === byte)) return broken('not a PNG signature');
  const seen = new Set<string>();
  let header: Header | null = null;
  let paletteEntries = 0;
  let previous = '';
  let offset = SIGNATURE.length;
  for (;;) {
    if (offset + 12 > bytes.length) return broken(`truncated before IEND at byte ${offset}`);
    const length = readUint32(bytes, offset);
    if (length > MAX_CHUNK_LENGTH || offset + 12 + length > bytes.length) return broken(`chunk at byte ${offset} runs past the end of the file`);
    const typeBytes = bytes.subarray(offset + 4, offset + 8);
    if (!typeBytes.every(isLetter)) return broken(`chunk at byte ${offset} has an invalid type`);
    const type = String.fromCharCode(...typeBytes);
    if (!isUpper(typeBytes[2] ?? 0)) return broken(`${type}: reserved bit set`);
    const dataStart = offset + 8;
    const dataEnd = dataStart + length;
    if (crc32(bytes, offset + 4, dataEnd) !== readUint32(bytes, dataEnd)) return broken(`${type}: CRC mismatch`);
    const data = bytes.subarray(dataStart, dataEnd);

    if (header === null && type !== 'IHDR') return broken('IHDR must be the first chunk');
    if (ONCE.has(type) && seen.has(type)) return broken(`${type} appears more than once`);
    const fixed = FIXED_LENGTH[type];
    if (fixed !== undefined && length !== fixed) return broken(`${type}: length ${length}, expected ${fixed}`);
    if (type !== 'IDAT' && seen.has('IDAT') && BEFORE_IDAT.has(type)) return broken(`${type} must come before IDAT`);
    if (type === 'IDAT' && seen.has('IDAT') && previous !== 'IDAT') return broken('IDAT chunks must be consecutive');
    if (BEFORE_PLTE.has(type) && seen.has('PLTE')) return broken(`${type} must come before PLTE`);
    if (AFTER_PLTE.has(type) && header?.colourType === 3 && !seen.has('PLTE')) return broken(`${type} must come after PLTE`);

    if (type === 'IHDR') {
      const read = readHeader(data);
      if (typeof read === 'string') return broken(read);
      header = read;
    } else if (header !== null) {
      if (type === 'PLTE') {
        if (header.colourType === 0 || header.colourType === 4) return broken('PLTE in a greyscale image');
        if (seen.has('IDAT')) return broken('PLTE must come before IDAT');
        if ([...AFTER_PLTE].some((after) => seen.has(after))) return broken('bKGD, hIST and tRNS must come after PLTE');
        paletteEntries = length / 3;
        const limit = header.colourType === 3 ? 2 ** header.bitDepth : 256;
        if (length % 3 !== 0 || paletteEntries < 1 || paletteEntries > limit) return broken(`PLTE: ${length} bytes is not 1 to ${limit} entries`);
      } else if (type === 'IDAT') {
        if (header.colourType === 3 && !seen.has('PLTE')) return broken('an indexed-colour image needs PLTE before IDAT');
      } else if (type === 'IEND') {
        if (!seen.has('IDAT')) return broken('no IDAT before IEND');
        return { ok: true, width: header.width, height: header.height };
      } else if (type === 'sRGB' && (data[0] ?? 0) > 3) {
        return broken('sRGB: unknown rendering intent');
      } else if (isUpper(typeBytes[0] ?? 0)) {
        return broken(`unknown critical chunk ${type}`);
      } else {
        const expected = expectedLength(type, header, paletteEntries);
        if (expected === null) return broken(`${type} is not allowed with colour type ${header.colourType}`);
        if (expected !== undefined && ('exact' in expected ? length !== expected.exact : length > expected.max)) {
          return broken(`${type}: length ${length} does not fit colour type ${header.colourType}`);
        }
      }
    }
    seen.add(type);
    previous = type;
    offset = dataEnd + 4;
  }
}
