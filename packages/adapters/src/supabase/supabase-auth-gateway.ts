import {
  fail,
  ok,
  type AuthEvent,
  type AuthEventKind,
  type AuthGateway,
  type AuthSession,
  type CodeVerificationFailure,
  type EmailLinkToken,
  type LinkVerificationFailure,
  type RateLimited,
  type Result,
  type SignInFailure,
  type UsersApi,
} from '@admission/domain';
import type { AuthChangeEvent, AuthError, Session } from '@supabase/supabase-js';
import { supabaseClientLoader, type SupabaseClientLoader, type SupabaseClientSource } from './supabase-client';

const EVENT_KINDS: Readonly<Record<string, AuthEventKind>> = {
  INITIAL_SESSION: 'INITIAL_SESSION',
  SIGNED_IN: 'SIGNED_IN',
  SIGNED_OUT: 'SIGNED_OUT',
  TOKEN_REFRESHED: 'TOKEN_REFRESHED',
  USER_UPDATED: 'USER_UPDATED',
  PASSWORD_RECOVERY: 'PASSWORD_RECOVERY',
  MFA_CHALLENGE_VERIFIED: 'MFA_CHALLENGE_VERIFIED',
};

const SIX_DIGITS = /^\d{6}$/;

export function toAuthSession(session: Session): AuthSession {
  return {
    accessToken: session.access_token,
    refreshToken: session.refresh_token,
    expiresAt: session.expires_at ?? null,
    expiresIn: session.expires_in ?? null,
    tokenType: session.token_type,
    user: { id: session.user.id, email: session.user.email ?? '' },
  };
}

const isRateLimit = (error: AuthError): boolean =>
  error.status === 429 || error.code === 'over_email_send_rate_limit' || error.code === 'over_request_rate_limit';

/**
 * GoTrue's 429: the wait comes in Retry-After, which auth-js does not pass on, and in its sentence
 * ("...you can only request this after 52 seconds."), which it does.
 */
export function rateLimitedOf(error: AuthError): RateLimited {
  const seconds = /(\d{1,7})\s*seconds?/i.exec(error.message)?.[1];
  return seconds === undefined ? { code: 'RATE_LIMITED' } : { code: 'RATE_LIMITED', retryAfterSeconds: Number(seconds) };
}

/** GoTrue's refusals of the magic link, as the sign-in failures of spec §8. */
export function signInFailureOf(error: AuthError): SignInFailure {
  const code = error.code ?? '';
  if (code === 'otp_disabled' || /signups not allowed/i.test(error.message)) return { code: 'ACCOUNT_NOT_FOUND', applyUrl: null };
  if (isRateLimit(error)) return rateLimitedOf(error);
  return { code: 'ACCESS_DENIED', message: error.message };
}

export function codeVerificationFailureOf(error: AuthError): CodeVerificationFailure {
  const code = error.code ?? '';
  if (isRateLimit(error)) return rateLimitedOf(error);
  if (code === 'otp_expired' || error.status === 403) return { code: 'CODE_INVALID_OR_EXPIRED' };
  return { code: 'VERIFICATION_FAILED' };
}

/** The same refusals for the emailed link's token: used, expired or unknown is one answer, as GoTrue gives one. */
export function linkVerificationFailureOf(error: AuthError): LinkVerificationFailure {
  const failure = codeVerificationFailureOf(error);
  if (failure.code === 'RATE_LIMITED') return failure;
  return failure.code === 'CODE_INVALID_OR_EXPIRED' ? { code: 'LINK_INVALID_OR_EXPIRED' } : { code: 'VERIFICATION_FAILED' };
}

export interface SupabaseAuthGatewayDeps {
  readonly client: SupabaseClientSource;
  /** The product API's account check, made before any magic link is sent. */
  readonly users: Pick<UsersApi, 'checkExists'>;
}

/** Sign-in by magic link (or the 6-digit code of the same email) on Supabase Auth. */
export class SupabaseAuthGateway implements AuthGateway {
  private readonly client: SupabaseClientLoader;
  private readonly users: Pick<UsersApi, 'checkExists'>;

  constructor(deps: SupabaseAuthGatewayDeps) {
    this.client = supabaseClientLoader(deps.client);
    this.users = deps.users;
  }

  async sendMagicLink(email: string, redirectTo: string): Promise<Result<void, SignInFailure>> {
    const normalised = email.trim().toLowerCase();
    if (normalised === '') return fail({ code: 'EMAIL_REQUIRED' });
    try {
      const account = await this.users.checkExists(normalised);
      if (!account.exists) return fail({ code: 'ACCOUNT_NOT_FOUND', applyUrl: account.applyUrl });
      const client = await this.client();
      const { error } = await client.auth.signInWithOtp({
        email: normalised,
        options: { shouldCreateUser: false, emailRedirectTo: redirectTo },
      });
      return error ? fail(signInFailureOf(error)) : ok(undefined);
    } catch {
      return fail({ code: 'VERIFICATION_FAILED' });
    }
  }

  async verifyEmailCode(email: string, code: string): Promise<Result<AuthSession, CodeVerificationFailure>> {
    const token = code.replace(/\s+/g, '');
    if (!SIX_DIGITS.test(token)) return fail({ code: 'CODE_MALFORMED' });
    try {
      const client = await this.client();
      const { data, error } = await client.auth.verifyOtp({ email: email.trim().toLowerCase(), token, type: 'email' });
      if (error) return fail(codeVerificationFailureOf(error));
      return data.session ? ok(toAuthSession(data.session)) : fail({ code: 'VERIFICATION_FAILED' });
    } catch {
      return fail({ code: 'VERIFICATION_FAILED' });
    }
  }

  async verifyLinkToken(link: EmailLinkToken): Promise<Result<AuthSession, LinkVerificationFailure>> {
    try {
      const client = await this.client();
      const { data, error } = await client.auth.verifyOtp({ token_hash: link.tokenHash, type: link.type });
      if (error) return fail(linkVerificationFailureOf(error));
      return data.session ? ok(toAuthSession(data.session)) : fail({ code: 'VERIFICATION_FAILED' });
    } catch {
      return fail({ code: 'VERIFICATION_FAILED' });
    }
  }

  async currentSession(): Promise<AuthSession | null> {
    const client = await this.client();
    const { data } = await client.auth.getSession();
    return data.session ? toAuthSession(data.session) : null;
  }

  async refreshSession(): Promise<AuthSession | null> {
    const client = await this.client();
    try {
      // A refused refresh leaves the stored session while its access token has not expired: the caller signs out.
      const { data, error } = await client.auth.refreshSession();
      return error || !data.session ? null : toAuthSession(data.session);
    } catch {
      return null;
    }
  }

  onAuthEvent(listener: (event: AuthEvent) => void): () => void {
    let unsubscribe: (() => void) | null = null;
    let cancelled = false;
    void this.client().then((client) => {
      if (cancelled) return;
      const { data } = client.auth.onAuthStateChange((event: AuthChangeEvent, session: Session | null) => {
        const kind = EVENT_KINDS[event];
        if (kind) listener({ kind, session: session ? toAuthSession(session) : null });
      });
      unsubscribe = () => data.subscription.unsubscribe();
    });
    return () => {
      cancelled = true;
      unsubscribe?.();
    };
  }

  async signOut(): Promise<void> {
    const client = await this.client();
    // supabase-js drops the local session even when the server call fails; nothing more to do.
    await client.auth.signOut();
  }
}
