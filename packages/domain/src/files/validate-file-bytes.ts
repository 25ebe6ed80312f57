import { type Result, fail } from '../shared/result';
import type { FileValidationFailure } from './file-validation-failure';
import { matchesFileSignature } from './file-signature';
import { type CheckedFileFacts, type FileFacts, validateFileFacts } from './validate-file-facts';

/**
 * Steps 1 to 6, synchronously, for a file whose bytes are at hand (the server holds a Buffer).
 * `bytes` may be the whole content or only its head; the size comes from `file.size`.
 */
export const validateFileBytes = (
  file: FileFacts,
  bytes: Uint8Array,
): Result<CheckedFileFacts, FileValidationFailure> => {
  const facts = validateFileFacts(file);
  if (!facts.ok) return facts;
  if (!matchesFileSignature(facts.value.mimeType, bytes)) return fail({ code: 'FILE_SIGNATURE_MISMATCH' });
  return facts;
};
