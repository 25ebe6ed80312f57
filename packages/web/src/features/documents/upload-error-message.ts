import type { UploadDocumentFailure } from '@admission/domain';
import { defineMessages, type IntlShape } from 'react-intl';
import { uploadErrorMessages as m } from './documents.messages';
import { COMPRESSION_LINKS, PRINT_TO_PDF_LINKS } from './help-links';

// The PDF checks came after the spec's eight file messages.
const pdfMessages = defineMessages({
  encrypted: {
    id: 'upload.error.pdfEncrypted',
    defaultMessage: 'This PDF is password-protected, so the admissions team could not open it. Remove the password (print it to a new PDF) and upload it again.',
  },
  invalid: { id: 'upload.error.pdfInvalid', defaultMessage: 'Invalid or corrupted PDF file' },
});

const formatList = (formats: readonly string[]): string => formats.map((format) => format.toUpperCase()).join(', ');

/** The slot's error text for a failed upload; links in it render as links (UploadSlot's RichText). */
export function uploadErrorMessage(failure: UploadDocumentFailure, intl: Pick<IntlShape, 'formatMessage'>): string {
  const printGuides = { windowsGuide: PRINT_TO_PDF_LINKS.windows, macGuide: PRINT_TO_PDF_LINKS.mac };
  switch (failure.code) {
    case 'FILE_TOO_LARGE':
      return intl.formatMessage(m.tooLarge, { pdfTool: COMPRESSION_LINKS.pdf, imageTool: COMPRESSION_LINKS.image });
    case 'FILE_FORMAT_NOT_ACCEPTED':
      return intl.formatMessage(m.formatNotAccepted, { formats: formatList(failure.formats), ...printGuides });
    case 'DOCUMENT_TYPE_UNKNOWN':
    case 'FILE_FORMAT_NOT_ALLOWED':
      return intl.formatMessage(m.onlyAcceptedFormats, printGuides);
    case 'FILE_NAME_MISSING':
      return intl.formatMessage(m.nameMissing);
    case 'FILE_TYPE_UNKNOWN':
      return intl.formatMessage(m.typeUnknown);
    case 'FILE_TYPE_NOT_ALLOWED':
      return intl.formatMessage(m.typeNotAllowed, { type: failure.type });
    case 'FILE_EXTENSION_MISMATCH':
      return intl.formatMessage(m.extensionMismatch, { ext: failure.extension, type: failure.type });
    case 'FILE_SIGNATURE_MISMATCH':
      return intl.formatMessage(m.signatureMismatch);
    case 'IMAGE_INVALID':
      return intl.formatMessage(m.imageInvalid);
    case 'PDF_ENCRYPTED':
      return intl.formatMessage(pdfMessages.encrypted);
    case 'PDF_INVALID':
      return intl.formatMessage(pdfMessages.invalid);
    case 'FILE_VALIDATION_FAILED':
      return intl.formatMessage(m.validationFailed);
    case 'LOCKED':
      return intl.formatMessage(m.locked);
    case 'UNAUTHENTICATED':
      return intl.formatMessage(m.unauthenticated);
    case 'INVALID_SLOT':
      return intl.formatMessage(m.uploadFailed);
    case 'STORAGE_UPLOAD_FAILED':
      return failure.message.trim() === '' ? intl.formatMessage(m.uploadFailed) : failure.message;
    case 'RECORD_CREATION_FAILED':
      return failure.detail ?? intl.formatMessage(m.recordFailed);
  }
}
