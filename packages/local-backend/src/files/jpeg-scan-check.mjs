// Walks the Huffman-coded scans of a sequential JPEG (SOF0, SOF1) symbol by symbol, without computing a pixel:
// every code must be in its table, every block must stay within its 64 coefficients, restart markers must come
// in order after each interval, and each scan's data must end with its last block. libvips (sharp) decodes the
// pixels but never reads a scan's tail and drops warnings raised near the end of the image, so a stream that
// has lost or gained bytes there would pass it; libjpeg's own `djpeg` reports these as corrupt data.
// It errs where libjpeg errs, and no further: bytes between the last scan's last block and EOI (libjpeg's
// "extraneous bytes before marker 0xd9", which every viewer shows) and a missing EOI pass, as they do there.
// Progressive scans need no walk here: libjpeg reads them all before the first row, where sharp's failOn sees.
// Plain JavaScript: it runs in the decode worker, which has no TypeScript loader.

const SEQUENTIAL_HUFFMAN_FRAMES = new Set([0xc0, 0xc1]);
const DHT = 0xc4;
const DRI = 0xdd;
const SOS = 0xda;
const EOI = 0xd9;
const isRestart = (marker) => marker >= 0xd0 && marker <= 0xd7;
const hasNoLength = (marker) => marker === 0xd8 || marker === 0x01 || isRestart(marker) || marker === EOI;

/**
 * The decoding table of one DHT table (ITU-T T.81, Annex C and F.2.2.3), or a reason when its codes overflow.
 * @param {Uint8Array} counts the 16 code counts, by code length
 * @param {Uint8Array} symbols the symbols in code order
 */
function huffmanTable(counts, symbols) {
  const maxCode = new Int32Array(18).fill(-1);
  const offset = new Int32Array(17);
  const total = symbols.length;
  let code = 0;
  let index = 0;
  for (let length = 1; length <= 16; length += 1) {
    const count = counts[length - 1] ?? 0;
    offset[length] = index - code;
    code += count;
    index += count;
    // As libjpeg: the codes of each length must fit below the all-ones code of that length.
    if ((count > 0 || index < total) && code >= 2 ** length) return 'a Huffman table whose codes overflow';
    if (count > 0) maxCode[length] = code - 1;
    code <<= 1;
  }
  return { maxCode, offset, symbols };
}

/** Reads the entropy-coded bits of one scan: stuffed bytes undone, a marker ends the data. */
class BitReader {
  /** @param {Uint8Array} bytes @param {number} position */
  constructor(bytes, position) {
    this.bytes = bytes;
    this.position = position;
    this.byte = 0;
    this.bitsLeft = 0;
  }

  /** The next bit, or -1 at a marker (the data ran out). */
  bit() {
    if (this.bitsLeft === 0) {
      const value = this.bytes[this.position];
      if (value === undefined) return -1;
      if (value === 0xff) {
        if (this.bytes[this.position + 1] !== 0x00) return -1;
        this.position += 1;
      }
      this.position += 1;
      this.byte = value;
      this.bitsLeft = 8;
    }
    this.bitsLeft -= 1;
    return (this.byte >> this.bitsLeft) & 1;
  }

  /** Skips `count` bits; false when the data runs out first. */
  skip(count) {
    for (let index = 0; index < count; index += 1) if (this.bit() < 0) return false;
    return true;
  }

  /** The next Huffman symbol: -1 when the data runs out, -2 for a code the table does not have. */
  symbol(table) {
    let code = 0;
    for (let length = 1; length <= 16; length += 1) {
      const bit = this.bit();
      if (bit < 0) return -1;
      code = (code << 1) | bit;
      if (code <= (table.maxCode[length] ?? -1)) return table.symbols[(table.offset[length] ?? 0) + code] ?? -2;
    }
    return -2;
  }

