import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { supabaseStorageKey } from '../../../../adapters/src/supabase/stored-session';
import { SIGN_IN_EMAIL_KEY } from '../../shared/sign-in-link';
import { LANGUAGE_STORAGE_KEY } from '../../i18n/language';
import { storedItems } from './stored-items';

describe('the stored items the cookies page lists', () => {
  it('names each one as its owner stores it', () => {
    const url = 'http://lumiere.localhost:54398';
    const keys = Object.fromEntries(storedItems(url).map((item) => [item.id, item.key]));
    expect(keys).toEqual({
      session: supabaseStorageKey(url),
      language: LANGUAGE_STORAGE_KEY,
      signInEmail: SIGN_IN_EMAIL_KEY,
      staffFilters: 'admission.admin-filters.<user id>',
    });
    // Features do not import each other (dependency-cruiser): the staff list's key is read from its source.
    const adminSource = readFileSync(new URL('../staff-list/remembered-filters.ts', import.meta.url), 'utf8');
    expect(adminSource).toContain('`admission.admin-filters.${userId}`');
    expect(keys.session).toBe('sb-lumiere-auth-token');
  });
});
