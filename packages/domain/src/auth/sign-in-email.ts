import { type Result, fail, ok } from '../shared/result';

export type EmailRequired = { readonly code: 'EMAIL_REQUIRED' };
export type EmailInvalid = { readonly code: 'EMAIL_INVALID' };

/** The sign-in email: trimmed and lowercased; required. */
export const normaliseSignInEmail = (raw: string | null | undefined): Result<string, EmailRequired> => {
  const email = (raw ?? '').trim().toLowerCase();
  return email === '' ? fail({ code: 'EMAIL_REQUIRED' }) : ok(email);
};

// One @, something before it, and a domain of dot-separated labels: what a mailbox needs, nothing stricter.
const EMAIL_SHAPE = /^[^\s@]+@[^\s@.]+(?:\.[^\s@.]+)+$/;

/**
 * The sign-in form's own check, before anything is sent: required, then shaped like an address
 * (`name@example.com`). The screen says which, in its language, in place of the browser's bubble.
 */
export const checkSignInEmail = (raw: string | null | undefined): Result<string, EmailRequired | EmailInvalid> => {
  const normalised = normaliseSignInEmail(raw);
  if (!normalised.ok) return normalised;
  return EMAIL_SHAPE.test(normalised.value) ? normalised : fail({ code: 'EMAIL_INVALID' });
};
