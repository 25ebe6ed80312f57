import { brandNameInSentence } from '@admission/domain';
import { currentBrand } from '../config/current-brand';

/** The brand of this page load (the host does not change while the page lives). */
export const brand = currentBrand();

/** The brand as a sentence of this language names it: in French with its article ("Bienvenue à l'École Lumière"). */
export const brandInSentence = (language: string): string => brandNameInSentence(brand, language === 'fr' ? 'fr' : 'en');
