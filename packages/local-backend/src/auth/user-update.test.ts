import { describe, expect, it } from 'vitest';
import { mergeUserMetadata, metadataBytes, userUpdateRefusal, type UserUpdateBody } from './user-update';

const EMAIL = 'jane.doe@northbridge.example';
/** What auth-js sends for `updateUser(attributes)` in the implicit flow. */
const anUpdate = (attributes: UserUpdateBody = {}): UserUpdateBody => ({ ...attributes, code_challenge: null, code_challenge_method: null });

describe('mergeUserMetadata', () => {
  it('adds and replaces top-level keys, keeping the others', () => {
    expect(mergeUserMetadata({ theme: 'dark', step: 1 }, { step: 2, language: 'fr' })).toEqual({ theme: 'dark', step: 2, language: 'fr' });
  });

  it('removes a key given as null, and ignores null for a key it does not have', () => {
    expect(mergeUserMetadata({ theme: 'dark', step: 1 }, { theme: null, missing: null })).toEqual({ step: 1 });
  });

  it('replaces a nested object whole (a shallow merge, as GoTrue does)', () => {
    expect(mergeUserMetadata({ prefs: { a: 1, b: 2 } }, { prefs: { c: 3 } })).toEqual({ prefs: { c: 3 } });
  });

  it('changes nothing for absent or null data, and never mutates its inputs', () => {
    const current = { theme: 'dark' };
    const data = { theme: null };
    expect(mergeUserMetadata(current, undefined)).toEqual(current);
    expect(mergeUserMetadata(current, null)).toEqual(current);
    mergeUserMetadata(current, data);
    expect(current).toEqual({ theme: 'dark' });
    expect(data).toEqual({ theme: null });
  });

  it('keeps a "__proto__" key as plain data instead of changing the prototype', () => {
    const data = JSON.parse('{"__proto__": {"polluted": true}}') as Record<string, unknown>;
    const merged = mergeUserMetadata({}, data);
    expect(Object.getPrototypeOf(merged)).toBe(Object.prototype);
    expect(Object.hasOwn(merged, '__proto__')).toBe(true);
    expect(({} as Record<string, unknown>).polluted).toBeUndefined();
  });

  it('measures metadata as UTF-8 JSON bytes', () => {
    expect(metadataBytes({})).toBe(2);
    expect(metadataBytes({ name: 'É' })).toBe(JSON.stringify({ name: 'É' }).length + 1);
  });
});

describe('userUpdateRefusal', () => {
  it('lets metadata, an empty update and the current email (any case, any spacing) through', () => {
    expect(userUpdateRefusal(anUpdate({ data: { step: 2 } }), EMAIL)).toBeNull();
    expect(userUpdateRefusal(anUpdate(), EMAIL)).toBeNull();
    expect(userUpdateRefusal(anUpdate({ email: `  ${EMAIL.toUpperCase()} ` }), EMAIL)).toBeNull();
    expect(userUpdateRefusal(anUpdate({ email: '', phone: '', password: null, app_metadata: null }), EMAIL)).toBeNull();
  });

  it.each([
    ['another email', { email: 'someone.else@northbridge.example' }, 403, 'not_admin'],
    ['app_metadata', { app_metadata: { role: 'admin' } }, 403, 'not_admin'],
    ['a phone number', { phone: '+33612345678' }, 422, 'phone_provider_disabled'],
    ['a password', { password: 'correct horse battery staple' }, 422, 'validation_failed'],
  ] as const)('refuses %s with GoTrue status and code', (_label, attributes, status, code) => {
    expect(userUpdateRefusal(anUpdate({ ...attributes, data: { step: 2 } }), EMAIL)).toMatchObject({ status, code });
  });
});
