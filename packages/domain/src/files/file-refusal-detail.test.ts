import { describe, expect, it } from 'vitest';
import { fileValidationFailureOf } from './file-refusal-detail';

describe('fileValidationFailureOf', () => {
  it.each(['IMAGE_INVALID', 'PDF_ENCRYPTED', 'PDF_INVALID', 'FILE_SIGNATURE_MISMATCH', 'FILE_VALIDATION_FAILED'])('reads %s back from a detail with its message', (code) => {
    expect(fileValidationFailureOf({ code, message: 'the server sentence' })).toEqual({ code });
  });

  it('reads the data a message needs', () => {
    expect(fileValidationFailureOf({ code: 'FILE_TOO_LARGE', maxBytes: 2_097_152, size: 3_000_000, message: 'x' })).toEqual({ code: 'FILE_TOO_LARGE', maxBytes: 2_097_152, size: 3_000_000 });
    expect(fileValidationFailureOf({ code: 'FILE_EXTENSION_MISMATCH', extension: 'png', type: 'image/jpeg' })).toEqual({ code: 'FILE_EXTENSION_MISMATCH', extension: 'png', type: 'image/jpeg' });
    expect(fileValidationFailureOf({ code: 'FILE_TYPE_NOT_ALLOWED', type: 'image/gif' })).toEqual({ code: 'FILE_TYPE_NOT_ALLOWED', type: 'image/gif' });
  });

  it.each([
    ['a sentence', 'Invalid or corrupted image file'],
    ['another code', { code: 'ALL_WITHDRAWN', message: 'x' }],
    ['a code without its data', { code: 'FILE_TOO_LARGE', message: 'x' }],
    ['nothing', null],
    ['a list', ['IMAGE_INVALID']],
  ])('names no file failure in %s', (_label, detail) => {
    expect(fileValidationFailureOf(detail)).toBeNull();
  });
});
