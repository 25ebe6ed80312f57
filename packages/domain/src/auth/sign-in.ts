import { type Result, fail } from '../shared/result';
import type { AuthGateway, AuthSession, CodeVerificationFailure, SignInFailure } from './auth-gateway.port';
import { parseEmailCode } from './email-code';
import { normaliseSignInEmail } from './sign-in-email';

/** Sends the magic link: the email is checked and lowercased first; the gateway checks the account. */
export const signIn = async (
  auth: Pick<AuthGateway, 'sendMagicLink'>,
  email: string,
  redirectTo: string,
): Promise<Result<void, SignInFailure>> => {
  const normalised = normaliseSignInEmail(email);
  if (!normalised.ok) return normalised;
  try {
    return await auth.sendMagicLink(normalised.value, redirectTo);
  } catch {
    return fail({ code: 'VERIFICATION_FAILED' });
  }
};

/** Signs in with the 6-digit code from the same email, for a link opened on another device. */
export const signInWithCode = async (
  auth: Pick<AuthGateway, 'verifyEmailCode'>,
  email: string,
  code: string,
): Promise<Result<AuthSession, CodeVerificationFailure | SignInFailure>> => {
  const normalised = normaliseSignInEmail(email);
  if (!normalised.ok) return normalised;
  const parsed = parseEmailCode(code);
  if (!parsed.ok) return parsed;
  try {
    return await auth.verifyEmailCode(normalised.value, parsed.value);
  } catch {
    return fail({ code: 'VERIFICATION_FAILED' });
  }
};