  /**
   * Drops the padding of a scan or restart interval: the rest of the current byte, and whole bytes of 1-bits
   * (some encoders, jpeg-js among them, pad a byte-aligned end with one; libjpeg reads past a few bytes unseen).
   */
  endOfData() {
    this.bitsLeft = 0;
    while (this.bytes[this.position] === 0xff && this.bytes[this.position + 1] === 0x00) this.position += 2;
    return this.position;
  }

  /** Reads the marker that must follow the padding (fill bytes allowed). */
  marker() {
    this.endOfData();
    if (this.bytes[this.position] !== 0xff) return -1;
    while (this.bytes[this.position + 1] === 0xff) this.position += 1;
    const marker = this.bytes[this.position + 1] ?? -1;
    this.position += 2;
    return marker;
  }
}

/** The marker after `from` (a 0xFF not followed by a stuffed 0x00 or a fill byte), or -1. */
function nextMarker(bytes, from) {
  for (let at = from; at + 1 < bytes.length; at += 1) {
    if (bytes[at] === 0xff && bytes[at + 1] !== 0x00 && bytes[at + 1] !== 0xff) return bytes[at + 1];
  }
  return -1;
}

const OUT_OF_DATA = 'entropy-coded data ends before its last block';
const BAD_CODE = 'a Huffman code its table does not have';

/** Checks one 8x8 block's codes; null when they hold. */
function checkBlock(reader, dcTable, acTable) {
  const dc = reader.symbol(dcTable);
  if (dc < 0) return dc === -1 ? OUT_OF_DATA : BAD_CODE;
  if (dc > 15 || !reader.skip(dc)) return dc > 15 ? 'a DC difference of more than 15 bits' : OUT_OF_DATA;
  for (let k = 1; k < 64; ) {
    const symbol = reader.symbol(acTable);
    if (symbol < 0) return symbol === -1 ? OUT_OF_DATA : BAD_CODE;
    const run = symbol >> 4;
    const size = symbol & 0x0f;
    if (size === 0 && run !== 15) return null; // end of block
    k += run + 1; // with size 0 and run 15: sixteen zeros
    if (k > 64) return 'coefficients past the end of a block';
    if (!reader.skip(size)) return OUT_OF_DATA;
  }
  return null;
}

/**
 * Walks one scan from `start` (just after its header) to its last block; returns where its data ended, or why
 * it is broken. `frame` holds the frame's size and components, `scan` the scan's components with their tables.
 */
function walkScan(bytes, start, frame, scan, restartInterval) {
  const maxH = Math.max(...frame.components.map((component) => component.h));
  const maxV = Math.max(...frame.components.map((component) => component.v));
  const interleaved = scan.length > 1;
  /** Blocks of each MCU, in order, as [dcTable, acTable] pairs. */
  const blocks = [];
  let mcus;
  if (interleaved) {
    mcus = Math.ceil(frame.width / (8 * maxH)) * Math.ceil(frame.height / (8 * maxV));
    for (const { component, dc, ac } of scan) for (let count = 0; count < component.h * component.v; count += 1) blocks.push([dc, ac]);
  } else {
    const [{ component, dc, ac }] = scan;
    const width = Math.ceil((frame.width * component.h) / maxH);
    const height = Math.ceil((frame.height * component.v) / maxV);
    mcus = Math.ceil(width / 8) * Math.ceil(height / 8);
    blocks.push([dc, ac]);
  }
  const reader = new BitReader(bytes, start);
  let expectedRestart = 0;
  for (let mcu = 0; mcu < mcus; mcu += 1) {
    if (restartInterval > 0 && mcu > 0 && mcu % restartInterval === 0) {
      if (reader.marker() !== 0xd0 + expectedRestart) return 'a restart marker missing or out of order';
      expectedRestart = (expectedRestart + 1) % 8;
    }
    for (const [dc, ac] of blocks) {
      const problem = checkBlock(reader, dc, ac);
      if (problem !== null) return problem;
    }
  }
  return reader.endOfData();
}

/**
 * Null when every Huffman-coded sequential scan of a JPEG decodes to its last block and ends there; otherwise
 * why not. Other frames (progressive, arithmetic, lossless) and anything after EOI are left to the decoder.
 * Runs after sharp has read the header (segment lengths, tables and frame header are sound).
 * @param {Uint8Array} bytes
 * @returns {string | null}
 */
