import { beforeEach, describe, expect, it, vi } from 'vitest';

const quiz = { hasOngoing: vi.fn(), isOver: vi.fn(), status: vi.fn(), start: vi.fn(), answer: vi.fn() };
const deals = { list: vi.fn() };
vi.mock('../../di/services', () => ({ services: () => Promise.resolve({ quiz, deals }) }));

const { queryClient } = await import('../../app/query-client');
const { resumeOngoingQuizEarly, takeEarlyQuizStart } = await import('./early-quiz-start');

const QUESTION = { question: { id: 4, text_en: 'x', text_fr: 'x', answers: [] }, end_time: '2026-11-24T10:00:00Z' };

describe("resuming an ongoing quiz with the page's first reads", () => {
  beforeEach(() => {
    queryClient.clear();
    vi.clearAllMocks();
    takeEarlyQuizStart();
    deals.list.mockResolvedValue([{ id: 1, program: { name: 'MBA', requires_quiz: true }, documents_submitted_at: null }]);
    quiz.start.mockResolvedValue(QUESTION);
  });

  it("asks for the ongoing quiz's question once the status says one runs, and hands it to the page once", async () => {
    quiz.status.mockResolvedValue({ has_ongoing_quiz: true, is_quiz_over: false });
    await resumeOngoingQuizEarly();
    expect(quiz.start).toHaveBeenCalledTimes(1);
    await expect(takeEarlyQuizStart()).resolves.toEqual({ ok: true, value: QUESTION });
    expect(takeEarlyQuizStart()).toBeNull();
  });

  it('starts nothing when no quiz runs (a new quiz starts only from the page) or none is required', async () => {
    quiz.status.mockResolvedValue({ has_ongoing_quiz: false, is_quiz_over: false });
    await resumeOngoingQuizEarly();
    deals.list.mockResolvedValue([{ id: 1, program: { name: 'BBA', requires_quiz: false }, documents_submitted_at: null }]);
    queryClient.clear();
    await resumeOngoingQuizEarly();
    expect(quiz.start).not.toHaveBeenCalled();
    expect(takeEarlyQuizStart()).toBeNull();
  });

  it('drops an early answer the page did not take within 10 s', async () => {
    quiz.status.mockResolvedValue({ has_ongoing_quiz: true, is_quiz_over: false });
    await resumeOngoingQuizEarly();
    expect(takeEarlyQuizStart(Date.now() + 10_000)).toBeNull();
  });

  it("keeps a failed resumption as the page's own start would report it", async () => {
    quiz.status.mockResolvedValue({ has_ongoing_quiz: true, is_quiz_over: false });
    quiz.start.mockRejectedValue(new Error('network'));
    await resumeOngoingQuizEarly();
    await expect(takeEarlyQuizStart()).resolves.toMatchObject({ ok: false, error: { code: 'QUIZ_START_FAILED' } });
  });
});
