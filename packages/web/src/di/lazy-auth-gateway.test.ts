import { ok, type AuthEvent, type AuthGateway } from '@admission/domain';
import { aSession } from '@admission/domain/testing';
import { describe, expect, it, vi } from 'vitest';
import { LazyAuthGateway, WAKE_BEFORE_EXPIRY_SECONDS } from './lazy-auth-gateway';

function innerGateway() {
  const listeners: ((event: AuthEvent) => void)[] = [];
  const inner: AuthGateway = {
    sendMagicLink: vi.fn(async () => ok(undefined)),
    verifyEmailCode: vi.fn(async () => ok(aSession())),
    verifyLinkToken: vi.fn(async () => ok(aSession())),
    currentSession: vi.fn(async () => aSession()),
    onAuthEvent: vi.fn((listener: (event: AuthEvent) => void) => {
      listeners.push(listener);
      return () => undefined;
    }),
    signOut: vi.fn(async () => undefined),
    refreshSession: vi.fn(async () => null),
  };
  return { inner, listeners };
}

const stored = { ...aSession(), accessToken: 'stored.token' };

describe('LazyAuthGateway', () => {
  it('without a session hint, answers "no session" and never touches Supabase, even woken', async () => {
    const { inner } = innerGateway();
    const gateway = new LazyAuthGateway(inner, () => false, () => stored);
    expect(await gateway.currentSession()).toBeNull();
    gateway.onAuthEvent(() => undefined);
    gateway.wake();
    await gateway.signOut();
    expect(inner.currentSession).not.toHaveBeenCalled();
    expect(inner.onAuthEvent).not.toHaveBeenCalled();
    expect(inner.signOut).not.toHaveBeenCalled();
  });

  it('refreshes through Supabase, woken for it (its events follow), and never without a session hint', async () => {
    const { inner } = innerGateway();
    expect(await new LazyAuthGateway(inner, () => false, () => stored).refreshSession()).toBeNull();
    expect(inner.refreshSession).not.toHaveBeenCalled();
    const gateway = new LazyAuthGateway(inner, () => true, () => stored);
    gateway.onAuthEvent(() => undefined);
    expect(await gateway.refreshSession()).toBeNull();
    expect(inner.refreshSession).toHaveBeenCalledTimes(1);
    expect(inner.onAuthEvent).toHaveBeenCalledTimes(1);
  });

  it('with a hint, answers the stored session without Supabase until woken', async () => {
    const { inner } = innerGateway();
    const gateway = new LazyAuthGateway(inner, () => true, () => stored);
    expect(await gateway.currentSession()).toEqual(stored);
    gateway.onAuthEvent(() => undefined);
    expect(inner.currentSession).not.toHaveBeenCalled();
    expect(inner.onAuthEvent).not.toHaveBeenCalled();
    gateway.wake();
    expect(inner.onAuthEvent).toHaveBeenCalledTimes(1);
    expect(await gateway.currentSession()).toEqual(aSession());
    gateway.wake();
    expect(inner.onAuthEvent).toHaveBeenCalledTimes(1);
  });

  it('asks Supabase when nothing valid is stored (an expired token, a magic link in the URL)', async () => {
    const { inner } = innerGateway();
    const gateway = new LazyAuthGateway(inner, () => true, () => null);
    expect(await gateway.currentSession()).toEqual(aSession());
    expect(inner.currentSession).toHaveBeenCalledTimes(1);
  });

  it.each([
    ['code', (gateway: LazyAuthGateway) => gateway.verifyEmailCode('a@b.example', '123456')],
    ['confirmed link', (gateway: LazyAuthGateway) => gateway.verifyLinkToken({ tokenHash: 'f3a9c0d1e2b34a5b6c7d', type: 'email' })],
  ])('a sign-in by %s starts the listeners registered before it', async (_how, signIn) => {
    const { inner, listeners } = innerGateway();
    const gateway = new LazyAuthGateway(inner, () => false);
    const seen: AuthEvent[] = [];
    gateway.onAuthEvent((event) => seen.push(event));
    await signIn(gateway);
    listeners[0]?.({ kind: 'SIGNED_IN', session: aSession() });
    expect(seen).toHaveLength(1);
    expect(await gateway.currentSession()).toEqual(aSession());
  });

  it('a refused link leaves the page without a session and supabase-js asleep', async () => {
    const { inner } = innerGateway();
    vi.mocked(inner.verifyLinkToken).mockResolvedValueOnce({ ok: false, error: { code: 'LINK_INVALID_OR_EXPIRED' } });
    const gateway = new LazyAuthGateway(inner, () => false);
    gateway.onAuthEvent(() => undefined);
    await gateway.verifyLinkToken({ tokenHash: 'f3a9c0d1e2b34a5b6c7d', type: 'email' });
    expect(inner.onAuthEvent).not.toHaveBeenCalled();
    expect(await gateway.currentSession()).toBeNull();
  });

  it('loads supabase-js a few minutes before the stored token expires, or at once without one', () => {
    const { inner } = innerGateway();
    const nowMs = 1_900_000_000_000;
    const expiring = { ...stored, expiresAt: nowMs / 1000 + 3600 };
    const gateway = new LazyAuthGateway(inner, () => true, () => expiring);
    gateway.onAuthEvent(() => undefined);
    const scheduled: { wake: () => void; delayMs: number }[] = [];
    gateway.wakeBeforeExpiry(nowMs, (wake, delayMs) => (scheduled.push({ wake, delayMs }), () => undefined));
    expect(scheduled.map((entry) => entry.delayMs)).toEqual([(3600 - WAKE_BEFORE_EXPIRY_SECONDS) * 1000]);
    expect(inner.onAuthEvent).not.toHaveBeenCalled();
    scheduled[0]?.wake();
    expect(inner.onAuthEvent).toHaveBeenCalledTimes(1);

    const { inner: other } = innerGateway();
    const withoutStored = new LazyAuthGateway(other, () => true, () => null);
    withoutStored.onAuthEvent(() => undefined);
    withoutStored.wakeBeforeExpiry(nowMs, () => {
      throw new Error('nothing to schedule');
    });
    expect(other.onAuthEvent).toHaveBeenCalledTimes(1);
  });
});
