import {
  isAssignmentEndReason,
  isDealStatus,
  knownDocumentReviewReason,
  knownRejectionReasons,
  reasonTexts,
  knownWithdrawalReasons,
  type AssignmentEndReason,
  type BrandLanguage,
  type ChosenReason,
  type ReasonWordings,
  type TimelineEvent,
} from '@admission/domain';
import { DOCUMENT_REVIEW_REASON_WORDING, REJECTION_REASON_WORDING, WITHDRAWAL_REASON_WORDING } from '@admission/wording';
import { Alert, Button, EmptyState, Spinner, Text } from '@admission/ui';
import { useIntl, type IntlShape, type MessageDescriptor } from 'react-intl';
import styled from 'styled-components';
import { useInterfaceLanguage } from '../../shared/reason-texts';
import { dealStatusMessage } from '../../shared/staff-labels';
import { accommodationSentence } from './accommodation-sentence';
import { accommodationMessages } from './quiz-accommodation.messages';
import { useTimeline } from './use-workflow';
import { PlainList } from './plain-list';
import { workflowMessages as m } from './workflow.messages';

const SENTENCES: Readonly<Record<TimelineEvent['kind'], MessageDescriptor>> = {
  'status-changed': m.statusChanged,
  reopened: m.reopened,
  'documents-submitted': m.submitted,
  'document-uploaded': m.uploaded,
  'document-deleted': m.deleted,
  'document-reviewed': m.reviewedAccepted,
  'note-added': m.noteAdded,
  'note-deleted': m.noteDeleted,
  'email-sent': m.emailSent,
  withdrawn: m.withdrawn,
  'deletion-requested': m.deletionRequested,
  'deletion-cancelled': m.deletionCancelled,
  'quiz-accommodation-granted': accommodationMessages.timelineGranted,
  'quiz-accommodation-changed': accommodationMessages.timelineChanged,
  'quiz-accommodation-removed': accommodationMessages.timelineRemoved,
  'review-assigned': m.reviewAssigned,
  'review-conflict': m.reviewConflict,
  'review-submitted': m.reviewSubmitted,
  'review-reopened': m.reviewReopened,
  'review-withdrawn': m.reviewWithdrawn,
  'ranking-decision': m.rankingDecision,
  'interview-booked': m.interviewBooked,
  'interview-moved': m.interviewMoved,
  'interview-cancelled': m.interviewCancelled,
  'interview-attendance': m.interviewAttendance,
  'interview-scored': m.interviewScored,
  'interview-rebook-allowed': m.interviewRebookAllowed,
  'offer-made': m.offerMade,
  'offer-changed': m.offerChanged,
  'offer-withdrawn': m.offerWithdrawn,
  'offer-accepted': m.offerAccepted,
  'offer-declined': m.offerDeclined,
  'offer-extension-asked': m.offerExtensionAsked,
  'offer-extension-granted': m.offerExtensionGranted,
  'offer-extension-refused': m.offerExtensionRefused,
  'offer-condition-marked': m.offerConditionMarked,
  'offer-deposit-paid': m.offerDepositPaid,
  'offer-deposit-waived': m.offerDepositWaived,
  'offer-confirmed': m.offerConfirmed,
  'offer-enrolled': m.offerEnrolled,
  waitlisted: m.waitlisted,
  'waitlist-opted-in': m.waitlistOptedIn,
  'waitlist-opted-out': m.waitlistOptedOut,
  'waitlist-promoted': m.waitlistPromoted,
};

/** An email's sentence by its template (CANDIDATE_EMAIL_KINDS); one this version does not know says only that it went. */
const EMAIL_SENTENCES: Readonly<Record<string, MessageDescriptor>> = {
  admissible: m.emailAdmissible,
  rejected: m.emailRejected,
  reopened: m.emailReopened,
  'document-needs-new-file': m.emailDocument,
  'documents-reminder': m.emailReminder,
};

const ROLES = { admin: m.roleAdmin, agent: m.roleAgent, reviewer: m.roleReviewer } as const;

const actorText = (intl: IntlShape, actor: TimelineEvent['actor']): string =>
  actor.kind === 'staff' ? intl.formatMessage(m.actorStaff, { name: actor.name, role: intl.formatMessage(ROLES[actor.role]) }) : intl.formatMessage(actor.kind === 'system' ? m.actorSystem : m.actorCandidate);

const statusText = (intl: IntlShape, value: unknown): string => (isDealStatus(value) ? intl.formatMessage(dealStatusMessage(value)) : String(value ?? ''));

const text = (value: unknown): string => (typeof value === 'string' ? value : '');

