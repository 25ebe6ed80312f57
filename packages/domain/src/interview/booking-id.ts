import { fail, ok, type Result } from '../shared/result';
import { positiveIdOf } from '../shared/positive-id';

export type InvalidBookingId = { readonly code: 'INVALID_BOOKING_ID'; readonly raw: string | null };

/** A panel interview page's booking id: a positive whole number written in digits, or refused. */
export const parseBookingId = (raw: string | null | undefined): Result<number, InvalidBookingId> => {
  const id = positiveIdOf(raw);
  return id === null ? fail({ code: 'INVALID_BOOKING_ID', raw: raw ?? null }) : ok(id);
};
