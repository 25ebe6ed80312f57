/**
 * Null when every Huffman-coded sequential scan of a JPEG decodes to its last block and ends there; otherwise
 * why not. Other frames (progressive, arithmetic, lossless) and anything after EOI are left to the decoder.
 */
export function jpegScanProblem(bytes: Uint8Array): string | null;
