import type { ReviewWorkspace } from '@admission/domain';
import { Alert, Button, Card, Heading, Icon, NotFound, Page, Spinner, Stack, Text } from '@admission/ui';
import { useCallback, useEffect, useRef } from 'react';
import { useIntl } from 'react-intl';
import { useNavigate } from 'react-router-dom';
import styled from 'styled-components';
import { InAppLinks } from '../../shared/in-app-links';
import { PageHeading, useFocusOnArrival } from '../../shared/page-heading';
import { usePageTitle } from '../../shared/page-title';
import { PortalHeader } from '../../app/portal-header';
import { ReviewStateBadge } from '../../shared/review-labels';
import { ConflictDialog } from './conflict-dialog';
import { DueLine } from './review-due-line';
import { ReopenedNotice } from './reopened-notice';
import { ReviewDocuments } from './review-documents';
import { reviewsMessages as m } from './reviews.messages';
import { RubricForm } from './rubric-form';
import { StaleDraftDialog } from './stale-draft-dialog';
import { SubmittedReview } from './submitted-review';
import { useReviewPage } from './use-review-page';
import { ReviewEnded } from './review-ended';
import { isUnreachable, reviewEndedOf, useReviewWorkspace } from './use-reviews';
import { useRouteParam } from '../../app/route-params';
import { pathTo } from '../../app/routes';
import { useMarkFirstScreenDrawn } from '../../shared/first-screen';

/** The documents beside the rubric from a laptop's width; one column (documents first) on a phone. */
const Columns = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space[5]};
  grid-template-columns: minmax(0, 1fr);
  align-items: start;
  > * { min-width: 0; }
  @media (min-width: ${({ theme }) => theme.breakpoints.lg}) {
    grid-template-columns: minmax(0, 3fr) minmax(20rem, 2fr);
  }
