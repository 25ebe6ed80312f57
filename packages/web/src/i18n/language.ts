import type { BrandLanguage } from '@admission/domain';

export type Language = BrandLanguage;
export const LANGUAGES: readonly Language[] = ['en', 'fr'];

export type Catalog = Record<string, string>;

/** Each language's catalog is its own chunk: a page loads only the language it shows. */
export async function loadCatalog(language: Language): Promise<Catalog> {
  const module = language === 'fr' ? await import('./messages/fr.json') : await import('./messages/en.json');
  return module.default as Catalog;
}
