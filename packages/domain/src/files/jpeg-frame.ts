// The size a JPEG file's frame header declares (ITU-T T.81, Annex B), found the way libjpeg finds its markers:
// bytes between segments are skipped to the next marker, fill bytes too. Everything else about the file (its
// tables, its scans, a missing EOI) is the decoder's to judge: this read never refuses what a decoder shows.
import { type ImageFrame, broken } from './image-frame';

const SOI = 0xd8;
const EOI = 0xd9;
const SOS = 0xda;
/** SOF0 to SOF15, less DHT (C4), JPG (C8) and DAC (CC), which share the range. */
const isStartOfFrame = (marker: number): boolean => marker >= 0xc0 && marker <= 0xcf && marker !== 0xc4 && marker !== 0xc8 && marker !== 0xcc;
/** Markers that stand alone, without a length: TEM, RST0 to RST7, SOI. */
const standsAlone = (marker: number): boolean => marker === 0x01 || (marker >= 0xd0 && marker <= 0xd8);

const readUint16 = (bytes: Uint8Array, offset: number): number => ((bytes[offset] ?? 0) << 8) | (bytes[offset + 1] ?? 0);

/** Reads a JPEG's size from its first frame header; the size is null when no frame header comes before a scan. */
export function checkJpegFrame(bytes: Uint8Array): ImageFrame {
  if (bytes[0] !== 0xff || bytes[1] !== SOI) return broken('not a JPEG: no SOI');
  let offset = 2;
  while (offset + 1 < bytes.length) {
    if (bytes[offset] !== 0xff || bytes[offset + 1] === 0xff || bytes[offset + 1] === 0x00) {
      offset += 1;
      continue;
    }
    const marker = bytes[offset + 1] ?? 0;
    if (marker === SOS || marker === EOI) break;
    if (standsAlone(marker)) {
      offset += 2;
      continue;
    }
    if (isStartOfFrame(marker)) {
      if (offset + 9 > bytes.length) break;
      return { ok: true, size: { height: readUint16(bytes, offset + 5), width: readUint16(bytes, offset + 7) } };
    }
    offset += 2 + readUint16(bytes, offset + 2);
  }
  return { ok: true, size: null };
}
