import { type Result, fail, ok } from '../shared/result';

export const EMAIL_CODE_LENGTH = 6;

/** The 6-digit code of the magic-link email; spaces typed or pasted inside it are dropped. */
export const parseEmailCode = (raw: string | null | undefined): Result<string, { readonly code: 'CODE_MALFORMED' }> => {
  const code = (raw ?? '').replace(/\s+/g, '');
  return /^\d{6}$/.test(code) ? ok(code) : fail({ code: 'CODE_MALFORMED' });
};
