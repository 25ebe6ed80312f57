import type { DealStatus } from '../api/entities';
import { type Result, fail, ok } from '../shared/result';
import { type CandidateEmailKind, emailForStatusChange } from '../workflow/candidate-emails';
import type { Role } from './role';

export type StatusActionKind = 'set-admissible' | 'reject' | 'reopen';

export interface StatusAction {
  readonly kind: StatusActionKind;
  readonly target: DealStatus;
  readonly enabled: boolean;
  /** The email this change sends the candidate (emailForStatusChange), if any. */
  readonly email: CandidateEmailKind | null;
  /** A change that emails the candidate asks first, whoever makes it: the email cannot be taken back. */
  readonly needsConfirmation: boolean;
}

export type StatusChangeRefusal = {
  readonly code: 'FORBIDDEN';
  readonly reason: 'ROLE_CANNOT_CHANGE_STATUS' | 'ACTION_NOT_AVAILABLE' | 'ACTION_DISABLED';
};

const TARGETS: Readonly<Record<StatusActionKind, DealStatus>> = {
  'set-admissible': 'ADMISSIBLE',
  reject: 'REJECTED',
  reopen: 'IN_PROGRESS',
};

const action = (kind: StatusActionKind, current: DealStatus, enabled: boolean): StatusAction => {
  const email = emailForStatusChange(current, TARGETS[kind]);
  return { kind, target: TARGETS[kind], enabled, email, needsConfirmation: email !== null };
};

/** The status buttons a role sees on an application, and which are enabled (spec §4, §6). */
export const statusActions = (role: Role | null, current: DealStatus): readonly StatusAction[] => {
  const complete = current === 'COMPLETE';
  if (role === 'admin') return [action('set-admissible', current, complete), action('reject', current, complete), action('reopen', current, true)];
  if (role === 'agent') return complete ? [action('reopen', current, true)] : [];
  return [];
};

/** The same rule on the server's side: may this role move an application from `current` to `target`? */
export const authoriseStatusChange = (
  role: Role | null,
  current: DealStatus,
  target: DealStatus,
): Result<StatusAction, StatusChangeRefusal> => {
  if (role !== 'admin' && role !== 'agent') return fail({ code: 'FORBIDDEN', reason: 'ROLE_CANNOT_CHANGE_STATUS' });
  const found = statusActions(role, current).find((candidate) => candidate.target === target);
  if (found === undefined) return fail({ code: 'FORBIDDEN', reason: 'ACTION_NOT_AVAILABLE' });
  if (!found.enabled) return fail({ code: 'FORBIDDEN', reason: 'ACTION_DISABLED' });
  return ok(found);
};
