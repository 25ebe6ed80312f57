// The page's brand (from its host name) and language (the remembered choice, else the brand's), shown before any
// other script runs: the shell's texts and colours follow `html[data-brand][lang]`, the tab its title and icon.
import type { Brand } from '@admission/domain';
import { applyBrandToDocument, currentBrand } from '../config/current-brand';
import { initialLanguage, type Language } from '../i18n/language';

export interface BrandAndLanguage {
  readonly brand: Brand;
  readonly language: Language;
}

/** The brand of the host name (the domain's brandForHost) and the page's starting language (as the language store). */
export function brandAndLanguageOf(hostname: string, storage: Pick<Storage, 'getItem'> | null): BrandAndLanguage {
  const brand = currentBrand(hostname);
  return { brand, language: initialLanguage(brand.language, storage) };
}

/** Sets `data-brand` and `lang` on the root element, and the brand's tab title and icon. */
export function showBrandAndLanguage({ brand, language }: BrandAndLanguage, doc: Document): void {
  doc.documentElement.setAttribute('data-brand', brand.id);
  doc.documentElement.lang = language;
  applyBrandToDocument(brand, doc);
}
