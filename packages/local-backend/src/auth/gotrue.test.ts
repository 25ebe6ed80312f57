import { createClient, type SupabaseClient } from '@supabase/supabase-js';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEFAULT_ANON_KEY, loadConfig } from '../config';
import { startTestBackend, type Session, type TestBackend } from '../testing/test-backend';
import { PREFLIGHT_MAX_AGE_SECONDS } from '../server';

const REDIRECT = 'http://localhost:5173/';
const CONFIRM_PAGE = 'http://localhost:5173/auth/confirm';
let t: TestBackend;

const client = (): SupabaseClient =>
  createClient(t.url, DEFAULT_ANON_KEY, { auth: { persistSession: false, autoRefreshToken: false, detectSessionInUrl: false } });

const latestEmail = async (email: string) => {
  const { body } = await t.call<{ link: string; code: string; subject: string; text: string }[]>('GET', `/__dev/outbox?to=${encodeURIComponent(email)}`);
  const latest = body[0];
  if (latest === undefined) throw new Error(`no email to ${email}`);
  return latest;
};

/** The token hash of an email's link (the portal's confirm page). */
const tokenHashOf = (email: { link: string }): string => new URL(email.link).searchParams.get('token_hash') ?? '';

/** GoTrue's own one-time link for the same token (its ConfirmationURL, which the email does not use): GET spends it. */
const openLink = async (email: { link: string }): Promise<URL> => {
  const response = await fetch(`${t.url}/auth/v1/verify?token=${tokenHashOf(email)}&type=magiclink`, { redirect: 'manual' });
  expect(response.status).toBe(303);
  return new URL(response.headers.get('location') ?? '');
};

const fragmentOf = (url: URL) => new URLSearchParams(url.hash.slice(1));

const API_KEY = { apikey: DEFAULT_ANON_KEY };

interface SessionBody {
  access_token: string;
  refresh_token: string;
  user: { id: string; user_metadata: Record<string, unknown> };
}
interface GotrueErrorBody {
  code: string;
  error_code: string;
  message: string;
}

const refresh = (refreshToken: string) =>
  t.call<SessionBody & GotrueErrorBody>('POST', '/auth/v1/token?grant_type=refresh_token', { headers: API_KEY, body: { refresh_token: refreshToken } });

/** Signs in, then refreshes `times` times in a row: the session's refresh tokens, oldest first. */
const tokenChain = async (email: string, times: number): Promise<{ tokens: string[]; accessToken: string }> => {
  const session = await t.signIn(email);
  const tokens = [session.refreshToken];
  let accessToken = session.accessToken;
  for (let i = 0; i < times; i += 1) {
    const next = await refresh(tokens.at(-1) ?? '');
    expect(next.status).toBe(200);
    tokens.push(next.body.refresh_token);
    accessToken = next.body.access_token;
  }
  return { tokens, accessToken };
};

/** The claims of an access token (already verified by the server; read here, not checked). */
const claimsOf = (accessToken: string): Record<string, unknown> =>
  JSON.parse(Buffer.from(accessToken.split('.')[1] ?? '', 'base64url').toString('utf8')) as Record<string, unknown>;

const signedInClient = async (email: string): Promise<SupabaseClient> => {
  const session = await t.signIn(email);
  const supabase = client();
  const { error } = await supabase.auth.setSession({ access_token: session.accessToken, refresh_token: session.refreshToken });
  if (error) throw error;
  return supabase;
};

beforeAll(async () => {
  t = await startTestBackend({ otpRateLimit: { max: 5, windowSeconds: 60 } });
});
afterAll(() => t.close());

