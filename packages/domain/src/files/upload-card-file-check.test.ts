import { describe, expect, it } from 'vitest';
import { aDocumentRequirement } from '../testing';
import { checkRequirementFormat, checkUploadCardFile, isFormatAccepted } from './upload-card-file-check';

describe('checkUploadCardFile', () => {
  const pdfOnly = aDocumentRequirement({ accepted_formats: ['pdf'] });

  it('accepts a file of an accepted format up to 2 MB', () => {
    expect(checkUploadCardFile(pdfOnly, { name: 'a.pdf', type: 'application/pdf', size: 2_097_152 })).toEqual({ ok: true, value: undefined });
  });

  it('refuses a format the card does not take, with the formats', () => {
    expect(checkUploadCardFile(pdfOnly, { name: 'a.png', type: 'image/png', size: 10 })).toEqual({
      ok: false,
      error: { code: 'FILE_FORMAT_NOT_ACCEPTED', formats: ['pdf'] },
    });
  });

  it('checks the format before the size', () => {
    expect(checkUploadCardFile(pdfOnly, { name: 'a.png', type: 'image/png', size: 5_000_000 })).toMatchObject({
      error: { code: 'FILE_FORMAT_NOT_ACCEPTED' },
    });
  });

  it('refuses 2 097 153 bytes as too large', () => {
    expect(checkUploadCardFile(pdfOnly, { name: 'a.pdf', type: 'application/pdf', size: 2_097_153 })).toEqual({
      ok: false,
      error: { code: 'FILE_TOO_LARGE', maxBytes: 2_097_152, size: 2_097_153 },
    });
  });

  it('treats jpg and jpeg as one format, whatever the case or a leading dot', () => {
    expect(isFormatAccepted(['jpg'], { name: 'a.jpeg' })).toBe(true);
    expect(isFormatAccepted(['.JPEG'], { name: 'a.JPG' })).toBe(true);
    expect(isFormatAccepted(['png'], { name: 'a.jpg' })).toBe(false);
    expect(isFormatAccepted(['pdf'], { name: 'noextension' })).toBe(false);
    expect(isFormatAccepted(['gif'], { name: 'a.gif' })).toBe(false);
  });
});

describe('checkRequirementFormat', () => {
  const requirements = [aDocumentRequirement({ document_type: 'passport' }), aDocumentRequirement({ document_type: 'cv' })];

  it('finds the requirement of the document type', () => {
    expect(checkRequirementFormat(requirements, 'cv', 'cv.pdf')).toEqual({ ok: true, value: requirements[1] });
  });

  it('refuses a document type unknown to the requirements, with the allowed formats', () => {
    expect(checkRequirementFormat(requirements, 'diploma', 'd.pdf')).toEqual({
      ok: false,
      error: { code: 'DOCUMENT_TYPE_UNKNOWN', documentType: 'diploma', formats: ['pdf', 'jpg', 'jpeg', 'png'] },
    });
  });

  it.each(['a.docx', 'a', 'a.gif'])('refuses the extension of %j', (name) => {
    expect(checkRequirementFormat(requirements, 'cv', name)).toMatchObject({ error: { code: 'FILE_FORMAT_NOT_ALLOWED', formats: ['pdf', 'jpg', 'jpeg', 'png'] } });
  });
});
