import { describe, expect, it } from 'vitest';
import { LANGUAGE_STORAGE_KEY, initialLanguage } from './language.store';

const storageWith = (value: string | null) => ({ getItem: (key: string) => (key === LANGUAGE_STORAGE_KEY ? value : null) });

describe('initialLanguage', () => {
  it('starts in the brand language when nothing was chosen', () => {
    expect(initialLanguage('fr', storageWith(null))).toBe('fr');
  });

  it('keeps the remembered choice', () => {
    expect(initialLanguage('fr', storageWith('en'))).toBe('en');
  });

  it('ignores an unknown stored value and a storage that throws', () => {
    expect(initialLanguage('en', storageWith('de'))).toBe('en');
    expect(initialLanguage('fr', { getItem: () => { throw new Error('denied'); } })).toBe('fr');
  });
});
