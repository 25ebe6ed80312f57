/**
 * Why a sequential Huffman-coded JPEG that libjpeg decoded is still broken (a block past its 64 coefficients), or
 * null. Other frames (progressive, arithmetic, lossless) are left to libjpeg.
 */
export function jpegBlockOverrun(bytes: Uint8Array): string | null;
