import { describe, expect, it } from 'vitest';
import { MatchersV3 } from '@pact-foundation/pact';
import { PROVIDER_STATES as S } from '../pact/provider-states';
import { authenticated, bearerInvalid, createPact, EXAMPLE_ACCESS_TOKEN, INVALID_ACCESS_TOKEN, jsonResponse, tokens, isoTimestamp } from '../pact/pact-harness';
import { ApiHttpClient } from './api-http-client';
import { HttpQuizApi } from './http-quiz-api';

const { like, eachLike, integer, boolean } = MatchersV3;
const pact = createPact();
const quizApi = (url: string, token: string | null = EXAMPLE_ACCESS_TOKEN) => new HttpQuizApi(new ApiHttpClient({ baseUrl: url, tokens: tokens(token) }));

const question = {
  id: integer(11),
  number: integer(1),
  question: like('Combien font 2 + 2 ?'),
  question_en: like('What is 2 + 2?'),
  answers: eachLike({ id: integer(111), answer: like('4'), answer_en: like('4') }),
};

describe('quiz API pact', () => {
  it('GET /quiz/has_ongoing: an ongoing quiz', () =>
    pact
      .addInteraction()
      .given(S.candidateWithOngoingQuiz.name)
      .uponReceiving('a check for an ongoing quiz')
      .withRequest('GET', '/quiz/has_ongoing', (b) => b.headers(authenticated))
      .willRespondWith(200, (b) => b.headers(jsonResponse).jsonBody({ has_ongoing_quiz: boolean(true) }))
      .executeTest(async (server) => {
        expect(await quizApi(server.url).hasOngoing()).toBe(true);
      }));

  it('GET /quiz/has_ongoing: 401 means not authenticated, no ongoing quiz', () =>
    pact
      .addInteraction()
      .given(S.invalidToken.name)
      .uponReceiving('a check for an ongoing quiz with an invalid token')
      .withRequest('GET', '/quiz/has_ongoing', (b) => b.headers({ Authorization: bearerInvalid() }))
      .willRespondWith(401)
      .executeTest(async (server) => {
        expect(await quizApi(server.url, INVALID_ACCESS_TOKEN).hasOngoing()).toBe(false);
      }));

  it('GET /quiz/has_ongoing: 422 (no token at all) means no ongoing quiz', () =>
    pact
      .addInteraction()
      .given(S.noSession.name)
      .uponReceiving('a check for an ongoing quiz without a session')
      .withRequest('GET', '/quiz/has_ongoing')
      .willRespondWith(422)
      .executeTest(async (server) => {
        expect(await quizApi(server.url, null).hasOngoing()).toBe(false);
      }));

  it('GET /quiz/is_quiz_over: the quiz is still running', () =>
    pact
      .addInteraction()
      .given(S.candidateWithOngoingQuiz.name)
      .uponReceiving('a check whether the quiz is over')
      .withRequest('GET', '/quiz/is_quiz_over', (b) => b.headers(authenticated))
      .willRespondWith(200, (b) => b.headers(jsonResponse).jsonBody({ is_quiz_over: boolean(false) }))
      .executeTest(async (server) => {
        expect(await quizApi(server.url).isOver()).toBe(false);
      }));

  it('GET /quiz/is_quiz_over: 401 means no quiz over', () =>
    pact
      .addInteraction()
      .given(S.invalidToken.name)
      .uponReceiving('a check whether the quiz is over with an invalid token')
      .withRequest('GET', '/quiz/is_quiz_over', (b) => b.headers({ Authorization: bearerInvalid() }))
      .willRespondWith(401)
      .executeTest(async (server) => {
        expect(await quizApi(server.url, INVALID_ACCESS_TOKEN).isOver()).toBe(false);
      }));

  it('GET /quiz/is_quiz_over: 422 (no token at all) means no quiz over', () =>
    pact
      .addInteraction()
      .given(S.noSession.name)
      .uponReceiving('a check whether the quiz is over without a session')
      .withRequest('GET', '/quiz/is_quiz_over')
      .willRespondWith(422)
      .executeTest(async (server) => {
        expect(await quizApi(server.url, null).isOver()).toBe(false);
      }));

  it('GET /quiz/start: the first question and the end time', () =>
    pact
      .addInteraction()
      .given(S.candidateReadyForQuiz.name)
      .uponReceiving('a start of the quiz')
      .withRequest('GET', '/quiz/start', (b) => b.headers(authenticated))
      .willRespondWith(200, (b) => b.headers(jsonResponse).jsonBody({ question, end_time: isoTimestamp('2026-11-22T10:40:00.000Z') }))
      .executeTest(async (server) => {
        const started = await quizApi(server.url).start();
        expect(started.end_time).toBe('2026-11-22T10:40:00.000Z');
        expect(started.question.answers[0]).toEqual({ id: 111, answer: '4', answer_en: '4' });
        expect(started.question.number).toBe(1);
      }));

  it("GET /quiz/start: 'Quiz has expired' becomes QUIZ_EXPIRED", () =>
    pact
      .addInteraction()
      .given(S.candidateWithExpiredQuiz.name)
      .uponReceiving('a start of a quiz whose time has run out')
      .withRequest('GET', '/quiz/start', (b) => b.headers(authenticated))
      .willRespondWith(400, (b) => b.headers(jsonResponse).jsonBody({ detail: 'Quiz has expired' }))
      .executeTest(async (server) => {
        await expect(quizApi(server.url).start()).rejects.toMatchObject({ code: 'QUIZ_EXPIRED', detail: 'Quiz has expired' });
      }));

  it('POST /quiz/answer: the next question', () =>
    pact
      .addInteraction()
      .given(S.candidateWithOngoingQuiz.name)
      .uponReceiving('an answer to the current question')
      .withRequest('POST', '/quiz/answer', (b) => b.headers(authenticated).jsonBody({ answer_id: 111 }))
      .willRespondWith(200, (b) => b.headers(jsonResponse).jsonBody({ next_question: { ...question, id: integer(12), number: integer(2) } }))
      .executeTest(async (server) => {
        const next = (await quizApi(server.url).answer(111)).next_question;
        expect(next?.id).toBe(12);
        expect(next?.number).toBe(2);
      }));

  it('GET /quiz/accommodation: the time a candidate granted 50 % extra time will have', () =>
    pact
      .addInteraction()
      .given(S.candidateWithQuizAccommodation.name)
      .uponReceiving('a request for the quiz time of a candidate granted extra time')
      .withRequest('GET', '/quiz/accommodation', (b) => b.headers(authenticated))
      .willRespondWith(200, (b) =>
        b.headers(jsonResponse).jsonBody({ duration_seconds: integer(3600), standard_seconds: integer(2400), extra_time_percent: integer(50), relaxed_focus_loss: boolean(true) }),
      )
      .executeTest(async (server) => {
        expect(await quizApi(server.url).time()).toEqual({ duration_seconds: 3600, standard_seconds: 2400, extra_time_percent: 50, relaxed_focus_loss: true });
      }));

  it('GET /quiz/accommodation: without a grant, the standard time', () =>
    pact
      .addInteraction()
      .given(S.candidateReadyForQuiz.name)
      .uponReceiving('a request for the quiz time of a candidate without an accommodation')
      .withRequest('GET', '/quiz/accommodation', (b) => b.headers(authenticated))
      .willRespondWith(200, (b) =>
        b.headers(jsonResponse).jsonBody({ duration_seconds: integer(2400), standard_seconds: integer(2400), extra_time_percent: 0, relaxed_focus_loss: false }),
      )
      .executeTest(async (server) => {
        expect(await quizApi(server.url).time()).toMatchObject({ extra_time_percent: 0, relaxed_focus_loss: false, duration_seconds: 2400 });
      }));

  it('POST /quiz/answer: answered with blocked_until', () =>
    pact
      .addInteraction()
      .given(S.candidateAnsweringTooFast.name)
      .uponReceiving('an answer sent too fast')
      .withRequest('POST', '/quiz/answer', (b) => b.headers(authenticated).jsonBody({ answer_id: 111 }))
      .willRespondWith(200, (b) => b.headers(jsonResponse).jsonBody({ blocked_until: isoTimestamp('2026-11-22T10:01:30.000Z') }))
      .executeTest(async (server) => {
        const result = await quizApi(server.url).answer(111);
        expect(result.blocked_until).toBe('2026-11-22T10:01:30.000Z');
        expect(result.next_question ?? null).toBeNull();
      }));
});
