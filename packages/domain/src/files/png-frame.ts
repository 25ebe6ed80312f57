// The frame of a PNG file (PNG specification, 3rd edition, §5): the chunks a decoder cannot do without, read as
// libpng reads them. IHDR first, each chunk whole, the CRC of every critical chunk (IHDR, PLTE, IDAT, IEND), and
// IEND at the end. Ancillary chunks are passed over whatever they hold, where they stand, how often they come and
// whatever their CRC: decoders ignore them or warn. What the chunks hold (IHDR's fields, PLTE where required, the
// image data stream) is the decoder's to judge.
import { crc32 } from './crc32';
import { type ImageFrame, broken } from './image-frame';

const SIGNATURE = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a];
const IHDR_LENGTH = 13;

const readUint32 = (bytes: Uint8Array, offset: number): number =>
  (((bytes[offset] ?? 0) << 24) | ((bytes[offset + 1] ?? 0) << 16) | ((bytes[offset + 2] ?? 0) << 8) | (bytes[offset + 3] ?? 0)) >>> 0;

/** A chunk is critical when the first letter of its type is upper case (bit 5 of its first byte clear). */
const isCritical = (typeByte: number): boolean => (typeByte & 0x20) === 0;

/** Walks a whole PNG file's chunks to IEND and reads its size from IHDR. Bytes after IEND are ignored. */
export function checkPngFrame(bytes: Uint8Array): ImageFrame {
  if (!SIGNATURE.every((byte, index) => bytes[index] === byte)) return broken('not a PNG signature');
  let size: { width: number; height: number } | null = null;
  let offset = SIGNATURE.length;
  for (;;) {
    if (offset + 12 > bytes.length) return broken(`truncated before IEND at byte ${offset}`);
    const length = readUint32(bytes, offset);
    const dataEnd = offset + 8 + length;
    if (dataEnd + 4 > bytes.length) return broken(`chunk at byte ${offset} runs past the end of the file`);
    const type = String.fromCharCode(...bytes.subarray(offset + 4, offset + 8));
    if (size === null && type !== 'IHDR') return broken('IHDR must be the first chunk');
    if (isCritical(bytes[offset + 4] ?? 0) && crc32(bytes, offset + 4, dataEnd) !== readUint32(bytes, dataEnd)) return broken(`${type}: CRC mismatch`);
    if (type === 'IHDR') {
      if (size !== null) return broken('IHDR appears twice');
      if (length !== IHDR_LENGTH) return broken(`IHDR: length ${length}, expected ${IHDR_LENGTH}`);
      size = { width: readUint32(bytes, offset + 8), height: readUint32(bytes, offset + 12) };
    } else if (type === 'IEND') {
      return { ok: true, size };
    }
    offset = dataEnd + 4;
  }
}
