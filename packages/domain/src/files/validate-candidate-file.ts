import { type Result, fail, ok } from '../shared/result';
import type { CandidateFile } from './candidate-file';
import { isImageMimeType } from './file-formats';
import { IMAGE_LOAD_TIMEOUT_MS, MAX_IMAGE_DIMENSION_PX, SIGNATURE_HEAD_BYTES } from './file-limits';
import { matchesFileSignature } from './file-signature';
import type { FileValidationFailure } from './file-validation-failure';
import type { ImageDimensions, ImageProbe } from './image-probe.port';
import { type CheckedFileFacts, validateFileFacts } from './validate-file-facts';

export const hasValidImageDimensions = ({ width, height }: ImageDimensions): boolean =>
  [width, height].every((side) => Number.isFinite(side) && side > 0 && side <= MAX_IMAGE_DIMENSION_PX);

/** The whole file check of spec §5, all eight outcomes, in order. Never rejects. */
export const validateCandidateFile = async (
  imageProbe: ImageProbe,
  file: CandidateFile,
): Promise<Result<CheckedFileFacts, FileValidationFailure>> => {
  try {
    const facts = validateFileFacts(file);
    if (!facts.ok) return facts;
    const head = await file.readHead(SIGNATURE_HEAD_BYTES);
    if (!matchesFileSignature(facts.value.mimeType, head)) return fail({ code: 'FILE_SIGNATURE_MISMATCH' });
    if (!isImageMimeType(facts.value.mimeType)) return facts;
    // The probe enforces the time limit: the domain has no timers.
    const dimensions = await imageProbe.measure(file, IMAGE_LOAD_TIMEOUT_MS).catch(() => null);
    if (dimensions === null || !hasValidImageDimensions(dimensions)) return fail({ code: 'IMAGE_INVALID' });
    return ok(facts.value);
  } catch {
    return fail({ code: 'FILE_VALIDATION_FAILED' });
  }
};
