import { describe, expect, it } from 'vitest';
import { PortError } from '../api/port-error';
import { aSession, anAuthGateway } from '../testing';
import { cureRefusedSession, isSessionRefusal } from './session-refusal';

describe('isSessionRefusal', () => {
  it('is a 401 from the server, nothing else', () => {
    expect(isSessionRefusal(new PortError('UNAUTHENTICATED', 'Invalid token', { status: 401 }))).toBe(true);
    // No session at all (the client never asked), a forbidden role, a network failure, a plain error.
    expect(isSessionRefusal(new PortError('UNAUTHENTICATED', 'User not authenticated', { status: null }))).toBe(false);
    expect(isSessionRefusal(new PortError('FORBIDDEN', 'Staff only', { status: 403 }))).toBe(false);
    expect(isSessionRefusal(new PortError('NETWORK', 'offline'))).toBe(false);
    expect(isSessionRefusal(new Error('401'))).toBe(false);
  });
});

describe('cureRefusedSession', () => {
  it('keeps the session when a refresh gives a new token', async () => {
    const auth = anAuthGateway({ refreshed: aSession() });
    expect(await cureRefusedSession(auth)).toBe('refreshed');
    expect(auth.signOuts).toBe(0);
  });

  it.each([
    ['refuses the refresh', null],
    ['fails', new Error('network')],
  ])('ends it, signed out here, when the auth service %s', async (_label, refreshed) => {
    const auth = anAuthGateway({ refreshed });
    expect(await cureRefusedSession(auth)).toBe('ended');
    expect(auth.refreshes).toBe(1);
    expect(auth.signOuts).toBe(1);
  });
});
