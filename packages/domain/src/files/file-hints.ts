// What a refused file really is, when that helps the candidate more than the check's own message: a phone
// photo in HEIC, or a file whose content is of another accepted format than its name says. Screens add
// their advice after the spec's message.
import { type AllowedMimeType, extensionOf, mimeTypeOfExtension } from './file-formats';
import { detectMimeTypeFromSignature } from './file-signature';

export type FileHint =
  /** A HEIC or HEIF photo (an iPhone's usual format): the portal takes JPEG, which a phone can send instead. */
  | { readonly kind: 'HEIC_PHOTO' }
  /** The content is a PNG, JPEG or PDF under another format's extension: renamed, it goes through. */
  | { readonly kind: 'RENAMED'; readonly actualFormat: 'pdf' | 'jpg' | 'png'; readonly suggestedName: string };

const HEIC_EXTENSIONS = new Set(['heic', 'heif', 'hif']);
const HEIC_TYPES = new Set(['image/heic', 'image/heif', 'image/heic-sequence', 'image/heif-sequence']);
/** The ISO media file's major brands of HEIC and HEIF images (after 'ftyp' at byte 4). */
const HEIC_BRANDS = new Set(['heic', 'heix', 'hevc', 'hevx', 'heim', 'heis', 'mif1', 'msf1']);

const FORMAT_OF_TYPE: Readonly<Record<AllowedMimeType, 'pdf' | 'jpg' | 'png'>> = {
  'application/pdf': 'pdf',
  'image/jpeg': 'jpg',
  'image/png': 'png',
};

const asciiAt = (bytes: Uint8Array, start: number, length: number): string =>
  String.fromCharCode(...bytes.subarray(start, start + length));

/** By its name, its detected type or its first bytes (`....ftypheic`). */
export const isHeicPhoto = (file: { readonly name: string; readonly type: string }, head: Uint8Array): boolean =>
  HEIC_EXTENSIONS.has(extensionOf(file.name)) ||
  HEIC_TYPES.has(file.type.trim().toLowerCase()) ||
  (asciiAt(head, 4, 4) === 'ftyp' && HEIC_BRANDS.has(asciiAt(head, 8, 4)));

/** The name with its last extension replaced (or added). */
const renamed = (name: string, format: string): string => {
  const dot = name.lastIndexOf('.');
  return `${dot > 0 ? name.slice(0, dot) : name}.${format}`;
};

/** Advice for a refused file, from its name, detected type and first bytes (SIGNATURE_HEAD_BYTES); null if none. */
export const fileHintFor = (file: { readonly name: string; readonly type: string }, head: Uint8Array): FileHint | null => {
  if (isHeicPhoto(file, head)) return { kind: 'HEIC_PHOTO' };
  const actual = detectMimeTypeFromSignature(head);
  const named = mimeTypeOfExtension(extensionOf(file.name));
  if (actual === null || actual === named) return null;
  const actualFormat = FORMAT_OF_TYPE[actual];
  return { kind: 'RENAMED', actualFormat, suggestedName: renamed(file.name, actualFormat) };
};
