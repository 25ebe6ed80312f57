import type { AdminApplicationDetail } from '@admission/domain';
import { EmptyState, Heading, Spinner, Stack, StatusBadge, Text } from '@admission/ui';
import { lazy, Suspense } from 'react';
import { useIntl } from 'react-intl';
import styled from 'styled-components';
import { quizOutcomeBadge } from '../../shared/staff-labels';
import { applicationMessages as m } from './application.messages';
import { DetailsList } from './details-list';
import { QuizProgress } from './quiz-progress';
import { accommodationMessages } from './quiz-accommodation.messages';

// The accommodation form (select, checkbox, text area) comes with the quiz tab's first opening, not with the page.
const QuizAccommodationPanel = lazy(() => import('./quiz-accommodation-panel'));

const Questions = styled.ol`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space[3]};
  margin: 0;
  padding: 0;
  list-style: none;
`;

const Question = styled.li`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space[1]};
  padding: ${({ theme }) => theme.space[3]};
  border: 1px solid ${({ theme }) => theme.colors.border.subtle};
  border-radius: ${({ theme }) => theme.radii.md};
`;

interface Props {
  readonly applicationId: number;
  readonly quiz: AdminApplicationDetail['quiz'];
}

/** The candidate's quiz accommodation, then the results. */
export function QuizTab({ applicationId, quiz }: Props) {
  const intl = useIntl();
  return (
    <Stack gap={6}>
      <Suspense fallback={<Spinner label={intl.formatMessage(accommodationMessages.loading)} />}>
        <QuizAccommodationPanel applicationId={applicationId} />
      </Suspense>
      <QuizResults quiz={quiz} />
    </Stack>
  );
}

/** Where the quiz stands; once finished, score, outcome, correct answers, calculated, and each question with its answer (spec §2). */
function QuizResults({ quiz }: { readonly quiz: AdminApplicationDetail['quiz'] }) {
  const intl = useIntl();
  if (!quiz) return <EmptyState title={intl.formatMessage(m.noQuiz)} headingLevel={3} />;
  return (
    <QuizProgress quiz={quiz}>
      <FinishedQuiz quiz={quiz} />
    </QuizProgress>
  );
}

function FinishedQuiz({ quiz }: { readonly quiz: NonNullable<AdminApplicationDetail['quiz']> }) {
  const intl = useIntl();
  const outcome = quizOutcomeBadge(quiz.outcome ?? undefined);
  const number = (value: number | null | undefined) => (typeof value === 'number' ? intl.formatNumber(value) : intl.formatMessage(m.notAvailable));
  return (
    <Stack gap={4}>
      <DetailsList
        items={[
          { label: intl.formatMessage(m.score), value: number(quiz.score) },
          { label: intl.formatMessage(m.outcome), value: <StatusBadge kind={outcome.kind} label={intl.formatMessage(outcome.message)} /> },
          { label: intl.formatMessage(m.correctAnswers), value: number(quiz.number_of_correct_answers) },
          { label: intl.formatMessage(m.calculated), value: intl.formatMessage(quiz.calculated ? m.yes : m.no) },
        ]}
      />
      {quiz.questions.length > 0 ? (
        <Stack gap={2}>
          <Heading level={3}>{intl.formatMessage(m.questionsTitle)}</Heading>
          <Questions>
            {quiz.questions.map((question, index) => (
              // Questions have no id of their own; their order is fixed.
              <Question key={index}>
                <Stack direction="row" justify="space-between" align="center" gap={2} wrap>
                  <Text as="span" size="sm" tone="muted">
                    {intl.formatMessage(m.questionHeading, { number: index + 1, level: question.level })}
                  </Text>
                  <StatusBadge
                    kind={question.is_correct ? 'correct' : 'incorrect'}
                    label={intl.formatMessage(question.is_correct ? m.correct : m.incorrect)}
                  />
                </Stack>
                <Text weight="medium">{question.question}</Text>
                <Text size="sm">
                  {intl.formatMessage(m.answer, { answer: question.answer ?? intl.formatMessage(m.noAnswer) })}
                </Text>
              </Question>
            ))}
          </Questions>
        </Stack>
      ) : null}
    </Stack>
  );
}
