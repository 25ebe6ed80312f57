import type { CandidateFile } from './candidate-file';

export interface StorageUploadRequest {
  /** documents/{user id}/{document type}/{timestamp}_{sanitised name} */
  readonly path: string;
  readonly file: CandidateFile;
  readonly contentType: string;
  /** Called with the fraction sent, 0 to 1, while the bytes travel. */
  readonly onProgress?: (fraction: number) => void;
}

/**
 * The candidate-documents bucket. Never overwrites. Rejects with PortError UNAUTHENTICATED
 * ('User not authenticated') without a session, and StorageUploadError (STORAGE_UPLOAD_FAILED, with the
 * refusal's reason) otherwise.
 */
export interface DocumentStorage {
  upload(request: StorageUploadRequest): Promise<{ readonly path: string }>;
}
