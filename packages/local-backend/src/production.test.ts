// Started for production, the backend refuses the public default secret and key, serves no /__dev page and
// prints no email.
import { SignJWT } from 'jose';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startLocalBackend } from './backend';
import { DEFAULT_ANON_KEY, DEFAULT_JWT_SECRET, loadConfig } from './config';
import { startTestBackend } from './testing/test-backend';

const SECRET = 'a-production-secret-of-at-least-32-characters!';
const anonKeyFor = (secret: string) =>
  new SignJWT({ role: 'anon', iss: 'supabase' }).setProtectedHeader({ alg: 'HS256', typ: 'JWT' }).sign(new TextEncoder().encode(secret));

describe('production configuration', () => {
  it('is production when NODE_ENV is, unless LOCAL_BACKEND_MODE says otherwise', () => {
    expect(loadConfig({}, { NODE_ENV: 'production' }).mode).toBe('production');
    expect(loadConfig({}, { NODE_ENV: 'production', LOCAL_BACKEND_MODE: 'dev' }).mode).toBe('dev');
    expect(loadConfig({}, { LOCAL_BACKEND_MODE: 'production' }).mode).toBe('production');
    expect(loadConfig({}, {}).mode).toBe('dev');
  });

  it('never prints emails in production, whatever PRINT_EMAILS says', () => {
    expect(loadConfig({ printEmails: true }, { LOCAL_BACKEND_MODE: 'production' }).printEmails).toBe(false);
    expect(loadConfig({}, { LOCAL_BACKEND_MODE: 'production', PRINT_EMAILS: '1' }).printEmails).toBe(false);
    expect(loadConfig({}, {}).printEmails).toBe(true);
  });

  it.each([
    ['the default JWT secret and anon key', {}, /JWT_SECRET is the public default[\s\S]*ANON_KEY is the public default/],
    ['its own secret but the default anon key', { jwtSecret: SECRET }, /ANON_KEY is the public default/],
    ['a short secret', { jwtSecret: 'short', anonKey: 'x.y.z' }, /at least 32 characters/],
  ])('refuses to start with %s', async (_label, overrides, message) => {
    await expect(startLocalBackend({ mode: 'production', port: 0, databaseUrl: 'memory://', dataDir: ':unused:', ...overrides })).rejects.toThrow(message);
  });

  it('refuses an anon key signed with another secret', async () => {
    const anonKey = await anonKeyFor(DEFAULT_JWT_SECRET);
    await expect(startLocalBackend({ mode: 'production', port: 0, databaseUrl: 'memory://', jwtSecret: SECRET, anonKey })).rejects.toThrow(/signed with JWT_SECRET/);
    expect(anonKey).not.toBe(DEFAULT_ANON_KEY);
  });
});

describe('a production backend', () => {
  let url = '';
  let anonKey = '';
  const printed: string[] = [];
  let cleanUp = async () => undefined as unknown;

  beforeAll(async () => {
    anonKey = await anonKeyFor(SECRET);
    const t = await startTestBackend({ mode: 'production', jwtSecret: SECRET, anonKey, printEmails: true, log: (line) => printed.push(line) });
    url = t.url;
    cleanUp = () => t.close();
  });
  afterAll(() => cleanUp());

  it.each([
    ['GET', '/__dev/outbox'],
    ['GET', '/__dev/mailbox'],
    ['GET', '/__dev/accounts'],
    ['POST', '/__dev/reset'],
    ['POST', '/__dev/expire-sign-in-links'],
    ['GET', '/__dev/stripe/invoices/in_1'],
  ])('serves no %s %s', async (method, path) => {
    expect((await fetch(`${url}${path}`, { method })).status).toBe(404);
  });

  it('sends a magic link without printing it', async () => {
    const sent = await fetch(`${url}/auth/v1/otp`, {
      method: 'POST',
      headers: { apikey: anonKey, 'content-type': 'application/json' },
      body: JSON.stringify({ email: 'quiz.ready@northbridge.example', create_user: false }),
    });
    expect(sent.status).toBe(200);
    expect(printed.join('\n')).not.toMatch(/\[mail\]|verify\?token=/);
  });

  it('takes its own anon key and refuses the public default', async () => {
    const settings = (key: string) => fetch(`${url}/auth/v1/settings`, { headers: { apikey: key } });
    expect((await settings(anonKey)).status).toBe(200);
    expect((await settings(DEFAULT_ANON_KEY)).status).toBe(401);
  });
});
