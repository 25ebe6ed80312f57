import type { ApplicationReviews, Role, SubmittedReview } from '@admission/domain';
import { Alert, Button, Card, EmptyState, Spinner, Stack, Text, toast } from '@admission/ui';
import { useRef, useState } from 'react';
import { useIntl } from 'react-intl';
import styled from 'styled-components';
import { focusAfterDialogs } from '../../shared/focus-after-dialogs';
import { useInterfaceLanguage } from '../../shared/reason-texts';
import { DisagreementBadge, RECOMMENDATION_LABELS, ReviewStateBadge } from '../../shared/review-labels';
import { DetailsList } from './details-list';
import { ReassignDialog, ReopenDialog } from './review-action-dialogs';
import { reviewsTabMessages as m } from './reviews-tab.messages';
import { useApplicationReviews } from './use-application-reviews';

const List = styled.ul`
  display: grid;
  gap: ${({ theme }) => theme.space[3]};
  margin: 0;
  padding: 0;
  list-style: none;
`;

/** An admin's action on one assignment: which, and on whom. */
type Action = { readonly kind: 'reopen' | 'reassign'; readonly assignmentId: number; readonly reviewerName: string } | null;

/** The jury's reviews of the application: the summary, each submitted review, the reviewers and the conflicts. */
export function ReviewsTab({ applicationId, role }: { readonly applicationId: number; readonly role: Role | null }) {
  const intl = useIntl();
  const reviews = useApplicationReviews(applicationId);
  const [action, setAction] = useState<Action>(null);
  // After an action, the reviewers' card shows its result (a review re-opened is a draft again, a new reviewer).
  const result = useRef<HTMLDivElement>(null);
  if (reviews.isPending) return <Spinner label={intl.formatMessage(m.loading)} />;
  if (reviews.isError) {
    return (
      <Alert message={intl.formatMessage(m.failed)}>
        <Button size="sm" onPress={() => void reviews.refetch()}>
          {intl.formatMessage(m.retry)}
        </Button>
      </Alert>
    );
  }
  const data = reviews.data;
  const admin = role === 'admin';
  const done = (text: string) => {
    setAction(null);
    toast.success(text);
    focusAfterDialogs(() => result.current);
  };
  return (
    <Stack gap={5}>
      <Summary reviews={data} />
      <Stack gap={3}>
        <Text as="strong" weight="semibold">{intl.formatMessage(m.reviewsTitle)}</Text>
        {data.reviews.length === 0 ? (
          <EmptyState title={intl.formatMessage(m.noReviews)} headingLevel={3} />
        ) : (
          <List>
            {data.reviews.map((review) => (
              <li key={review.assignment_id}>
                <ReviewCard review={review} reviews={data} onReopen={admin ? () => setAction({ kind: 'reopen', assignmentId: review.assignment_id, reviewerName: review.reviewer_name }) : null} />
              </li>
            ))}
          </List>
        )}
      </Stack>
      <div ref={result} tabIndex={-1}>
        <Assignments reviews={data} onReassign={admin ? (assignmentId, reviewerName) => setAction({ kind: 'reassign', assignmentId, reviewerName }) : null} />
      </div>
      {data.conflicts.length === 0 ? null : (
        <Card title={intl.formatMessage(m.conflictsTitle)} headingLevel={3}>
          <List>
            {data.conflicts.map((conflict) => (
              <li key={`${conflict.reviewer_name}-${conflict.declared_at}`}>
                <Text size="sm" keepLineBreaks>
                  {intl.formatMessage(m.conflictLine, { name: conflict.reviewer_name, date: intl.formatDate(conflict.declared_at, { dateStyle: 'medium' }), reason: conflict.reason })}
                </Text>
              </li>
            ))}
          </List>
        </Card>
      )}
      <ReopenDialog
        applicationId={applicationId}
        target={action?.kind === 'reopen' ? action : null}
        onClose={() => setAction(null)}
        onDone={(name) => done(intl.formatMessage(m.reopened, { name }))}
      />
      <ReassignDialog
        applicationId={applicationId}
        programId={data.program_id}
        reviews={data}
        target={action?.kind === 'reassign' ? action : null}
        onClose={() => setAction(null)}
        onDone={(name) => done(intl.formatMessage(m.reassigned, { name }))}
      />
    </Stack>
  );
}

