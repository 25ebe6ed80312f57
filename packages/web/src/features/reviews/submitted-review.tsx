import type { ReviewWorkspace } from '@admission/domain';
import { Card, Stack, Text } from '@admission/ui';
import { useIntl } from 'react-intl';
import styled from 'styled-components';
import { useInterfaceLanguage } from '../../shared/reason-texts';
import { RECOMMENDATION_LABELS } from '../../shared/review-labels';
import { reviewsMessages as m } from './reviews.messages';

const Fields = styled.dl`
  display: grid;
  gap: ${({ theme }) => theme.space[3]};
  margin: 0;
  dt {
    font-weight: ${({ theme }) => theme.typography.fontWeight.semibold};
  }
  dd {
    margin: 0;
  }
`;

/** A comment as it was written: its line breaks kept, a long word wrapped. */
const Written = styled.dd`
  white-space: pre-wrap;
  overflow-wrap: anywhere;
`;

/** The review as the reviewer submitted it, read-only: when, each criterion's score, the recommendation, the comment. */
export function SubmittedReview({ workspace }: { readonly workspace: ReviewWorkspace }) {
  const intl = useIntl();
  const language = useInterfaceLanguage();
  const review = workspace.draft;
  if (review === null) return null;
  return (
    <Card title={intl.formatMessage(m.submittedReview)} headingLevel={2} asRegion>
      <Stack gap={4}>
        {workspace.submitted_at_review === null ? null : (
          <Text size="sm" tone="muted">
            {intl.formatMessage(m.submittedText, { date: intl.formatDate(workspace.submitted_at_review, { dateStyle: 'long', timeStyle: 'short' }) })}
          </Text>
        )}
        <Fields>
          {workspace.rubric.criteria.map((criterion) => {
            const score = review.scores[criterion.id];
            return (
              <div key={criterion.id}>
                <dt>{criterion.label[language]}</dt>
                <dd>{score === undefined ? intl.formatMessage(m.submittedNoScore) : intl.formatMessage(m.submittedScore, { score, words: criterion.levels[score - 1]?.[language] ?? '' })}</dd>
              </div>
            );
          })}
          <div>
            <dt>{intl.formatMessage(m.recommendation)}</dt>
            <dd>{review.recommendation === null ? intl.formatMessage(m.staleNone) : intl.formatMessage(RECOMMENDATION_LABELS[review.recommendation])}</dd>
          </div>
          <div>
            <dt>{intl.formatMessage(m.comment)}</dt>
            <Written>{review.comment === '' ? intl.formatMessage(m.submittedNoComment) : review.comment}</Written>
          </div>
        </Fields>
      </Stack>
    </Card>
  );
}
