// The deletion request's rules as the local backend applies them: the brand's retention, the domain's
// request from a stored row, and a refusal as the API answers it.
import { retentionOf, type BrandRetention, type DeletionRefusal, type DeletionRequest } from '@admission/domain';
import { brandOfId } from '../brands';
import type { deletionRequests } from '../db/schema';
import { HttpError } from '../http/http-error';
import { iso } from '../api/views';

export type RequestRow = typeof deletionRequests.$inferSelect;

/** The retention of an account's brand (the domain's default when the brand sets none). */
export const retentionOfBrand = (brand: string): BrandRetention => retentionOf(brandOfId(brand));

const MESSAGES: Readonly<Record<DeletionRefusal['code'], string>> = {
  FORBIDDEN: 'Only the candidate asks or cancels; only an admin carries a deletion out',
  DELETION_ALREADY_REQUESTED: 'A deletion of this account is already requested',
  NO_DELETION_REQUESTED: 'No deletion of this account is waiting',
  ACCOUNT_ALREADY_DELETED: 'This account is already deleted',
};

/** A refusal as the API answers it: 403 for the role, 409 for the request's standing. */
export const deletionRefusal = (refusal: DeletionRefusal): HttpError =>
  new HttpError(refusal.code === 'FORBIDDEN' ? 403 : 409, { code: refusal.code, message: MESSAGES[refusal.code] });

/** The domain's request of a stored row. */
export function requestOf(row: RequestRow | undefined): DeletionRequest | null {
  if (row === undefined) return null;
  const requestedAt = row.requestedAt.toISOString();
  if (row.status === 'completed') return { status: 'completed', requestedAt, completedAt: iso(row.completedAt) ?? requestedAt, anonymisedRecordKeptUntil: '' }; // the record holds its date
  if (row.status === 'cancelled') return { status: 'cancelled', requestedAt, cancelledAt: iso(row.cancelledAt) ?? requestedAt };
  return { status: 'requested', requestedAt };
}
