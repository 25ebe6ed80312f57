import { useEffect, useMemo, useState, type ReactNode } from 'react';
import { IntlProvider } from 'react-intl';
import { loadPartsFor, useCatalogPartsStore } from './catalog-parts.store';
import { loadCatalog, type Catalog, type Language } from './language';
import { useLanguageStore } from './language.store';

interface Props {
  /** The catalog of the starting language, loaded before the first render. */
  readonly initial: { readonly language: Language; readonly messages: Catalog };
  readonly children: ReactNode;
}

/** react-intl in the chosen language; a switch loads the other language's chunks first. */
export function I18nProvider({ initial, children }: Props) {
  const language = useLanguageStore((state) => state.language);
  const [shown, setShown] = useState(initial);
  const extra = useCatalogPartsStore((state) => state.messages[shown.language]);

  useEffect(() => {
    if (language === shown.language) return;
    let cancelled = false;
    const parts = useCatalogPartsStore.getState().parts;
    void Promise.all([loadCatalog(language), loadPartsFor(language, parts)]).then(([messages]) => {
      if (!cancelled) setShown({ language, messages });
    });
    return () => {
      cancelled = true;
    };
  }, [language, shown.language]);

  useEffect(() => {
    document.documentElement.lang = shown.language;
  }, [shown.language]);

  const messages = useMemo(() => (extra ? { ...shown.messages, ...extra } : shown.messages), [shown.messages, extra]);
  return (
    <IntlProvider locale={shown.language} defaultLocale="en" messages={messages}>
      {children}
    </IntlProvider>
  );
}
