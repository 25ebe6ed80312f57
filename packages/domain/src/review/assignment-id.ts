import { type Result, fail, ok } from '../shared/result';
import { positiveIdOf } from '../shared/positive-id';

export type InvalidAssignmentId = { readonly code: 'INVALID_ASSIGNMENT_ID'; readonly raw: string | null };

/** The review page's assignment id (not an application's): a positive whole number written in digits, or refused. */
export const parseAssignmentId = (raw: string | null | undefined): Result<number, InvalidAssignmentId> => {
  const id = positiveIdOf(raw);
  return id === null ? fail({ code: 'INVALID_ASSIGNMENT_ID', raw: raw ?? null }) : ok(id);
};
