// The server's refusal of a stored file, as its `detail` carries it (`{code, message, ...}`, the fields of the
// FileValidationFailure): read back into the failure, so that a screen shows its own translated message.
import { isRecord } from '../shared/is-record';
import type { FileValidationFailure } from './file-validation-failure';

const WITHOUT_DATA = new Set<FileValidationFailure['code']>([
  'FILE_NAME_MISSING',
  'FILE_TYPE_UNKNOWN',
  'FILE_SIGNATURE_MISMATCH',
  'IMAGE_INVALID',
  'PDF_ENCRYPTED',
  'PDF_INVALID',
  'FILE_VALIDATION_FAILED',
]);

const isText = (value: unknown): value is string => typeof value === 'string';
const isCount = (value: unknown): value is number => typeof value === 'number' && Number.isFinite(value);

/** The file check's failure a server's `detail` names, or null when it names none (or lacks the data it needs). */
export function fileValidationFailureOf(detail: unknown): FileValidationFailure | null {
  if (!isRecord(detail)) return null;
  const { code } = detail;
  switch (code) {
    case 'FILE_TOO_LARGE':
      return isCount(detail.maxBytes) && isCount(detail.size) ? { code, maxBytes: detail.maxBytes, size: detail.size } : null;
    case 'FILE_TYPE_NOT_ALLOWED':
      return isText(detail.type) ? { code, type: detail.type } : null;
    case 'FILE_EXTENSION_MISMATCH':
      return isText(detail.extension) && isText(detail.type) ? { code, extension: detail.extension, type: detail.type } : null;
    default:
      return WITHOUT_DATA.has(code as FileValidationFailure['code']) ? ({ code } as FileValidationFailure) : null;
  }
}
