import { isDealStatus, type TimelineEvent } from '@admission/domain';
import { Alert, Button, EmptyState, Spinner, Text } from '@admission/ui';
import { useIntl, type IntlShape, type MessageDescriptor } from 'react-intl';
import styled from 'styled-components';
import { dealStatusMessage } from '../../shared/staff-labels';
import { useTimeline } from './use-workflow';
import { PlainList } from './plain-list';
import { workflowMessages as m } from './workflow.messages';

const SENTENCES: Readonly<Record<TimelineEvent['kind'], MessageDescriptor>> = {
  'status-changed': m.statusChanged,
  reopened: m.reopened,
  'documents-submitted': m.submitted,
  'document-uploaded': m.uploaded,
  'document-deleted': m.deleted,
  'document-reviewed': m.reviewed,
  'note-added': m.noteAdded,
  'note-deleted': m.noteDeleted,
  'email-sent': m.emailSent,
};

const actorText = (intl: IntlShape, actor: TimelineEvent['actor']): string =>
  actor.kind === 'staff' ? intl.formatMessage(m.actorStaff, { name: actor.name, role: intl.formatMessage(actor.role === 'admin' ? m.roleAdmin : m.roleAgent) }) : intl.formatMessage(actor.kind === 'system' ? m.actorSystem : m.actorCandidate);

const statusText = (intl: IntlShape, value: unknown): string => (isDealStatus(value) ? intl.formatMessage(dealStatusMessage(value)) : String(value ?? ''));

/** One entry as a sentence: who did what. */
export function timelineSentence(intl: IntlShape, event: TimelineEvent): string {
  const { details } = event;
  return intl.formatMessage(SENTENCES[event.kind] ?? m.reviewed, {
    actor: actorText(intl, event.actor),
    from: statusText(intl, details.from),
    to: statusText(intl, details.to),
    name: typeof details.name === 'string' ? details.name : '',
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

/** Every change to the application, newest first, with who made it and when (issue #16). */
export function TimelineTab({ applicationId }: { readonly applicationId: number }) {
  const intl = useIntl();
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
          <Text>{timelineSentence(intl, event)}</Text>
          <Text tone="muted" size="sm">
            <time dateTime={event.at}>{intl.formatDate(event.at, { dateStyle: 'medium', timeStyle: 'short' })}</time>
          </Text>
        </Entry>
      ))}
    </PlainList>
  );
}
