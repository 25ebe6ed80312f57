import {
  answerQuestion,
  answerText,
  blockedSecondsLeft,
  questionText,
  quizCountdown,
  startQuiz,
  type QuizQuestion as QuizQuestionData,
} from '@admission/domain';
import {
  Alert,
  Button,
  Card,
  CountdownDisplay,
  FocusLossOverlay,
  FullScreenSpinner,
  Heading,
  Icon,
  Page,
  QuizQuestion,
  Stack,
  Text,
  toast,
} from '@admission/ui';
import { useQueryClient } from '@tanstack/react-query';
import { useCallback, useEffect, useRef, useState } from 'react';
import { useIntl } from 'react-intl';
import { useLocation, useNavigate } from 'react-router-dom';
import { services } from '../../di/services';
import { useLanguageStore } from '../../i18n/language.store';
import { LanguageSwitch } from '../../shared/language-switch';
import { commonMessages } from '../../shared/messages';
import { queryKeys, useDeals, useQuizStatus } from '../../shared/queries';
import { isStartQuizState } from '../../shared/quiz-navigation';
import { systemClock } from '../../shared/system-clock';
import { quizMessages as m } from './quiz.messages';
import { useFocusLoss } from './use-focus-loss';
import { useNow } from './use-now';

type Screen =
  | { readonly kind: 'starting' }
  | { readonly kind: 'start-failed'; readonly message: string }
  | { readonly kind: 'question'; readonly question: QuizQuestionData; readonly number: number; readonly endTime: string }
  | { readonly kind: 'over'; readonly reason: 'expired' | 'completed' };

