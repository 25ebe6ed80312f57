import { describe, expect, it } from 'vitest';
import { jpegBytes, pdfBytes, textBytes } from '../testing';
import { validateFileBytes } from './validate-file-bytes';

describe('validateFileBytes (the server-side check)', () => {
  it('accepts a PDF whose bytes are a PDF', () => {
    expect(validateFileBytes({ name: 'a.pdf', size: 20, type: 'application/pdf' }, pdfBytes())).toEqual({
      ok: true,
      value: { mimeType: 'application/pdf', extension: 'pdf' },
    });
  });

  it('refuses a file dressed up as a PDF', () => {
    expect(validateFileBytes({ name: 'a.pdf', size: 20, type: 'application/pdf' }, textBytes())).toEqual({
      ok: false,
      error: { code: 'FILE_SIGNATURE_MISMATCH' },
    });
  });

  it('reports the earlier failure before looking at the bytes', () => {
    expect(validateFileBytes({ name: 'a.png', size: 20, type: 'image/jpeg' }, jpegBytes())).toMatchObject({
      error: { code: 'FILE_EXTENSION_MISMATCH' },
    });
  });
});
