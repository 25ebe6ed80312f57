import { type Result, fail, ok } from '../shared/result';

export type EmailRequired = { readonly code: 'EMAIL_REQUIRED' };

/** The sign-in email: trimmed and lowercased; required. */
export const normaliseSignInEmail = (raw: string | null | undefined): Result<string, EmailRequired> => {
  const email = (raw ?? '').trim().toLowerCase();
  return email === '' ? fail({ code: 'EMAIL_REQUIRED' }) : ok(email);
};
