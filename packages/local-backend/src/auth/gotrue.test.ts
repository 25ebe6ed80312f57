import { createClient, type SupabaseClient } from '@supabase/supabase-js';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEFAULT_ANON_KEY } from '../config';
import { startTestBackend, type TestBackend } from '../testing/test-backend';

const REDIRECT = 'http://localhost:5173/';
let t: TestBackend;

const client = (): SupabaseClient =>
  createClient(t.url, DEFAULT_ANON_KEY, { auth: { persistSession: false, autoRefreshToken: false, detectSessionInUrl: false } });

const latestEmail = async (email: string) => {
  const { body } = await t.call<{ link: string; code: string; subject: string; text: string }[]>('GET', `/__dev/outbox?to=${encodeURIComponent(email)}`);
  const latest = body[0];
  if (latest === undefined) throw new Error(`no email to ${email}`);
  return latest;
};

const openLink = async (link: string): Promise<URL> => {
  const response = await fetch(link.replace(t.backend.config.publicUrl, t.url), { redirect: 'manual' });
  expect(response.status).toBe(303);
  return new URL(response.headers.get('location') ?? '');
};

const fragmentOf = (url: URL) => new URLSearchParams(url.hash.slice(1));

beforeAll(async () => {
  t = await startTestBackend({ otpRateLimit: { max: 5, windowSeconds: 60 } });
});
afterAll(() => t.close());

describe('Supabase Auth stand-in, driven by supabase-js', () => {
  it('signs a candidate in with the emailed link and keeps the session working', async () => {
    const supabase = client();
    const { error } = await supabase.auth.signInWithOtp({ email: 'quiz.ready@northbridge.example', options: { shouldCreateUser: false, emailRedirectTo: REDIRECT } });
    expect(error).toBeNull();
    const email = await latestEmail('quiz.ready@northbridge.example');
    expect(email.code).toMatch(/^\d{6}$/);
    expect(email.text).toContain(email.link);
    const landing = await openLink(email.link);
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
    const { code, link } = await latestEmail('docs.complete@northbridge.example');
    const verified = await supabase.auth.verifyOtp({ email: 'docs.complete@northbridge.example', token: code, type: 'email' });
    expect(verified.error).toBeNull();
    expect(verified.data.session?.access_token).toBeTruthy();
    const again = await client().auth.verifyOtp({ email: 'docs.complete@northbridge.example', token: code, type: 'email' });
    expect(again.error?.code).toBe('otp_expired');
    // The code spent the link too.
    expect(fragmentOf(await openLink(link)).get('error_code')).toBe('otp_expired');
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
    const { link } = await latestEmail('quiz.done@northbridge.example');
    expect(fragmentOf(await openLink(link)).get('access_token')).toBeTruthy();
    const reused = fragmentOf(await openLink(link));
    expect(reused.get('error')).toBe('access_denied');
    expect(reused.get('error_code')).toBe('otp_expired');
    expect(reused.get('error_description')).toBe('Email link is invalid or has expired');

    await client().auth.signInWithOtp({ email: 'quiz.done@northbridge.example', options: { shouldCreateUser: false, emailRedirectTo: REDIRECT } });
    const fresh = await latestEmail('quiz.done@northbridge.example');
    t.clock.advance(10 * 60_000 + 1_000);
    expect(fragmentOf(await openLink(fresh.link)).get('error_code')).toBe('otp_expired');
  });

  it('only redirects to allowed origins, falling back to the site URL', async () => {
    await client().auth.signInWithOtp({ email: 'rejected@northbridge.example', options: { shouldCreateUser: false, emailRedirectTo: 'https://evil.example/' } });
    const landing = await openLink((await latestEmail('rejected@northbridge.example')).link);
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

  it('refuses a spent refresh token and a bad bearer token', async () => {
    const session = await t.signIn('agent@northbridge.example');
    const headers = { apikey: DEFAULT_ANON_KEY };
    const first = await t.call('POST', '/auth/v1/token?grant_type=refresh_token', { headers, body: { refresh_token: session.refreshToken } });
    expect(first.status).toBe(200);
    const second = await t.call<{ code: string }>('POST', '/auth/v1/token?grant_type=refresh_token', { headers, body: { refresh_token: session.refreshToken } });
    expect(second.status).toBe(400);
    expect(second.body.code).toBe('refresh_token_already_used');
    const unknown = await t.call<{ code: string }>('POST', '/auth/v1/token?grant_type=refresh_token', { headers, body: { refresh_token: 'nope' } });
    expect(unknown.body.code).toBe('refresh_token_not_found');
    const noBearer = await t.call<{ code: string }>('GET', '/auth/v1/user', { headers });
    expect([noBearer.status, noBearer.body.code]).toEqual([401, 'no_authorization']);
    const badBearer = await t.call<{ code: string }>('GET', '/auth/v1/user', { headers, token: 'not-a-jwt' });
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
    const foreign = await fetch(`${t.url}/users/me`, { headers: { origin: 'https://evil.example' } });
    expect(foreign.headers.get('access-control-allow-origin')).toBeNull();
  });
});
