import type { CandidateFile } from './candidate-file';
import type { DecoderVerdict } from './decoder-verdict';

export interface ImageDimensions {
  readonly width: number;
  readonly height: number;
}

/** Decodes a whole image and answers what its decoder made of it. Never rejects; `timed-out` past `timeoutMs`. */
export interface ImageProbe {
  decode(file: CandidateFile, timeoutMs: number): Promise<DecoderVerdict>;
}
