import type { Clock } from '../shared/clock.port';
import { sanitiseFileName } from './sanitise-file-name';

export interface DocumentStoragePathParts {
  readonly userId: string;
  readonly documentType: string;
  /** Milliseconds since the epoch, from a Clock. */
  readonly timestamp: number;
  /** Already sanitised. */
  readonly fileName: string;
}

const STORAGE_PATH = /^documents\/([^/]+)\/([^/]+)\/(\d+)_([^/]+)$/;

/** documents/{user id}/{document type}/{timestamp}_{sanitised name} (spec §7). */
export const documentStoragePath = (
  clock: Clock,
  request: { readonly userId: string; readonly documentType: string; readonly fileName: string },
): string =>
  `documents/${request.userId}/${request.documentType}/${Math.trunc(clock.now())}_${sanitiseFileName(request.fileName)}`;

/** The parts of a storage path, or null when it is not one (the server checks the owner with it). */
export const parseDocumentStoragePath = (path: string): DocumentStoragePathParts | null => {
  const match = STORAGE_PATH.exec(path);
  if (match === null) return null;
  const [, userId = '', documentType = '', timestamp = '', fileName = ''] = match;
  return { userId, documentType, timestamp: Number(timestamp), fileName };
};
