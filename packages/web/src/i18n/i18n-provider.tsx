import { useEffect, useState, type ReactNode } from 'react';
import { IntlProvider } from 'react-intl';
import { loadCatalog, type Catalog, type Language } from './language';
import { useLanguageStore } from './language.store';

interface Props {
  /** The catalog of the starting language, loaded before the first render. */
  readonly initial: { readonly language: Language; readonly messages: Catalog };
  readonly children: ReactNode;
}

/** react-intl in the chosen language; a switch loads the other language's chunk first. */
export function I18nProvider({ initial, children }: Props) {
  const language = useLanguageStore((state) => state.language);
  const [shown, setShown] = useState(initial);

  useEffect(() => {
    if (language === shown.language) return;
    let cancelled = false;
    void loadCatalog(language).then((messages) => {
      if (!cancelled) setShown({ language, messages });
    });
    return () => {
      cancelled = true;
    };
  }, [language, shown.language]);

  useEffect(() => {
    document.documentElement.lang = shown.language;
  }, [shown.language]);

  return (
    <IntlProvider locale={shown.language} defaultLocale="en" messages={shown.messages}>
      {children}
    </IntlProvider>
  );
}
