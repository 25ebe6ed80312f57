// What a decoder answers about a whole file (the browser's own on the candidate's side; sharp for images and
// pdf.js for PDFs on the server), and the one mapping of that answer to the product's refusal codes.
import { type AllowedMimeType, isImageMimeType } from './file-formats';
import { MAX_IMAGE_DIMENSION_PX } from './file-limits';
import type { FileValidationFailure } from './file-validation-failure';

export type DecoderVerdict =
  /** Decoded whole; an image with its size. */
  | { readonly outcome: 'decoded'; readonly width?: number; readonly height?: number }
  /** The decoder cannot show it: corrupt, truncated, not of its format. `reason` is for the log. */
  | { readonly outcome: 'undecodable'; readonly reason: string }
  /** A document that opens only with a password the candidate would have to give. */
  | { readonly outcome: 'needs-password' }
  /** Still decoding when the time limit came. */
  | { readonly outcome: 'timed-out' };

export const hasValidImageDimensions = ({ width, height }: { readonly width: number; readonly height: number }): boolean =>
  [width, height].every((side) => Number.isFinite(side) && side > 0 && side <= MAX_IMAGE_DIMENSION_PX);

/** The refusal a decoder's verdict on a file of `type` means, or null when the file may be kept. */
export function refusalOfVerdict(type: AllowedMimeType, verdict: DecoderVerdict): FileValidationFailure | null {
  if (!isImageMimeType(type)) {
    if (verdict.outcome === 'decoded') return null;
    return { code: verdict.outcome === 'needs-password' ? 'PDF_ENCRYPTED' : 'PDF_INVALID' };
  }
  if (verdict.outcome !== 'decoded') return { code: 'IMAGE_INVALID' };
  return hasValidImageDimensions({ width: verdict.width ?? 0, height: verdict.height ?? 0 }) ? null : { code: 'IMAGE_INVALID' };
}
