import type { BrandLanguage } from '@admission/domain';
import type { MessageFormatElement } from 'react-intl';

export type Language = BrandLanguage;
export const LANGUAGES: readonly Language[] = ['en', 'fr'];

/** A catalog compiled to ICU ASTs (`i18n:compile`): the page ships no message parser. */
export type Catalog = Record<string, MessageFormatElement[]>;

/** Messages only some pages show, in their own chunk (scripts/compile-catalogs.mjs splits them). */
export type CatalogPart = 'staff';

const asCatalog = (module: { default: unknown }): Catalog => module.default as Catalog;

/** Each language's catalog is its own chunk: a page loads only the language it shows. */
export async function loadCatalog(language: Language): Promise<Catalog> {
  return asCatalog(language === 'fr' ? await import('./compiled/fr.json') : await import('./compiled/en.json'));
}

export async function loadCatalogPart(language: Language, _part: CatalogPart): Promise<Catalog> {
  return asCatalog(language === 'fr' ? await import('./compiled/fr.staff.json') : await import('./compiled/en.staff.json'));
}
