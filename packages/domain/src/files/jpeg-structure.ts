// The structure of a JPEG file (ITU-T T.81, Annex B): markers and segment lengths from SOI to EOI, one frame
// header before the first scan, well-formed tables, and entropy-coded data that reaches the next marker.
import { type ImageStructure, broken } from './image-structure';

const SOI = 0xd8;
const EOI = 0xd9;
const SOS = 0xda;
const DHT = 0xc4;
const DQT = 0xdb;
const DRI = 0xdd;
const DAC = 0xcc;
/** Start-of-frame markers: baseline, extended, progressive, lossless, hierarchical, arithmetic. */
const START_OF_FRAME = new Set([0xc0, 0xc1, 0xc2, 0xc3, 0xc5, 0xc6, 0xc7, 0xc9, 0xca, 0xcb, 0xcd, 0xce, 0xcf]);
const isRestart = (marker: number): boolean => marker >= 0xd0 && marker <= 0xd7;
/** Markers with a length field that this check passes over: APPn, COM, DNL, DHP, EXP, JPGn. */
const isSkippableSegment = (marker: number): boolean =>
  (marker >= 0xe0 && marker <= 0xef) || marker === 0xfe || marker === 0xdc || marker === 0xde || marker === 0xdf || (marker >= 0xf0 && marker <= 0xfd);

const readUint16 = (bytes: Uint8Array, offset: number): number => ((bytes[offset] ?? 0) << 8) | (bytes[offset + 1] ?? 0);

function checkQuantisationTables(data: Uint8Array): string | null {
  let offset = 0;
  while (offset < data.length) {
    const precision = (data[offset] ?? 0) >> 4;
    const destination = (data[offset] ?? 0) & 0x0f;
    if (precision > 1 || destination > 3) return 'DQT: bad precision or destination';
    offset += 1 + (precision === 0 ? 64 : 128);
  }
  return offset === data.length ? null : 'DQT: length does not match its tables';
}

function checkHuffmanTables(data: Uint8Array): string | null {
  let offset = 0;
  while (offset < data.length) {
    const tableClass = (data[offset] ?? 0) >> 4;
    const destination = (data[offset] ?? 0) & 0x0f;
    if (tableClass > 1 || destination > 3 || offset + 17 > data.length) return 'DHT: bad class, destination or counts';
    const symbols = data.subarray(offset + 1, offset + 17).reduce((sum, count) => sum + count, 0);
    if (symbols === 0 || symbols > 256) return 'DHT: a table of no or too many symbols';
    offset += 17 + symbols;
  }
  return offset === data.length ? null : 'DHT: length does not match its tables';
}

/** Where the entropy-coded data after a scan header ends: the offset of the next real marker, or -1. */
function endOfEntropyData(bytes: Uint8Array, start: number): number {
  let offset = start;
  while (offset < bytes.length) {
    if (bytes[offset] !== 0xff) {
      offset += 1;
      continue;
    }
    let next = offset + 1;
    while (bytes[next] === 0xff) next += 1; // fill bytes
    if (next >= bytes.length) return -1;
    const marker = bytes[next] ?? 0;
    if (marker === 0x00 || isRestart(marker)) {
      offset = next + 1;
      continue;
    }
    return offset;
  }
  return -1;
}

/** Checks a whole JPEG file up to EOI and reads its size from the frame header. Bytes after EOI are ignored. */
export function checkJpegStructure(bytes: Uint8Array): ImageStructure {
  if (bytes[0] !== 0xff || bytes[1] !== SOI) return broken('not a JPEG: no SOI');
  let frame: { width: number; height: number; components: Set<number> } | null = null;
  let scans = 0;
  let offset = 2;
  for (;;) {
    if (offset >= bytes.length) return broken('truncated before EOI');
    if (bytes[offset] !== 0xff) return broken(`no marker at byte ${offset}`);
    let markerAt = offset + 1;
    while (bytes[markerAt] === 0xff) markerAt += 1;
    if (markerAt >= bytes.length) return broken('truncated before EOI');
    const marker = bytes[markerAt] ?? 0;
    if (marker === EOI) {
      if (frame === null || scans === 0) return broken('EOI before any frame or scan');
      return { ok: true, width: frame.width, height: frame.height };
    }
    if (marker === SOI || marker === 0x00 || marker === 0x01 || isRestart(marker)) return broken(`unexpected marker 0x${marker.toString(16)} at byte ${markerAt}`);
    if (markerAt + 3 > bytes.length) return broken('truncated segment length');
    const length = readUint16(bytes, markerAt + 1);
    const dataStart = markerAt + 3;
    const segmentEnd = markerAt + 1 + length;
    if (length < 2 || segmentEnd > bytes.length) return broken(`segment 0x${marker.toString(16)} runs past the end of the file`);
    const data = bytes.subarray(dataStart, segmentEnd);
    offset = segmentEnd;

    if (START_OF_FRAME.has(marker)) {
      if (frame !== null) return broken('more than one frame header');
      const precision = data[0] ?? 0;
      const height = readUint16(data, 1);
      const width = readUint16(data, 3);
      const count = data[5] ?? 0;
      if (![2, 8, 12, 16].includes(precision)) return broken(`SOF: precision ${precision}`);
      if (width === 0 || height === 0) return broken('SOF: zero width or height');
      if (count < 1 || count > 4 || length !== 8 + 3 * count) return broken('SOF: bad component count or length');
      const components = new Set<number>();
      for (let index = 0; index < count; index += 1) {
        const sampling = data[6 + 3 * index + 1] ?? 0;
        if (sampling >> 4 < 1 || sampling >> 4 > 4 || (sampling & 0x0f) < 1 || (sampling & 0x0f) > 4) return broken('SOF: bad sampling factors');
        components.add(data[6 + 3 * index] ?? 0);
      }
      frame = { width, height, components };
    } else if (marker === SOS) {
      if (frame === null) return broken('SOS before the frame header');
      const count = data[0] ?? 0;
      if (count < 1 || count > 4 || length !== 6 + 2 * count) return broken('SOS: bad component count or length');
      for (let index = 0; index < count; index += 1) {
        if (!frame.components.has(data[1 + 2 * index] ?? -1)) return broken('SOS: a component the frame does not have');
      }
      const end = endOfEntropyData(bytes, segmentEnd);
      if (end < 0) return broken('entropy-coded data truncated before EOI');
      if (end === segmentEnd) return broken('a scan without data');
      scans += 1;
      offset = end;
    } else if (marker === DQT) {
      const problem = checkQuantisationTables(data);
      if (problem !== null) return broken(problem);
    } else if (marker === DHT) {
      const problem = checkHuffmanTables(data);
      if (problem !== null) return broken(problem);
    } else if (marker === DRI) {
      if (length !== 4) return broken('DRI: length must be 4');
    } else if (marker !== DAC && !isSkippableSegment(marker)) {
      return broken(`unknown marker 0x${marker.toString(16)}`);
    }
  }
}
