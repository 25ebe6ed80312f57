import { type Result, fail, ok } from '../shared/result';
import type { AuthGateway, AuthSession, EmailLinkToken, LinkVerificationFailure } from './auth-gateway.port';

// GoTrue's token hash is a hex digest; the local backend's too. Anything else in the URL was not sent by us.
const TOKEN_HASH = /^[A-Za-z0-9_-]{16,200}$/;
const LINK_TYPES: readonly string[] = ['email', 'magiclink'];

const decoded = (text: string): string | null => {
  try {
    return decodeURIComponent(text.replace(/\+/g, ' '));
  } catch {
    return null;
  }
};

/** The first value of `name` in a query string (`?a=1&b=2`), decoded; null when absent or badly encoded. */
const queryValue = (search: string, name: string): string | null => {
  for (const pair of search.replace(/^\?/, '').split('&')) {
    const separator = pair.indexOf('=');
    const key = separator < 0 ? pair : pair.slice(0, separator);
    if (decoded(key) === name) return separator < 0 ? '' : decoded(pair.slice(separator + 1));
  }
  return null;
};

/** The token of the sign-in email's link (`/auth/confirm?token_hash=...&type=email`), or why it cannot be one. */
export const parseConfirmLink = (search: string): Result<EmailLinkToken, { readonly code: 'LINK_MALFORMED' }> => {
  const tokenHash = queryValue(search, 'token_hash') ?? '';
  const type = queryValue(search, 'type') ?? 'email';
  if (!TOKEN_HASH.test(tokenHash) || !LINK_TYPES.includes(type)) return fail({ code: 'LINK_MALFORMED' });
  return ok({ tokenHash, type: type === 'magiclink' ? 'magiclink' : 'email' });
};

/** Signs in with the emailed link's token, read from the confirm page's query string (only on the person's request). */
export const signInWithLink = async (
  auth: Pick<AuthGateway, 'verifyLinkToken'>,
  search: string,
): Promise<Result<AuthSession, LinkVerificationFailure>> => {
  const link = parseConfirmLink(search);
  if (!link.ok) return link;
  try {
    return await auth.verifyLinkToken(link.value);
  } catch {
    return fail({ code: 'VERIFICATION_FAILED' });
  }
};
