import { create } from 'zustand';
import { loadCatalogPart, type Catalog, type CatalogPart, type Language } from './language';
import { useLanguageStore } from './language.store';

interface CatalogPartsState {
  readonly parts: readonly CatalogPart[];
  /** The loaded parts' messages, per language. */
  readonly messages: Partial<Record<Language, Catalog>>;
}

export const useCatalogPartsStore = create<CatalogPartsState>(() => ({ parts: [], messages: {} }));

/** Loads a part of the catalog into a language (no-op when already there). */
export async function loadPartsFor(language: Language, parts: readonly CatalogPart[]): Promise<void> {
  const loaded = await Promise.all(parts.map((part) => loadCatalogPart(language, part)));
  useCatalogPartsStore.setState((state) => ({
    messages: { ...state.messages, [language]: Object.assign({}, state.messages[language], ...loaded) },
  }));
}

/** For a route's lazy(): its messages are there before it renders, in the current language and on switches. */
export async function requireCatalogPart(part: CatalogPart): Promise<void> {
  const { parts } = useCatalogPartsStore.getState();
  if (!parts.includes(part)) useCatalogPartsStore.setState({ parts: [...parts, part] });
  await loadPartsFor(useLanguageStore.getState().language, [part]);
}
