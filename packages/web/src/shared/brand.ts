import { brandNameInSentence, type Brand } from '@admission/domain';
import { currentBrand } from '../config/current-brand';

/** The brand of this page load (the host does not change while the page lives). */
export let brand: Brand = currentBrand();

/** Storybook's page stories show a brand their host does not name (docs/decisions/0009); the app never calls it. */
export function showBrand(shown: Brand): void {
  brand = shown;
}

/** The brand as a sentence of this language names it: in French with its article ("Bienvenue à l'École Lumière"). */
export const brandInSentence = (language: string): string => brandNameInSentence(brand, language === 'fr' ? 'fr' : 'en');