describe('Supabase Auth stand-in, driven by supabase-js', () => {
  it('emails a link to the portal\'s confirm page with the token hash, which verifyOtp spends once for a session', async () => {
    const supabase = client();
    const { error } = await supabase.auth.signInWithOtp({ email: 'admissible@northbridge.example', options: { shouldCreateUser: false, emailRedirectTo: CONFIRM_PAGE } });
    expect(error).toBeNull();
    const email = await latestEmail('admissible@northbridge.example');
    expect(email.link).toMatch(new RegExp(`^${CONFIRM_PAGE}\\?token_hash=[0-9a-f]{56}&type=email$`));
    expect(email.subject).toBe('Your sign-in link – Northbridge Business School');
    expect(email.text).toContain(email.link);
    expect(email.text).toContain(email.code);

    const verified = await supabase.auth.verifyOtp({ token_hash: tokenHashOf(email), type: 'email' });
    expect(verified.error).toBeNull();
    expect(verified.data.session?.user.email).toBe('admissible@northbridge.example');
    const again = await client().auth.verifyOtp({ token_hash: tokenHashOf(email), type: 'email' });
    expect(again.error?.code).toBe('otp_expired');
    // The hash spent the code of the same email too.
    const byCode = await client().auth.verifyOtp({ email: 'admissible@northbridge.example', token: email.code, type: 'email' });
    expect(byCode.error?.code).toBe('otp_expired');
  });

  it('signs a candidate in with GoTrue\'s own one-time link too, and keeps the session working', async () => {
    const supabase = client();
    const { error } = await supabase.auth.signInWithOtp({ email: 'quiz.ready@northbridge.example', options: { shouldCreateUser: false, emailRedirectTo: REDIRECT } });
    expect(error).toBeNull();
    const email = await latestEmail('quiz.ready@northbridge.example');
    expect(email.code).toMatch(/^\d{6}$/);
    const landing = await openLink(email);
    expect(`${landing.origin}${landing.pathname}`).toBe(REDIRECT);
    const fragment = fragmentOf(landing);
    expect(fragment.get('token_type')).toBe('bearer');
    expect(fragment.get('type')).toBe('magiclink');
    expect(Number(fragment.get('expires_in'))).toBeGreaterThan(0);

    const { data, error: sessionError } = await supabase.auth.setSession({
      access_token: fragment.get('access_token') ?? '',
      refresh_token: fragment.get('refresh_token') ?? '',
    });
    expect(sessionError).toBeNull();
    expect(data.user?.email).toBe('quiz.ready@northbridge.example');

    const user = await supabase.auth.getUser();
    expect(user.data.user?.email).toBe('quiz.ready@northbridge.example');

    const refreshed = await supabase.auth.refreshSession();
    expect(refreshed.error).toBeNull();
    expect(refreshed.data.session?.refresh_token).not.toBe(fragment.get('refresh_token'));

    const me = await t.call<{ email: string }>('GET', '/users/me', { token: refreshed.data.session?.access_token ?? '' });
    expect(me.body.email).toBe('quiz.ready@northbridge.example');

    expect((await supabase.auth.signOut()).error).toBeNull();
    const afterSignOut = await t.call('GET', '/users/me', { token: refreshed.data.session?.access_token ?? '' });
    expect(afterSignOut.status).toBe(401);
  });

  it('signs in with the 6-digit code of the same email, once', async () => {
    const supabase = client();
    await supabase.auth.signInWithOtp({ email: 'docs.complete@northbridge.example', options: { shouldCreateUser: false } });
    const sent = await latestEmail('docs.complete@northbridge.example');
    const { code } = sent;
    const verified = await supabase.auth.verifyOtp({ email: 'docs.complete@northbridge.example', token: code, type: 'email' });
    expect(verified.error).toBeNull();
    expect(verified.data.session?.access_token).toBeTruthy();
    const again = await client().auth.verifyOtp({ email: 'docs.complete@northbridge.example', token: code, type: 'email' });
    expect(again.error?.code).toBe('otp_expired');
    // The code spent the link too.
    expect(fragmentOf(await openLink(sent)).get('error_code')).toBe('otp_expired');
  });

  it('refuses an unknown email with GoTrue\'s otp_disabled code', async () => {
    const { error } = await client().auth.signInWithOtp({ email: 'nobody@nowhere.example', options: { shouldCreateUser: false } });
    expect(error?.status).toBe(422);
    expect(error?.code).toBe('otp_disabled');
    expect(error?.message).toBe('Signups not allowed for otp');
    expect((await t.call<unknown[]>('GET', '/__dev/outbox?to=nobody@nowhere.example')).body).toEqual([]);
  });

  it('redirects a reused link and an expired link with the error fragment', async () => {
    await client().auth.signInWithOtp({ email: 'quiz.done@northbridge.example', options: { shouldCreateUser: false, emailRedirectTo: REDIRECT } });
    const sent = await latestEmail('quiz.done@northbridge.example');
    expect(fragmentOf(await openLink(sent)).get('access_token')).toBeTruthy();
    const reused = fragmentOf(await openLink(sent));
    expect(reused.get('error')).toBe('access_denied');
    expect(reused.get('error_code')).toBe('otp_expired');
    expect(reused.get('error_description')).toBe('Email link is invalid or has expired');

    await client().auth.signInWithOtp({ email: 'quiz.done@northbridge.example', options: { shouldCreateUser: false, emailRedirectTo: REDIRECT } });
    const fresh = await latestEmail('quiz.done@northbridge.example');
    t.clock.advance(10 * 60_000 + 1_000);
    expect(fragmentOf(await openLink(fresh)).get('error_code')).toBe('otp_expired');
  });

  it('only redirects to allowed origins, falling back to the site URL', async () => {
    await client().auth.signInWithOtp({ email: 'rejected@northbridge.example', options: { shouldCreateUser: false, emailRedirectTo: 'https://evil.example/' } });
    const email = await latestEmail('rejected@northbridge.example');
    // The email's link falls back to the site URL as well.
    expect(email.link.startsWith('http://localhost:5173?token_hash=')).toBe(true);
    const landing = await openLink(email);
    expect(landing.origin).toBe('http://localhost:5173');
  });

  it('answers 429 over_email_send_rate_limit when one email asks too often', async () => {
    const email = 'payment.void@northbridge.example';
    for (let i = 0; i < 5; i += 1) {
      expect((await client().auth.signInWithOtp({ email, options: { shouldCreateUser: false } })).error).toBeNull();
    }
    const { error } = await client().auth.signInWithOtp({ email, options: { shouldCreateUser: false } });
    expect(error?.status).toBe(429);
    expect(error?.code).toBe('over_email_send_rate_limit');
    t.clock.advance(61_000);
    expect((await client().auth.signInWithOtp({ email, options: { shouldCreateUser: false } })).error).toBeNull();
  });

  it('writes the email in French for a lumiere candidate', async () => {
    await client().auth.signInWithOtp({ email: 'candidate.fr@lumiere.example', options: { shouldCreateUser: false } });
    const email = await latestEmail('candidate.fr@lumiere.example');
    expect(email.subject).toContain('Votre lien de connexion');
    expect(email.text).toContain('École Lumière');
  });

  it('refuses an unknown refresh token and a bad bearer token', async () => {
    const unknown = await refresh('nope');
    expect([unknown.status, unknown.body.code]).toEqual([400, 'refresh_token_not_found']);
    const noBearer = await t.call<{ code: string }>('GET', '/auth/v1/user', { headers: API_KEY });
    expect([noBearer.status, noBearer.body.code]).toEqual([401, 'no_authorization']);
    const badBearer = await t.call<{ code: string }>('GET', '/auth/v1/user', { headers: API_KEY, token: 'not-a-jwt' });
    expect([badBearer.status, badBearer.body.code]).toEqual([403, 'bad_jwt']);
    const noKey = await t.call('POST', '/auth/v1/otp', { body: { email: 'agent@northbridge.example' } });
    expect(noKey.status).toBe(401);
  });

  it('exposes X-Supabase-Api-Version to the portal origins through CORS, and not to others', async () => {
    const response = await fetch(`${t.url}/auth/v1/otp`, {
      method: 'POST',
      headers: { origin: 'http://lumiere.localhost:5173', apikey: DEFAULT_ANON_KEY, 'content-type': 'application/json' },
      body: JSON.stringify({ email: 'nobody@nowhere.example', create_user: false }),
    });
    expect(response.headers.get('access-control-allow-origin')).toBe('http://lumiere.localhost:5173');
    expect(response.headers.get('access-control-expose-headers')).toContain('X-Supabase-Api-Version');
    expect(response.headers.get('x-supabase-api-version')).toBe('2024-01-01');
    const preflight = await fetch(`${t.url}/users/me`, {
      method: 'OPTIONS',
      headers: { origin: 'http://127.0.0.1:4173', 'access-control-request-method': 'GET', 'access-control-request-headers': 'authorization' },
    });
    expect(preflight.headers.get('access-control-allow-origin')).toBe('http://127.0.0.1:4173');
    // A preflight answer is reused for a day: a phone does not pay a round trip before each request.
    expect(preflight.headers.get('access-control-max-age')).toBe(String(PREFLIGHT_MAX_AGE_SECONDS));
    expect(PREFLIGHT_MAX_AGE_SECONDS).toBeGreaterThanOrEqual(7_200);
    const foreign = await fetch(`${t.url}/users/me`, { headers: { origin: 'https://evil.example' } });
    expect(foreign.headers.get('access-control-allow-origin')).toBeNull();
  });
});

