import type { AuthEvent, AuthGateway, AuthSession, CodeVerificationFailure, Result, SignInFailure } from '@admission/domain';

/** An auth gateway whose event source (supabase-js) starts only when asked. */
export interface WakeableAuthGateway extends AuthGateway {
  /** Starts the auth events (refresh, sign-out elsewhere) if a session may exist. */
  wake(): void;
}

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

  sendMagicLink(email: string, redirectTo: string): Promise<Result<void, SignInFailure>> {
    return this.inner.sendMagicLink(email, redirectTo);
  }

  async verifyEmailCode(email: string, code: string): Promise<Result<AuthSession, CodeVerificationFailure>> {
    const result = await this.inner.verifyEmailCode(email, code);
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
