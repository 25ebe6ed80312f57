// Sign-in by emailed magic link (spec §4, §5, §7), behind one port.
import type { Result } from '../shared/result';


export interface AuthUser {
  readonly id: string;
  readonly email: string;
}

export interface AuthSession {
  readonly accessToken: string;
  readonly refreshToken: string;
  readonly expiresAt: number | null; // seconds since the epoch
  readonly expiresIn: number | null;
  readonly tokenType: string;
  readonly user: AuthUser;
}

/** The auth events of spec §4. */
export type AuthEventKind =
  | 'INITIAL_SESSION'
  | 'SIGNED_IN'
  | 'SIGNED_OUT'
  | 'TOKEN_REFRESHED'
  | 'USER_UPDATED'
  | 'PASSWORD_RECOVERY'
  | 'MFA_CHALLENGE_VERIFIED';

export interface AuthEvent {
  readonly kind: AuthEventKind;
  readonly session: AuthSession | null;
}

/** Why a magic link was not sent (spec §8). */
export type SignInFailure =
  | { readonly code: 'EMAIL_REQUIRED' }
  | { readonly code: 'ACCOUNT_NOT_FOUND'; readonly applyUrl: string | null }
  | { readonly code: 'VERIFICATION_FAILED' }
  | RateLimited
  | { readonly code: 'ACCESS_DENIED'; readonly message: string };

/** Too many links, codes or tries: the auth service says how long to wait when it can. */
export interface RateLimited {
  readonly code: 'RATE_LIMITED';
  readonly retryAfterSeconds?: number;
}

export type CodeVerificationFailure =
  | { readonly code: 'CODE_INVALID_OR_EXPIRED' }
  | { readonly code: 'CODE_MALFORMED' }
  | RateLimited
  | { readonly code: 'VERIFICATION_FAILED' };

/** Why the emailed link did not sign in on the confirm page. */
export type LinkVerificationFailure =
  | { readonly code: 'LINK_MALFORMED' }
  | { readonly code: 'LINK_INVALID_OR_EXPIRED' }
  | RateLimited
  | { readonly code: 'VERIFICATION_FAILED' };

/** The one-time token of an emailed link, as the confirm page reads it (confirm-link.ts). */
export interface EmailLinkToken {
  readonly tokenHash: string;
  readonly type: 'email' | 'magiclink';
}

export interface AuthGateway {
  /** Account check first, then the magic link with account creation off, returning to `redirectTo`. */
  sendMagicLink(email: string, redirectTo: string): Promise<Result<void, SignInFailure>>;
  /** The 6-digit code from the same email, for a link opened on another device. */
  verifyEmailCode(email: string, code: string): Promise<Result<AuthSession, CodeVerificationFailure>>;
  /** The emailed link's token hash, spent only when the person presses the confirm page's button. */
  verifyLinkToken(link: EmailLinkToken): Promise<Result<AuthSession, LinkVerificationFailure>>;
  currentSession(): Promise<AuthSession | null>;
  /** A new access token from the refresh token; null when the auth service refuses it (revoked, edited, expired). */
  refreshSession(): Promise<AuthSession | null>;
  onAuthEvent(listener: (event: AuthEvent) => void): () => void;
  signOut(): Promise<void>;
}

/** What the HTTP client asks for the bearer token; null when nobody is signed in. */
export interface AccessTokenSource {
  accessToken(): Promise<string | null>;
}
