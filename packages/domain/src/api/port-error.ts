/**
 * What a port rejects with when a call fails. Adapters map transport answers onto these codes;
 * screens map the code to a translated message. `detail` is the server's `detail`, string or object.
 */
export type PortErrorCode =
  | 'UNAUTHENTICATED' // 401, or no session where one is needed
  | 'FORBIDDEN' // 403
  | 'NOT_FOUND' // 404
  | 'ACCOUNT_NOT_FOUND' // 404 on the account checks
  | 'PAYMENT_REQUIRED' // 402 on submit
  | 'CONFLICT' // 409
  | 'INVALID_INPUT' // 400 / 422
  | 'RATE_LIMITED' // 429
  | 'QUIZ_EXPIRED' // detail 'Quiz has expired'
  | 'NETWORK' // no answer at all
  | 'SERVER' // 5xx or anything unexpected
  | 'STORAGE_UPLOAD_FAILED'; // the storage bucket refused or failed the upload

export class PortError extends Error {
  readonly code: PortErrorCode;
  readonly status: number | null;
  readonly detail: unknown;

  constructor(code: PortErrorCode, message: string, options: { status?: number | null; detail?: unknown } = {}) {
    super(message);
    this.name = 'PortError';
    this.code = code;
    this.status = options.status ?? null;
    this.detail = options.detail;
  }

  /** The server's detail when it is a string, for messages the spec shows as "detail or fallback". */
  get detailText(): string | null {
    return typeof this.detail === 'string' && this.detail.trim() !== '' ? this.detail : null;
  }
}

export const isPortError = (value: unknown): value is PortError => value instanceof PortError;

/**
 * Why a storage bucket refused an upload, in the product's words; adapters map their server's error codes onto
 * these and screens map these to translated messages (the server's own sentence only goes to the log).
 */
export type StorageRefusal =
  | 'FILE_TOO_LARGE' // over the bucket's size limit
  | 'FILE_TYPE_NOT_ALLOWED' // not one of the bucket's types
  | 'ALREADY_EXISTS' // a file is already stored under that name
  | 'NOT_ALLOWED' // the storage policies, or the session, refused the write
  | 'INVALID_NAME' // the storage refused the file's path
  | 'UNAVAILABLE' // no answer, a fault of the server, a missing bucket
  | 'UNKNOWN';

/** A PortError STORAGE_UPLOAD_FAILED that says why. */
export class StorageUploadError extends PortError {
  readonly refusal: StorageRefusal;

  constructor(refusal: StorageRefusal, message: string, options: { status?: number | null; detail?: unknown } = {}) {
    super('STORAGE_UPLOAD_FAILED', message, options);
    this.name = 'StorageUploadError';
    this.refusal = refusal;
  }
}
