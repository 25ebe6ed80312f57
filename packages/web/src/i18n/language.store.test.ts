import { afterEach, describe, expect, it, vi } from 'vitest';
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

describe('the language store, freshly created (main.tsx has not run)', () => {
  const pageAt = (hostname: string, stored: string | null) => ({ location: { hostname }, localStorage: storageWith(stored) });

  /** A new module instance of the store, created on a page of that host. */
  async function freshStoreOn(hostname: string, stored: string | null = null) {
    vi.stubGlobal('window', pageAt(hostname, stored));
    vi.resetModules();
    const { useLanguageStore } = await import('./language.store');
    return useLanguageStore.getState().language;
  }

  afterEach(() => {
    vi.unstubAllGlobals();
  });

  it('starts in French on the lumiere host', async () => {
    expect(await freshStoreOn('lumiere.localhost')).toBe('fr');
  });

  it('starts in English on the first brand host and on any other host', async () => {
    expect(await freshStoreOn('localhost')).toBe('en');
    expect(await freshStoreOn('127.0.0.1')).toBe('en');
  });

  it('starts in the remembered choice over the brand language', async () => {
    expect(await freshStoreOn('lumiere.localhost', 'en')).toBe('en');
  });

  it('a staff part required right away loads in the starting language', async () => {
    vi.stubGlobal('window', pageAt('lumiere.localhost', null));
    vi.resetModules();
    const { requireCatalogPart, useCatalogPartsStore } = await import('./catalog-parts.store');
    await requireCatalogPart('staff');
    expect(Object.keys(useCatalogPartsStore.getState().messages)).toEqual(['fr']);
  });
});
