import { ACCEPTED_FORMATS, fileRemakeAdviceFor, type FileHint, type StorageRefusal, type UploadDocumentFailure } from '@admission/domain';
import type { Message, MessageSegment } from '@admission/ui';
import { defineMessages, type IntlShape, type MessageDescriptor } from 'react-intl';
import type { Language } from '../../i18n/language';
import { untyped } from '../../i18n/untyped';
import { fileAdviceMessages, uploadErrorMessages as m } from './documents.messages';
import { HELP_LINKS, type HelpLinks } from './help-links';

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

// After the spec's message: what the file really is, and what to do (the domain's fileHintFor).
const hintMessages = untyped(defineMessages({
  heicPhoto: {
    id: 'upload.hint.heic',
    defaultMessage:
      'This is an iPhone photo in HEIC format. To send a JPEG instead, choose it from your Photos library (the iPhone converts it), or set Settings > Camera > Formats to Most Compatible and take the photo again.',
  },
  renamed: {
    id: 'upload.hint.renamed',
    defaultMessage: 'This file is really a {format} file, whatever its name says: rename it {name} and choose it again.',
  },
}));

const formatList = (formats: readonly string[]): string => formats.map((format) => format.toUpperCase()).join(', ');

type Intl = Pick<IntlShape, 'formatMessage' | 'locale'>;

const refusalMessages: Readonly<Record<StorageRefusal, MessageDescriptor>> = {
  FILE_TOO_LARGE: m.tooLarge,
  FILE_TYPE_NOT_ALLOWED: m.onlyAcceptedFormats,
  ALREADY_EXISTS: storageMessages.alreadyExists,
  NOT_ALLOWED: storageMessages.notAllowed,
  INVALID_NAME: storageMessages.invalidName,
  UNAVAILABLE: storageMessages.unavailable,
  UNKNOWN: m.uploadFailed,
};

/**
 * A message whose tags (`<pdfTool>compress a PDF</pdfTool>`) become words linked to the help page of the
 * candidate's language, never a raw address.
 */
function withLinks(intl: Intl, descriptor: MessageDescriptor, values: Record<string, string> = {}): Message {
  const language: Language = intl.locale.startsWith('fr') ? 'fr' : 'en';
  const links: HelpLinks = HELP_LINKS[language];
  // Each tag's words become a numbered marker in the text (react-intl lets only strings or React nodes out).
  const linked: MessageSegment[] = [];
  const tags = Object.fromEntries(
    Object.entries(links).map(([tag, href]) => [
      tag,
      (chunks: readonly string[]) => `\uE000${linked.push({ text: chunks.join(''), href }) - 1}\uE000`,
    ]),
  );
  const parts = intl.formatMessage(descriptor, { ...values, ...tags });
  const text = Array.isArray(parts) ? parts.join('') : String(parts);
  if (linked.length === 0) return text;
  return text
    .split(/\uE000(\d+)\uE000/)
    .flatMap((piece, index) => (index % 2 === 1 ? (linked[Number(piece)] ?? []) : piece === '' ? [] : [{ text: piece }]));
}

/** Two messages one after the other, as two sentences. */
const followedBy = (first: Message, then: Message): Message => {
  const segments = (message: Message) => (typeof message === 'string' ? [{ text: message }] : message);
  const last = segments(first).at(-1)?.text ?? '';
  // A sentence of the spec that ends without a full stop (the signature's) gets one before the advice.
  const gap = ['.', '!', '?'].some((stop) => last.endsWith(stop)) ? ' ' : '. ';
  if (typeof first === 'string' && typeof then === 'string') return `${first}${gap}${then}`;
  return [...segments(first), { text: gap }, ...segments(then)];
};

/** How to make a document the slot takes (print to PDF, or save as JPG or PNG), help pages as linked words. */
const makeAdvice = (intl: Intl, formats: readonly string[]): Message =>
  withLinks(intl, fileRemakeAdviceFor(formats) === 'MAKE_PDF' ? fileAdviceMessages.makePdf : fileAdviceMessages.makeJpgOrPng);

/** The spec's message, then the advice of the hint. */
function withHint(intl: Intl, message: Message, hint: FileHint | undefined): Message {
  if (hint === undefined) return message;
  const advice =
    hint.kind === 'HEIC_PHOTO'
      ? intl.formatMessage(hintMessages.heicPhoto)
      : intl.formatMessage(hintMessages.renamed, { format: hint.actualFormat === 'jpg' ? 'JPEG' : hint.actualFormat.toUpperCase(), name: hint.suggestedName });
  return followedBy(message, advice);
}

/**
 * The slot's error for a failed upload: the spec's text, help pages as linked words, advice on what the file really
 * is, or on what to make of it in a format the slot takes (`acceptedFormats`, the slot's; all the platform's by default).
 */
export function uploadErrorMessage(failure: UploadDocumentFailure, intl: Intl, acceptedFormats: readonly string[] = ACCEPTED_FORMATS): Message {
  const message = failureMessage(failure, intl, acceptedFormats);
  if ('hint' in failure && failure.hint !== undefined) return withHint(intl, message, failure.hint);
  if (failure.code !== 'FILE_SIGNATURE_MISMATCH') return message;
  const again = fileRemakeAdviceFor(acceptedFormats) === 'MAKE_PDF' ? fileAdviceMessages.remakePdf : fileAdviceMessages.remakeJpgOrPng;
  return followedBy(message, intl.formatMessage(again));
}

function failureMessage(failure: UploadDocumentFailure, intl: Intl, acceptedFormats: readonly string[]): Message {
  switch (failure.code) {
    case 'FILE_TOO_LARGE':
      return withLinks(intl, m.tooLarge);
    case 'FILE_FORMAT_NOT_ACCEPTED':
      return followedBy(intl.formatMessage(m.formatNotAccepted, { formats: formatList(failure.formats) }), makeAdvice(intl, failure.formats));
    case 'DOCUMENT_TYPE_UNKNOWN':
    case 'FILE_FORMAT_NOT_ALLOWED':
      return followedBy(intl.formatMessage(m.onlyAcceptedFormats), makeAdvice(intl, failure.formats));
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
    case 'ALL_WITHDRAWN':
      return intl.formatMessage(m.allWithdrawn);
    case 'UNAUTHENTICATED':
      return intl.formatMessage(m.unauthenticated);
    case 'INVALID_SLOT':
      return intl.formatMessage(m.uploadFailed);
    case 'STORAGE_UPLOAD_FAILED':
      return failure.refusal === 'FILE_TYPE_NOT_ALLOWED'
        ? followedBy(intl.formatMessage(m.onlyAcceptedFormats), makeAdvice(intl, acceptedFormats))
        : withLinks(intl, refusalMessages[failure.refusal]);
    case 'RECORD_CREATION_FAILED':
      return failure.detail ?? intl.formatMessage(m.recordFailed);
  }
}
