import type { CandidateFile } from './candidate-file';

export interface ImageDimensions {
  readonly width: number;
  readonly height: number;
}

/** Decodes an image to read its size. Rejects when it cannot load or takes longer than `timeoutMs`. */
export interface ImageProbe {
  measure(file: CandidateFile, timeoutMs: number): Promise<ImageDimensions>;
}
