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

  it('reads any other role as candidate', async () => {
    expect(await verifyAccess(anAuthGateway(), aUsersApi({ role: 'student' }))).toMatchObject({ role: 'candidate' });
  });
});
