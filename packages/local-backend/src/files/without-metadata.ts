// A document as a reviewer receives it: the file without the metadata its author's software wrote into it (a PDF's
// information dictionary and XMP, a JPEG's EXIF, XMP and comments, a PNG's text, eXIf and tIME chunks), its pages and
// pixels byte for byte as uploaded. A photo's EXIF orientation is kept, alone, so that it still shows the right way up.
import { crc32 } from '@admission/domain';
import { PDFArray, PDFDict, PDFDocument, PDFName, PDFRef, PDFStream, type PDFObject } from '@cantoo/pdf-lib';

/** The file could not be read far enough to take its metadata out: it is not served as it is. */
export class MetadataNotRemovable extends Error {}

const PNG_SIGNATURE = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);
const EXIF_HEADER = Buffer.from('Exif\0\0', 'latin1');
const ORIENTATION_TAG = 0x0112;

/** The EXIF orientation (1-8) of a TIFF block (an EXIF payload after its header), or 1. */
function orientationOf(tiff: Buffer): number {
  if (tiff.length < 8) return 1;
  const little = tiff.toString('latin1', 0, 2) === 'II';
  const u16 = (at: number) => (at + 2 <= tiff.length ? (little ? tiff.readUInt16LE(at) : tiff.readUInt16BE(at)) : 0);
  const u32 = (at: number) => (at + 4 <= tiff.length ? (little ? tiff.readUInt32LE(at) : tiff.readUInt32BE(at)) : 0);
  const ifd = u32(4);
  const entries = u16(ifd);
  for (let index = 0; index < entries; index += 1) {
    const entry = ifd + 2 + 12 * index;
    if (u16(entry) === ORIENTATION_TAG) {
      const value = u16(entry + 8);
      return value >= 1 && value <= 8 ? value : 1;
    }
  }
  return 1;
}

/** A TIFF block holding the orientation and nothing else (big-endian, one IFD of one entry). */
function orientationOnly(orientation: number): Buffer {
  const tiff = Buffer.alloc(8 + 2 + 12 + 4);
  tiff.write('MM\0*', 0, 'latin1');
  tiff.writeUInt32BE(8, 4);
  tiff.writeUInt16BE(1, 8);
  tiff.writeUInt16BE(ORIENTATION_TAG, 10);
  tiff.writeUInt16BE(3, 12); // SHORT
  tiff.writeUInt32BE(1, 14);
  tiff.writeUInt16BE(orientation, 18);
  return tiff;
}

const jpegSegment = (marker: number, payload: Buffer): Buffer => {
  const head = Buffer.alloc(4);
  head.writeUInt16BE(0xff00 | marker, 0);
  head.writeUInt16BE(payload.length + 2, 2);
  return Buffer.concat([head, payload]);
};

/** APP1 (EXIF, XMP), APP3 to APP13 (IPTC, Photoshop, makers' notes), APP15 and comments go; JFIF, ICC (APP2) and Adobe (APP14) stay. */
const jpegMetadata = (marker: number): boolean => marker === 0xe1 || (marker >= 0xe3 && marker <= 0xed) || marker === 0xef || marker === 0xfe;
const standalone = (marker: number): boolean => marker === 0x01 || (marker >= 0xd0 && marker <= 0xd7);

/** The JPEG without its metadata segments, its orientation kept in an EXIF block of its own, nothing after its end. */
export function jpegWithoutMetadata(file: Buffer): Buffer {
  if (file.length < 4 || file[0] !== 0xff || file[1] !== 0xd8) throw new MetadataNotRemovable('not a JPEG');
  const kept: Buffer[] = [file.subarray(0, 2)];
  let orientation = 1;
  let offset = 2;
  let inScan = false;
  let dataStart = 2;
  while (offset < file.length) {
    if (file[offset] !== 0xff) {
      if (!inScan) throw new MetadataNotRemovable('a JPEG marker was expected');
      offset += 1;
      continue;
    }
    const marker = file[offset + 1] ?? 0;
    // Entropy-coded data: a stuffed 0xFF00, a restart marker, or fill bytes belong to the scan.
    if (marker === 0x00 || marker === 0xff || standalone(marker)) {
      offset += marker === 0xff ? 1 : 2;
      continue;
    }
    if (inScan) kept.push(file.subarray(dataStart, offset));
    if (marker === 0xd9) {
      kept.push(file.subarray(offset, offset + 2));
      break;
    }
    const length = file.readUInt16BE(offset + 2);
    const end = offset + 2 + length;
    if (length < 2 || end > file.length) throw new MetadataNotRemovable('a JPEG segment runs past the file');
    const payload = file.subarray(offset + 4, end);
    if (marker === 0xe1 && payload.subarray(0, 6).equals(EXIF_HEADER)) orientation = orientationOf(payload.subarray(6));
    if (!jpegMetadata(marker)) kept.push(file.subarray(offset, end));
    offset = end;
    inScan = marker === 0xda;
    dataStart = end;
  }
  if (orientation !== 1) {
    // After the JFIF block when there is one, which readers expect first.
    const jfif = kept[1] !== undefined && kept[1][1] === 0xe0 ? 2 : 1;
    kept.splice(jfif, 0, jpegSegment(0xe1, Buffer.concat([EXIF_HEADER, orientationOnly(orientation)])));
  }
  return Buffer.concat(kept);
}

