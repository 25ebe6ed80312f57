import { describe, expect, it } from 'vitest';
import { PortError } from '../api/port-error';
import { aSession, aUsersApi, anAuthGateway } from '../testing';
import type { AccessState } from './access-state';
import { verifyAccess } from './verify-access';

const user = aSession().user;

describe('verifyAccess', () => {
  it('is unauthenticated without a session', async () => {
    expect(await verifyAccess(anAuthGateway({ session: null }), aUsersApi())).toEqual({ status: 'unauthenticated' });
    expect(await verifyAccess(anAuthGateway({ session: new Error('storage broken') }), aUsersApi())).toEqual({ status: 'unauthenticated' });
  });

  it('goes through each step to the role', async () => {
    const seen: AccessState[] = [];
    const state = await verifyAccess(anAuthGateway(), aUsersApi({ role: 'admin' }), (s) => seen.push(s));
    expect(state).toEqual({ status: 'authenticated', user, role: 'admin' });
    expect(seen.map((s) => (s.status === 'verifying' ? s.step : s.status))).toEqual(['account', 'role', 'authenticated']);
  });

  it('signs out and tells when the account does not exist', async () => {
    const auth = anAuthGateway();
    const state = await verifyAccess(auth, aUsersApi({ account: { exists: false, applyUrl: null } }));
    expect(state).toEqual({ status: 'account-not-found', applyUrl: null });
    expect(auth.signOuts).toBe(1);
  });

  it('keeps the user in with no role when a check fails', async () => {
    expect(await verifyAccess(anAuthGateway(), aUsersApi({ account: new PortError('SERVER', 'Verification failed') }))).toEqual({
      status: 'authenticated',
      user,
      role: null,
    });
    expect(await verifyAccess(anAuthGateway(), aUsersApi({ role: new PortError('NETWORK', 'offline') }))).toEqual({ status: 'authenticated', user, role: null });
  });

  it('asks for the account and the role at once, and applies them in order', async () => {
    const asked: string[] = [];
    let answerAccount: (value: { exists: true }) => void = () => undefined;
    const users = {
      accountExists: () => {
        asked.push('account');
        return new Promise<{ exists: true }>((resolve) => (answerAccount = resolve));
      },
      me: () => {
        asked.push('me');
        return Promise.resolve({ id: 'user-1', email: 'ada@example.com', role: 'agent' });
      },
    };
    const seen: AccessState[] = [];
    const done = verifyAccess(anAuthGateway(), users, (s) => seen.push(s));
    for (let turn = 0; turn < 5; turn += 1) await Promise.resolve();
    expect(asked.sort()).toEqual(['account', 'me']);
    expect(seen.map((s) => (s.status === 'verifying' ? s.step : s.status))).toEqual(['account']);
    answerAccount({ exists: true });
    expect(await done).toEqual({ status: 'authenticated', user, role: 'agent' });
  });

  it('ignores the role of an account that does not exist', async () => {
    const seen: AccessState[] = [];
    const state = await verifyAccess(anAuthGateway(), aUsersApi({ account: { exists: false, applyUrl: 'https://apply.example' }, role: 'admin' }), (s) => seen.push(s));
    expect(state).toEqual({ status: 'account-not-found', applyUrl: 'https://apply.example' });
    expect(seen.some((s) => s.status === 'authenticated')).toBe(false);
  });

  it('ends a session the server refuses (401) that a refresh cannot cure, signed out, and says so', async () => {
    const refused = new PortError('UNAUTHENTICATED', 'Invalid token', { status: 401 });
    const auth = anAuthGateway({ refreshed: null });
    const seen: AccessState[] = [];
    const state = await verifyAccess(auth, aUsersApi({ account: refused, role: refused }), (s) => seen.push(s));
    expect(state).toEqual({ status: 'unauthenticated', reason: 'session-ended' });
    expect(auth.signOuts).toBe(1);
    expect(seen.some((s) => s.status === 'authenticated')).toBe(false);
  });

  it('checks once more after a refresh cures the session, and ends it if the server still refuses', async () => {
    const refused = new PortError('UNAUTHENTICATED', 'Invalid token', { status: 401 });
    let calls = 0;
    const users = { ...aUsersApi({ role: 'agent' }), accountExists: () => (calls++ === 0 ? Promise.reject(refused) : Promise.resolve({ exists: true as const })) };
    expect(await verifyAccess(anAuthGateway({ refreshed: aSession() }), users)).toEqual({ status: 'authenticated', user, role: 'agent' });
    const stillRefused = anAuthGateway({ refreshed: aSession() });
    expect(await verifyAccess(stillRefused, aUsersApi({ account: refused }))).toEqual({ status: 'unauthenticated', reason: 'session-ended' });
    expect(stillRefused.refreshes).toBe(1);
    expect(stillRefused.signOuts).toBe(1);
  });

  it('reads any other role as candidate', async () => {
    expect(await verifyAccess(anAuthGateway(), aUsersApi({ role: 'student' }))).toMatchObject({ role: 'candidate' });
  });
});
