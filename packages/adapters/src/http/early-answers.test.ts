import { describe, expect, it } from 'vitest';
import { PortError } from '@admission/domain';
import { aToken, tokenSource } from '../testing/builders';
import { useTestServer } from '../testing/test-server';
import { ApiHttpClient } from './api-http-client';
import { API_ROUTES } from './api-routes';
import { earlyAnswerData, type EarlyAnswer, type EarlyAnswers } from './early-answers';

const server = useTestServer({ status: 200, body: { from: 'server' } });

/** Early answers by path, for one token, each taken once (as the web app's reader does). */
function earlyAnswers(token: string, answers: Record<string, Promise<EarlyAnswer | null>>): EarlyAnswers & { taken: string[] } {
  const left = new Map(Object.entries(answers));
  const taken: string[] = [];
  return {
    taken,
    take(path, withToken) {
      taken.push(`${path} ${withToken === token ? 'same token' : 'other token'}`);
      const answer = withToken === token ? left.get(path) : undefined;
      left.delete(path);
      return answer ?? null;
    },
  };
}

const client = (early: EarlyAnswers, token: string | null = aToken('jane')) =>
  new ApiHttpClient({ baseUrl: server.url, tokens: tokenSource(token), early });

const json = (status: number, body: unknown): Promise<EarlyAnswer> =>
  Promise.resolve({ status, body: JSON.stringify(body), headers: { 'content-type': 'application/json' } });

describe('ApiHttpClient with answers the page asked for early', () => {
  it('uses the early answer of the same path and token, once, without asking the server', async () => {
    const early = earlyAnswers(aToken('jane'), { '/deals/': json(200, [{ id: 1 }]) });
    const api = client(early);
    expect((await api.call(API_ROUTES.deals)).data).toEqual([{ id: 1 }]);
    expect(server.requests).toHaveLength(0);
    // The second call asks the server: an early answer is only the page's first read.
    expect((await api.call(API_ROUTES.deals)).data).toEqual({ from: 'server' });
    expect(server.requests.map((request) => request.url)).toEqual(['/deals/']);
  });

  it('asks with the path and query the call would send, and the token it would send', async () => {
    const early = earlyAnswers(aToken('jane'), {});
    await client(early).call(API_ROUTES.adminApplications, { query: { skip: 0, limit: 20, status: 'all' } });
    expect(early.taken).toEqual(['/admin/applications?skip=0&limit=20&status=all same token']);
  });

  it('maps an early error answer exactly as a late one (status, detail, apply URL)', async () => {
    const body = { detail: { message: 'No account', apply_url: 'https://apply.example/x' } };
    const early = earlyAnswers(aToken('jane'), { '/test/all_me': json(404, body) });
    const error = await client(early).call(API_ROUTES.allMe).catch((caught: unknown) => caught);
    server.answer({ status: 404, body });
    const late = await client(earlyAnswers('nobody', {})).call(API_ROUTES.allMe).catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(PortError);
    expect(error).toEqual(late);
    expect(server.requests).toHaveLength(1);
  });

  it('asks the server itself when the early request got no answer', async () => {
    const early = earlyAnswers(aToken('jane'), { '/users/me': Promise.resolve(null) });
    expect((await client(early).call(API_ROUTES.me)).data).toEqual({ from: 'server' });
    expect(server.requests).toHaveLength(1);
  });

  it('asks the server itself when the early request failed outright', async () => {
    const early = earlyAnswers(aToken('jane'), { '/users/me': Promise.reject(new TypeError('Failed to fetch')) });
    expect((await client(early).call(API_ROUTES.me)).data).toEqual({ from: 'server' });
  });

  it('never looks for an early answer to a write, an anonymous call or a call without a session', async () => {
    const early = earlyAnswers(aToken('jane'), {});
    await client(early).call(API_ROUTES.submitDocuments, { body: {} });
    await client(early).call(API_ROUTES.checkExists, { body: { email: 'a@b.c' } });
    await client(early, null).call(API_ROUTES.me);
    expect(early.taken).toEqual([]);
    expect(server.requests).toHaveLength(3);
  });

  it('takes no answer sent with another token (the session changed in between)', async () => {
    const early = earlyAnswers(aToken('old'), { '/users/me': json(200, { role: 'admin' }) });
    expect((await client(early, aToken('jane')).call(API_ROUTES.me)).data).toEqual({ from: 'server' });
  });

  it('gives the answer headers as the client gives them (lower-case names)', async () => {
    const early = earlyAnswers(aToken('jane'), { '/admin/applications': Promise.resolve({ status: 200, body: '[]', headers: { 'x-total-count': '3' } }) });
    expect((await client(early).call(API_ROUTES.adminApplications)).headers['x-total-count']).toBe('3');
  });
});

describe('earlyAnswerData', () => {
  it('parses JSON and keeps any other text, as axios does by default', () => {
    expect(earlyAnswerData('{"a":1}')).toEqual({ a: 1 });
    expect(earlyAnswerData('null')).toBeNull();
    expect(earlyAnswerData('not json')).toBe('not json');
    expect(earlyAnswerData('')).toBe('');
  });
});
