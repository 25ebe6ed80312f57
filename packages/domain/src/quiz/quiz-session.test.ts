import { describe, expect, it } from 'vitest';
import type { QuizApi } from '../api/product-api.port';
import { PortError } from '../api/port-error';
import { aDeal, aProgram } from '../testing';
import { NO_QUIZ_STATUS, loadQuizStatus } from './load-quiz-status';
import { answerQuestion, startQuiz } from './quiz-session';

const question = { id: 1, question: 'Q', question_en: 'Q', answers: [] };
const quizApi = (failure?: Error): Pick<QuizApi, 'start' | 'answer' | 'status'> & { asked: number } => {
  const api = {
    asked: 0,
    start: () => (failure ? Promise.reject(failure) : Promise.resolve({ question, end_time: '2026-03-01T09:40:00Z' })),
    answer: (id: number) => (failure ? Promise.reject(failure) : Promise.resolve({ next_question: { ...question, id: id + 1 } })),
    status: () => {
      api.asked += 1;
      return failure ? Promise.reject(failure) : Promise.resolve({ has_ongoing_quiz: true, is_quiz_over: false });
    },
  };
  return api;
};

describe('startQuiz and answerQuestion', () => {
  it('return the server answers', async () => {
    expect(await startQuiz(quizApi())).toEqual({ ok: true, value: { question, end_time: '2026-03-01T09:40:00Z' } });
    expect(await answerQuestion(quizApi(), 4)).toEqual({ ok: true, value: { next_question: { ...question, id: 5 } } });
  });

  it('recognise an expired quiz', async () => {
    const expired = new PortError('INVALID_INPUT', 'x', { status: 400, detail: 'Quiz has expired' });
    expect(await startQuiz(quizApi(expired))).toEqual({ ok: false, error: { code: 'QUIZ_EXPIRED' } });
    expect(await answerQuestion(quizApi(expired), 1)).toEqual({ ok: false, error: { code: 'QUIZ_EXPIRED' } });
  });

  it('pass on other failures with their detail', async () => {
    expect(await startQuiz(quizApi(new PortError('FORBIDDEN', 'x', { detail: 'Already taken' })))).toEqual({
      ok: false,
      error: { code: 'QUIZ_START_FAILED', detail: 'Already taken' },
    });
    expect(await answerQuestion(quizApi(new Error('offline')), 1)).toEqual({ ok: false, error: { code: 'QUIZ_ANSWER_FAILED', detail: null } });
  });
});

describe('loadQuizStatus', () => {
  const quizDeal = aDeal({ program: aProgram({ requires_quiz: true }) });

  it('does not ask when no program requires the quiz', async () => {
    const api = quizApi();
    expect(await loadQuizStatus(api, [aDeal()])).toEqual({ status: NO_QUIZ_STATUS, failed: false });
    expect(api.asked).toBe(0);
  });

  it('asks when a program requires it', async () => {
    expect(await loadQuizStatus(quizApi(), [aDeal(), quizDeal])).toEqual({ status: { has_ongoing_quiz: true, is_quiz_over: false }, failed: false });
  });

  it('says no ongoing quiz, and that it failed, on a failure', async () => {
    expect(await loadQuizStatus(quizApi(new PortError('SERVER', 'x')), [quizDeal])).toEqual({ status: NO_QUIZ_STATUS, failed: true });
  });
});
