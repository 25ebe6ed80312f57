import { describe, expect, it } from 'vitest';
import { fail, ok } from '../shared/result';
import { aSession } from '../testing';
import type { AuthGateway } from './auth-gateway.port';
import { parseEmailCode } from './email-code';
import { signIn, signInWithCode } from './sign-in';
import { normaliseSignInEmail } from './sign-in-email';
import { tokenRefreshBackoffMs } from './token-refresh-backoff';

const gateway = (overrides: Partial<Pick<AuthGateway, 'sendMagicLink' | 'verifyEmailCode'>> = {}) => {
  const calls: string[][] = [];
  const auth: Pick<AuthGateway, 'sendMagicLink' | 'verifyEmailCode'> = {
    sendMagicLink: (email, redirectTo) => (calls.push([email, redirectTo]), Promise.resolve(ok(undefined))),
    verifyEmailCode: (email, code) => (calls.push([email, code]), Promise.resolve(ok(aSession()))),
    ...overrides,
  };
  return { auth, calls };
};

describe('normaliseSignInEmail', () => {
  it('trims and lowercases', () => {
    expect(normaliseSignInEmail('  Ada@Example.COM ')).toEqual({ ok: true, value: 'ada@example.com' });
  });

  it.each(['', '   ', null, undefined])('requires an email (%j)', (raw) => {
    expect(normaliseSignInEmail(raw)).toEqual({ ok: false, error: { code: 'EMAIL_REQUIRED' } });
  });
});

describe('parseEmailCode', () => {
  it.each([
    ['123456', '123456'],
    [' 123 456 ', '123456'],
  ])('reads %j', (raw, code) => {
    expect(parseEmailCode(raw)).toEqual({ ok: true, value: code });
  });

  it.each(['12345', '1234567', '12a456', '', null])('refuses %j', (raw) => {
    expect(parseEmailCode(raw)).toEqual({ ok: false, error: { code: 'CODE_MALFORMED' } });
  });
});

describe('signIn', () => {
  it('sends the lowercased email with the redirect', async () => {
    const { auth, calls } = gateway();
    expect(await signIn(auth, ' Ada@Example.com', 'http://localhost:5173/')).toEqual({ ok: true, value: undefined });
    expect(calls).toEqual([['ada@example.com', 'http://localhost:5173/']]);
  });

  it('does not call the gateway without an email', async () => {
    const { auth, calls } = gateway();
    expect(await signIn(auth, '  ', '/')).toEqual({ ok: false, error: { code: 'EMAIL_REQUIRED' } });
    expect(calls).toEqual([]);
  });

  it('passes on the gateway refusal', async () => {
    const { auth } = gateway({ sendMagicLink: () => Promise.resolve(fail({ code: 'ACCOUNT_NOT_FOUND', applyUrl: 'https://apply.example' })) });
    expect(await signIn(auth, 'a@b.c', '/')).toEqual({ ok: false, error: { code: 'ACCOUNT_NOT_FOUND', applyUrl: 'https://apply.example' } });
  });

  it('turns an exception into VERIFICATION_FAILED', async () => {
    const { auth } = gateway({ sendMagicLink: () => Promise.reject(new Error('offline')) });
    expect(await signIn(auth, 'a@b.c', '/')).toEqual({ ok: false, error: { code: 'VERIFICATION_FAILED' } });
  });
});

describe('signInWithCode', () => {
  it('verifies a well-formed code for the lowercased email', async () => {
    const { auth, calls } = gateway();
    expect(await signInWithCode(auth, 'ADA@example.com', '123 456')).toEqual({ ok: true, value: aSession() });
    expect(calls).toEqual([['ada@example.com', '123456']]);
  });

  it('refuses a missing email or a malformed code before calling', async () => {
    const { auth, calls } = gateway();
    expect(await signInWithCode(auth, '', '123456')).toEqual({ ok: false, error: { code: 'EMAIL_REQUIRED' } });
    expect(await signInWithCode(auth, 'a@b.c', '12345')).toEqual({ ok: false, error: { code: 'CODE_MALFORMED' } });
    expect(calls).toEqual([]);
  });

  it('turns an exception into VERIFICATION_FAILED', async () => {
    const { auth } = gateway({ verifyEmailCode: () => Promise.reject(new Error('offline')) });
    expect(await signInWithCode(auth, 'a@b.c', '123456')).toEqual({ ok: false, error: { code: 'VERIFICATION_FAILED' } });
  });
});

describe('tokenRefreshBackoffMs', () => {
  it('starts at 200 ms and doubles', () => {
    expect([0, 1, 2, 3, -1].map(tokenRefreshBackoffMs)).toEqual([200, 400, 800, 1600, 200]);
  });
});
