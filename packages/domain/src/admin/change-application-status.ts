import type { DealStatus } from '../api/entities';
import { isPortError } from '../api/port-error';
import type { AdminApi } from '../api/product-api.port';
import type { Role } from '../roles/role';
import { type StatusChangeRefusal, authoriseStatusChange } from '../roles/status-actions';
import { type Result, fail, ok } from '../shared/result';

export type ChangeStatusFailure = StatusChangeRefusal | { readonly code: 'STATUS_UPDATE_FAILED'; readonly detail: string | null };

/** A status button: checked against the role's rules, then sent; the new status for 'Status updated'. */
export const changeApplicationStatus = async (
  admin: Pick<AdminApi, 'setStatus'>,
  change: { readonly role: Role | null; readonly applicationId: number; readonly current: DealStatus; readonly target: DealStatus },
): Promise<Result<DealStatus, ChangeStatusFailure>> => {
  const allowed = authoriseStatusChange(change.role, change.current, change.target);
  if (!allowed.ok) return allowed;
  try {
    await admin.setStatus(change.applicationId, change.target);
    return ok(change.target);
  } catch (error) {
    return fail({ code: 'STATUS_UPDATE_FAILED', detail: isPortError(error) ? error.detailText : null });
  }
};