function Summary({ reviews }: { readonly reviews: ApplicationReviews }) {
  const intl = useIntl();
  const score = (value: number | null) => (value === null ? intl.formatMessage(m.none) : intl.formatMessage(m.outOfFive, { score: intl.formatNumber(value, { maximumFractionDigits: 2 }) }));
  return (
    <Card title={intl.formatMessage(m.summaryTitle)} headingLevel={3} badge={reviews.disagreement ? <DisagreementBadge /> : undefined}>
      <Stack gap={3}>
        <Text weight="semibold">{intl.formatMessage(m.done, { done: reviews.reviews_done, assigned: reviews.reviews_assigned })}</Text>
        <DetailsList
          items={[
            { label: intl.formatMessage(m.mean), value: score(reviews.mean) },
            { label: intl.formatMessage(m.spread), value: reviews.spread === null ? intl.formatMessage(m.none) : intl.formatNumber(reviews.spread, { maximumFractionDigits: 2 }) },
          ]}
        />
        {reviews.disagreement ? <Text tone="danger">{intl.formatMessage(m.disagreementText, { threshold: reviews.threshold })}</Text> : null}
      </Stack>
    </Card>
  );
}

function ReviewCard({ review, reviews, onReopen }: { readonly review: SubmittedReview; readonly reviews: ApplicationReviews; readonly onReopen: (() => void) | null }) {
  const intl = useIntl();
  const language = useInterfaceLanguage();
  return (
    <Card
      title={review.reviewer_name}
      headingLevel={4}
      badge={<Text as="span" weight="semibold">{intl.formatMessage(RECOMMENDATION_LABELS[review.recommendation])}</Text>}
      description={intl.formatMessage(m.submittedOn, { date: intl.formatDate(review.submitted_at, { dateStyle: 'medium' }) })}
    >
      <Stack gap={3}>
        <Text weight="semibold">{intl.formatMessage(m.reviewTotal, { total: intl.formatNumber(review.total, { maximumFractionDigits: 2 }) })}</Text>
        <DetailsList
          items={reviews.rubric.criteria.map((criterion) => {
            const score = review.scores[criterion.id];
            return {
              label: criterion.label[language],
              value: score === undefined ? intl.formatMessage(m.none) : intl.formatMessage(m.criterionScore, { score, words: criterion.levels[score - 1]?.[language] ?? '' }),
            };
          })}
        />
        <Text keepLineBreaks>{review.comment.trim() === '' ? intl.formatMessage(m.noComment) : review.comment}</Text>
        {onReopen ? (
          <Stack direction="row">
            <Button size="sm" variant="secondary" aria-label={intl.formatMessage(m.reopen, { name: review.reviewer_name })} onPress={onReopen}>
              {intl.formatMessage(m.reopenShort)}
            </Button>
          </Stack>
        ) : null}
      </Stack>
    </Card>
  );
}

function Assignments({ reviews, onReassign }: { readonly reviews: ApplicationReviews; readonly onReassign: ((assignmentId: number, reviewerName: string) => void) | null }) {
  const intl = useIntl();
  return (
    <Card title={intl.formatMessage(m.assignmentsTitle)} headingLevel={3}>
      {reviews.assignments.length === 0 ? (
        <Text tone="muted">{intl.formatMessage(m.noAssignments)}</Text>
      ) : (
        <List>
          {reviews.assignments.map((assignment) => (
            <li key={assignment.assignment_id}>
              <Stack direction="row" justify="space-between" align="center" gap={2} wrap>
                <Stack gap={0}>
                  <Text as="span" weight="semibold">{assignment.reviewer_name}</Text>
                  <Text as="span" size="sm" tone="muted">{intl.formatMessage(m.dueOn, { date: intl.formatDate(assignment.due_at, { dateStyle: 'medium' }) })}</Text>
                </Stack>
                <Stack direction="row" gap={2} align="center">
                  {assignment.state === 'withdrawn' ? <Text as="span" size="sm" tone="muted">{intl.formatMessage(m.withdrawn)}</Text> : <ReviewStateBadge state={assignment.review_state} />}
                  {onReassign && assignment.state === 'active' && assignment.review_state !== 'submitted' ? (
                    <Button size="sm" variant="secondary" aria-label={intl.formatMessage(m.reassign, { name: assignment.reviewer_name })} onPress={() => onReassign(assignment.assignment_id, assignment.reviewer_name)}>
                      {intl.formatMessage(m.reassignShort)}
                    </Button>
                  ) : null}
                </Stack>
              </Stack>
            </li>
          ))}
        </List>
      )}
    </Card>
  );
}
