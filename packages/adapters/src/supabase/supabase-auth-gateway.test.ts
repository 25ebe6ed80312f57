// The gateway driven through the real supabase-js against a GoTrue stand-in on 127.0.0.1.
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import type { AccountExistence, AuthEvent, UsersApi } from '@admission/domain';
import { startTestServer, type RecordedRequest, type ScriptedAnswer, type TestServer } from '../testing/test-server';
import { SupabaseAccessTokenSource } from './supabase-access-token-source';
import { SupabaseAuthGateway } from './supabase-auth-gateway';
import { lazySupabaseClient, type SupabaseClientLoader } from './supabase-client';

const goTrueError = (status: number, code: string, message: string): ScriptedAnswer => ({
  status,
  body: { code, message },
  headers: { 'X-Supabase-Api-Version': '2024-01-01', 'x-sb-error-code': code },
});

function aGoTrueSession(email = 'candidate@example.com') {
  const now = 1_900_000_000;
  return {
    access_token: 'access.token.one',
    token_type: 'bearer',
    expires_in: 3600,
    expires_at: now + 3600,
    refresh_token: 'refresh-one',
    user: { id: 'user-1', aud: 'authenticated', role: 'authenticated', email, app_metadata: {}, user_metadata: {}, created_at: '2026-01-01T00:00:00Z' },
  };
}

function memoryStorage(): Pick<Storage, 'getItem' | 'setItem' | 'removeItem'> {
  const items = new Map<string, string>();
  return { getItem: (k) => items.get(k) ?? null, setItem: (k, v) => void items.set(k, v), removeItem: (k) => void items.delete(k) };
}

const accounts = (existence: AccountExistence | Error): Pick<UsersApi, 'checkExists'> & { asked: string[] } => {
  const asked: string[] = [];
  return {
    asked,
    checkExists: (email) => {
      asked.push(email);
      return existence instanceof Error ? Promise.reject(existence) : Promise.resolve(existence);
    },
  };
};

let server: TestServer;
let goTrue: Map<string, ScriptedAnswer>;
let client: SupabaseClientLoader;

beforeAll(async () => {
  server = await startTestServer((request: RecordedRequest) => goTrue.get(`${request.method} ${request.url.split('?')[0] ?? ''}`) ?? { status: 404, body: {} });
});
afterAll(() => server.close());
afterEach(async () => {
  // Each test's client would otherwise keep its refresh ticker alive.
  (await client()).auth.stopAutoRefresh();
});
beforeEach(() => {
  server.requests.length = 0;
  goTrue = new Map([
    ['POST /auth/v1/otp', { status: 200, body: {} }],
    ['POST /auth/v1/logout', { status: 204 }],
  ]);
  client = lazySupabaseClient({ url: server.url, anonKey: 'anon-key', storage: memoryStorage() });
});

const otpRequests = () => server.requests.filter((r) => r.url.startsWith('/auth/v1/otp'));

