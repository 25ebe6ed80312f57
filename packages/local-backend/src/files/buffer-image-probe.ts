// The server's ImageProbe: reads the width and height from a PNG or JPEG header held in memory.
// A file whose header cannot be read counts as an image that does not load.
import type { CandidateFile, ImageDimensions, ImageProbe } from '@admission/domain';

function pngDimensions(bytes: Buffer): ImageDimensions | null {
  // Signature (8), IHDR length (4), 'IHDR' (4), width (4), height (4).
  if (bytes.length < 24 || bytes.toString('ascii', 12, 16) !== 'IHDR') return null;
  return { width: bytes.readUInt32BE(16), height: bytes.readUInt32BE(20) };
}

const START_OF_FRAME = new Set([0xc0, 0xc1, 0xc2, 0xc3, 0xc5, 0xc6, 0xc7, 0xc9, 0xca, 0xcb, 0xcd, 0xce, 0xcf]);

function jpegDimensions(bytes: Buffer): ImageDimensions | null {
  let offset = 2;
  while (offset + 9 < bytes.length) {
    if (bytes[offset] !== 0xff) return null;
    const marker = bytes[offset + 1] ?? 0;
    if (marker === 0xd8 || (marker >= 0xd0 && marker <= 0xd7) || marker === 0x01 || marker === 0xff) {
      offset += marker === 0xff ? 1 : 2;
      continue;
    }
    const length = bytes.readUInt16BE(offset + 2);
    if (START_OF_FRAME.has(marker)) return { height: bytes.readUInt16BE(offset + 5), width: bytes.readUInt16BE(offset + 7) };
    if (length < 2) return null;
    offset += 2 + length;
  }
  return null;
}

export const bufferImageProbe: ImageProbe = {
  measure(file: CandidateFile, _timeoutMs: number): Promise<ImageDimensions> {
    const bytes = file.body;
    if (!Buffer.isBuffer(bytes)) return Promise.reject(new Error('no bytes to measure'));
    const dimensions = file.type.trim().toLowerCase().startsWith('image/png') ? pngDimensions(bytes) : jpegDimensions(bytes);
    return dimensions === null ? Promise.reject(new Error('unreadable image header')) : Promise.resolve(dimensions);
  },
};

/** A Buffer as the domain's CandidateFile. */
export function candidateFileFromBuffer(name: string, type: string, bytes: Buffer): CandidateFile<Buffer> {
  return {
    name,
    size: bytes.length,
    type,
    readHead: (count) => Promise.resolve(new Uint8Array(bytes.subarray(0, count))),
    body: bytes,
  };
}
