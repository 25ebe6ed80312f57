// Supabase Storage's error answers. Whatever the error, the HTTP status is 400 (500 for a fault of the
// server); the body carries the status it stands for as a string, Storage's error code, the short text Storage
// gives beside it (`error`: its own for some codes, the code again for the others) and Storage's sentence.

export class StorageError extends Error {
  constructor(
    readonly code: string,
    /** The status the error stands for ("statusCode" in the body). */
    readonly status: number,
    message: string,
    /** Storage's `error` text where it has one; the code otherwise. */
    readonly errorText: string = code,
  ) {
    super(message);
    this.name = 'StorageError';
  }

  get httpStatus(): number {
    return this.status >= 500 ? 500 : 400;
  }

  render(): { statusCode: string; code: string; error: string; message: string } {
    return { statusCode: String(this.status), code: this.code, error: this.errorText, message: this.message };
  }
}

/** The refusals the stand-in gives, with Storage's codes, statuses, `error` texts and sentences. */
export const storageErrors = {
  /** A row-level security policy refused the row; or the token itself was refused (then its reason). */
  accessDenied: (message = 'new row violates row-level security policy') => new StorageError('AccessDenied', 403, message, 'Unauthorized'),
  /** Also what a caller gets for an object their policies do not let them see. */
  noSuchKey: () => new StorageError('NoSuchKey', 404, 'Object not found', 'not_found'),
  noSuchBucket: () => new StorageError('NoSuchBucket', 404, 'Bucket not found', 'Bucket not found'),
  /** An upload to a key that exists, without upsert. */
  keyAlreadyExists: () => new StorageError('KeyAlreadyExists', 409, 'The resource already exists', 'Duplicate'),
  /** Any other write that meets an existing row (a move onto a taken key). */
  resourceAlreadyExists: () => new StorageError('ResourceAlreadyExists', 409, 'The resource already exists', 'Duplicate'),
  /** A row pointing at a bucket that does not exist (a move to another bucket). */
  relatedResourceNotFound: () => new StorageError('InvalidRequest', 404, 'The related resource does not exist'),
  invalidKey: (key: string) => new StorageError('InvalidKey', 400, `Invalid key: ${key}`),
  entityTooLarge: () => new StorageError('EntityTooLarge', 413, 'The object exceeded the maximum allowed size', 'Payload too large'),
  invalidMimeType: (type: string) => new StorageError('InvalidMimeType', 415, `mime type ${type} is not supported`, 'invalid_mime_type'),
  /** A signed URL's token that does not verify (the JWT library's reason). */
  invalidJwt: (message: string) => new StorageError('InvalidJWT', 400, message),
  /** A signed URL's valid token used for another object. */
  invalidSignature: () => new StorageError('InvalidSignature', 400, 'Invalid signature'),
  invalidRequest: (message: string) => new StorageError('InvalidRequest', 400, message),
  noContent: () => new StorageError('InvalidRequest', 400, 'No content provided'),
  internal: () => new StorageError('InternalError', 500, 'Internal server error'),
};
