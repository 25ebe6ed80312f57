import { type Result, fail, ok } from '../shared/result';
import { type AllowedMimeType, extensionOf, isAllowedMimeType, mimeTypeOfExtension } from './file-formats';
import { MAX_FILE_SIZE_BYTES } from './file-limits';
import type { FileValidationFailure } from './file-validation-failure';

/** What is known of a file before reading it. */
export interface FileFacts {
  readonly name: string;
  readonly size: number;
  /** The detected MIME type; '' when unknown. */
  readonly type: string;
}

export interface CheckedFileFacts {
  readonly mimeType: AllowedMimeType;
  readonly extension: string;
}

/** Steps 1 to 5 of the file check (size, name, type, allowed type, extension), in the spec's order. */
export const validateFileFacts = (file: FileFacts): Result<CheckedFileFacts, FileValidationFailure> => {
  if (!Number.isFinite(file.size) || file.size < 0) return fail({ code: 'FILE_VALIDATION_FAILED' });
  if (file.size > MAX_FILE_SIZE_BYTES) return fail({ code: 'FILE_TOO_LARGE', maxBytes: MAX_FILE_SIZE_BYTES, size: file.size });
  if (file.name.trim() === '') return fail({ code: 'FILE_NAME_MISSING' });
  const type = file.type.trim().toLowerCase();
  if (type === '') return fail({ code: 'FILE_TYPE_UNKNOWN' });
  if (!isAllowedMimeType(type)) return fail({ code: 'FILE_TYPE_NOT_ALLOWED', type: file.type });
  const extension = extensionOf(file.name);
  if (mimeTypeOfExtension(extension) !== type) return fail({ code: 'FILE_EXTENSION_MISMATCH', extension, type });
  return ok({ mimeType: type, extension });
};
