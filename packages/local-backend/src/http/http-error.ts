// A product-API failure: FastAPI's shape, `{detail}` with a string or an object.

export class HttpError extends Error {
  constructor(
    readonly statusCode: number,
    readonly detail: unknown,
  ) {
    super(typeof detail === 'string' ? detail : JSON.stringify(detail));
    this.name = 'HttpError';
  }
}

export const notFound = (detail = 'Not found'): HttpError => new HttpError(404, detail);
export const forbidden = (detail: string): HttpError => new HttpError(403, detail);
export const conflict = (detail: string | { readonly code: string; readonly message: string }): HttpError => new HttpError(409, detail);
export const unprocessable = (detail: string | { readonly code: string; readonly message: string }): HttpError => new HttpError(422, detail);
export const badRequest = (detail: string): HttpError => new HttpError(400, detail);