`;

/** /reviews/{assignmentId}: one assigned application, blind (a pseudonym, documents named by type), and its rubric, under the page's static head. */
export function Component() {
  const intl = useIntl();
  const navigate = useNavigate();
  const parsed = useRouteParam('review', 'assignmentId');
  const id = parsed.ok ? parsed.value : null;
  const workspace = useReviewWorkspace(id);
  const ended = workspace.isError ? reviewEndedOf(workspace.error) : null;
  usePageTitle(workspace.data ? intl.formatMessage(m.candidate, { pseudonym: workspace.data.pseudonym }) : intl.formatMessage(ended === null ? m.rubricTitle : m.endedPageTitle));
  const back = useCallback(() => void navigate(pathTo('reviews')), [navigate]);
  useMarkFirstScreenDrawn(id === null || workspace.data !== undefined || workspace.isError);

  // An assignment that ended before it was submitted says so, and why, on a page of its own.
  if (ended !== null) {
    return (
      <>
        <PortalHeader />
        <ReviewEnded ended={ended} />
      </>
    );
  }
  // The not-found page is a page of its own (its own main landmark), under the header.
  if (id === null || (workspace.isError && isUnreachable(workspace.error))) {
    return (
      <>
        <PortalHeader />
        <ReviewNotFound />
      </>
    );
  }
  let body;
  if (workspace.isPending) body = <Spinner label={intl.formatMessage(m.reviewLoading)} size="lg" />;
  else if (workspace.isError) {
    body = (
      <Alert title={intl.formatMessage(m.reviewFailedTitle)} message={intl.formatMessage(m.queueFailedText)}>
        <Button size="sm" onPress={() => void workspace.refetch()}>
          {intl.formatMessage(m.retry)}
        </Button>
      </Alert>
    );
  } else body = <ReviewView key={workspace.data.assignment_id} workspace={workspace.data} />;

  // The page's heading and lead are static texts, which index.html's shell draws before the code arrives (routes.ts).
  return (
    <>
      <PortalHeader width="wide" />
      <Page width="wide">
        <Stack gap={5}>
          <Stack direction="row" justify="space-between" align="start" gap={3} stackBelow="md">
            <Stack gap={1}>
              <PageHeading>{intl.formatMessage(m.reviewTitle)}</PageHeading>
              <Text tone="muted">{intl.formatMessage(m.reviewIntro)}</Text>
            </Stack>
            <Button variant="secondary" size="sm" icon={<Icon name="arrowLeft" />} onPress={back}>
              {intl.formatMessage(m.backToQueue)}
            </Button>
          </Stack>
          {body}
        </Stack>
      </Page>
    </>
  );
}

/** An assignment not theirs and an unknown one look the same: nothing says which it was. */
function ReviewNotFound() {
  const intl = useIntl();
  const title = useRef<HTMLHeadingElement>(null);
  useFocusOnArrival(title);
  return (
    <InAppLinks>
      <NotFound title={intl.formatMessage(m.notFoundTitle)} message={intl.formatMessage(m.notFoundText)} homeLabel={intl.formatMessage(m.backToQueue)} homeHref={pathTo('reviews')} titleRef={title} />
    </InAppLinks>
  );
}

function ReviewView({ workspace }: { readonly workspace: ReviewWorkspace }) {
  const intl = useIntl();
  const page = useReviewPage(workspace);
  const submitted = workspace.state === 'submitted';
  const submittedRef = useRef<HTMLDivElement>(null);
  const wasSubmitted = useRef(submitted);
  useEffect(() => {
    // Once the review is submitted here, the focus goes to the message that says so (the form is gone).
    if (submitted && !wasSubmitted.current) submittedRef.current?.focus();
    wasSubmitted.current = submitted;
  }, [submitted]);

  return (
    <Stack gap={5}>
      <Stack gap={1}>
        <Stack direction="row" gap={2} align="center" wrap>
          <Heading level={2}>{intl.formatMessage(m.candidate, { pseudonym: workspace.pseudonym })}</Heading>
          <ReviewStateBadge state={workspace.state} />
        </Stack>
        <Text tone="muted">{workspace.program_name}</Text>
        <Stack direction="row" gap={3} wrap>
          <DueLine dueAt={workspace.due_at} submitted={submitted} now={page.now} />
          {workspace.submitted_at ? <Text size="sm" tone="muted">{intl.formatMessage(m.submittedOn, { date: intl.formatDate(workspace.submitted_at, { dateStyle: 'medium' }) })}</Text> : null}
        </Stack>
      </Stack>
      {page.reopened ? <ReopenedNotice reopened={page.reopened} now={page.now} /> : null}
      {submitted ? null : (
        <Card title={intl.formatMessage(m.conflict)} headingLevel={2}>
          <Stack gap={3} align="start">
            <Text size="sm">{intl.formatMessage(m.conflictHelp)}</Text>
            <Button variant="secondary" size="sm" onPress={() => page.conflict.onOpenChange(true)}>
              {intl.formatMessage(m.conflict)}
            </Button>
          </Stack>
        </Card>
      )}
      <Columns>
        <Stack gap={4}>
          <ReviewDocuments assignmentId={workspace.assignment_id} documentsSeen={workspace.documents_seen} documents={workspace.documents} />
          {workspace.quiz ? <QuizOutcome quiz={workspace.quiz} /> : null}
        </Stack>
        {submitted ? (
          <Stack gap={4}>
            <Alert
              ref={submittedRef}
              tabIndex={-1}
              tone="success"
              title={intl.formatMessage(m.submittedTitle)}
              message={intl.formatMessage(m.submittedText, { date: intl.formatDate(workspace.submitted_at_review ?? undefined, { dateStyle: 'medium', timeStyle: 'short' }) })}
            />
            <SubmittedReview workspace={workspace} />
          </Stack>
        ) : (
          <RubricForm
            rubric={workspace.rubric}
            state={page.draft}
            now={page.now}
            notice={page.notice}
            noticeRef={page.noticeRef}
            problems={page.problems}
            submitError={page.submitError}
            submitErrorRef={page.submitErrorRef}
            isSubmitting={page.submitting}
            onSubmit={page.submit}
          />
        )}
      </Columns>
      <ConflictDialog {...page.conflict} />
      <StaleDraftDialog {...page.stale} />
    </Stack>
  );
}

function QuizOutcome({ quiz }: { readonly quiz: NonNullable<ReviewWorkspace['quiz']> }) {
  const intl = useIntl();
  const outcome = quiz.outcome === 1 ? m.quizPassed : quiz.outcome === -1 ? m.quizFailed : m.quizNotAssessable;
  return (
    <Card title={intl.formatMessage(m.quizTitle)} headingLevel={2}>
      <Stack gap={1}>
        <Text>{intl.formatMessage(outcome)}</Text>
        {quiz.score === null ? null : <Text>{intl.formatMessage(m.quizScore, { score: intl.formatNumber(quiz.score) })}</Text>}
      </Stack>
    </Card>
  );
}
