// /quiz/*: one timed, adaptive attempt per candidate; the server keeps the clock and the score.
import { randomInt } from 'node:crypto';
import { quizDeadline } from '@admission/domain';
import { and, asc, eq, inArray, isNull } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { UserRow } from '../auth/sessions';
import type { BackendContext } from '../context';
import { nowDate } from '../context';
import { deals, programs, quizAnswerOptions, quizAttempts, quizQuestions, quizResponses } from '../db/schema';
import { requireUser } from '../http/current-user';
import { conflict, forbidden, HttpError, unprocessable } from '../http/http-error';
import { lockCandidate } from '../api/candidate-documents';
import { nextLevel, pickQuestion, scoreQuiz, START_LEVEL } from './adaptive-quiz';
import { accommodationOf } from './quiz-accommodation-routes';

export const QUIZ_EXPIRED = 'Quiz has expired';
export const QUIZ_COMPLETED = 'Quiz already completed';

type AttemptRow = typeof quizAttempts.$inferSelect;

export function registerQuizRoutes(app: FastifyInstance, context: BackendContext): void {
  const { db, config } = context;

  const loadAttempt = async (userId: string): Promise<AttemptRow | undefined> => {
    const [attempt] = await db.select().from(quizAttempts).where(eq(quizAttempts.userId, userId));
    return attempt;
  };

  /** Scores and closes an attempt whose time ran out or whose last question was answered. */
  const finish = async (attempt: AttemptRow, at: Date): Promise<AttemptRow> => {
    const responses = await db.select().from(quizResponses).where(eq(quizResponses.userId, attempt.userId));
    const result = scoreQuiz(responses);
    const [closed] = await db
      .update(quizAttempts)
      .set({ finishedAt: at, score: result.score, outcome: result.outcome, numberOfCorrectAnswers: result.numberOfCorrectAnswers, calculated: true })
      .where(and(eq(quizAttempts.userId, attempt.userId), isNull(quizAttempts.finishedAt)))
      .returning();
    return closed ?? attempt;
  };

  /** The attempt, closed first if its time is up. */
  const currentAttempt = async (userId: string): Promise<AttemptRow | undefined> => {
    const attempt = await loadAttempt(userId);
    if (attempt !== undefined && attempt.finishedAt === null && config.now() >= attempt.endTime.getTime()) return finish(attempt, attempt.endTime);
    return attempt;
  };

  const isExpired = (attempt: AttemptRow): boolean => attempt.endTime.getTime() <= config.now();

  /** A question as the candidate sees it; `number` is its place in the attempt (1 to the question count). */
  const questionView = async (questionId: number, number: number) => {
    const [question] = await db.select().from(quizQuestions).where(eq(quizQuestions.id, questionId));
    if (question === undefined) throw new Error(`quiz question ${questionId} missing`);
    const options = await db.select().from(quizAnswerOptions).where(eq(quizAnswerOptions.questionId, questionId)).orderBy(asc(quizAnswerOptions.position));
    return {
      id: question.id,
      number,
      question: question.question,
      question_en: question.questionEn,
      answers: options.map((option) => ({ id: option.id, answer: option.answer, answer_en: option.answerEn })),
    };
  };

  const serveNext = async (userId: string, position: number, level: number): Promise<number | null> => {
    const [bank, used] = await Promise.all([
      db.select({ id: quizQuestions.id, level: quizQuestions.level }).from(quizQuestions),
      db.select({ id: quizResponses.questionId }).from(quizResponses).where(eq(quizResponses.userId, userId)),
    ]);
    const question = pickQuestion(bank, new Set(used.map((row) => row.id)), level, (count) => randomInt(0, count));
    if (question === null) return null;
    await db.insert(quizResponses).values({ userId, position, questionId: question.id, level: question.level });
    return question.id;
  };

  const openResponse = async (userId: string) => {
    const [open] = await db
      .select()
      .from(quizResponses)
      .where(and(eq(quizResponses.userId, userId), isNull(quizResponses.answerId)))
      .orderBy(asc(quizResponses.position))
      .limit(1);
    return open;
  };

  const requireQuizUser = async (user: UserRow): Promise<void> => {
    const required = await db
      .select({ id: deals.id })
      .from(deals)
      .innerJoin(programs, eq(programs.id, deals.programId))
      .where(and(eq(deals.userId, user.id), eq(programs.requiresQuiz, true)))
      .limit(1);
    if (required.length === 0) throw forbidden('Your program does not require a math assessment');
  };

  const blockedUntil = (attempt: AttemptRow): string | null =>
    attempt.blockedUntil !== null && attempt.blockedUntil.getTime() > config.now() ? attempt.blockedUntil.toISOString() : null;

  app.get('/quiz/has_ongoing', async (request) => {
    const user = await requireUser(context, request);
    const attempt = await currentAttempt(user.id);
    return { has_ongoing_quiz: attempt !== undefined && attempt.finishedAt === null };
  });

  app.get('/quiz/is_quiz_over', async (request) => {
    const user = await requireUser(context, request);
    const attempt = await currentAttempt(user.id);
    return { is_quiz_over: attempt !== undefined && attempt.finishedAt !== null };
  });

  app.get('/quiz/start', async (request) => {
    const user = await requireUser(context, request);
    await requireQuizUser(user);
    let attempt = await currentAttempt(user.id);
    if (attempt === undefined) {
      // Under the candidate's row lock, which a staff change of their accommodation takes too: the
      // deadline is computed from the accommodation stored now, and none changes after it.
      const inserted = await db.transaction(async (tx) => {
        await lockCandidate(tx, user.id);
        const now = nowDate(context);
        const accommodation = await accommodationOf(tx, user.id);
        const endTime = new Date(quizDeadline(now.getTime(), accommodation, config.quiz.durationMinutes * 60));
        return tx.insert(quizAttempts).values({ userId: user.id, startedAt: now, endTime, servedAt: now }).onConflictDoNothing().returning();
      });
      attempt = inserted[0] ?? (await loadAttempt(user.id));
      if (attempt === undefined) throw new Error('quiz attempt not created');
      if (inserted.length > 0) await serveNext(user.id, 1, START_LEVEL);
    }
    if (attempt.finishedAt !== null) throw new HttpError(400, isExpired(attempt) ? QUIZ_EXPIRED : QUIZ_COMPLETED);
    const open = await openResponse(user.id);
    if (open === undefined) throw conflict(QUIZ_COMPLETED);
    return { question: await questionView(open.questionId, open.position), end_time: attempt.endTime.toISOString(), blocked_until: blockedUntil(attempt) };
  });

  app.post<{ Body: { answer_id: number } }>(
    '/quiz/answer',
    {
      schema: {
        body: {
          type: 'object',
          additionalProperties: false,
          required: ['answer_id'],
          properties: { answer_id: { type: 'integer', minimum: 1, maximum: 2_147_483_647 } },
        },
      },
    },
    async (request) => {
      const user = await requireUser(context, request);
      await requireQuizUser(user);
      const attempt = await currentAttempt(user.id);
      if (attempt === undefined) throw conflict('No quiz in progress: start it first');
      if (attempt.finishedAt !== null) throw new HttpError(400, isExpired(attempt) ? QUIZ_EXPIRED : QUIZ_COMPLETED);
      const open = await openResponse(user.id);
      if (open === undefined) throw conflict(QUIZ_COMPLETED);
      const [option] = await db
        .select()
        .from(quizAnswerOptions)
        .where(and(eq(quizAnswerOptions.id, request.body.answer_id), eq(quizAnswerOptions.questionId, open.questionId)));
      if (option === undefined) throw unprocessable('answer_id is not an answer of the current question');

      const now = nowDate(context);
      const earliest = attempt.servedAt.getTime() + config.quiz.minAnswerIntervalMs;
      if (now.getTime() < earliest) {
        const until = new Date(earliest);
        await db.update(quizAttempts).set({ blockedUntil: until }).where(eq(quizAttempts.userId, user.id));
        return { blocked_until: until.toISOString() };
      }
      const recorded = await db
        .update(quizResponses)
        .set({ answerId: option.id, isCorrect: option.isCorrect, answeredAt: now })
        .where(and(eq(quizResponses.userId, user.id), eq(quizResponses.position, open.position), isNull(quizResponses.answerId)))
        .returning();
      if (recorded.length === 0) throw conflict('This question was already answered');

      const nextQuestionId =
        open.position >= config.quiz.questionCount ? null : await serveNext(user.id, open.position + 1, nextLevel(open.level, option.isCorrect));
      if (nextQuestionId === null) {
        await finish(attempt, now);
        return { next_question: null, is_quiz_over: true };
      }
      await db.update(quizAttempts).set({ servedAt: now, blockedUntil: null }).where(eq(quizAttempts.userId, user.id));
      return { next_question: await questionView(nextQuestionId, open.position + 1), is_quiz_over: false };
    },
  );
}

