import { describe, expect, it } from 'vitest';
import { previewKind, sizeInKilobytes } from './document-size';

describe('document size and preview', () => {
  it.each([
    [1024, 1],
    [1536, 1.5],
    [2_097_152, 2048],
    [0, 0],
    [null, null],
    [undefined, null],
    [-1, null],
    [Number.NaN, null],
  ])('%s bytes show as %s KB', (bytes, kilobytes) => {
    expect(sizeInKilobytes(bytes)).toBe(kilobytes);
  });

  it.each([
    ['image/png', 'image'],
    ['IMAGE/JPEG', 'image'],
    ['application/pdf', 'pdf'],
    ['text/plain', 'none'],
    [null, 'none'],
  ])('%s previews as %s', (type, kind) => {
    expect(previewKind(type)).toBe(kind);
  });
});
