import type { BrandLanguage } from '@admission/domain';
import type { MessageFormatElement } from 'react-intl';

export type Language = BrandLanguage;
export const LANGUAGES: readonly Language[] = ['en', 'fr'];

/** A catalog compiled to ICU ASTs (`i18n:compile`): the page ships no message parser. */
export type Catalog = Record<string, MessageFormatElement[]>;

/** Each language's catalog is its own chunk: a page loads only the language it shows. */
export async function loadCatalog(language: Language): Promise<Catalog> {
  const module = language === 'fr' ? await import('./compiled/fr.json') : await import('./compiled/en.json');
  return module.default as unknown as Catalog;
}
