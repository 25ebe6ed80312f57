import type { AuthEvent, AuthGateway, AuthSession, CodeVerificationFailure, EmailLinkToken, LinkVerificationFailure, Result, SignInFailure } from '@admission/domain';

/** supabase-js starts this long before the stored access token expires, to refresh it in time. */
export const WAKE_BEFORE_EXPIRY_SECONDS = 300;

/** An auth gateway whose event source (supabase-js) starts only when asked. */
export interface WakeableAuthGateway extends AuthGateway {
  /** Starts the auth events (refresh, sign-out elsewhere) if a session may exist. */
  wake(): void;
  /**
   * Starts them when they will be needed: at once without a valid stored session, else a few minutes before
   * the stored token expires. Returns a function that cancels the timer.
   */
  wakeBeforeExpiry(nowMs: number, schedule?: (wake: () => void, delayMs: number) => () => void): () => void;
}

const timer = (wake: () => void, delayMs: number): (() => void) => {
  const id = setTimeout(wake, delayMs);
  return () => clearTimeout(id);
};

/**
 * Keeps supabase-js out of a page until it is needed. Without a session hint there is no session, so
 * `currentSession` answers null. With one, a valid stored session is answered without supabase-js
 * (see StoredSessionTokenSource), and the auth events start flowing only once `wake()` is called
 * (after the first paint) or a sign-in happens here: that is when supabase-js is loaded.
 */
export class LazyAuthGateway implements WakeableAuthGateway {
  private mayHaveSession: boolean;
  private awake = false;
  private readonly pending = new Set<{ listener: (event: AuthEvent) => void; stop: (() => void) | null }>();

  constructor(
    private readonly inner: AuthGateway,
    sessionHint: () => boolean,
    private readonly storedSession: () => AuthSession | null = () => null,
  ) {
    this.mayHaveSession = sessionHint();
  }

  wake(): void {
    if (this.awake || !this.mayHaveSession) return;
    this.awake = true;
    for (const entry of this.pending) entry.stop ??= this.inner.onAuthEvent(entry.listener);
  }

  wakeBeforeExpiry(nowMs: number, schedule: (wake: () => void, delayMs: number) => () => void = timer): () => void {
    if (!this.mayHaveSession || this.awake) return () => undefined;
    const stored = this.storedSession();
    if (stored === null || stored.expiresAt === null) {
      this.wake();
      return () => undefined;
    }
    return schedule(() => this.wake(), Math.max(0, (stored.expiresAt - WAKE_BEFORE_EXPIRY_SECONDS) * 1000 - nowMs));
  }

  sendMagicLink(email: string, redirectTo: string): Promise<Result<void, SignInFailure>> {
    return this.inner.sendMagicLink(email, redirectTo);
  }

  async verifyEmailCode(email: string, code: string): Promise<Result<AuthSession, CodeVerificationFailure>> {
    return this.signedInBy(await this.inner.verifyEmailCode(email, code));
  }

  async verifyLinkToken(link: EmailLinkToken): Promise<Result<AuthSession, LinkVerificationFailure>> {
    return this.signedInBy(await this.inner.verifyLinkToken(link));
  }

  /** A sign-in on this page: a session exists now, and its events matter. */
  private signedInBy<F extends { readonly code: string }>(result: Result<AuthSession, F>): Result<AuthSession, F> {
    if (result.ok) {
      this.mayHaveSession = true;
      this.wake();
    }
    return result;
  }

  currentSession(): Promise<AuthSession | null> {
    if (!this.mayHaveSession) return Promise.resolve(null);
    return this.awake ? this.inner.currentSession() : Promise.resolve(this.storedSession()).then((stored) => stored ?? this.inner.currentSession());
  }

  /** Needs supabase-js: the auth events start with it (a refused refresh signs out). */
  refreshSession(): Promise<AuthSession | null> {
    if (!this.mayHaveSession) return Promise.resolve(null);
    this.wake();
    return this.inner.refreshSession();
  }

  onAuthEvent(listener: (event: AuthEvent) => void): () => void {
    const entry = { listener, stop: this.awake ? this.inner.onAuthEvent(listener) : null };
    this.pending.add(entry);
    return () => {
      entry.stop?.();
      this.pending.delete(entry);
    };
  }

  signOut(): Promise<void> {
    return this.mayHaveSession ? this.inner.signOut() : Promise.resolve();
  }
}