describe('refresh tokens: rotation, and reuse as GoTrue allows it', () => {
  it('rotates: each refresh answers a new token, and the new token refreshes in turn', async () => {
    const { tokens } = await tokenChain('quiz.ongoing@northbridge.example', 2);
    expect(new Set(tokens).size).toBe(3);
  });

  it('answers the current token for the parent of it, even long after the reuse interval (a lost answer)', async () => {
    const { tokens: [first, second] } = await tokenChain('quiz.expiring@northbridge.example', 1);
    t.clock.advance(5 * 60_000);
    const reused = await refresh(first ?? '');
    expect(reused.status).toBe(200);
    expect(reused.body.refresh_token).toBe(second);
    expect((await t.call('GET', '/users/me', { token: reused.body.access_token })).status).toBe(200);
    // The current token still rotates normally afterwards.
    const next = await refresh(second ?? '');
    expect(next.status).toBe(200);
    expect(next.body.refresh_token).not.toBe(second);
  });

  it('answers the current token for an older spent token within the 10 s reuse interval', async () => {
    const { tokens: [first, , current] } = await tokenChain('quiz.expired@northbridge.example', 2);
    t.clock.advance(10_000);
    const reused = await refresh(first ?? '');
    expect(reused.status).toBe(200);
    expect(reused.body.refresh_token).toBe(current);
    expect((await t.call('GET', '/auth/v1/user', { headers: API_KEY, token: reused.body.access_token })).status).toBe(200);
  });

  it('refuses an older spent token after the interval with refresh_token_already_used, and signs the session out', async () => {
    const { tokens: [first, , current], accessToken } = await tokenChain('docs.unpaid@northbridge.example', 2);
    const otherDevice = await t.signIn('docs.unpaid@northbridge.example');
    t.clock.advance(10_001);
    const { data, error } = await client().auth.refreshSession({ refresh_token: first ?? '' });
    expect(data.session).toBeNull();
    expect(error?.status).toBe(400);
    expect(error?.code).toBe('refresh_token_already_used');
    expect(error?.message).toBe('Invalid Refresh Token: Already Used');
    const other = await tokenChain('soumis.fr@lumiere.example', 2);
    t.clock.advance(10_001);
    const raw = await refresh(other.tokens[0] ?? '');
    expect(raw.status).toBe(400);
    expect(raw.headers.get('x-sb-error-code')).toBe('refresh_token_already_used');
    expect(raw.body).toMatchObject({ code: 'refresh_token_already_used', error_code: 'refresh_token_already_used', message: 'Invalid Refresh Token: Already Used' });
    // The whole session is gone: the spent token, its current token and its access tokens too.
    expect((await refresh(first ?? '')).body.code).toBe('refresh_token_not_found');
    expect((await refresh(current ?? '')).body.code).toBe('refresh_token_not_found');
    const user = await t.call<GotrueErrorBody>('GET', '/auth/v1/user', { headers: API_KEY, token: accessToken });
    expect([user.status, user.body.code]).toEqual([403, 'session_not_found']);
    expect((await t.call('GET', '/users/me', { token: accessToken })).status).toBe(401);
    // Only that session: the account's other sign-ins live on.
    expect((await t.call('GET', '/users/me', { token: otherDevice.accessToken })).status).toBe(200);
    expect((await refresh(otherDevice.refreshToken)).status).toBe(200);
  });

  it('gives two tabs refreshing one token at once the same new token', async () => {
    const session = await t.signIn('admissible@northbridge.example');
    const [one, two] = await Promise.all([refresh(session.refreshToken), refresh(session.refreshToken)]);
    expect([one.status, two.status]).toEqual([200, 200]);
    expect(one.body.refresh_token).toBe(two.body.refresh_token);
    expect(one.body.refresh_token).not.toBe(session.refreshToken);
  });

  it('follows REFRESH_TOKEN_REUSE_INTERVAL_SECONDS', () => {
    expect(loadConfig({}, {}).refreshTokenReuseIntervalSeconds).toBe(10);
    expect(loadConfig({}, { REFRESH_TOKEN_REUSE_INTERVAL_SECONDS: '30' }).refreshTokenReuseIntervalSeconds).toBe(30);
  });
});

