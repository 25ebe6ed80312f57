// Heads of real files of each accepted type, padded to the 20 bytes the signature check reads.
import type { AllowedMimeType } from '../files/file-formats';

const pad = (bytes: readonly number[], length = 20): Uint8Array => {
  const head = new Uint8Array(Math.max(length, bytes.length));
  head.set(bytes);
  return head;
};

export const pdfBytes = (length?: number): Uint8Array => pad([0x25, 0x50, 0x44, 0x46, 0x2d, 0x31, 0x2e, 0x37, 0x0a], length);
export const jpegBytes = (length?: number): Uint8Array => pad([0xff, 0xd8, 0xff, 0xe0, 0x00, 0x10, 0x4a, 0x46, 0x49, 0x46], length);
export const pngBytes = (length?: number): Uint8Array =>
  pad([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0x00, 0x00, 0x00, 0x0d, 0x49, 0x48, 0x44, 0x52], length);
/** Text dressed up as a document: matches no signature. */
export const textBytes = (length?: number): Uint8Array => pad([...'MZ not a document'].map((c) => c.charCodeAt(0)), length);

export const bytesOfType = (type: AllowedMimeType): Uint8Array =>
  type === 'application/pdf' ? pdfBytes() : type === 'image/jpeg' ? jpegBytes() : pngBytes();
