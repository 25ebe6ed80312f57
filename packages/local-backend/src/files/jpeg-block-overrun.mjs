// libjpeg (in sharp) decodes a sequential JPEG's Huffman-coded blocks but lets a block's coefficients run past the
// 64th without a word: a scan whose bytes were zeroed, flipped or cut out often decodes that way to its end, and
// libjpeg shows noise with no warning, or with the "extraneous bytes before marker 0xd9" it also gives a whole
// picture. This walks each sequential scan's blocks as libjpeg reads them and finds a block that runs past 64
// coefficients: the one thing no maintained decoder reports (docs/decisions/0054-a-jpeg-block-past-its-end.md).
// Every other fault (a code no table has, data that ends early, restart markers out of order) is libjpeg's to judge;
// it runs after sharp has decoded the file, so the frame, the tables and the segment lengths are sound.
// Plain JavaScript: it runs in the decode worker, which has no TypeScript loader.

const SEQUENTIAL_HUFFMAN_FRAMES = new Set([0xc0, 0xc1]);
const NOT_FRAMES = new Set([0xc4, 0xc8, 0xcc]);
const DHT = 0xc4;
const DRI = 0xdd;
const SOS = 0xda;
const EOI = 0xd9;
const isRestart = (marker) => marker >= 0xd0 && marker <= 0xd7;
const OVERRUN = "a block's coefficients run past its 64th";

/** One DHT table's canonical codes (ITU-T T.81, Annex C): per length, its last code and where its symbols start. */
function huffmanTable(counts, symbols) {
  const maxCode = new Int32Array(17).fill(-1);
  const offset = new Int32Array(17);
  for (let length = 1, code = 0, index = 0; length <= 16; length += 1, code <<= 1) {
    const count = counts[length - 1] ?? 0;
    offset[length] = index - code;
    code += count;
    index += count;
    if (count > 0) maxCode[length] = code - 1;
  }
  return { maxCode, offset, symbols };
}

/** The entropy-coded bits from `position`, stuffed bytes undone; -1 at a marker or the end. */
function bitReader(bytes, start) {
  let position = start;
  let byte = 0;
  let left = 0;
  const bit = () => {
    if (left === 0) {
      const value = bytes[position];
      if (value === undefined || (value === 0xff && bytes[position + 1] !== 0x00)) return -1;
      position += value === 0xff ? 2 : 1;
      byte = value;
      left = 8;
    }
    left -= 1;
    return (byte >> left) & 1;
  };
  return {
    skip(count) {
      for (let index = 0; index < count; index += 1) if (bit() < 0) return false;
      return true;
    },
    /** The next Huffman symbol, or -1 at a marker or for a code the table does not have. */
    symbol(table) {
      let code = 0;
      for (let length = 1; length <= 16; length += 1) {
        const next = bit();
        if (next < 0) return -1;
        code = (code << 1) | next;
        if (code <= (table.maxCode[length] ?? -1)) return table.symbols[(table.offset[length] ?? 0) + code] ?? -1;
      }
      return -1;
    },
    /** Past the padding and the restart marker that ends an interval; false when no such marker is there. */
    restart() {
      left = 0;
      while (bytes[position] === 0xff && bytes[position + 1] === 0x00) position += 2;
      if (bytes[position] !== 0xff || !isRestart(bytes[position + 1] ?? 0)) return false;
      position += 2;
      return true;
    },
  };
}

/** OVERRUN when one block's coefficients run past 64; 'end' when its codes stop (libjpeg's to judge); null when it holds. */
function readBlock(reader, dc, ac) {
  const size = reader.symbol(dc);
  if (size < 0 || !reader.skip(size)) return 'end';
  for (let k = 1; k < 64; ) {
    const symbol = reader.symbol(ac);
    if (symbol < 0) return 'end';
    if ((symbol & 0x0f) === 0 && symbol >> 4 !== 15) return null;
    k += (symbol >> 4) + 1;
    if (k > 64) return OVERRUN;
    if (!reader.skip(symbol & 0x0f)) return 'end';
  }
  return null;
}

