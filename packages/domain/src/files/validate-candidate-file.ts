import { type Result, fail, ok } from '../shared/result';
import type { CandidateFile } from './candidate-file';
import { hasValidImageDimensions, refusalOfVerdict } from './decoder-verdict';
import { type AllowedMimeType, isImageMimeType } from './file-formats';
import { IMAGE_LOAD_TIMEOUT_MS, SIGNATURE_HEAD_BYTES } from './file-limits';
import { matchesFileSignature } from './file-signature';
import type { FileValidationFailure } from './file-validation-failure';
import type { ImageFrame } from './image-frame';
import type { ImageProbe } from './image-probe.port';
import { checkJpegFrame } from './jpeg-frame';
import { checkPngFrame } from './png-frame';
import { type CheckedFileFacts, validateFileFacts } from './validate-file-facts';

const imageFrameOf = (type: AllowedMimeType, bytes: Uint8Array): ImageFrame => (type === 'image/png' ? checkPngFrame(bytes) : checkJpegFrame(bytes));

/**
 * The frame of an image, read once the signature matched: what no decoder could show (a PNG cut short, a critical
 * chunk's CRC wrong, no IEND) and the size its header declares, checked before any decoder allocates a pixel
 * (pixel flood). Null when it holds. A PDF's content is left to a PDF reader (the server's).
 */
export const checkImageFrame = (type: AllowedMimeType, bytes: Uint8Array): FileValidationFailure | null => {
  if (!isImageMimeType(type)) return null;
  const frame = imageFrameOf(type, bytes);
  if (!frame.ok) return { code: 'IMAGE_INVALID' };
  return frame.size === null || hasValidImageDimensions(frame.size) ? null : { code: 'IMAGE_INVALID' };
};

/**
 * The whole file check of spec §5 in order; for an image, its frame, then the decoder's verdict on it. Never
 * rejects. A PDF passes here on its signature: its content is judged by the server's PDF reader.
 */
export const validateCandidateFile = async (
  imageProbe: ImageProbe,
  file: CandidateFile,
): Promise<Result<CheckedFileFacts, FileValidationFailure>> => {
  try {
    const facts = validateFileFacts(file);
    if (!facts.ok) return facts;
    const head = await file.readHead(SIGNATURE_HEAD_BYTES);
    if (!matchesFileSignature(facts.value.mimeType, head)) return fail({ code: 'FILE_SIGNATURE_MISMATCH' });
    const { mimeType } = facts.value;
    if (!isImageMimeType(mimeType)) return facts;
    // At most 2 MiB, read once the cheap checks have passed.
    const framed = checkImageFrame(mimeType, await file.readHead(file.size));
    if (framed !== null) return fail(framed);
    // The probe decodes the whole image and enforces the time limit: the domain has no timers.
    const verdict = await imageProbe.decode(file, IMAGE_LOAD_TIMEOUT_MS);
    const refusal = refusalOfVerdict(mimeType, verdict);
    return refusal === null ? ok(facts.value) : fail(refusal);
  } catch {
    return fail({ code: 'FILE_VALIDATION_FAILED' });
  }
};
