// Supabase Storage's error answers. Whatever the error, the HTTP status is 400 (500 for a fault of the
// server) and the status it stands for travels in the body as a string, with Storage's error code (as
// `code`, and again as `error`, the way Storage renders it) and Storage's own sentence.

export class StorageError extends Error {
  constructor(
    readonly code: string,
    /** The status the error stands for ("statusCode" in the body). */
    readonly status: number,
    message: string,
  ) {
    super(message);
    this.name = 'StorageError';
  }

  get httpStatus(): number {
    return this.status >= 500 ? 500 : 400;
  }

  render(): { statusCode: string; code: string; error: string; message: string } {
    return { statusCode: String(this.status), code: this.code, error: this.code, message: this.message };
  }
}

/** The refusals the stand-in gives, with Storage's codes, statuses and sentences. */
export const storageErrors = {
  /** A row-level security policy refused the row; or the token itself was refused (then its reason). */
  accessDenied: (message = 'new row violates row-level security policy') => new StorageError('AccessDenied', 403, message),
  /** Also what a caller gets for an object their policies do not let them see. */
  noSuchKey: () => new StorageError('NoSuchKey', 404, 'Object not found'),
  noSuchBucket: () => new StorageError('NoSuchBucket', 404, 'Bucket not found'),
  keyAlreadyExists: () => new StorageError('KeyAlreadyExists', 409, 'The resource already exists'),
  invalidKey: (key: string) => new StorageError('InvalidKey', 400, `Invalid key: ${key}`),
  entityTooLarge: () => new StorageError('EntityTooLarge', 413, 'The object exceeded the maximum allowed size'),
  invalidMimeType: (type: string) => new StorageError('InvalidMimeType', 415, `mime type ${type} is not supported`),
  invalidJwt: (message: string) => new StorageError('InvalidJWT', 400, message),
  invalidRequest: (message: string) => new StorageError('InvalidRequest', 400, message),
  noContent: () => new StorageError('InvalidRequest', 400, 'No content provided'),
  internal: () => new StorageError('InternalError', 500, 'Internal server error'),
};