/** The stored quiz of a candidate for the admin view (questions in English with the chosen answer). */
export async function quizResultFor(context: BackendContext, userId: string) {
  const { db } = context;
  const [attempt] = await db.select().from(quizAttempts).where(eq(quizAttempts.userId, userId));
  if (attempt === undefined) return null;
  const responses = await db
    .select({ response: quizResponses, question: quizQuestions })
    .from(quizResponses)
    .innerJoin(quizQuestions, eq(quizQuestions.id, quizResponses.questionId))
    .where(eq(quizResponses.userId, userId))
    .orderBy(asc(quizResponses.position));
  const answerIds = responses.flatMap(({ response }) => (response.answerId === null ? [] : [response.answerId]));
  const options = answerIds.length === 0 ? [] : await db.select().from(quizAnswerOptions).where(inArray(quizAnswerOptions.id, answerIds));
  return {
    score: attempt.score,
    outcome: attempt.outcome,
    number_of_correct_answers: attempt.numberOfCorrectAnswers,
    calculated: attempt.calculated,
    started_at: attempt.startedAt.toISOString(),
    end_time: attempt.endTime.toISOString(),
    finished_at: attempt.finishedAt?.toISOString() ?? null,
    questions: responses.map(({ response, question }) => ({
      level: response.level,
      question: question.questionEn,
      answer: options.find((option) => option.id === response.answerId)?.answerEn ?? null,
      is_correct: response.isCorrect === true,
    })),
  };
}
