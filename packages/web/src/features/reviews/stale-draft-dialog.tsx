import { draftDifferences, type ReviewDraft, type ReviewScore, type Rubric } from '@admission/domain';
import { Alert, Button, Dialog, Spinner, Stack, Text } from '@admission/ui';
import { useIntl } from 'react-intl';
import styled from 'styled-components';
import { useInterfaceLanguage } from '../../shared/reason-texts';
import { RECOMMENDATION_LABELS } from '../../shared/review-labels';
import { reviewsMessages as m } from './reviews.messages';
import type { StaleChoice } from './use-review-page';

const Differences = styled.table`
  width: 100%;
  border-collapse: collapse;
  th,
  td {
    padding: ${({ theme }) => theme.space[2]};
    border-bottom: 1px solid ${({ theme }) => theme.colors.border.subtle};
    text-align: start;
    vertical-align: top;
    /* A comment keeps its line breaks; a long word wraps rather than widening the dialog. */
    white-space: pre-wrap;
    overflow-wrap: anywhere;
  }
`;

export interface StaleDraftDialogProps {
  readonly choice: StaleChoice | null;
  readonly rubric: Rubric;
  readonly mine: ReviewDraft;
  readonly onKeepMine: () => void;
  readonly onTakeTheirs: () => void;
  readonly onRetry: () => void;
}

/**
 * "This review was changed in another tab": the two versions side by side where they differ (each score, the
 * recommendation, the comment), and a choice between them; nothing is lost until the reviewer makes it.
 */
export function StaleDraftDialog({ choice, rubric, mine, onKeepMine, onTakeTheirs, onRetry }: StaleDraftDialogProps) {
  const intl = useIntl();
  const language = useInterfaceLanguage();
  const ready = choice?.kind === 'ready';
  const score = (criterionId: string, value: ReviewScore | null) => {
    if (value === null) return intl.formatMessage(m.staleNone);
    const words = rubric.criteria.find((criterion) => criterion.id === criterionId)?.levels[value - 1]?.[language] ?? '';
    return intl.formatMessage(m.level, { score: value, words });
  };
  const recommendation = (value: ReviewDraft['recommendation']) => (value === null ? intl.formatMessage(m.staleNone) : intl.formatMessage(RECOMMENDATION_LABELS[value]));
  const comment = (value: string) => (value === '' ? intl.formatMessage(m.staleEmptyComment) : value);

  let body;
  if (choice === null || choice.kind === 'loading') body = <Spinner label={intl.formatMessage(m.staleLoading)} />;
  else if (choice.kind === 'failed') {
    body = (
      <Alert message={intl.formatMessage(m.staleFailed)}>
        <Button size="sm" onPress={onRetry}>
          {intl.formatMessage(m.retry)}
        </Button>
      </Alert>
    );
  } else {
    const theirs = choice.theirs;
    const differences = draftDifferences(rubric, mine, theirs);
    body = (
      <Differences>
        <thead>
          <tr>
            <th scope="col">{intl.formatMessage(m.staleField)}</th>
            <th scope="col">{intl.formatMessage(m.staleMine)}</th>
            <th scope="col">{intl.formatMessage(m.staleTheirs)}</th>
          </tr>
        </thead>
        <tbody>
          {differences.scores.map((difference) => (
            <tr key={difference.criterionId}>
              <th scope="row">{rubric.criteria.find((criterion) => criterion.id === difference.criterionId)?.label[language] ?? difference.criterionId}</th>
              <td>{score(difference.criterionId, difference.mine)}</td>
              <td>{score(difference.criterionId, difference.theirs)}</td>
            </tr>
          ))}
          {differences.recommendation === null ? null : (
            <tr>
              <th scope="row">{intl.formatMessage(m.recommendation)}</th>
              <td>{recommendation(differences.recommendation.mine)}</td>
              <td>{recommendation(differences.recommendation.theirs)}</td>
            </tr>
          )}
          {differences.comment === null ? null : (
            <tr>
              <th scope="row">{intl.formatMessage(m.comment)}</th>
              <td>{comment(differences.comment.mine)}</td>
              <td>{comment(differences.comment.theirs)}</td>
            </tr>
          )}
        </tbody>
      </Differences>
    );
  }

  return (
    <Dialog
      isOpen={choice !== null}
      // A choice is needed: Escape and a click outside leave the dialog open.
      onOpenChange={() => undefined}
      isDismissable={false}
      title={intl.formatMessage(m.staleTitle)}
      actions={
        <>
          <Button variant="secondary" onPress={onTakeTheirs} isDisabled={!ready}>
            {intl.formatMessage(m.staleTakeTheirs)}
          </Button>
          <Button variant="primary" onPress={onKeepMine} isDisabled={!ready}>
            {intl.formatMessage(m.staleKeepMine)}
          </Button>
        </>
      }
    >
      <Stack gap={3}>
        <Text>{intl.formatMessage(m.staleIntro)}</Text>
        {body}
      </Stack>
    </Dialog>
  );
}
