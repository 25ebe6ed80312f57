import type { StorageRefusal } from '@admission/domain';
import { createIntl } from 'react-intl';
import { describe, expect, it } from 'vitest';
import frenchCatalog from '../../i18n/messages/fr.json';
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

  it("tells a storage refusal in the portal's words, never the server's", () => {
    const server = 'Storage upload failed: The resource already exists';
    const refused = (refusal: StorageRefusal) => uploadErrorMessage({ code: 'STORAGE_UPLOAD_FAILED', refusal, message: server }, intl);
    expect(refused('FILE_TOO_LARGE')).toMatch(/^File too large\. Maximum size is 2MB/);
    expect(refused('FILE_TYPE_NOT_ALLOWED')).toMatch(/^Only PDF, JPG, JPEG and PNG files are allowed/);
    expect(refused('ALREADY_EXISTS')).toBe('This file was already sent. Refresh the page to see it, or choose the file again.');
    expect(refused('NOT_ALLOWED')).toMatch(/^The upload was refused for your session/);
    expect(refused('INVALID_NAME')).toMatch(/^The file name could not be stored/);
    expect(refused('UNAVAILABLE')).toMatch(/^The file did not reach our storage/);
    expect(refused('UNKNOWN')).toBe('Upload failed');
    const all: StorageRefusal[] = ['FILE_TOO_LARGE', 'FILE_TYPE_NOT_ALLOWED', 'ALREADY_EXISTS', 'NOT_ALLOWED', 'INVALID_NAME', 'UNAVAILABLE', 'UNKNOWN'];
    for (const refusal of all) expect(refused(refusal)).not.toContain('resource already exists');
  });

  it('tells each storage refusal in French from the French catalog', () => {
    const french = createIntl({ locale: 'fr', defaultLocale: 'en', messages: frenchCatalog, onError: () => undefined });
    const refused = (refusal: StorageRefusal) => uploadErrorMessage({ code: 'STORAGE_UPLOAD_FAILED', refusal, message: 'mime type text/plain is not supported' }, french);
    expect(refused('ALREADY_EXISTS')).toBe('Ce fichier a déjà été envoyé. Actualisez la page pour le voir, ou choisissez à nouveau le fichier.');
    expect(refused('FILE_TYPE_NOT_ALLOWED')).toMatch(/^Seuls les fichiers PDF, JPG, JPEG et PNG sont acceptés/);
    expect(refused('UNAVAILABLE')).toMatch(/^Le fichier n'a pas atteint notre espace de stockage/);
  });

  it('shows the server detail, else the fallback', () => {
    expect(uploadErrorMessage({ code: 'RECORD_CREATION_FAILED', detail: 'Slot already taken' }, intl)).toBe('Slot already taken');
    expect(uploadErrorMessage({ code: 'RECORD_CREATION_FAILED', detail: null }, intl)).toBe('Failed to create document record');
    expect(uploadErrorMessage({ code: 'LOCKED', change: 'upload', submittedAt: null }, intl)).toBe('Cannot be changed after submission');
  });
});
