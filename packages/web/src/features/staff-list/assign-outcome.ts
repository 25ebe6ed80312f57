import type { AssignmentRun } from '@admission/domain';
import type { IntlShape, MessageDescriptor } from 'react-intl';
import { assignMessages as m } from './assign-selection.messages';

/** Why the server skipped an application, in words (its codes: POST /admin/review-assignments). */
const SKIP_REASONS: Readonly<Record<string, MessageDescriptor>> = {
  ALREADY_ASSIGNED: m.skippedAlreadyAssigned,
  NO_REVIEWER_FREE: m.skippedNoReviewerFree,
  NOT_COMPLETE: m.skippedNotComplete,
  WITHDRAWN: m.skippedWithdrawn,
  NOT_FOUND: m.skippedNotFound,
};

/** The outcome of a bulk assignment: how many were assigned, then one line a reason naming the skipped applications. */
export function assignmentOutcomeLines(run: AssignmentRun, nameOf: (applicationId: number) => string, intl: IntlShape): readonly string[] {
  const skippedBy = new Map<MessageDescriptor, string[]>();
  for (const { application_id, code } of run.skipped) {
    const reason = SKIP_REASONS[code] ?? m.skippedOther;
    skippedBy.set(reason, [...(skippedBy.get(reason) ?? []), nameOf(application_id)]);
  }
  return [
    intl.formatMessage(m.assigned, { count: run.assigned.length }),
    ...[...skippedBy].map(([reason, names]) => intl.formatMessage(reason, { names: intl.formatList(names, { type: 'conjunction' }) })),
  ];
}
