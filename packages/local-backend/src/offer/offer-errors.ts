// The offer routes' refusals: `{detail: {code, message, ...}}` with the domain's code (OfferRefusalBody).
import type { OfferView } from '@admission/domain';
import { HttpError } from '../http/http-error';

const STATUS_OF: Readonly<Record<string, number>> = {
  FORBIDDEN: 403,
  CONDITION_NOT_FOUND: 404,
  OFFER_NOT_FOUND: 404,
  REASON_REQUIRED: 422,
  CONDITIONS_REQUIRED: 422,
  OFFER_SETTINGS_INVALID: 422,
  REPLY_BY_INVALID: 422,
};

/** A refusal with the domain's code: 409 unless the code says otherwise; the offer as it stands when given. */
export const offerRefused = (code: string, extra: { readonly offer?: OfferView; readonly field?: string } = {}): HttpError =>
  new HttpError(STATUS_OF[code] ?? 409, { code, message: `Refused: ${code}`, ...extra });

export const limitReached = (offerLimit: number, holding: number): HttpError =>
  new HttpError(409, { code: 'OFFER_LIMIT_REACHED', message: 'Every place under the offer limit is taken', limit: { offer_limit: offerLimit, holding } });
