import { describe, expect, it } from 'vitest';
import { jpegBytes, pdfBytes, pngBytes, textBytes } from '../testing';
import { detectMimeTypeFromSignature, matchesFileSignature } from './file-signature';

describe('matchesFileSignature', () => {
  it.each([
    ['application/pdf', pdfBytes()],
    ['image/jpeg', jpegBytes()],
    ['image/png', pngBytes()],
  ] as const)('recognises %s', (type, bytes) => {
    expect(matchesFileSignature(type, bytes)).toBe(true);
    expect(detectMimeTypeFromSignature(bytes)).toBe(type);
  });

  it('refuses bytes of another type', () => {
    expect(matchesFileSignature('application/pdf', pngBytes())).toBe(false);
    expect(matchesFileSignature('image/png', jpegBytes())).toBe(false);
    expect(matchesFileSignature('image/jpeg', pdfBytes())).toBe(false);
  });

  it('refuses bytes shorter than the signature', () => {
    expect(matchesFileSignature('image/png', pngBytes().slice(0, 7))).toBe(false);
    expect(matchesFileSignature('application/pdf', new Uint8Array())).toBe(false);
  });

  it('finds no type in text', () => {
    expect(detectMimeTypeFromSignature(textBytes())).toBeNull();
  });
});
