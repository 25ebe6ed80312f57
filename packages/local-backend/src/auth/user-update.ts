// What PUT /auth/v1/user (supabase-js `auth.updateUser`) may change here: user_metadata only. GoTrue's other
// fields are refused with GoTrue's error codes, before anything is applied.

/** The body auth-js sends (GoTrue's UserUpdateParams); unknown fields are ignored, as GoTrue does. */
export interface UserUpdateBody {
  email?: string | null;
  phone?: string | null;
  password?: string | null;
  nonce?: string | null;
  data?: Record<string, unknown> | null;
  app_metadata?: Record<string, unknown> | null;
  channel?: string | null;
  code_challenge?: string | null;
  code_challenge_method?: string | null;
}

const nullableString = { type: ['string', 'null'], maxLength: 1024 } as const;
const nullableObject = { type: ['object', 'null'] } as const;

export const userUpdateBodySchema = {
  type: 'object',
  properties: {
    email: nullableString,
    phone: nullableString,
    password: nullableString,
    nonce: nullableString,
    data: nullableObject,
    app_metadata: nullableObject,
    channel: nullableString,
    code_challenge: nullableString,
    code_challenge_method: nullableString,
  },
} as const;

/** Metadata travels in every access token: keep it well under a header's size. */
export const MAX_USER_METADATA_BYTES = 16 * 1024;

export interface UserUpdateRefusal {
  readonly status: number;
  readonly code: string;
  readonly message: string;
}

/** Why the update cannot be applied, or null when it can. `currentEmail` is the account's (lower-case) email. */
export function userUpdateRefusal(body: UserUpdateBody, currentEmail: string): UserUpdateRefusal | null {
  const email = body.email?.trim().toLowerCase() ?? '';
  if (body.app_metadata !== undefined && body.app_metadata !== null) {
    return { status: 403, code: 'not_admin', message: 'Updating app_metadata requires admin privileges' };
  }
  if (email !== '' && email !== currentEmail) {
    return {
      status: 403,
      code: 'not_admin',
      message: 'Updating email requires admin privileges: the admissions office changes the email of an account',
    };
  }
  if (body.phone !== undefined && body.phone !== null && body.phone.trim() !== '') {
    return { status: 422, code: 'phone_provider_disabled', message: 'Phone logins are disabled' };
  }
  if (body.password !== undefined && body.password !== null) {
    return { status: 422, code: 'validation_failed', message: 'Passwords are not available: sign in with the emailed link or code' };
  }
  return null;
}

/** GoTrue's merge: each key of `data` replaces the stored one, a null value removes it; `data` null or absent changes nothing. */
export function mergeUserMetadata(
  current: Readonly<Record<string, unknown>>,
  data: Readonly<Record<string, unknown>> | null | undefined,
): Record<string, unknown> {
  if (data === null || data === undefined) return { ...current };
  // Spread and fromEntries define own properties: a "__proto__" key stays a plain key.
  return Object.fromEntries(Object.entries({ ...current, ...data }).filter(([key, value]) => !(value === null && Object.hasOwn(data, key))));
}

export const metadataBytes = (metadata: Readonly<Record<string, unknown>>): number =>
  Buffer.byteLength(JSON.stringify(metadata), 'utf8');