/** /quiz: eligibility, the automatic start, the countdown, questions and the end (spec §2, §4). */
export function Component() {
  const intl = useIntl();
  const navigate = useNavigate();
  const location = useLocation();
  const queryClient = useQueryClient();
  const language = useLanguageStore((state) => state.language);
  const deals = useDeals();
  const status = useQuizStatus(deals.data);
  const [screen, setScreen] = useState<Screen>({ kind: 'starting' });
  const [selected, setSelected] = useState<string | null>(null);
  const [blockedUntil, setBlockedUntil] = useState<string | null>(null);
  const [answerError, setAnswerError] = useState<string | null>(null);
  const [sending, setSending] = useState(false);
  const started = useRef(false);
  const onQuestion = screen.kind === 'question';
  const now = useNow(onQuestion);
  const focusLost = useFocusLoss(onQuestion);

  const refreshQuizData = useCallback(() => {
    void queryClient.invalidateQueries({ queryKey: queryKeys.quizStatus });
    void queryClient.invalidateQueries({ queryKey: queryKeys.deals });
  }, [queryClient]);
  const finish = useCallback(
    (reason: 'expired' | 'completed') => {
      setScreen({ kind: 'over', reason });
      refreshQuizData();
    },
    [refreshQuizData],
  );

  const eligible = deals.data?.some((deal) => deal.program.requires_quiz) === true;
  const quiz = status.data?.status;
  const startRequested = isStartQuizState(location.state);

  // Eligibility failure: message, then back to the dashboard (spec §8).
  useEffect(() => {
    if (!deals.isError) return;
    toast.error(intl.formatMessage(m.eligibilityFailed));
    void navigate('/', { replace: true });
  }, [deals.isError, intl, navigate]);

  // The quiz starts by itself (the dashboard's intro dialog is the only gate); a reload resumes it.
  useEffect(() => {
    if (!eligible || quiz === undefined || started.current) return;
    // Already over (no retake): the Quiz Over screen, derived below.
    if (quiz.is_quiz_over && !quiz.has_ongoing_quiz) return;
    if (!quiz.has_ongoing_quiz && !startRequested) {
      void navigate('/', { replace: true });
      return;
    }
    started.current = true;
    void (async () => {
      const result = await startQuiz((await services()).quiz);
      if (result.ok) {
        setScreen({ kind: 'question', question: result.value.question, number: 1, endTime: result.value.end_time });
        setBlockedUntil(result.value.blocked_until ?? null);
        // The start is no longer needed in history: a reload resumes from the server.
        void navigate(location.pathname, { replace: true, state: null });
      } else if (result.error.code === 'QUIZ_EXPIRED') finish('expired');
      else setScreen({ kind: 'start-failed', message: result.error.detail ?? intl.formatMessage(m.startFailed) });
    })();
  }, [eligible, quiz, startRequested, navigate, location.pathname, finish, intl]);

  const countdown = onQuestion ? quizCountdown(screen.endTime, { now: () => now }) : null;
  const expiredByClock = countdown?.expired === true;
  useEffect(() => {
    if (expiredByClock) refreshQuizData();
  }, [expiredByClock, refreshQuizData]);
  const overReason: 'expired' | 'completed' | null =
    screen.kind === 'over'
      ? screen.reason
      : expiredByClock
        ? 'expired'
        : screen.kind === 'starting' && quiz?.is_quiz_over === true && !quiz.has_ongoing_quiz
          ? 'completed'
          : null;

  const waitSeconds = blockedSecondsLeft(blockedUntil, { now: () => now });
  const blocked = waitSeconds > 0;

  const submit = async () => {
    if (screen.kind !== 'question' || selected === null) return;
    setSending(true);
    setAnswerError(null);
    const result = await answerQuestion((await services()).quiz, Number(selected));
    setSending(false);
    if (!result.ok) {
      if (result.error.code === 'QUIZ_EXPIRED') finish('expired');
      else setAnswerError(result.error.detail ?? intl.formatMessage(m.answerFailed));
      return;
    }
    const seconds = blockedSecondsLeft(result.value.blocked_until, systemClock);
    if (seconds > 0) {
      setBlockedUntil(result.value.blocked_until ?? null);
      toast.error(intl.formatMessage(m.slowDownTitle), intl.formatMessage(m.slowDownText, { seconds }));
      return;
    }
    if (result.value.next_question) {
      setScreen({ ...screen, question: result.value.next_question, number: screen.number + 1 });
      setSelected(null);
    } else finish('completed');
  };

  const announce = useCallback((seconds: number) => intl.formatMessage(m.minutesRemaining, { minutes: Math.round(seconds / 60) }), [intl]);

  if (overReason === null && screen.kind === 'starting' && (deals.isPending || status.isPending || !eligible)) {
    return <FullScreenSpinner message={intl.formatMessage(m.checking)} />;
  }
  if (overReason === null && screen.kind === 'starting') return <FullScreenSpinner message={intl.formatMessage(m.starting)} />;

  const backButton = (
    <Button variant="ghost" size="sm" icon={<Icon name="arrowLeft" />} onPress={() => void navigate('/')}>
      {intl.formatMessage(commonMessages.backToDashboard)}
    </Button>
  );

  if (overReason !== null) {
    return (
      <Page width="narrow">
        <Card padding="lg">
          <Stack gap={4} align="center">
            <Heading level={1}>{intl.formatMessage(m.overTitle)}</Heading>
            <Text weight="semibold">{intl.formatMessage(overReason === 'expired' ? m.overExpired : m.overCompleted)}</Text>
            <Text tone="muted">{intl.formatMessage(m.overThanks)}</Text>
            <Button onPress={() => void navigate('/')}>{intl.formatMessage(m.returnToDashboard)}</Button>
          </Stack>
        </Card>
      </Page>
    );
  }

  return (
    <Page width="narrow">
      <Stack gap={5}>
        <Stack direction="row" justify="space-between" align="center" wrap>
          {backButton}
          <LanguageSwitch />
        </Stack>
        <Heading level={1}>{intl.formatMessage(m.title)}</Heading>
        {screen.kind === 'start-failed' ? <Alert message={screen.message} /> : null}
        {screen.kind === 'question' ? (
          <>
            <CountdownDisplay secondsLeft={countdown?.secondsLeft ?? 0} label={intl.formatMessage(m.timeRemaining)} announce={announce} />
            <Card padding="lg">
              <Stack gap={4}>
                <QuizQuestion
                  caption={intl.formatMessage(m.questionCaption, { number: screen.number })}
                  question={questionText(screen.question, language)}
                  answers={screen.question.answers.map((answer) => ({ id: String(answer.id), text: answerText(answer, language) }))}
                  value={selected}
                  onChange={setSelected}
                  isDisabled={blocked || sending}
                />
                {answerError ? <Alert message={answerError} /> : null}
                <Button
                  onPress={() => void submit()}
                  isDisabled={selected === null || blocked}
                  isPending={sending}
                  pendingLabel={intl.formatMessage(m.submitting)}
                >
                  {blocked ? intl.formatMessage(m.wait, { seconds: waitSeconds }) : intl.formatMessage(m.submit)}
                </Button>
              </Stack>
            </Card>
          </>
        ) : null}
      </Stack>
      <FocusLossOverlay isVisible={focusLost} title={intl.formatMessage(m.stayTitle)} message={intl.formatMessage(m.stayText)} />
    </Page>
  );
}
