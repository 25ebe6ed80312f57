import axios, { type AxiosInstance } from 'axios';
import { PortError, StorageUploadError, type AccessTokenSource, type DocumentStorage, type StorageRefusal, type StorageUploadRequest } from '@admission/domain';

export interface SupabaseDocumentStorageConfig {
  readonly supabaseUrl: string;
  readonly anonKey: string;
  /** The candidate-documents bucket, from configuration. */
  readonly bucket: string;
  readonly tokens: AccessTokenSource;
  readonly timeoutMs?: number;
}

/** Cache lifetime of an uploaded object, in seconds (spec §9). */
export const STORAGE_CACHE_CONTROL = '3600';

function asBlob(body: unknown, contentType: string): Blob {
  if (body instanceof Blob) return body.type === contentType ? body : new Blob([body], { type: contentType });
  if (body instanceof ArrayBuffer) return new Blob([body], { type: contentType });
  if (ArrayBuffer.isView(body)) {
    // Copied so the Blob never shares (or outlives) the caller's buffer.
    const bytes = new Uint8Array(body.byteLength);
    bytes.set(new Uint8Array(body.buffer, body.byteOffset, body.byteLength));
    return new Blob([bytes], { type: contentType });
  }
  throw new StorageUploadError('UNKNOWN', 'Storage upload failed: unreadable file body');
}

// Supabase Storage's error codes (its ERRORS table), then the status it puts in the body as `statusCode`.
const REFUSAL_BY_CODE: Readonly<Record<string, StorageRefusal>> = {
  EntityTooLarge: 'FILE_TOO_LARGE',
  InvalidMimeType: 'FILE_TYPE_NOT_ALLOWED',
  KeyAlreadyExists: 'ALREADY_EXISTS',
  ResourceAlreadyExists: 'ALREADY_EXISTS',
  AccessDenied: 'NOT_ALLOWED',
  InvalidJWT: 'NOT_ALLOWED',
  InvalidKey: 'INVALID_NAME',
  NoSuchBucket: 'UNAVAILABLE',
  InternalError: 'UNAVAILABLE',
  DatabaseTimeout: 'UNAVAILABLE',
  DatabaseConnectionLimit: 'UNAVAILABLE',
  SlowDown: 'UNAVAILABLE',
};
const REFUSAL_BY_STATUS: Readonly<Record<string, StorageRefusal>> = {
  '401': 'NOT_ALLOWED',
  '403': 'NOT_ALLOWED',
  '409': 'ALREADY_EXISTS',
  '413': 'FILE_TOO_LARGE',
  '415': 'FILE_TYPE_NOT_ALLOWED',
};

/** Why Storage refused, from its answer: `code`, then `statusCode` in the body, then the HTTP status. */
export function storageRefusalOf(body: unknown, httpStatus: number): StorageRefusal {
  const { code, statusCode } = body !== null && typeof body === 'object' ? (body as { code?: unknown; statusCode?: unknown }) : {};
  if (typeof code === 'string' && Object.hasOwn(REFUSAL_BY_CODE, code)) return REFUSAL_BY_CODE[code] ?? 'UNKNOWN';
  const status = typeof statusCode === 'string' || typeof statusCode === 'number' ? String(statusCode) : String(httpStatus);
  if (Object.hasOwn(REFUSAL_BY_STATUS, status)) return REFUSAL_BY_STATUS[status] ?? 'UNKNOWN';
  return Number(status) >= 500 || httpStatus >= 500 ? 'UNAVAILABLE' : 'UNKNOWN';
}

function storageMessage(body: unknown, status: number): string {
  if (body !== null && typeof body === 'object') {
    const { message, error } = body as { message?: unknown; error?: unknown };
    if (typeof message === 'string' && message !== '') return message;
    if (typeof error === 'string' && error !== '') return error;
  }
  return `HTTP ${status}`;
}

/**
 * Uploads to the candidate-documents bucket the way storage-js does (multipart, cacheControl field,
 * file under an empty field name), but with axios so real progress events arrive while bytes travel.
 */
export class SupabaseDocumentStorage implements DocumentStorage {
  private readonly http: AxiosInstance;

  constructor(private readonly config: SupabaseDocumentStorageConfig) {
    this.http = axios.create({ timeout: config.timeoutMs ?? 120_000, validateStatus: () => true });
  }

  async upload(request: StorageUploadRequest): Promise<{ readonly path: string }> {
    const token = await this.config.tokens.accessToken();
    if (!token) throw new PortError('UNAUTHENTICATED', 'User not authenticated');

    const form = new FormData();
    form.append('cacheControl', STORAGE_CACHE_CONTROL);
    form.append('', asBlob(request.file.body, request.contentType), request.file.name);

    const objectPath = request.path.split('/').map(encodeURIComponent).join('/');
    const url = `${this.config.supabaseUrl.replace(/\/+$/, '')}/storage/v1/object/${encodeURIComponent(this.config.bucket)}/${objectPath}`;
    let response;
    try {
      response = await this.http.post<unknown>(url, form, {
        headers: { Authorization: `Bearer ${token}`, apikey: this.config.anonKey, 'x-upsert': 'false' },
        onUploadProgress: (event) => {
          const fraction = event.progress ?? (event.total ? event.loaded / event.total : undefined);
          if (fraction !== undefined) request.onProgress?.(Math.min(1, Math.max(0, fraction)));
        },
      });
    } catch (cause) {
      const reason = cause instanceof Error ? cause.message : String(cause);
      throw new StorageUploadError('UNAVAILABLE', `Storage upload failed: ${reason}`);
    }
    if (response.status < 200 || response.status >= 300) {
      const refusal = storageRefusalOf(response.data, response.status);
      throw new StorageUploadError(refusal, `Storage upload failed: ${storageMessage(response.data, response.status)}`, {
        status: response.status,
        detail: response.data,
      });
    }
    return { path: request.path };
  }
}
