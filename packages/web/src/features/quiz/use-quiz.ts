import {
  answerQuestion,
  blockedSecondsLeft,
  quizCountdown,
  startQuiz,
  type QuizQuestion,
} from '@admission/domain';
import { toast } from '@admission/ui';
import { useQueryClient } from '@tanstack/react-query';
import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { useIntl } from 'react-intl';
import { useLocation, useNavigate } from 'react-router-dom';
import { services } from '../../di/services';
import { useDeals, useQuizStatus } from '../../shared/queries';
import { isStartQuizState } from '../../shared/quiz-navigation';
import { systemClock } from '../../shared/system-clock';
import { takeEarlyQuizStart } from './early-quiz-start';
import { endQuizInCache } from './quiz-cache';
import { quizMessages as m } from './quiz.messages';
import { useNow } from './use-now';
import { pathTo } from '../../app/routes';

type Screen =
  | { readonly kind: 'starting' }
  | { readonly kind: 'start-failed'; readonly message: string }
  | { readonly kind: 'question'; readonly question: QuizQuestion; readonly number: number; readonly endTime: string }
  | { readonly kind: 'over'; readonly reason: 'expired' | 'completed' };

export type QuizView =
  | { readonly kind: 'checking' | 'starting' }
  | { readonly kind: 'over'; readonly reason: 'expired' | 'completed' }
  | { readonly kind: 'start-failed'; readonly message: string }
  | {
      readonly kind: 'question';
      readonly question: QuizQuestion;
      /** Its place in the attempt: the server's, else counted from the first one shown. */
      readonly number: number;
      readonly secondsLeft: number;
      readonly waitSeconds: number;
    };

/** Where the next question stands: as the server numbers it, else one after the current one. */
const numberOf = (question: QuizQuestion, previous: number): number => question.number ?? previous + 1;

/** /quiz's data and actions: eligibility, the automatic start, the countdown, answers and the end (spec §2, §4). */
export function useQuiz() {
  const intl = useIntl();
  const navigate = useNavigate();
  const location = useLocation();
  const queryClient = useQueryClient();
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

  const finish = useCallback(
    (reason: 'expired' | 'completed') => {
      setScreen({ kind: 'over', reason });
      void endQuizInCache(queryClient);
    },
    [queryClient],
  );

  const eligible = deals.data?.some((deal) => deal.program.requires_quiz) === true;
  const quiz = status.data?.status;
  const startRequested = isStartQuizState(location.state);

  // Eligibility failure: message, then back to the dashboard (spec §8).
  useEffect(() => {
    if (!deals.isError) return;
    toast.error(intl.formatMessage(m.eligibilityFailed));
    void navigate(pathTo('dashboard'), { replace: true });
  }, [deals.isError, intl, navigate]);

  // The quiz starts by itself (the dashboard's intro dialog is the only gate); a reload resumes it.
  useEffect(() => {
    if (!eligible || quiz === undefined || started.current) return;
    // Already over (no retake): the Quiz Over screen, derived below.
    if (quiz.is_quiz_over && !quiz.has_ongoing_quiz) return;
    if (!quiz.has_ongoing_quiz && !startRequested) {
      void navigate(pathTo('dashboard'), { replace: true });
      return;
    }
    started.current = true;
    void (async () => {
      const result = await (takeEarlyQuizStart() ?? startQuiz((await services()).quiz));
      if (result.ok) {
        setScreen({ kind: 'question', question: result.value.question, number: numberOf(result.value.question, 0), endTime: result.value.end_time });
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
    if (expiredByClock) void endQuizInCache(queryClient);
  }, [expiredByClock, queryClient]);

  const submit = useCallback(async () => {
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
      setScreen({ ...screen, question: result.value.next_question, number: numberOf(result.value.next_question, screen.number) });
      setSelected(null);
    } else finish('completed');
  }, [screen, selected, finish, intl]);

  const completedBefore = screen.kind === 'starting' && quiz?.is_quiz_over === true && !quiz.has_ongoing_quiz;
  const checking = deals.isPending || status.isPending || !eligible;
  const secondsLeft = countdown?.secondsLeft ?? 0;
  const waitSeconds = onQuestion ? blockedSecondsLeft(blockedUntil, { now: () => now }) : 0;
  // The same object while nothing shown changes (the page draws it in a transition when it does: quiz.route.tsx).
  const view = useMemo((): QuizView => {
    if (screen.kind === 'over') return screen;
    if (expiredByClock) return { kind: 'over', reason: 'expired' };
    if (completedBefore) return { kind: 'over', reason: 'completed' };
    if (screen.kind === 'starting') return { kind: checking ? 'checking' : 'starting' };
    if (screen.kind === 'start-failed') return screen;
    return { kind: 'question', question: screen.question, number: screen.number, secondsLeft, waitSeconds };
  }, [screen, expiredByClock, completedBefore, checking, secondsLeft, waitSeconds]);

  return { view, selected, setSelected, answerError, sending, submit };
}
