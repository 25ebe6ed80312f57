// The one reminder a reviewer gets for an overdue review. The scheduled job asks this rule with its clock.
import { isOverdue } from './assignment';

/** Due once the review is overdue and not submitted, and only if no reminder went out for it yet: never twice. */
export const overdueReminderDue = ({
  dueAt,
  submitted,
  remindedAt,
  now,
}: {
  readonly dueAt: Date;
  readonly submitted: boolean;
  readonly remindedAt: Date | null;
  readonly now: Date;
}): boolean => remindedAt === null && isOverdue(dueAt, now, submitted);
