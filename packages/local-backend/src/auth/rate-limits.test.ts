// Guessing a code or flooding the mailbox: a few wrong codes per email and per IP, then 429 with Retry-After;
// a code is burnt after five wrong tries; one link or code a minute per email, and a limit per IP.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEFAULT_ANON_KEY } from '../config';
import { startTestBackend, type TestBackend } from '../testing/test-backend';

let t: TestBackend;
const API_KEY = { apikey: DEFAULT_ANON_KEY };
const EMAILS = ['quiz.ready@northbridge.example', 'quiz.done@northbridge.example', 'rejected@northbridge.example', 'admissible@northbridge.example'];

beforeAll(async () => {
  // The defaults of a real start, spelt out (the shared test backend relaxes them).
  t = await startTestBackend({
    otpRateLimit: { max: 1, windowSeconds: 60 },
    otpIpRateLimit: { max: 30, windowSeconds: 3600 },
    verifyRateLimit: { perEmail: { max: 10, windowSeconds: 3600 }, perIp: { max: 30, windowSeconds: 300 }, triesPerCode: 5 },
  });
});
afterAll(() => t.close());

const sendCode = (email: string) => t.call<{ code?: string; message?: string }>('POST', '/auth/v1/otp', { body: { email, create_user: false }, headers: API_KEY });
const latestCode = async (email: string): Promise<string> =>
  (await t.call<{ code: string }[]>('GET', `/__dev/outbox?to=${encodeURIComponent(email)}`)).body[0]?.code ?? '';
const verify = (email: string, token: string) =>
  t.call<{ code?: string; message?: string; access_token?: string }>('POST', '/auth/v1/verify', { body: { email, token, type: 'email' }, headers: API_KEY });
const wrongCodeFor = (code: string): string => String((Number(code) + 1) % 1_000_000).padStart(6, '0');
const minutes = (n: number) => t.clock.advance(n * 60_000);

describe('sending links and codes', () => {
  it('sends one link or code a minute per email, then 429 over_email_send_rate_limit with Retry-After', async () => {
    const email = EMAILS[0] ?? '';
    expect((await sendCode(email)).status).toBe(200);
    const again = await sendCode(email);
    expect(again.status).toBe(429);
    expect(again.body.code).toBe('over_email_send_rate_limit');
    expect(again.headers.get('retry-after')).toBe('60');
    expect(again.body.message).toBe('For security purposes, you can only request this after 60 seconds.');
    t.clock.advance(45_000);
    expect((await sendCode(email)).headers.get('retry-after')).toBe('15');
    t.clock.advance(15_001);
    expect((await sendCode(email)).status).toBe(200);
  });

  it('limits what one IP asks for, known and unknown emails alike, with over_request_rate_limit', async () => {
    minutes(61);
    const answers = [];
    for (let n = 0; n < 31; n += 1) answers.push((await sendCode(`nobody${n}@nowhere.example`)).status);
    expect(answers.slice(0, 30).every((status) => status === 422)).toBe(true);
    const refused = await sendCode(EMAILS[1] ?? '');
    expect(refused.status).toBe(429);
    expect(refused.body.code).toBe('over_request_rate_limit');
    expect(Number(refused.headers.get('retry-after'))).toBeGreaterThan(3000);
    minutes(61);
  });
});

describe('guessing the 6-digit code', () => {
  it('burns a code after five wrong tries: the right one no longer works', async () => {
    minutes(61);
    const email = EMAILS[1] ?? '';
    expect((await sendCode(email)).status).toBe(200);
    const code = await latestCode(email);
    for (let n = 0; n < 5; n += 1) expect((await verify(email, wrongCodeFor(code))).status).toBe(403);
    expect(await verify(email, code)).toMatchObject({ status: 403, body: { code: 'otp_expired' } });
    minutes(1.1);
    expect((await sendCode(email)).status).toBe(200);
    expect((await verify(email, await latestCode(email))).status).toBe(200);
  });

  it('answers 429 with Retry-After after ten wrong codes for one email in an hour, and lets the right code in once that is over', async () => {
    minutes(61);
    const email = EMAILS[2] ?? '';
    for (let round = 0; round < 2; round += 1) {
      expect((await sendCode(email)).status).toBe(200);
      const code = await latestCode(email);
      for (let n = 0; n < 5; n += 1) expect((await verify(email, wrongCodeFor(code))).status).toBe(403);
      minutes(1.1);
    }
    expect((await sendCode(email)).status).toBe(200);
    const blocked = await verify(email, await latestCode(email));
    expect(blocked.status).toBe(429);
    expect(blocked.body.code).toBe('over_request_rate_limit');
    const wait = Number(blocked.headers.get('retry-after'));
    expect(wait).toBeGreaterThan(3000);
    expect(blocked.body.message).toBe(`For security purposes, you can only request this after ${wait} seconds.`);
    t.clock.advance(wait * 1000);
    // The code of then has expired meanwhile (10 minutes): a new one works.
    expect((await sendCode(email)).status).toBe(200);
    expect((await verify(email, await latestCode(email))).status).toBe(200);
  });

  it('lets no more than ten of 200 parallel guesses at one email be checked', async () => {
    minutes(61);
    const email = EMAILS[3] ?? '';
    expect((await sendCode(email)).status).toBe(200);
    const code = await latestCode(email);
    const guesses = Array.from({ length: 200 }, (_, n) => String((Number(code) + 1 + n) % 1_000_000).padStart(6, '0'));
    const answers = await Promise.all(guesses.map((guess) => verify(email, guess)));
    expect(answers.filter((answer) => answer.status === 403).length).toBeLessThanOrEqual(10);
    expect(answers.filter((answer) => answer.status === 429).length).toBeGreaterThanOrEqual(190);
    expect(answers.some((answer) => answer.status === 200)).toBe(false);
  });

  it('answers 429 to one IP after thirty wrong codes or links over several emails', async () => {
    minutes(61);
    const statuses: number[] = [];
    for (let n = 0; n < 30; n += 1) {
      statuses.push((await verify(`someone${n}@nowhere.example`, '123456')).status);
    }
    expect(statuses.every((status) => status === 403)).toBe(true);
    const link = await fetch(`${t.url}/auth/v1/verify?token=not-a-token&type=magiclink`, { redirect: 'manual' });
    expect(link.status).toBe(429);
    expect(Number(link.headers.get('retry-after'))).toBeGreaterThan(0);
    const byHash = await t.call('POST', '/auth/v1/verify', { body: { token_hash: 'x', type: 'magiclink' }, headers: API_KEY });
    expect(byHash.status).toBe(429);
    minutes(6);
    expect((await verify('someone@nowhere.example', '123456')).status).toBe(403);
  });
});
