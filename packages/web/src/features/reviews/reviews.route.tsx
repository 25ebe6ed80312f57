import { ENDED_IN_QUEUE_DAYS, queueSections, type ReviewQueueItem } from '@admission/domain';
import { Alert, Badge, Button, Card, EmptyState, Heading, Link, Page, Section, Spinner, Stack, Text } from '@admission/ui';
import { useIntl } from 'react-intl';
import styled from 'styled-components';
import { InAppLinks } from '../../shared/in-app-links';
import { PageHeading } from '../../shared/page-heading';
import { usePageTitle } from '../../shared/page-title';
import { PortalHeader } from '../../app/portal-header';
import { ReviewStateBadge } from '../../shared/review-labels';
import { useClockNow } from '../../shared/use-clock-now';
import { DueLine } from './review-due-line';
import { endedWords } from './review-ended-words';
import { reviewsMessages as m } from './reviews.messages';
import { interviewMessages } from '../../shared/interview.messages';
import { useReviewQueue } from './use-reviews';
import { pathTo } from '../../app/routes';
import { useMarkFirstScreenDrawn } from '../../shared/first-screen';

const List = styled.ul`
  display: grid;
  gap: ${({ theme }) => theme.space[3]};
  margin: 0;
  padding: 0;
  list-style: none;
`;

/** /reviews: a reviewer's home, the applications assigned to them, the ones to do first; below, those that ended lately. */
export function Component() {
  const intl = useIntl();
  const queue = useReviewQueue();
  const now = useClockNow(60_000);
  usePageTitle(intl.formatMessage(m.queueTitle));
  useMarkFirstScreenDrawn((queue.isSuccess && now !== null) || queue.isError);

  let body;
  // The list waits for the clock too: drawn before it, a due date would turn into a longer "overdue" line a moment
  // later and push the cards below it down.
  if (queue.isPending || (queue.isSuccess && now === null)) body = <Spinner label={intl.formatMessage(m.queueLoading)} size="lg" />;
  else if (queue.isError) {
    body = (
      <Alert title={intl.formatMessage(m.queueFailedTitle)} message={intl.formatMessage(m.queueFailedText)}>
        <Button size="sm" onPress={() => void queue.refetch()}>
          {intl.formatMessage(m.retry)}
        </Button>
      </Alert>
    );
  } else {
    const { open, ended } = queueSections(queue.data);
    body = (
      <>
        {open.length === 0 ? <EmptyState title={intl.formatMessage(m.queueEmpty)} description={intl.formatMessage(m.queueEmptyText)} headingLevel={2} /> : <Queue items={open} now={now} />}
        {ended.length === 0 ? null : <Ended items={ended} />}
      </>
    );
  }

  return (
    <>
      <PortalHeader />
      <Page>
        <Stack gap={5}>
          <Stack gap={1}>
            <PageHeading>{intl.formatMessage(m.queueTitle)}</PageHeading>
            <Text tone="muted">{intl.formatMessage(m.queueIntro)}</Text>
          </Stack>
          <InAppLinks>
            <Link href={pathTo('panelInterviews')}>{intl.formatMessage(interviewMessages.panelLink)}</Link>
          </InAppLinks>
          {body}
        </Stack>
      </Page>
    </>
  );
}

function Queue({ items, now }: { readonly items: readonly ReviewQueueItem[]; readonly now: number | null }) {
  const intl = useIntl();
  const submitted = items.filter((item) => item.state === 'submitted').length;
  return (
    <Stack gap={3}>
      <Text weight="semibold">{intl.formatMessage(m.myProgress, { done: submitted, total: items.length })}</Text>
      <InAppLinks>
        <List aria-label={intl.formatMessage(m.queueLabel)}>
          {items.map((item) => {
            const name = intl.formatMessage(m.candidate, { pseudonym: item.pseudonym });
            return (
              <li key={item.assignment_id}>
                <Card
                  title={
                    <Link href={pathTo('review', { assignmentId: item.assignment_id })} aria-label={intl.formatMessage(m.open, { pseudonym: item.pseudonym })}>
                      {name}
                    </Link>
                  }
                  headingLevel={2}
                  badge={<ReviewStateBadge state={item.state} />}
                  description={item.program_name}
                >
                  <Stack direction="row" gap={4} wrap>
                    <DueLine dueAt={item.due_at} submitted={item.state === 'submitted'} now={now} />
                    <Text size="sm" tone="muted">{intl.formatMessage(m.reviewsDone, { done: item.reviews_done, required: item.reviews_required })}</Text>
                  </Stack>
                </Card>
              </li>
            );
          })}
        </List>
      </InAppLinks>
    </Stack>
  );
}

/** The assignments that ended before the reviewer submitted: why, when, and whether their draft is kept; nothing to open. */
function Ended({ items }: { readonly items: readonly ReviewQueueItem[] }) {
  const intl = useIntl();
  return (
    <Section aria-labelledby="reviews-ended">
      <Stack gap={3}>
        <Stack gap={1}>
          <Heading level={2} id="reviews-ended">
            {intl.formatMessage(m.endedTitle)}
          </Heading>
          <Text size="sm" tone="muted">{intl.formatMessage(m.endedIntro, { days: ENDED_IN_QUEUE_DAYS })}</Text>
        </Stack>
        <List aria-label={intl.formatMessage(m.endedLabel)}>
          {items.map((item) =>
            item.ended === null ? null : (
              <li key={item.assignment_id}>
                <Card title={intl.formatMessage(m.candidate, { pseudonym: item.pseudonym })} headingLevel={3} badge={<Badge tone="neutral">{intl.formatMessage(m.endedBadge)}</Badge>} description={item.program_name}>
                  <Stack gap={1}>
                    <Text>{endedWords(intl, item.ended)}</Text>
                    <Text size="sm" tone="muted">{intl.formatMessage(m.endedOn, { date: intl.formatDate(item.ended.ended_at, { dateStyle: 'medium' }) })}</Text>
                  </Stack>
                </Card>
              </li>
            ),
          )}
        </List>
      </Stack>
    </Section>
  );
}