/** Reads one scan's blocks from `start`, MCU by MCU; OVERRUN or null. */
function walkScan(bytes, start, frame, scan, restartInterval) {
  const maxH = Math.max(...frame.components.map((component) => component.h));
  const maxV = Math.max(...frame.components.map((component) => component.v));
  const [first] = scan;
  const blocks = scan.flatMap(({ component, dc, ac }) => Array.from({ length: scan.length > 1 ? component.h * component.v : 1 }, () => [dc, ac]));
  const mcus =
    scan.length > 1
      ? Math.ceil(frame.width / (8 * maxH)) * Math.ceil(frame.height / (8 * maxV))
      : Math.ceil(Math.ceil((frame.width * first.component.h) / maxH) / 8) * Math.ceil(Math.ceil((frame.height * first.component.v) / maxV) / 8);
  const reader = bitReader(bytes, start);
  for (let mcu = 0; mcu < mcus; mcu += 1) {
    if (restartInterval > 0 && mcu > 0 && mcu % restartInterval === 0 && !reader.restart()) return null;
    for (const [dc, ac] of blocks) {
      const read = readBlock(reader, dc, ac);
      if (read !== null) return read === OVERRUN ? OVERRUN : null;
    }
  }
  return null;
}

/** Where the next marker after `from` starts (not a stuffed byte, a fill byte or a restart marker), or -1. */
function nextMarker(bytes, from) {
  for (let at = from; at + 1 < bytes.length; at += 1) {
    const next = bytes[at + 1] ?? 0;
    if (bytes[at] === 0xff && next !== 0x00 && next !== 0xff && !isRestart(next)) return at;
  }
  return -1;
}

/**
 * Why a sequential Huffman-coded JPEG that libjpeg decoded is still broken (a block past its 64 coefficients), or
 * null. Other frames (progressive, arithmetic, lossless) are left to libjpeg, which reads all their scans first.
 * @param {Uint8Array} bytes
 * @returns {string | null}
 */
export function jpegBlockOverrun(bytes) {
  /** @type {{ width: number, height: number, components: { id: number, h: number, v: number }[] } | null} */
  let frame = null;
  const tables = new Map();
  let restartInterval = 0;
  for (let offset = 2; offset >= 0 && offset + 3 < bytes.length; ) {
    const marker = bytes[offset + 1] ?? EOI;
    if (bytes[offset] !== 0xff || marker === EOI) return null;
    if (marker === 0xff) {
      offset += 1;
      continue;
    }
    const data = offset + 4;
    const end = offset + 2 + (((bytes[offset + 2] ?? 0) << 8) | (bytes[offset + 3] ?? 0));
    if (marker >= 0xc0 && marker <= 0xcf && !NOT_FRAMES.has(marker)) {
      if (!SEQUENTIAL_HUFFMAN_FRAMES.has(marker)) return null;
      const components = Array.from({ length: bytes[data + 5] ?? 0 }, (_, index) => {
        const sampling = bytes[data + 7 + 3 * index] ?? 0x11;
        return { id: bytes[data + 6 + 3 * index] ?? 0, h: sampling >> 4, v: sampling & 0x0f };
      });
      frame = { height: ((bytes[data + 1] ?? 0) << 8) | (bytes[data + 2] ?? 0), width: ((bytes[data + 3] ?? 0) << 8) | (bytes[data + 4] ?? 0), components };
    } else if (marker === DHT) {
      for (let at = data; at < end; ) {
        const counts = bytes.subarray(at + 1, at + 17);
        const total = counts.reduce((sum, count) => sum + count, 0);
        tables.set(bytes[at], huffmanTable(counts, bytes.subarray(at + 17, at + 17 + total)));
        at += 17 + total;
      }
    } else if (marker === DRI) {
      restartInterval = ((bytes[data] ?? 0) << 8) | (bytes[data + 1] ?? 0);
    } else if (marker === SOS && frame !== null) {
      const scan = Array.from({ length: bytes[data] ?? 0 }, (_, index) => {
        const selectors = bytes[data + 2 + 2 * index] ?? 0;
        const component = frame?.components.find((candidate) => candidate.id === bytes[data + 1 + 2 * index]);
        return { component, dc: tables.get(selectors >> 4), ac: tables.get(0x10 | (selectors & 0x0f)) };
      });
      if (scan.some(({ component, dc, ac }) => !component || !dc || !ac)) return null;
      if (walkScan(bytes, end, frame, scan, restartInterval) !== null) return OVERRUN;
      offset = nextMarker(bytes, end);
      continue;
    }
    offset = end;
  }
  return null;
}
