import { ThemeProvider, toastQueue } from '@admission/ui';
import { Suspense, lazy, useEffect, useState } from 'react';
import { themeIdOf } from '../config/current-brand';
import { I18nProvider } from '../i18n/i18n-provider';
import type { Catalog, Language } from '../i18n/language';
import { preloadChunks } from '../shared/chunk-preload';
import { brand } from '../shared/brand';
import { AppRoutes } from './router';

const AppToastRegion = lazy(() => {
  preloadChunks('toast');
  return import('./toast-region');
});

/** Most page loads show no toast: the region (and its code) comes with the first one, which waits in the queue. */
function Toasts() {
  const [needed, setNeeded] = useState(() => toastQueue.visibleToasts.length > 0);
  useEffect(() => {
    if (needed) return;
    const check = () => {
      if (toastQueue.visibleToasts.length > 0) setNeeded(true);
    };
    check();
    return toastQueue.subscribe(check);
  }, [needed]);
  return needed ? (
    <Suspense fallback={null}>
      <AppToastRegion />
    </Suspense>
  ) : null;
}

export function App({ initial }: { readonly initial: { readonly language: Language; readonly messages: Catalog } }) {
  return (
    <I18nProvider initial={initial}>
      <ThemeProvider brand={themeIdOf(brand)}>
        <AppRoutes />
        <Toasts />
      </ThemeProvider>
    </I18nProvider>
  );
}