const PNG_METADATA = new Set(['tEXt', 'zTXt', 'iTXt', 'eXIf', 'tIME']);

const pngChunk = (type: string, data: Buffer): Buffer => {
  const chunk = Buffer.alloc(12 + data.length);
  chunk.writeUInt32BE(data.length, 0);
  chunk.write(type, 4, 'latin1');
  data.copy(chunk, 8);
  chunk.writeUInt32BE(crc32(chunk, 4, 8 + data.length), 8 + data.length);
  return chunk;
};

/** The PNG without its text, eXIf and tIME chunks (an eXIf's orientation kept alone), nothing after IEND. */
export function pngWithoutMetadata(file: Buffer): Buffer {
  if (!file.subarray(0, 8).equals(PNG_SIGNATURE)) throw new MetadataNotRemovable('not a PNG');
  const kept: Buffer[] = [PNG_SIGNATURE];
  for (let offset = 8; offset + 12 <= file.length; ) {
    const length = file.readUInt32BE(offset);
    const type = file.toString('latin1', offset + 4, offset + 8);
    const end = offset + 12 + length;
    if (end > file.length) throw new MetadataNotRemovable('a PNG chunk runs past the file');
    if (type === 'eXIf') {
      const orientation = orientationOf(file.subarray(offset + 8, offset + 8 + length));
      if (orientation !== 1) kept.push(pngChunk('eXIf', orientationOnly(orientation)));
    } else if (!PNG_METADATA.has(type)) kept.push(file.subarray(offset, end));
    offset = end;
    if (type === 'IEND') break;
  }
  return Buffer.concat(kept);
}

const METADATA = PDFName.of('Metadata');
const PIECE_INFO = PDFName.of('PieceInfo');

/** Every object the document reaches from its catalog; what it does not reach (an old information dictionary, a replaced XMP) is dropped. */
function reachable(document: PDFDocument): Set<PDFRef> {
  const seen = new Set<PDFRef>();
  const visit = (object: PDFObject | undefined): void => {
    if (object === undefined) return;
    if (object instanceof PDFRef) {
      if (seen.has(object)) return;
      seen.add(object);
      visit(document.context.lookup(object));
    } else if (object instanceof PDFDict) {
      for (const [, value] of object.entries()) visit(value);
    } else if (object instanceof PDFStream) {
      visit(object.dict);
    } else if (object instanceof PDFArray) {
      for (const value of object.asArray()) visit(value);
    }
  };
  visit(document.context.trailerInfo.Root);
  return seen;
}

/** The PDF without its information dictionary nor any XMP stream or application data, its pages' content streams unchanged. */
export async function pdfWithoutMetadata(file: Buffer): Promise<Buffer> {
  let document: PDFDocument;
  try {
    document = await PDFDocument.load(file, { updateMetadata: false, throwOnInvalidObject: false });
  } catch (error) {
    throw new MetadataNotRemovable(error instanceof Error ? error.message : 'unreadable PDF');
  }
  const { context } = document;
  context.trailerInfo.Info = undefined;
  for (const [, object] of context.enumerateIndirectObjects()) {
    const dict = object instanceof PDFStream ? object.dict : object instanceof PDFDict ? object : undefined;
    dict?.delete(METADATA);
    dict?.delete(PIECE_INFO);
  }
  document.catalog.delete(METADATA);
  const kept = reachable(document);
  for (const [ref] of context.enumerateIndirectObjects()) if (!kept.has(ref)) context.delete(ref);
  return Buffer.from(await document.save({ useObjectStreams: false, updateFieldAppearances: false }));
}

/** The file without its metadata, by its stored content type; other types (none a slot takes) are refused. */
export async function withoutMetadata(file: Buffer, contentType: string): Promise<Buffer> {
  if (contentType === 'application/pdf') return pdfWithoutMetadata(file);
  if (contentType === 'image/jpeg') return jpegWithoutMetadata(file);
  if (contentType === 'image/png') return pngWithoutMetadata(file);
  throw new MetadataNotRemovable(`no way to take metadata out of ${contentType}`);
}
