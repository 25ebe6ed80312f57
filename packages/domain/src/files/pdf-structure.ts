// What can be told of a PDF from its bytes without a parser (ISO 32000-1 §7.5): the header, the end-of-file
// marker and cross-reference pointer at its end, and whether the document is encrypted (a password), which
// staff could not open.

export type PdfStructure = { readonly ok: true } | { readonly ok: false; readonly code: 'PDF_ENCRYPTED' | 'PDF_INVALID'; readonly reason: string };

const ascii = (text: string): number[] => [...text].map((char) => char.charCodeAt(0));
const HEADER = ascii('%PDF-');
const EOF_MARKER = ascii('%%EOF');
const START_XREF = ascii('startxref');
const ENCRYPT = ascii('/Encrypt');
/** Readers look for %%EOF within the last 1024 bytes. */
const TAIL_BYTES = 1024;

const isDelimiterOrSpace = (byte: number | undefined): boolean =>
  byte === undefined || [0x00, 0x09, 0x0a, 0x0c, 0x0d, 0x20, 0x28, 0x29, 0x3c, 0x3e, 0x5b, 0x5d, 0x7b, 0x7d, 0x2f, 0x25].includes(byte);

function lastIndexOf(bytes: Uint8Array, needle: readonly number[], from: number): number {
  for (let start = Math.min(from, bytes.length - needle.length); start >= 0; start -= 1) {
    if (needle.every((byte, index) => bytes[start + index] === byte)) return start;
  }
  return -1;
}

/** Offsets where `/Encrypt` appears as a whole name (not `/EncryptMetadata`). */
function hasEncryptName(bytes: Uint8Array): boolean {
  const first = ENCRYPT[0];
  for (let start = bytes.indexOf(first ?? 0); start >= 0; start = bytes.indexOf(first ?? 0, start + 1)) {
    if (ENCRYPT.every((byte, index) => bytes[start + index] === byte) && isDelimiterOrSpace(bytes[start + ENCRYPT.length])) return true;
  }
  return false;
}

/** Checks the frame of a PDF file; refuses an encrypted one. */
export function checkPdfStructure(bytes: Uint8Array): PdfStructure {
  if (!HEADER.every((byte, index) => bytes[index] === byte)) return { ok: false, code: 'PDF_INVALID', reason: 'no %PDF- header' };
  const eof = lastIndexOf(bytes, EOF_MARKER, bytes.length);
  if (eof < 0 || eof < bytes.length - TAIL_BYTES) return { ok: false, code: 'PDF_INVALID', reason: 'no %%EOF in the last 1024 bytes' };
  const startXref = lastIndexOf(bytes, START_XREF, eof);
  if (startXref < 0) return { ok: false, code: 'PDF_INVALID', reason: 'no startxref before %%EOF' };
  const pointer = String.fromCharCode(...bytes.subarray(startXref + START_XREF.length, Math.min(eof, startXref + 64)));
  // Readers rebuild a wrong cross-reference offset; a missing one means the file was cut or made by hand.
  if (eof - startXref > 64 || !/^\s*\d{1,10}\s*$/.test(pointer)) return { ok: false, code: 'PDF_INVALID', reason: 'no cross-reference offset after startxref' };
  if (hasEncryptName(bytes)) return { ok: false, code: 'PDF_ENCRYPTED', reason: 'the document is encrypted' };
  return { ok: true };
}
