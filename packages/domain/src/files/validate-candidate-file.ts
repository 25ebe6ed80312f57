import { type Result, fail, ok } from '../shared/result';
import type { CandidateFile } from './candidate-file';
import { type AllowedMimeType, isImageMimeType } from './file-formats';
import { IMAGE_LOAD_TIMEOUT_MS, MAX_IMAGE_DIMENSION_PX, SIGNATURE_HEAD_BYTES } from './file-limits';
import { matchesFileSignature } from './file-signature';
import type { FileValidationFailure } from './file-validation-failure';
import type { ImageStructure } from './image-structure';
import type { ImageDimensions, ImageProbe } from './image-probe.port';
import { checkJpegStructure } from './jpeg-structure';
import { checkPdfStructure } from './pdf-structure';
import { checkPngStructure } from './png-structure';
import { type CheckedFileFacts, validateFileFacts } from './validate-file-facts';

export const hasValidImageDimensions = ({ width, height }: ImageDimensions): boolean =>
  [width, height].every((side) => Number.isFinite(side) && side > 0 && side <= MAX_IMAGE_DIMENSION_PX);

const imageStructureOf = (type: AllowedMimeType, bytes: Uint8Array): ImageStructure =>
  type === 'image/png' ? checkPngStructure(bytes) : checkJpegStructure(bytes);

/**
 * The structure of the whole file, read once the signature matched: a PDF's frame and encryption, an image's
 * chunks or markers and its size from the header. Null when it holds.
 */
export const checkFileStructure = (type: AllowedMimeType, bytes: Uint8Array): FileValidationFailure | null => {
  if (!isImageMimeType(type)) {
    const pdf = checkPdfStructure(bytes);
    return pdf.ok ? null : { code: pdf.code };
  }
  const image = imageStructureOf(type, bytes);
  // The size in the header is checked before any decoder allocates a pixel (pixel flood).
  return image.ok && hasValidImageDimensions(image) ? null : { code: 'IMAGE_INVALID' };
};

/** The whole file check of spec §5 in order, then the structure, then the decode of an image. Never rejects. */
export const validateCandidateFile = async (
  imageProbe: ImageProbe,
  file: CandidateFile,
): Promise<Result<CheckedFileFacts, FileValidationFailure>> => {
  try {
    const facts = validateFileFacts(file);
    if (!facts.ok) return facts;
    const head = await file.readHead(SIGNATURE_HEAD_BYTES);
    if (!matchesFileSignature(facts.value.mimeType, head)) return fail({ code: 'FILE_SIGNATURE_MISMATCH' });
    // At most 2 MiB, read once the cheap checks have passed.
    const structural = checkFileStructure(facts.value.mimeType, await file.readHead(file.size));
    if (structural !== null) return fail(structural);
    if (!isImageMimeType(facts.value.mimeType)) return facts;
    // The probe decodes the whole image and enforces the time limit: the domain has no timers.
    const dimensions = await imageProbe.measure(file, IMAGE_LOAD_TIMEOUT_MS).catch(() => null);
    if (dimensions === null || !hasValidImageDimensions(dimensions)) return fail({ code: 'IMAGE_INVALID' });
    return ok(facts.value);
  } catch {
    return fail({ code: 'FILE_VALIDATION_FAILED' });
  }
};
