import { describe, expect, it } from 'vitest';
import { type AccessEvent, type AccessState, accessReducer, initialAccessState, isAuthenticated, routeAccessOf } from './access-state';

const user = { id: 'user-1', email: 'ada@example.com' };
const run = (...events: AccessEvent[]): AccessState => events.reduce(accessReducer, initialAccessState);

describe('accessReducer', () => {
  it('starts verifying', () => {
    expect(initialAccessState).toEqual({ status: 'verifying', step: 'session' });
    expect(routeAccessOf(initialAccessState)).toBe('verifying');
  });

  it('ends unauthenticated without a session', () => {
    expect(run({ type: 'NO_SESSION' })).toEqual({ status: 'unauthenticated' });
  });

  it('ends authenticated with the role', () => {
    const state = run({ type: 'SESSION_FOUND', user }, { type: 'ACCOUNT_CONFIRMED' }, { type: 'ROLE_LOADED', role: 'agent' });
    expect(state).toEqual({ status: 'authenticated', user, role: 'agent' });
    expect(isAuthenticated(state)).toBe(true);
    expect(routeAccessOf(state)).toBe('signed-in');
  });

  it('ends refused when the account does not exist', () => {
    const state = run({ type: 'SESSION_FOUND', user }, { type: 'ACCOUNT_NOT_FOUND', applyUrl: 'https://apply.example' });
    expect(state).toEqual({ status: 'account-not-found', applyUrl: 'https://apply.example' });
    expect(routeAccessOf(state)).toBe('anonymous');
  });

  it('keeps the user in with no role when the account check or the role fetch fails', () => {
    expect(run({ type: 'SESSION_FOUND', user }, { type: 'ACCOUNT_CHECK_FAILED' })).toEqual({ status: 'authenticated', user, role: null });
    expect(run({ type: 'SESSION_FOUND', user }, { type: 'ACCOUNT_CONFIRMED' }, { type: 'ROLE_FAILED' })).toEqual({ status: 'authenticated', user, role: null });
  });

  it('ignores events that do not fit the step', () => {
    expect(run({ type: 'ACCOUNT_CONFIRMED' })).toEqual(initialAccessState);
    expect(run({ type: 'SESSION_FOUND', user }, { type: 'ROLE_LOADED', role: 'admin' })).toEqual({ status: 'verifying', step: 'account', user });
    expect(run({ type: 'SESSION_FOUND', user }, { type: 'ACCOUNT_CONFIRMED' }, { type: 'NO_SESSION' })).toEqual({ status: 'verifying', step: 'role', user });
    expect(run({ type: 'NO_SESSION' }, { type: 'ROLE_LOADED', role: 'admin' })).toEqual({ status: 'unauthenticated' });
  });

  it('ends a refused session from any state, with its reason', () => {
    const inside = run({ type: 'SESSION_FOUND', user }, { type: 'ACCOUNT_CONFIRMED' }, { type: 'ROLE_LOADED', role: 'admin' });
    const ended = { status: 'unauthenticated', reason: 'session-ended' };
    expect(accessReducer(inside, { type: 'SESSION_ENDED' })).toEqual(ended);
    expect(run({ type: 'SESSION_FOUND', user }, { type: 'SESSION_ENDED' })).toEqual(ended);
    expect(routeAccessOf(accessReducer(inside, { type: 'SESSION_ENDED' }))).toBe('anonymous');
  });

  it('signs out from anywhere and verifies again on request', () => {
    const inside = run({ type: 'SESSION_FOUND', user }, { type: 'ACCOUNT_CONFIRMED' }, { type: 'ROLE_LOADED', role: 'admin' });
    expect(accessReducer(inside, { type: 'SIGNED_OUT' })).toEqual({ status: 'unauthenticated' });
    expect(accessReducer(inside, { type: 'VERIFY' })).toEqual(initialAccessState);
  });
});
