import type { BrandLanguage } from '@admission/domain';
import type { MessageFormatElement } from 'react-intl';
import type catalogParts from './catalog-parts.json';

export type Language = BrandLanguage;
export const LANGUAGES: readonly Language[] = ['en', 'fr'];

/** Where the language toggle's choice is remembered (also read by the page's boot script, src/boot). */
export const LANGUAGE_STORAGE_KEY = 'admission.language';

const isLanguage = (value: unknown): value is Language => (LANGUAGES as readonly unknown[]).includes(value);

/** The remembered choice of the language toggle, else the brand's language. */
export function initialLanguage(brandLanguage: Language, storage: Pick<Storage, 'getItem'> | null): Language {
  try {
    const stored = storage?.getItem(LANGUAGE_STORAGE_KEY);
    return isLanguage(stored) ? stored : brandLanguage;
  } catch {
    return brandLanguage;
  }
}

/** A catalog compiled to ICU ASTs (`i18n:compile`): the page ships no message parser. */
export type Catalog = Record<string, MessageFormatElement[]>;

/** Messages only some pages show, in their own chunk (scripts/compile-catalogs.mjs splits them by id prefix). */
export type CatalogPart = keyof typeof catalogParts;

const asCatalog = (module: { default: unknown }): Catalog => module.default as Catalog;

/** Each language's catalog is its own chunk: a page loads only the language it shows. */
export async function loadCatalog(language: Language): Promise<Catalog> {
  return asCatalog(language === 'fr' ? await import('./compiled/fr.json') : await import('./compiled/en.json'));
}

// Literal paths, so that each part of each language is its own chunk.
const PARTS: Readonly<Record<Language, Readonly<Record<CatalogPart, () => Promise<{ default: unknown }>>>>> = {
  en: {
    auth: () => import('./compiled/en.auth.json'),
    confirm: () => import('./compiled/en.confirm.json'),
    dashboard: () => import('./compiled/en.dashboard.json'),
    documents: () => import('./compiled/en.documents.json'),
    quiz: () => import('./compiled/en.quiz.json'),
    staff: () => import('./compiled/en.staff.json'),
    reviews: () => import('./compiled/en.reviews.json'),
    interview: () => import('./compiled/en.interview.json'),
    panel: () => import('./compiled/en.panel.json'),
    portal: () => import('./compiled/en.portal.json'),
    rights: () => import('./compiled/en.rights.json'),
    deletion: () => import('./compiled/en.deletion.json'),
  },
  fr: {
    auth: () => import('./compiled/fr.auth.json'),
    confirm: () => import('./compiled/fr.confirm.json'),
    dashboard: () => import('./compiled/fr.dashboard.json'),
    documents: () => import('./compiled/fr.documents.json'),
    quiz: () => import('./compiled/fr.quiz.json'),
    staff: () => import('./compiled/fr.staff.json'),
    reviews: () => import('./compiled/fr.reviews.json'),
    interview: () => import('./compiled/fr.interview.json'),
    panel: () => import('./compiled/fr.panel.json'),
    portal: () => import('./compiled/fr.portal.json'),
    rights: () => import('./compiled/fr.rights.json'),
    deletion: () => import('./compiled/fr.deletion.json'),
  },
};

export async function loadCatalogPart(language: Language, part: CatalogPart): Promise<Catalog> {
  return asCatalog(await PARTS[language][part]());
}
