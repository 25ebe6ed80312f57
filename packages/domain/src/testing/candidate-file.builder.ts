import type { CandidateFile } from '../files/candidate-file';
import { aValidJpeg, aValidPdf, aValidPng } from './image-files';

export interface CandidateFileOptions {
  readonly name?: string;
  readonly size?: number;
  readonly type?: string;
  readonly bytes?: Uint8Array;
  /** Make readHead reject, as a broken platform read would. */
  readonly unreadable?: boolean;
}

/** A picked file; a small valid PDF unless told otherwise. */
export const aCandidateFile = (options: CandidateFileOptions = {}): CandidateFile<Uint8Array> => {
  const bytes = options.bytes ?? aValidPdf();
  return {
    name: options.name ?? 'passport.pdf',
    size: options.size ?? bytes.length,
    type: options.type ?? 'application/pdf',
    body: bytes,
    readHead: (count) =>
      options.unreadable === true ? Promise.reject(new Error('read failed')) : Promise.resolve(bytes.slice(0, count)),
  };
};

export const aPdfFile = (options: CandidateFileOptions = {}): CandidateFile<Uint8Array> =>
  aCandidateFile({ name: 'transcript.pdf', type: 'application/pdf', bytes: aValidPdf(), ...options });
export const aJpegFile = (options: CandidateFileOptions = {}): CandidateFile<Uint8Array> =>
  aCandidateFile({ name: 'photo.jpg', type: 'image/jpeg', bytes: aValidJpeg(), ...options });
export const aPngFile = (options: CandidateFileOptions = {}): CandidateFile<Uint8Array> =>
  aCandidateFile({ name: 'scan.png', type: 'image/png', bytes: aValidPng(), ...options });
