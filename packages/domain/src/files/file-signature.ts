import type { AllowedMimeType } from './file-formats';

// Magic numbers at the start of each accepted type.
const SIGNATURES: Readonly<Record<AllowedMimeType, readonly number[]>> = {
  'application/pdf': [0x25, 0x50, 0x44, 0x46], // %PDF
  'image/jpeg': [0xff, 0xd8, 0xff],
  'image/png': [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a],
};

/** Do the first bytes of a file carry the signature of its declared type? */
export const matchesFileSignature = (type: AllowedMimeType, head: Uint8Array): boolean => {
  const signature = SIGNATURES[type];
  return signature.every((byte, index) => head[index] === byte);
};

/** The accepted type whose signature the bytes carry, or null. */
export const detectMimeTypeFromSignature = (head: Uint8Array): AllowedMimeType | null =>
  (Object.keys(SIGNATURES) as AllowedMimeType[]).find((type) => matchesFileSignature(type, head)) ?? null;
