import { mimeTypeOfExtension, normaliseFormat } from './file-formats';

/**
 * What a candidate is told to make of a refused file: a PDF where the slot takes PDF, else a JPG or PNG image (a slot
 * for a photo takes images only, and advice on making a PDF would lead to another refusal).
 */
export type FileRemakeAdvice = 'MAKE_PDF' | 'MAKE_JPG_OR_PNG';

export const fileRemakeAdviceFor = (acceptedFormats: readonly string[]): FileRemakeAdvice => {
  const types = acceptedFormats.map((format) => mimeTypeOfExtension(normaliseFormat(format)));
  const takesImages = types.some((type) => type === 'image/jpeg' || type === 'image/png');
  return types.includes('application/pdf') || !takesImages ? 'MAKE_PDF' : 'MAKE_JPG_OR_PNG';
};
