// Labels both staff screens (/admin and /application) show: application status and quiz outcome badges.
import { dealStatusOf, isWithdrawn, quizOutcomeLabel, WITHDRAWN, type DealStatus, type QuizOutcomeLabel, type Withdrawn } from '@admission/domain';
import type { StatusKind } from '@admission/ui';
import { defineMessages, type MessageDescriptor } from 'react-intl';
import { untyped } from '../i18n/untyped';

const statusMessages = untyped(defineMessages({
  DRAFT: { id: 'admin.status.draft', defaultMessage: 'Draft' },
  IN_PROGRESS: { id: 'admin.status.inProgress', defaultMessage: 'In Progress' },
  COMPLETE: { id: 'admin.status.complete', defaultMessage: 'Complete' },
  ADMISSIBLE: { id: 'admin.status.admissible', defaultMessage: 'Admissible' },
  REJECTED: { id: 'admin.status.rejected', defaultMessage: 'Rejected' },
  WITHDRAWN: { id: 'admin.status.withdrawn', defaultMessage: 'Withdrawn' },
}));

const outcomeMessages = untyped(defineMessages({
  PASS: { id: 'admin.quizOutcome.pass', defaultMessage: 'Pass' },
  FAIL: { id: 'admin.quizOutcome.fail', defaultMessage: 'Fail' },
  NOT_ASSESSABLE: { id: 'admin.quizOutcome.notAssessable', defaultMessage: 'Not Assessable' },
  NO_QUIZ: { id: 'admin.quizOutcome.noQuiz', defaultMessage: 'No Quiz' },
  UNKNOWN: { id: 'admin.quizOutcome.unknown', defaultMessage: 'Unknown' },
}));

const personMessages = untyped(defineMessages({
  fullName: { id: 'admin.person.fullName', defaultMessage: '{firstName} {lastName}' },
}));

/** A person's name as staff see it (the order can differ by language). */
export const fullName = (formatMessage: (descriptor: MessageDescriptor, values: Record<string, string>) => string, person: { readonly first_name: string; readonly last_name: string }): string =>
  formatMessage(personMessages.fullName, { firstName: person.first_name, lastName: person.last_name });

const outcomeKinds: Readonly<Record<QuizOutcomeLabel, StatusKind>> = {
  PASS: 'pass',
  FAIL: 'fail',
  NOT_ASSESSABLE: 'notAssessable',
  NO_QUIZ: 'noQuiz',
  UNKNOWN: 'unknown',
};

export interface StaffBadge {
  readonly kind: StatusKind;
  readonly message: MessageDescriptor;
}

/** The status badge of an application; a missing status shows as Draft (spec §4), a withdrawn one as Withdrawn. */
export const dealStatusBadge = (status: DealStatus | null | undefined, withdrawnAt?: string | null): StaffBadge => {
  const shown = isWithdrawn({ withdrawn_at: withdrawnAt }) ? WITHDRAWN : dealStatusOf({ deal_status: status });
  return { kind: shown, message: statusMessages[shown] };
};

export const dealStatusMessage = (status: DealStatus | Withdrawn): MessageDescriptor => statusMessages[status];

/** 1 Pass, -1 Fail, 0 Not Assessable, none No Quiz, other Unknown (spec §4). */
export const quizOutcomeBadge = (outcome: unknown): StaffBadge => {
  const label = quizOutcomeLabel(outcome);
  return { kind: outcomeKinds[label], message: outcomeMessages[label] };
};
