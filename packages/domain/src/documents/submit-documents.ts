import type { PaymentRequiredDetail } from '../api/entities';
import { type PortErrorCode, isPortError } from '../api/port-error';
import type { DocumentsApi, SubmitOutcome } from '../api/product-api.port';
import { ALL_WITHDRAWN, type AllWithdrawn, isAllWithdrawnRefusal } from '../rights/withdrawal';
import { type Result, fail, ok } from '../shared/result';

export type SubmitDocumentsFailure =
  | {
      readonly code: 'SUBMISSION_FAILED';
      /** The port's code when it gave one (UNAUTHENTICATED, FORBIDDEN, NETWORK...). */
      readonly cause: PortErrorCode | null;
      /** The server's detail, for 'message or fallback'. */
      readonly detail: string | null;
    }
  | AllWithdrawn;

const isRecord = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null;

/** Reads a 402 body, whether it is the detail itself or wraps it in `detail`. */
export const paymentRequiredDetailOf = (value: unknown): PaymentRequiredDetail | null => {
  const candidate = isRecord(value) && isRecord(value.detail) ? value.detail : value;
  if (!isRecord(candidate)) return null;
  const { invoice_id, amount, payment_url } = candidate;
  if (typeof invoice_id !== 'string' || typeof amount !== 'number' || typeof payment_url !== 'string') return null;
  return { invoice_id, amount, payment_url };
};

/**
 * POST /documents/submit. A 402 is not an error: it is the invoice the payment dialog shows,
 * whether the port resolves it as an outcome or rejects with PAYMENT_REQUIRED.
 */
export const submitDocuments = async (
  documentsApi: Pick<DocumentsApi, 'submit'>,
): Promise<Result<SubmitOutcome, SubmitDocumentsFailure>> => {
  try {
    return ok(await documentsApi.submit());
  } catch (error) {
    if (!isPortError(error)) return fail({ code: 'SUBMISSION_FAILED', cause: null, detail: null });
    const invoice = error.code === 'PAYMENT_REQUIRED' ? paymentRequiredDetailOf(error.detail) : null;
    if (invoice !== null) return ok({ kind: 'payment-required', invoice });
    if (isAllWithdrawnRefusal(error)) return fail({ code: ALL_WITHDRAWN });
    return fail({ code: 'SUBMISSION_FAILED', cause: error.code, detail: error.detailText });
  }
};
