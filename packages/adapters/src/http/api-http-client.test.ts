import { describe, expect, it } from 'vitest';
import { PortError } from '@admission/domain';
import { aToken, tokenSource } from '../testing/builders';
import { unusedUrl, useTestServer } from '../testing/test-server';
import { ApiHttpClient } from './api-http-client';
import { API_ROUTES } from './api-routes';

const server = useTestServer({ status: 200, body: {} });

const client = (token: string | null = aToken()) => new ApiHttpClient({ baseUrl: `${server.url}/`, tokens: tokenSource(token) });

describe('ApiHttpClient headers', () => {
  it('attaches the bearer token when a session exists', async () => {
    await client(aToken('jane')).call(API_ROUTES.me);
    expect(server.requests[0]?.headers.authorization).toBe(`Bearer ${aToken('jane')}`);
  });

  it('sends no Authorization header without a session', async () => {
    await client(null).call(API_ROUTES.me);
    expect(server.requests[0]?.headers).not.toHaveProperty('authorization');
  });

  it('never sends the bearer header on check-exists, even with a session', async () => {
    await client(aToken()).call(API_ROUTES.checkExists, { body: { email: 'a@b.c' } });
    expect(server.requests[0]?.headers).not.toHaveProperty('authorization');
    expect(server.requests[0]?.json()).toEqual({ email: 'a@b.c' });
    expect(server.requests[0]?.headers['content-type']).toMatch(/^application\/json/);
  });

  it('fills path parameters and URL-encodes the query, leaving out undefined values', async () => {
    await client().call(API_ROUTES.adminSetStatus, { params: { applicationId: 7 }, query: { status: 'IN PROGRESS', skip: undefined } });
    expect(server.requests[0]?.url).toBe('/admin/applications/7/status?status=IN%20PROGRESS');
    expect(server.requests[0]?.method).toBe('PATCH');
  });

  it('returns the lower-cased answer headers', async () => {
    server.answer({ status: 200, body: [], headers: { 'X-Total-Count': '12' } });
    const answer = await client().call(API_ROUTES.adminApplications);
    expect(answer.headers['x-total-count']).toBe('12');
  });
});

describe('ApiHttpClient error mapping', () => {
  it.each([
    [400, 'INVALID_INPUT'],
    [401, 'UNAUTHENTICATED'],
    [402, 'PAYMENT_REQUIRED'],
    [403, 'FORBIDDEN'],
    [404, 'NOT_FOUND'],
    [409, 'CONFLICT'],
    [422, 'INVALID_INPUT'],
    [429, 'RATE_LIMITED'],
    [500, 'SERVER'],
    [503, 'SERVER'],
    [418, 'SERVER'],
  ] as const)('HTTP %i rejects with PortError %s', async (status, code) => {
    server.answer({ status, body: { detail: 'Nope' } });
    const error = await client().call(API_ROUTES.deals).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(PortError);
    expect(error).toMatchObject({ code, status, detail: 'Nope', message: 'Nope' });
  });

  it('keeps an object detail and takes its message', async () => {
    const detail = { message: 'No account', apply_url: 'https://apply.example' };
    server.answer({ status: 404, body: { detail } });
    await expect(client().call(API_ROUTES.checkExists, { body: {} })).rejects.toMatchObject({ code: 'NOT_FOUND', detail, message: 'No account' });
  });

  it('falls back to the spec wording with the status when there is no detail', async () => {
    server.answer({ status: 500, body: 'Internal Server Error' });
    await expect(client().call(API_ROUTES.documents)).rejects.toMatchObject({
      code: 'SERVER',
      detail: undefined,
      message: "Failed to fetch user's documents (HTTP 500)",
    });
  });

  it("turns the detail 'Quiz has expired' into QUIZ_EXPIRED, whatever the status", async () => {
    server.answer({ status: 403, body: { detail: 'Quiz has expired' } });
    await expect(client().call(API_ROUTES.quizStart)).rejects.toMatchObject({ code: 'QUIZ_EXPIRED', status: 403 });
  });

  it('rejects NETWORK when nothing answers', async () => {
    const offline = new ApiHttpClient({ baseUrl: await unusedUrl(), tokens: tokenSource() });
    await expect(offline.call(API_ROUTES.deals)).rejects.toMatchObject({ code: 'NETWORK', status: null });
  });

  it('makes exactly one request per call: no retries here', async () => {
    server.answer({ status: 503, body: {} });
    await client().call(API_ROUTES.deals).catch(() => undefined);
    expect(server.requests).toHaveLength(1);
  });
});

describe('ApiHttpClient URLs for a new tab', () => {
  it('puts the access token in the query', async () => {
    const url = await client('tok.en').urlWithAccessToken(API_ROUTES.adminDocumentDownload, { applicationId: 7, documentId: 9 });
    expect(url).toBe(`${server.url}/admin/applications/7/documents/9/download?access_token=tok.en`);
  });

  it('rejects UNAUTHENTICATED without a session', async () => {
    await expect(client(null).urlWithAccessToken(API_ROUTES.adminDocumentDownload, { applicationId: 7, documentId: 9 })).rejects.toMatchObject({
      code: 'UNAUTHENTICATED',
    });
  });
});