/** A rejection's or a withdrawal's reasons, in words, from the ids on its entry (and the text of "other"). */
const reasonsText = <Id extends string>(
  intl: IntlShape,
  details: TimelineEvent['details'],
  language: BrandLanguage,
  known: (reasons: readonly ChosenReason[]) => readonly ChosenReason<Id>[],
  wordings: ReasonWordings<Id>,
): string => {
  const ids = Array.isArray(details.reasons) ? (details.reasons as readonly string[]) : [];
  const reasons = known(ids.map((id) => (id === 'other' ? { id, text: text(details.other_reason) } : { id })));
  return intl.formatList(reasonTexts(wordings, reasons, language).map((reason) => reason.label), { type: 'conjunction' });
};

/** A review assignment's end on the timeline, for each reason (`unknown`: an entry recorded before reasons were kept). */
const ASSIGNMENT_END_SENTENCES: Readonly<Record<AssignmentEndReason | 'unknown', MessageDescriptor>> = {
  decided: m.reviewEndedDecided,
  'candidate-withdrew': m.reviewEndedCandidateWithdrew,
  reopened: m.reviewEndedReopened,
  'admin-withdrew': m.reviewWithdrawn,
  unknown: m.reviewEnded,
};

/** One entry as a sentence: who did what (a kind this version does not know says only who changed the application). */
export function timelineSentence(intl: IntlShape, event: TimelineEvent, language: BrandLanguage): string {
  const { details } = event;
  const actor = actorText(intl, event.actor);
  if (event.kind === 'status-changed' && details.to === 'REJECTED' && Array.isArray(details.reasons)) {
    return intl.formatMessage(m.rejectedWithReasons, { actor, reasons: reasonsText(intl, details, language, knownRejectionReasons, REJECTION_REASON_WORDING) });
  }
  if (event.kind === 'withdrawn') {
    return intl.formatMessage(m.withdrawn, { actor, from: statusText(intl, details.from), reasons: reasonsText(intl, details, language, knownWithdrawalReasons, WITHDRAWAL_REASON_WORDING) });
  }
  if (event.kind === 'document-reviewed' && details.state === 'needs-new-file') {
    const reason = knownDocumentReviewReason({ id: text(details.reason), text: text(details.reason_text) || undefined });
    const [wording] = reason === null ? [] : reasonTexts(DOCUMENT_REVIEW_REASON_WORDING, [reason], language);
    return intl.formatMessage(m.reviewedSentBack, { actor, name: text(details.document_name), reason: wording?.label ?? text(details.reason) });
  }
  if (event.kind === 'review-withdrawn') {
    // Why it ended, from the reason on the entry: only an admin's reassignment is someone's withdrawal.
    const reason = isAssignmentEndReason(details.reason) ? details.reason : 'unknown';
    return intl.formatMessage(ASSIGNMENT_END_SENTENCES[reason], { actor, name: text(details.reviewer_name) });
  }
  if (event.kind === 'email-sent') return intl.formatMessage(EMAIL_SENTENCES[text(details.template)] ?? m.emailSent, { actor });
  const accommodation = accommodationSentence(intl, event, actor);
  if (accommodation !== null) return accommodation;
  return intl.formatMessage(SENTENCES[event.kind] ?? m.unknownEvent, {
    actor,
    from: statusText(intl, details.from),
    to: statusText(intl, details.to),
    name: text(details.name) || text(details.document_name) || text(details.reviewer_name),
    rank: typeof details.rank === 'number' ? details.rank : '',
  });
}

const Entry = styled.li`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space[1]};
  padding-left: ${({ theme }) => theme.space[3]};
  border-left: 3px solid ${({ theme }) => theme.colors.border.subtle};
  overflow-wrap: anywhere;
`;

/** Every change to the application, newest first, with who made it and when. */
export function TimelineTab({ applicationId }: { readonly applicationId: number }) {
  const intl = useIntl();
  const language = useInterfaceLanguage();
  const timeline = useTimeline(applicationId);
  if (timeline.isPending) return <Spinner label={intl.formatMessage(m.timelineLoading)} />;
  if (timeline.isError) {
    return (
      <Alert message={intl.formatMessage(m.timelineFailed)}>
        <Button size="sm" onPress={() => void timeline.refetch()}>
          {intl.formatMessage(m.retry)}
        </Button>
      </Alert>
    );
  }
  if (timeline.data.length === 0) return <EmptyState title={intl.formatMessage(m.timelineEmpty)} headingLevel={3} icon="clock" />;
  return (
    <PlainList aria-label={intl.formatMessage(m.timelineListLabel)}>
      {timeline.data.map((event) => (
        <Entry key={event.id}>
          <Text keepLineBreaks>{timelineSentence(intl, event, language)}</Text>
          <Text tone="muted" size="sm">
            <time dateTime={event.at}>{intl.formatDate(event.at, { dateStyle: 'medium', timeStyle: 'short' })}</time>
          </Text>
        </Entry>
      ))}
    </PlainList>
  );
}