describe('SupabaseAuthGateway.sendMagicLink', () => {
  it('checks the account first, then asks GoTrue for a link without creating users, returning to the caller URL', async () => {
    const users = accounts({ exists: true });
    const result = await new SupabaseAuthGateway({ client, users }).sendMagicLink('  Candidate@Example.COM ', 'http://localhost:5173/');
    expect(result).toEqual({ ok: true, value: undefined });
    expect(users.asked).toEqual(['candidate@example.com']);
    const [otp] = otpRequests();
    expect(new URL(otp?.url ?? '', server.url).searchParams.get('redirect_to')).toBe('http://localhost:5173/');
    expect(otp?.json()).toMatchObject({ email: 'candidate@example.com', create_user: false });
    expect(otp?.headers.apikey).toBe('anon-key');
  });

  it('does not send a link when the account check says no account, keeping the apply URL', async () => {
    const result = await new SupabaseAuthGateway({ client, users: accounts({ exists: false, applyUrl: 'https://apply.example' }) }).sendMagicLink(
      'x@example.com',
      'http://localhost:5173/',
    );
    expect(result).toEqual({ ok: false, error: { code: 'ACCOUNT_NOT_FOUND', applyUrl: 'https://apply.example' } });
    expect(otpRequests()).toHaveLength(0);
  });

  it('an empty email is EMAIL_REQUIRED; a failing account check is VERIFICATION_FAILED', async () => {
    const gateway = new SupabaseAuthGateway({ client, users: accounts(new Error('boom')) });
    expect(await gateway.sendMagicLink('   ', '/')).toEqual({ ok: false, error: { code: 'EMAIL_REQUIRED' } });
    expect(await gateway.sendMagicLink('a@b.c', '/')).toEqual({ ok: false, error: { code: 'VERIFICATION_FAILED' } });
  });

  it.each([
    [goTrueError(422, 'otp_disabled', 'Signups not allowed for otp'), { code: 'ACCOUNT_NOT_FOUND', applyUrl: null }],
    [goTrueError(429, 'over_email_send_rate_limit', 'Email rate limit exceeded'), { code: 'RATE_LIMITED' }],
    [goTrueError(400, 'email_address_invalid', 'Email address is invalid'), { code: 'ACCESS_DENIED', message: 'Email address is invalid' }],
  ])('maps GoTrue refusal %# to the sign-in failure', async (answer, failure) => {
    goTrue.set('POST /auth/v1/otp', answer);
    const result = await new SupabaseAuthGateway({ client, users: accounts({ exists: true }) }).sendMagicLink('a@b.c', '/');
    expect(result).toEqual({ ok: false, error: failure });
  });
});

describe('SupabaseAuthGateway code, session, events and sign-out', () => {
  it('a refused refresh token gives no session; a sign-out then drops the stored one, though the server refuses it too', async () => {
    goTrue.set('POST /auth/v1/verify', { status: 200, body: aGoTrueSession() });
    const gateway = new SupabaseAuthGateway({ client, users: accounts({ exists: true }) });
    await gateway.verifyEmailCode('a@b.c', '123456');
    goTrue.set('POST /auth/v1/token', goTrueError(400, 'refresh_token_not_found', 'Invalid Refresh Token: Refresh Token Not Found'));
    expect(await gateway.refreshSession()).toBeNull();
    expect(server.requests.some((r) => r.url.startsWith('/auth/v1/token?grant_type=refresh_token'))).toBe(true);
    goTrue.set('POST /auth/v1/logout', goTrueError(401, 'bad_jwt', 'invalid JWT'));
    await gateway.signOut();
    expect(await gateway.currentSession()).toBeNull();
  });

  it('a refresh the auth service grants gives the new session', async () => {
    goTrue.set('POST /auth/v1/verify', { status: 200, body: aGoTrueSession() });
    const gateway = new SupabaseAuthGateway({ client, users: accounts({ exists: true }) });
    await gateway.verifyEmailCode('a@b.c', '123456');
    goTrue.set('POST /auth/v1/token', { status: 200, body: { ...aGoTrueSession(), access_token: 'access.token.two', refresh_token: 'refresh-two' } });
    expect((await gateway.refreshSession())?.accessToken).toBe('access.token.two');
  });

  it('refuses a malformed code without calling GoTrue', async () => {
    const gateway = new SupabaseAuthGateway({ client, users: accounts({ exists: true }) });
    expect(await gateway.verifyEmailCode('a@b.c', '12345')).toEqual({ ok: false, error: { code: 'CODE_MALFORMED' } });
    expect(server.requests).toHaveLength(0);
  });

  it('a wrong or used code is CODE_INVALID_OR_EXPIRED', async () => {
    goTrue.set('POST /auth/v1/verify', goTrueError(403, 'otp_expired', 'Token has expired or is invalid'));
    const gateway = new SupabaseAuthGateway({ client, users: accounts({ exists: true }) });
    expect(await gateway.verifyEmailCode('a@b.c', '123456')).toEqual({ ok: false, error: { code: 'CODE_INVALID_OR_EXPIRED' } });
  });

  it('a good code signs in: the session, the SIGNED_IN event, the token source; sign-out ends it all', async () => {
    goTrue.set('POST /auth/v1/verify', { status: 200, body: aGoTrueSession() });
    const gateway = new SupabaseAuthGateway({ client, users: accounts({ exists: true }) });
    const events: AuthEvent[] = [];
    const stop = gateway.onAuthEvent((event) => events.push(event));
    await client();

    const result = await gateway.verifyEmailCode('Candidate@example.com', '123 456');
    expect(result).toMatchObject({ ok: true, value: { accessToken: 'access.token.one', refreshToken: 'refresh-one', user: { email: 'candidate@example.com' } } });
    const verify = server.requests.find((r) => r.url.startsWith('/auth/v1/verify'));
    expect(verify?.json()).toMatchObject({ email: 'candidate@example.com', token: '123456', type: 'email' });
    expect((await gateway.currentSession())?.accessToken).toBe('access.token.one');
    expect(await new SupabaseAccessTokenSource(client).accessToken()).toBe('access.token.one');
    await vi.waitFor(() => expect(events.map((e) => e.kind)).toContain('SIGNED_IN'));
    expect(events.find((e) => e.kind === 'SIGNED_IN')?.session?.accessToken).toBe('access.token.one');

    await gateway.signOut();
    expect(server.requests.some((r) => r.url.startsWith('/auth/v1/logout'))).toBe(true);
    expect(await gateway.currentSession()).toBeNull();
    expect(await new SupabaseAccessTokenSource(client).accessToken()).toBeNull();
    await vi.waitFor(() => expect(events.map((e) => e.kind)).toContain('SIGNED_OUT'));

    stop();
    const before = events.length;
    goTrue.set('POST /auth/v1/verify', { status: 200, body: aGoTrueSession() });
    await gateway.verifyEmailCode('a@b.c', '654321');
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(events).toHaveLength(before);
  });
});

