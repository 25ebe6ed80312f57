import type { DealStatus } from '../api/entities';
import { isPortError } from '../api/port-error';
import type { AdminApi } from '../api/product-api.port';
import type { Role } from '../roles/role';
import { type StatusChangeRefusal, authoriseStatusChange } from '../roles/status-actions';
import { type Result, fail, ok } from '../shared/result';
import type { ReasonsFailure } from '../workflow/reasons';
import { type RejectionReason, validateRejectionReasons } from '../workflow/rejection-reasons';

export type ChangeStatusFailure =
  | StatusChangeRefusal
  | { readonly code: 'INVALID_REASONS'; readonly failure: ReasonsFailure }
  | { readonly code: 'STATUS_UPDATE_FAILED'; readonly detail: string | null };

/**
 * A status button: checked against the role's rules (and a rejection's reasons against the domain's list), then
 * sent; the new status for 'Status updated'.
 */
export const changeApplicationStatus = async (
  admin: Pick<AdminApi, 'setStatus'>,
  change: {
    readonly role: Role | null;
    readonly applicationId: number;
    readonly current: DealStatus;
    readonly target: DealStatus;
    /** Required to reject; ignored otherwise. */
    readonly reasons?: readonly RejectionReason[];
  },
): Promise<Result<DealStatus, ChangeStatusFailure>> => {
  const allowed = authoriseStatusChange(change.role, change.current, change.target);
  if (!allowed.ok) return allowed;
  let reasons: readonly RejectionReason[] | undefined;
  if (change.target === 'REJECTED') {
    const checked = validateRejectionReasons(change.reasons);
    if (!checked.ok) return fail({ code: 'INVALID_REASONS', failure: checked.error });
    reasons = checked.value;
  }
  try {
    await (reasons === undefined ? admin.setStatus(change.applicationId, change.target) : admin.setStatus(change.applicationId, change.target, reasons));
    return ok(change.target);
  } catch (error) {
    return fail({ code: 'STATUS_UPDATE_FAILED', detail: isPortError(error) ? error.detailText : null });
  }
};
