import { QUIZ_QUESTION_COUNT, answerText, focusLossTriggers, questionText } from '@admission/domain';
import { Alert, Button, Card, CountdownDisplay, FocusLossOverlay, FullScreenSpinner, Icon, Page, QuizQuestion, Stack, Text } from '@admission/ui';
import { memo, useCallback, useDeferredValue, useEffect, useRef, type RefObject } from 'react';
import { useIntl } from 'react-intl';
import { useNavigate } from 'react-router-dom';
import { useLanguageStore } from '../../i18n/language.store';
import { LanguageSwitch } from '../../shared/language-switch';
import { portalMessages } from '../../app/portal-messages';
import { PageHeading } from '../../shared/page-heading';
import { usePageTitle } from '../../shared/page-title';
import { useQuizTime } from '../../shared/queries';
import { quizMessages as m } from './quiz.messages';
import { useFocusLoss } from './use-focus-loss';
import { useQuiz, type QuizView } from './use-quiz';
import { useHiddenFooter } from './use-hidden-footer';
import { useTabCycle } from './use-tab-cycle';
import { useMarkFirstScreenDrawn } from '../../shared/first-screen';
import { pathTo } from '../../app/routes';

/** /quiz: eligibility, the automatic start, the countdown, questions and the end (spec §2, §4). */
export function Component() {
  const intl = useIntl();
  usePageTitle(intl.formatMessage(m.title));
  const { view: latest, selected, setSelected, answerError, sending, submit } = useQuiz();
  // A new screen (the first question after the start's answer, each next question) is drawn in a transition, in
  // interruptible slices: the answer that brings it is a synchronous store update, which would otherwise draw the
  // whole page in one long task. The countdown's ticks go the same way; QuizScreen is memoised so the urgent pass
  // in between costs nothing.
  const view = useDeferredValue(latest);
  // The first screen: a question, the quiz's end, or why it could not start (not the checks before).
  useMarkFirstScreenDrawn(view.kind === 'question' || view.kind === 'over' || view.kind === 'start-failed');
  const onQuestion = view.kind === 'question';
  // Relaxed focus-loss warnings (a staff grant) leave only a hidden tab to raise the overlay; until the
  // grant is read, every trigger counts.
  const time = useQuizTime(onQuestion);
  const focusLoss = useFocusLoss(onQuestion, focusLossTriggers(time.data ? { relaxedFocusLoss: time.data.relaxed_focus_loss } : null));
  // Tab goes round the page: past its last control it would leave the window, which counts as leaving the quiz.
  useTabCycle(onQuestion);
  useHiddenFooter();

  // Each new question takes the focus to its caption ('Question 7 of 20'), the first one too once the page has
  // shown its heading: the focus is not left on a Submit button that went disabled.
  const caption = useRef<HTMLHeadingElement>(null);
  const questionId = view.kind === 'question' ? view.question.id : null;
  const firstQuestion = useRef<number | null>(null);
  useEffect(() => {
    if (questionId === null) return;
    firstQuestion.current ??= questionId;
    if (questionId !== firstQuestion.current) caption.current?.focus();
  }, [questionId]);

  return (
    <QuizScreen
      view={view}
      caption={caption}
      selected={selected}
      setSelected={setSelected}
      answerError={answerError}
      sending={sending}
      submit={submit}
      focusLost={focusLoss.lost}
      dismissFocusLoss={focusLoss.dismiss}
    />
  );
}

interface ScreenProps {
  readonly view: QuizView;
  readonly caption: RefObject<HTMLHeadingElement | null>;
  readonly selected: string | null;
  readonly setSelected: (id: string | null) => void;
  readonly answerError: string | null;
  readonly sending: boolean;
  readonly submit: () => Promise<void>;
  readonly focusLost: boolean;
  readonly dismissFocusLoss: () => void;
}

/** What /quiz shows for a view: a spinner, the end, or the question with its countdown. */
const QuizScreen = memo(function QuizScreen({ view, caption, selected, setSelected, answerError, sending, submit, focusLost, dismissFocusLoss }: ScreenProps) {
  const intl = useIntl();
  const navigate = useNavigate();
  const language = useLanguageStore((state) => state.language);
  const announce = useCallback((seconds: number) => intl.formatMessage(m.minutesRemaining, { minutes: Math.round(seconds / 60) }), [intl]);

  if (view.kind === 'checking') return <FullScreenSpinner message={intl.formatMessage(m.checking)} />;
  if (view.kind === 'starting') return <FullScreenSpinner message={intl.formatMessage(m.starting)} />;

  if (view.kind === 'over') {
    return (
      <Page width="narrow">
        <Card padding="lg">
          <Stack gap={4} align="center">
            <PageHeading>{intl.formatMessage(m.overTitle)}</PageHeading>
            <Text weight="semibold">{intl.formatMessage(view.reason === 'expired' ? m.overExpired : m.overCompleted)}</Text>
            <Text tone="muted">{intl.formatMessage(m.overThanks)}</Text>
            <Button onPress={() => void navigate(pathTo('dashboard'))}>{intl.formatMessage(m.returnToDashboard)}</Button>
          </Stack>
        </Card>
      </Page>
    );
  }

  const blocked = view.kind === 'question' && view.waitSeconds > 0;
  return (
    <Page width="narrow">
      <Stack gap={5}>
        <Stack direction="row" justify="space-between" align="center" wrap>
          <Button variant="ghost" size="sm" icon={<Icon name="arrowLeft" />} onPress={() => void navigate(pathTo('dashboard'))}>
            {intl.formatMessage(portalMessages.backToDashboard)}
          </Button>
          <LanguageSwitch />
        </Stack>
        <PageHeading>{intl.formatMessage(m.title)}</PageHeading>
        {view.kind === 'start-failed' ? <Alert message={view.message} /> : null}
        {view.kind === 'question' ? (
          <>
            <CountdownDisplay secondsLeft={view.secondsLeft} label={intl.formatMessage(m.timeRemaining)} announce={announce} />
            <Card padding="lg">
              <Stack gap={4}>
                {/* A new group a question: react-aria's would keep the last answer's tab stop, which the new answers lack. */}
                <QuizQuestion
                  key={view.question.id}
                  caption={intl.formatMessage(m.questionCaption, { number: view.number, count: QUIZ_QUESTION_COUNT })}
                  captionRef={caption}
                  question={questionText(view.question, language)}
                  answers={view.question.answers.map((answer) => ({ id: String(answer.id), text: answerText(answer, language) }))}
                  value={selected}
                  onChange={setSelected}
                  isDisabled={blocked || sending}
                />
                {answerError ? <Alert message={answerError} /> : null}
                <Button onPress={() => void submit()} isDisabled={selected === null || blocked} isPending={sending} pendingLabel={intl.formatMessage(m.submitting)}>
                  {blocked ? intl.formatMessage(m.wait, { seconds: view.waitSeconds }) : intl.formatMessage(m.submit)}
                </Button>
              </Stack>
            </Card>
          </>
        ) : null}
      </Stack>
      <FocusLossOverlay
        isVisible={focusLost}
        title={intl.formatMessage(m.stayTitle)}
        message={intl.formatMessage(m.stayText)}
        dismissLabel={intl.formatMessage(m.stayBack)}
        onDismiss={dismissFocusLoss}
      />
    </Page>
  );
});
