import { type Result, fail, ok } from '../shared/result';
import { positiveIdOf } from '../shared/positive-id';

export type InvalidApplicationId = { readonly code: 'INVALID_APPLICATION_ID'; readonly raw: string | null };

/** The route's application id: a positive whole number written in digits, or refused. */
export const parseApplicationId = (raw: string | null | undefined): Result<number, InvalidApplicationId> => {
  const id = positiveIdOf(raw);
  return id === null ? fail({ code: 'INVALID_APPLICATION_ID', raw: raw ?? null }) : ok(id);
};
