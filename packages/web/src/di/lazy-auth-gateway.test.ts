import { ok, type AuthEvent, type AuthGateway } from '@admission/domain';
import { aSession } from '@admission/domain/testing';
import { describe, expect, it, vi } from 'vitest';
import { LazyAuthGateway } from './lazy-auth-gateway';

function innerGateway() {
  const listeners: ((event: AuthEvent) => void)[] = [];
  const inner: AuthGateway = {
    sendMagicLink: vi.fn(async () => ok(undefined)),
    verifyEmailCode: vi.fn(async () => ok(aSession())),
    currentSession: vi.fn(async () => aSession()),
    onAuthEvent: vi.fn((listener: (event: AuthEvent) => void) => {
      listeners.push(listener);
      return () => undefined;
    }),
    signOut: vi.fn(async () => undefined),
  };
  return { inner, listeners };
}

describe('LazyAuthGateway', () => {
  it('without a session hint, answers "no session" and never touches Supabase', async () => {
    const { inner } = innerGateway();
    const gateway = new LazyAuthGateway(inner, () => false);
    expect(await gateway.currentSession()).toBeNull();
    gateway.onAuthEvent(() => undefined);
    await gateway.signOut();
    expect(inner.currentSession).not.toHaveBeenCalled();
    expect(inner.onAuthEvent).not.toHaveBeenCalled();
    expect(inner.signOut).not.toHaveBeenCalled();
  });

  it('with a hint, passes everything through', async () => {
    const { inner } = innerGateway();
    const gateway = new LazyAuthGateway(inner, () => true);
    expect(await gateway.currentSession()).toEqual(aSession());
    gateway.onAuthEvent(() => undefined);
    expect(inner.onAuthEvent).toHaveBeenCalledTimes(1);
  });

  it('a sign-in by code starts the listeners registered before it', async () => {
    const { inner, listeners } = innerGateway();
    const gateway = new LazyAuthGateway(inner, () => false);
    const seen: AuthEvent[] = [];
    gateway.onAuthEvent((event) => seen.push(event));
    await gateway.verifyEmailCode('a@b.example', '123456');
    listeners[0]?.({ kind: 'SIGNED_IN', session: aSession() });
    expect(seen).toHaveLength(1);
    expect(await gateway.currentSession()).toEqual(aSession());
  });
});
