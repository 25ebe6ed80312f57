import { PortError, type PortErrorCode } from '@admission/domain';

/** The detail the quiz sends when its time is up (spec §8). */
export const QUIZ_EXPIRED_DETAIL = 'Quiz has expired';

const codeByStatus: Readonly<Record<number, PortErrorCode>> = {
  400: 'INVALID_INPUT',
  401: 'UNAUTHENTICATED',
  402: 'PAYMENT_REQUIRED',
  403: 'FORBIDDEN',
  404: 'NOT_FOUND',
  409: 'CONFLICT',
  422: 'INVALID_INPUT',
  429: 'RATE_LIMITED',
};

/** The server's `detail` (FastAPI style), a string or an object; undefined when the body has none. */
export function detailOf(body: unknown): unknown {
  if (body !== null && typeof body === 'object' && 'detail' in body) return (body as { detail: unknown }).detail;
  return undefined;
}

function messageOf(detail: unknown): string | null {
  if (typeof detail === 'string' && detail.trim() !== '') return detail;
  if (detail !== null && typeof detail === 'object' && 'message' in detail) {
    const message = (detail as { message: unknown }).message;
    if (typeof message === 'string' && message.trim() !== '') return message;
  }
  return null;
}

/** An error answer of the product API as the domain's typed error, keeping the server's detail. */
export function portErrorFromAnswer(status: number, body: unknown, fallbackMessage: string): PortError {
  const detail = detailOf(body);
  const code: PortErrorCode = detail === QUIZ_EXPIRED_DETAIL ? 'QUIZ_EXPIRED' : (codeByStatus[status] ?? 'SERVER');
  const message = messageOf(detail) ?? `${fallbackMessage} (HTTP ${status})`;
  return new PortError(code, message, { status, detail });
}

/** No answer at all (connection refused, DNS, CORS, timeout). */
export function portErrorFromTransport(cause: unknown, fallbackMessage: string): PortError {
  const reason = cause instanceof Error ? cause.message : String(cause);
  return new PortError('NETWORK', `${fallbackMessage}: ${reason}`);
}
