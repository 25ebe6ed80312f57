import { routeDecision, type LoadedQuizStatus } from '@admission/domain';
import { QueryClient } from '@tanstack/react-query';
import { describe, expect, it } from 'vitest';
import { pageRuleOf } from '../../app/routes';
import { queryKeys } from '../../shared/queries';
import { endQuizInCache } from './quiz-cache';

const ongoing: LoadedQuizStatus = { status: { has_ongoing_quiz: true, is_quiz_over: false }, failed: false };

/** Where the guard sends a candidate on the dashboard with what the cache says of the quiz. */
const dashboardDecision = (client: QueryClient) =>
  routeDecision({
    page: pageRuleOf('/'),
    access: 'signed-in',
    role: null,
    hasOngoingQuiz: client.getQueryData<LoadedQuizStatus>(queryKeys.quizStatus)?.status.has_ongoing_quiz === true,
    quizRequired: true,
  });

describe('endQuizInCache', () => {
  it('makes the end final at once: Return to Dashboard is not sent back to /quiz, even by a status read still on its way', async () => {
    const client = new QueryClient();
    client.setQueryData(queryKeys.quizStatus, ongoing);
    expect(dashboardDecision(client)).toMatchObject({ kind: 'redirect', to: 'quiz' });
    // A read started before the end, which the server answers "ongoing" (its clock a moment behind).
    let answer: (status: LoadedQuizStatus) => void = () => undefined;
    const inFlight = client.fetchQuery({ queryKey: queryKeys.quizStatus, queryFn: () => new Promise<LoadedQuizStatus>((resolve) => (answer = resolve)) }).catch(() => null);

    await endQuizInCache(client);
    answer(ongoing);
    await inFlight;

    expect(client.getQueryData(queryKeys.quizStatus)).toEqual({ status: { has_ongoing_quiz: false, is_quiz_over: true }, failed: false });
    expect(dashboardDecision(client).kind).not.toBe('redirect');
  });

  it('reads the deals again', async () => {
    const client = new QueryClient();
    client.setQueryData(queryKeys.deals, []);
    await endQuizInCache(client);
    expect(client.getQueryState(queryKeys.deals)?.isInvalidated).toBe(true);
  });
});
