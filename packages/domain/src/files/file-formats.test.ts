import { describe, expect, it } from 'vitest';
import { extensionOf, isAcceptedFormat, isAllowedMimeType, mimeTypeOfExtension, normaliseFormat } from './file-formats';

describe('file formats', () => {
  it.each([
    ['a.PDF', 'pdf'],
    ['a.b.jpeg', 'jpeg'],
    ['noext', ''],
    ['dot.', ''],
  ])('the extension of %j is %j', (name, extension) => {
    expect(extensionOf(name)).toBe(extension);
  });

  it('maps jpg and jpeg to JPEG and refuses others', () => {
    expect(mimeTypeOfExtension('jpg')).toBe('image/jpeg');
    expect(mimeTypeOfExtension('.JPEG')).toBe('image/jpeg');
    expect(mimeTypeOfExtension('gif')).toBeNull();
  });

  it('knows the accepted formats and types', () => {
    expect(isAcceptedFormat('png')).toBe(true);
    expect(isAcceptedFormat('tiff')).toBe(false);
    expect(isAllowedMimeType('application/pdf')).toBe(true);
    expect(isAllowedMimeType('image/gif')).toBe(false);
    expect(normaliseFormat(' .Png ')).toBe('png');
  });
});
