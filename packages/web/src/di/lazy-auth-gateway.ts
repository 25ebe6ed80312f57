import type { AuthEvent, AuthGateway, AuthSession, CodeVerificationFailure, Result, SignInFailure } from '@admission/domain';

/**
 * Keeps supabase-js out of a page until it is needed: without a session hint there is no session,
 * so `currentSession` answers null and event listeners wait until a sign-in happens here.
 */
export class LazyAuthGateway implements AuthGateway {
  private started: boolean;
  private readonly pending = new Set<{ listener: (event: AuthEvent) => void; stop: (() => void) | null }>();

  constructor(
    private readonly inner: AuthGateway,
    sessionHint: () => boolean,
  ) {
    this.started = sessionHint();
  }

  private start(): void {
    if (this.started) return;
    this.started = true;
    for (const entry of this.pending) entry.stop = this.inner.onAuthEvent(entry.listener);
  }

  sendMagicLink(email: string, redirectTo: string): Promise<Result<void, SignInFailure>> {
    return this.inner.sendMagicLink(email, redirectTo);
  }

  async verifyEmailCode(email: string, code: string): Promise<Result<AuthSession, CodeVerificationFailure>> {
    const result = await this.inner.verifyEmailCode(email, code);
    if (result.ok) this.start();
    return result;
  }

  currentSession(): Promise<AuthSession | null> {
    return this.started ? this.inner.currentSession() : Promise.resolve(null);
  }

  onAuthEvent(listener: (event: AuthEvent) => void): () => void {
    const entry = { listener, stop: this.started ? this.inner.onAuthEvent(listener) : null };
    this.pending.add(entry);
    return () => {
      entry.stop?.();
      this.pending.delete(entry);
    };
  }

  signOut(): Promise<void> {
    return this.started ? this.inner.signOut() : Promise.resolve();
  }
}