describe('SupabaseAuthGateway.verifyLinkToken', () => {
  const link = { tokenHash: 'f3a9c0d1e2b34a5b6c7d8e9f00112233445566778899aabbccddeeff', type: 'email' } as const;

  it('spends the token hash with POST /verify and signs in', async () => {
    goTrue.set('POST /auth/v1/verify', { status: 200, body: aGoTrueSession() });
    const gateway = new SupabaseAuthGateway({ client, users: accounts({ exists: true }) });
    expect(await gateway.verifyLinkToken(link)).toMatchObject({ ok: true, value: { accessToken: 'access.token.one', user: { email: 'candidate@example.com' } } });
    const verify = server.requests.find((r) => r.url.startsWith('/auth/v1/verify'));
    expect(verify?.method).toBe('POST');
    expect(verify?.json()).toMatchObject({ token_hash: link.tokenHash, type: 'email' });
    expect((await gateway.currentSession())?.accessToken).toBe('access.token.one');
  });

  it.each([
    [goTrueError(403, 'otp_expired', 'Email link is invalid or has expired'), { code: 'LINK_INVALID_OR_EXPIRED' }],
    [goTrueError(429, 'over_request_rate_limit', 'For security purposes, you can only request this after 41 seconds.'), { code: 'RATE_LIMITED', retryAfterSeconds: 41 }],
    [goTrueError(500, 'unexpected_failure', 'Unexpected failure'), { code: 'VERIFICATION_FAILED' }],
  ])('maps a refusal (%#) to %j', async (answer, failure) => {
    goTrue.set('POST /auth/v1/verify', answer);
    const gateway = new SupabaseAuthGateway({ client, users: accounts({ exists: true }) });
    expect(await gateway.verifyLinkToken(link)).toEqual({ ok: false, error: failure });
    expect(await gateway.currentSession()).toBeNull();
  });
});

describe('lazySupabaseClient', () => {
  it('creates one client, on first use', async () => {
    const loader = lazySupabaseClient({ url: server.url, anonKey: 'anon-key', storage: memoryStorage() });
    const [first, second] = await Promise.all([loader(), loader()]);
    expect(first).toBe(second);
    first.auth.stopAutoRefresh();
  });
});
