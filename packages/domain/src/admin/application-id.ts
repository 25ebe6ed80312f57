import { type Result, fail, ok } from '../shared/result';

export type InvalidApplicationId = { readonly code: 'INVALID_APPLICATION_ID'; readonly raw: string | null };

/** The route's application id: a positive whole number written in digits, or refused. */
export const parseApplicationId = (raw: string | null | undefined): Result<number, InvalidApplicationId> => {
  const text = raw ?? '';
  if (!/^[1-9]\d*$/.test(text)) return fail({ code: 'INVALID_APPLICATION_ID', raw: raw ?? null });
  const id = Number(text);
  return Number.isSafeInteger(id) ? ok(id) : fail({ code: 'INVALID_APPLICATION_ID', raw: text });
};
