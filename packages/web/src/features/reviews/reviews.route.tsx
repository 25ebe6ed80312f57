import type { ReviewQueueItem } from '@admission/domain';
import { Alert, Button, Card, EmptyState, Link, Page, Spinner, Stack, Text } from '@admission/ui';
import { useIntl } from 'react-intl';
import styled from 'styled-components';
import { InAppLinks } from '../../shared/in-app-links';
import { PageHeading } from '../../shared/page-heading';
import { usePageTitle } from '../../shared/page-title';
import { PortalHeader } from '../../app/portal-header';
import { ReviewStateBadge } from '../../shared/review-labels';
import { useClockNow } from '../../shared/use-clock-now';
import { DueLine } from './review-due-line';
import { reviewsMessages as m } from './reviews.messages';
import { useReviewQueue } from './use-reviews';
import { pathTo } from '../../app/routes';

const List = styled.ul`
  display: grid;
  gap: ${({ theme }) => theme.space[3]};
  margin: 0;
  padding: 0;
  list-style: none;
`;

/** /reviews: a reviewer's home, the applications assigned to them, the ones to do first. */
export function Component() {
  const intl = useIntl();
  const queue = useReviewQueue();
  const now = useClockNow(60_000);
  usePageTitle(intl.formatMessage(m.queueTitle));

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
  } else if (queue.data.length === 0) body = <EmptyState title={intl.formatMessage(m.queueEmpty)} description={intl.formatMessage(m.queueEmptyText)} headingLevel={2} />;
  else body = <Queue items={queue.data} now={now} />;

  return (
    <>
      <PortalHeader />
      <Page>
        <Stack gap={5}>
          <Stack gap={1}>
            <PageHeading>{intl.formatMessage(m.queueTitle)}</PageHeading>
            <Text tone="muted">{intl.formatMessage(m.queueIntro)}</Text>
          </Stack>
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
