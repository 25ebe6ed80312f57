import { createIntl } from 'react-intl';
import { describe, expect, it } from 'vitest';
import { uploadErrorMessage } from './upload-error-message';

const intl = createIntl({ locale: 'en', defaultLocale: 'en', messages: {} , onError: () => undefined });

describe('uploadErrorMessage', () => {
  it('gives the spec §5 sentence for each file check', () => {
    expect(uploadErrorMessage({ code: 'FILE_SIGNATURE_MISMATCH' }, intl)).toBe("File content doesn't match its declared type (possible malicious file)");
    expect(uploadErrorMessage({ code: 'IMAGE_INVALID' }, intl)).toBe('Invalid or corrupted image file');
    expect(uploadErrorMessage({ code: 'FILE_EXTENSION_MISMATCH', extension: 'jpg', type: 'image/png' }, intl)).toBe(
      "File extension jpg doesn't match MIME type image/png",
    );
    expect(uploadErrorMessage({ code: 'FILE_TYPE_NOT_ALLOWED', type: 'text/html' }, intl)).toBe('File type text/html not allowed');
    expect(uploadErrorMessage({ code: 'FILE_NAME_MISSING' }, intl)).toBe('File must have a valid name');
    expect(uploadErrorMessage({ code: 'FILE_TYPE_UNKNOWN' }, intl)).toBe('Unable to determine file type');
    expect(uploadErrorMessage({ code: 'FILE_VALIDATION_FAILED' }, intl)).toBe('File validation failed');
  });

  it('tells to remove the password of a protected PDF, and calls a broken one corrupted', () => {
    expect(uploadErrorMessage({ code: 'PDF_ENCRYPTED' }, intl)).toMatch(/password-protected.*Remove the password/);
    expect(uploadErrorMessage({ code: 'PDF_INVALID' }, intl)).toBe('Invalid or corrupted PDF file');
  });

  it('adds real https links: compression tools when too large, print-to-PDF guides for a wrong format', () => {
    const tooLarge = uploadErrorMessage({ code: 'FILE_TOO_LARGE', maxBytes: 2_097_152, size: 3_000_000 }, intl);
    expect(tooLarge).toMatch(/^File too large\. Maximum size is 2MB/);
    expect(tooLarge).toMatch(/https:\/\/\S+/);
    const wrongFormat = uploadErrorMessage({ code: 'FILE_FORMAT_NOT_ACCEPTED', formats: ['pdf', 'png'] }, intl);
    expect(wrongFormat).toMatch(/^Invalid file type\. Allowed: PDF, PNG/);
    expect(wrongFormat.match(/https:\/\/\S+/g)).toHaveLength(2);
  });

  it('shows the server detail, else the fallback', () => {
    expect(uploadErrorMessage({ code: 'RECORD_CREATION_FAILED', detail: 'Slot already taken' }, intl)).toBe('Slot already taken');
    expect(uploadErrorMessage({ code: 'RECORD_CREATION_FAILED', detail: null }, intl)).toBe('Failed to create document record');
    expect(uploadErrorMessage({ code: 'STORAGE_UPLOAD_FAILED', message: 'Storage upload failed: Duplicate' }, intl)).toBe(
      'Storage upload failed: Duplicate',
    );
    expect(uploadErrorMessage({ code: 'LOCKED', change: 'upload', submittedAt: null }, intl)).toBe('Cannot be changed after submission');
  });
});
