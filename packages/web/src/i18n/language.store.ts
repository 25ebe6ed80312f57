import { create } from 'zustand';
import { currentBrand } from '../config/current-brand';
import { LANGUAGE_STORAGE_KEY, initialLanguage, type Language } from './language';

export { LANGUAGE_STORAGE_KEY, initialLanguage };

/** The page's localStorage; null outside a browser (node tests) or where the browser refuses it. */
function browserStorage(): Pick<Storage, 'getItem'> | null {
  try {
    return typeof window === 'undefined' ? null : window.localStorage;
  } catch {
    return null;
  }
}

/**
 * This page load's starting language (the host's brand, or the remembered choice): the store has it from its
 * creation, so no module depends on main.tsx running first. Outside a browser (node tests) the default brand.
 */
const startingLanguage = (): Language =>
  initialLanguage(currentBrand(typeof window === 'undefined' ? '' : window.location.hostname).language, browserStorage());

interface LanguageState {
  readonly language: Language;
  /** Switches the interface language and remembers the choice. */
  setLanguage(language: Language): void;
}

export const useLanguageStore = create<LanguageState>((set) => ({
  language: startingLanguage(),
  setLanguage: (language) => {
    try {
      window.localStorage.setItem(LANGUAGE_STORAGE_KEY, language);
    } catch {
      // Private mode: the choice lasts for this page only.
    }
    set({ language });
  },
}));
