import type { StorageRefusal, UploadDocumentFailure } from '@admission/domain';
import { defineMessages, type IntlShape, type MessageDescriptor } from 'react-intl';
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

// The storage bucket's refusals, in the portal's words: the server's own sentence is English and only logged.
const storageMessages = defineMessages({
  alreadyExists: {
    id: 'upload.error.storage.alreadyExists',
    defaultMessage: 'This file was already sent. Refresh the page to see it, or choose the file again.',
  },
  notAllowed: {
    id: 'upload.error.storage.notAllowed',
    defaultMessage: 'The upload was refused for your session. Sign out, sign in again, then choose the file again.',
  },
  invalidName: {
    id: 'upload.error.storage.invalidName',
    defaultMessage: 'The file name could not be stored. Rename the file with letters and digits only, then choose it again.',
  },
  unavailable: {
    id: 'upload.error.storage.unavailable',
    defaultMessage: 'The file did not reach our storage. Check your connection, then choose the file again.',
  },
});

const formatList = (formats: readonly string[]): string => formats.map((format) => format.toUpperCase()).join(', ');

type Intl = Pick<IntlShape, 'formatMessage'>;

const refusalMessages: Readonly<Record<StorageRefusal, MessageDescriptor>> = {
  FILE_TOO_LARGE: m.tooLarge,
  FILE_TYPE_NOT_ALLOWED: m.onlyAcceptedFormats,
  ALREADY_EXISTS: storageMessages.alreadyExists,
  NOT_ALLOWED: storageMessages.notAllowed,
  INVALID_NAME: storageMessages.invalidName,
  UNAVAILABLE: storageMessages.unavailable,
  UNKNOWN: m.uploadFailed,
};

/** Every link a refusal's message may carry (a message uses the ones it names). */
const helpLinks = {
  pdfTool: COMPRESSION_LINKS.pdf,
  imageTool: COMPRESSION_LINKS.image,
  windowsGuide: PRINT_TO_PDF_LINKS.windows,
  macGuide: PRINT_TO_PDF_LINKS.mac,
};

/** The slot's error text for a failed upload; links in it render as links (UploadSlot's RichText). */
export function uploadErrorMessage(failure: UploadDocumentFailure, intl: Intl): string {
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
      return intl.formatMessage(refusalMessages[failure.refusal], helpLinks);
    case 'RECORD_CREATION_FAILED':
      return failure.detail ?? intl.formatMessage(m.recordFailed);
  }
}