export function jpegScanProblem(bytes) {
  /** @type {{ width: number, height: number, components: { id: number, h: number, v: number }[] } | null} */
  let frame = null;
  const dcTables = new Map();
  const acTables = new Map();
  let restartInterval = 0;
  let offset = 2;
  while (offset + 1 < bytes.length) {
    if (bytes[offset] !== 0xff) return `no marker at byte ${offset}`;
    while (bytes[offset + 1] === 0xff) offset += 1;
    const marker = bytes[offset + 1] ?? 0;
    if (marker === EOI) return null;
    if (hasNoLength(marker)) return `unexpected marker at byte ${offset}`;
    const dataStart = offset + 4;
    const end = offset + 2 + (((bytes[offset + 2] ?? 0) << 8) | (bytes[offset + 3] ?? 0));
    offset = end;
    if (marker >= 0xc0 && marker <= 0xcf && marker !== DHT && marker !== 0xc8 && marker !== 0xcc) {
      if (!SEQUENTIAL_HUFFMAN_FRAMES.has(marker)) return null;
      const count = bytes[dataStart + 5] ?? 0;
      const components = [];
      for (let index = 0; index < count; index += 1) {
        const sampling = bytes[dataStart + 6 + 3 * index + 1] ?? 0x11;
        components.push({ id: bytes[dataStart + 6 + 3 * index] ?? 0, h: sampling >> 4, v: sampling & 0x0f });
      }
      frame = { height: ((bytes[dataStart + 1] ?? 0) << 8) | (bytes[dataStart + 2] ?? 0), width: ((bytes[dataStart + 3] ?? 0) << 8) | (bytes[dataStart + 4] ?? 0), components };
    } else if (marker === DHT) {
      for (let at = dataStart; at < end; ) {
        const counts = bytes.subarray(at + 1, at + 17);
        const total = counts.reduce((sum, count) => sum + count, 0);
        const table = huffmanTable(counts, bytes.subarray(at + 17, at + 17 + total));
        if (typeof table === 'string') return table;
        ((bytes[at] ?? 0) >> 4 === 0 ? dcTables : acTables).set((bytes[at] ?? 0) & 0x0f, table);
        at += 17 + total;
      }
    } else if (marker === DRI) {
      restartInterval = ((bytes[dataStart] ?? 0) << 8) | (bytes[dataStart + 1] ?? 0);
    } else if (marker === SOS) {
      if (frame === null) return 'a scan before the frame header';
      const scan = [];
      for (let index = 0; index < (bytes[dataStart] ?? 0); index += 1) {
        const id = bytes[dataStart + 1 + 2 * index];
        const selectors = bytes[dataStart + 2 + 2 * index] ?? 0;
        const component = frame.components.find((candidate) => candidate.id === id);
        const dc = dcTables.get(selectors >> 4);
        const ac = acTables.get(selectors & 0x0f);
        if (component === undefined || dc === undefined || ac === undefined) return 'a scan uses a Huffman table it never defined';
        scan.push({ component, dc, ac });
      }
      const spectral = bytes.subarray(end - 3, end);
      if (spectral[0] !== 0 || spectral[1] !== 63 || spectral[2] !== 0) return 'a sequential scan with progressive parameters';
      const ended = walkScan(bytes, end, frame, scan, restartInterval);
      if (typeof ended === 'string') return ended;
      if (ended >= bytes.length) return null;
      if (bytes[ended] !== 0xff || bytes[ended + 1] === 0x00) return nextMarker(bytes, ended) === EOI ? null : "data after a scan's last block";
      offset = ended;
      // A restart marker after the last block is harmless (libjpeg skips it too).
      while (bytes[offset] === 0xff && isRestart(bytes[offset + 1] ?? 0)) offset += 2;
    }
  }
  // Every scan ended with its last block: libjpeg shows the picture without its EOI.
  return null;
}

