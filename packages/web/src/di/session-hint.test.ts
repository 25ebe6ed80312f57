import { describe, expect, it } from 'vitest';
import { hasSessionHint } from './session-hint';

const storageWith = (keys: readonly string[]) => ({ length: keys.length, key: (index: number) => keys[index] ?? null });

describe('hasSessionHint', () => {
  it('is false with an empty storage and no fragment', () => {
    expect(hasSessionHint({ storage: storageWith([]), hash: '' })).toBe(false);
  });

  it('sees a stored Supabase session', () => {
    expect(hasSessionHint({ storage: storageWith(['admission.language', 'sb-localhost-auth-token']), hash: '' })).toBe(true);
  });

  it('ignores unrelated keys', () => {
    expect(hasSessionHint({ storage: storageWith(['sb-localhost-something', 'auth-token']), hash: '#section' })).toBe(false);
  });

  it('sees a magic-link fragment, successful or refused', () => {
    expect(hasSessionHint({ storage: null, hash: '#access_token=abc&expires_in=3600' })).toBe(true);
    expect(hasSessionHint({ storage: null, hash: '#error=access_denied&error_code=otp_expired' })).toBe(true);
  });
});