describe('PUT /auth/v1/user (supabase-js updateUser)', () => {
  // One sign-in for the refusals below: this file's backend keeps the 5-a-minute OTP limit.
  let updaterSession: Promise<Session> | undefined;
  const updater = (): Promise<Session> => (updaterSession ??= t.signIn('new.candidate@northbridge.example'));

  it('merges data into user_metadata, answers the user, and later tokens carry the metadata', async () => {
    const supabase = await signedInClient('two.applications@northbridge.example');
    const before = (await supabase.auth.getUser()).data.user;
    t.clock.advance(1_000);
    const first = await supabase.auth.updateUser({ data: { interface_language: 'fr', theme: 'dark' } });
    expect(first.error).toBeNull();
    expect(first.data.user?.user_metadata).toEqual({ interface_language: 'fr', theme: 'dark' });
    expect(first.data.user?.email).toBe('two.applications@northbridge.example');
    expect(first.data.user?.updated_at).not.toBe(before?.updated_at);

    const second = await supabase.auth.updateUser({ data: { theme: null, onboarding_step: 2 } });
    expect(second.error).toBeNull();
    expect(second.data.user?.user_metadata).toEqual({ interface_language: 'fr', onboarding_step: 2 });
    expect((await supabase.auth.getUser()).data.user?.user_metadata).toEqual({ interface_language: 'fr', onboarding_step: 2 });

    const refreshed = await supabase.auth.refreshSession();
    expect(refreshed.data.session?.user.user_metadata).toEqual({ interface_language: 'fr', onboarding_step: 2 });
    expect(claimsOf(refreshed.data.session?.access_token ?? '').user_metadata).toEqual({ interface_language: 'fr', onboarding_step: 2 });
  });

  it('refuses an email change with not_admin and applies nothing of that request', async () => {
    const supabase = await signedInClient('docs.submitted@northbridge.example');
    const { data, error } = await supabase.auth.updateUser({ email: 'new.address@northbridge.example', data: { applied: true } });
    expect(data.user).toBeNull();
    expect(error?.status).toBe(403);
    expect(error?.code).toBe('not_admin');
    const user = (await supabase.auth.getUser()).data.user;
    expect(user?.email).toBe('docs.submitted@northbridge.example');
    expect(user?.user_metadata).toEqual({});
    // The current address, written differently, is no change.
    expect((await supabase.auth.updateUser({ email: 'Docs.Submitted@northbridge.example', data: { applied: true } })).error).toBeNull();
  });

  it.each([
    ['app_metadata', { app_metadata: { role: 'admin' } }, 403, 'not_admin'],
    ['a phone number', { phone: '+33612345678' }, 422, 'phone_provider_disabled'],
    ['a password', { password: 'correct horse battery staple' }, 422, 'validation_failed'],
    ['data that is not an object', { data: ['a', 'list'] }, 400, 'validation_failed'],
    ['metadata over 16 KiB', { data: { notes: 'x'.repeat(17_000) } }, 422, 'validation_failed'],
  ])('refuses %s with GoTrue\'s error shape', async (_label, body, status, code) => {
    const answer = await t.call<GotrueErrorBody>('PUT', '/auth/v1/user', { headers: API_KEY, token: (await updater()).accessToken, body });
    expect(answer.status).toBe(status);
    expect(answer.body).toMatchObject({ code, error_code: code });
    expect(answer.headers.get('x-sb-error-code')).toBe(code);
  });

  it('answers bad_json for an unparsable body', async () => {
    const answer = await t.call<GotrueErrorBody>('PUT', '/auth/v1/user', {
      headers: { ...API_KEY, 'content-type': 'application/json' },
      token: (await updater()).accessToken,
      rawBody: '{"data": ',
    });
    expect([answer.status, answer.body.code]).toEqual([400, 'bad_json']);
  });

  it('needs the API key and a live session', async () => {
    const session = await t.signIn('agent@northbridge.example');
    const body = { data: { step: 1 } };
    const noKey = await t.call('PUT', '/auth/v1/user', { token: session.accessToken, body });
    expect(noKey.status).toBe(401);
    const noBearer = await t.call<GotrueErrorBody>('PUT', '/auth/v1/user', { headers: API_KEY, body });
    expect([noBearer.status, noBearer.body.code]).toEqual([401, 'no_authorization']);
    const badBearer = await t.call<GotrueErrorBody>('PUT', '/auth/v1/user', { headers: API_KEY, token: DEFAULT_ANON_KEY, body });
    expect([badBearer.status, badBearer.body.code]).toEqual([403, 'bad_jwt']);
    expect((await t.call('POST', '/auth/v1/logout?scope=local', { headers: API_KEY, token: session.accessToken })).status).toBe(204);
    const signedOut = await t.call<GotrueErrorBody>('PUT', '/auth/v1/user', { headers: API_KEY, token: session.accessToken, body });
    expect([signedOut.status, signedOut.body.code]).toEqual([403, 'session_not_found']);
  });
});
