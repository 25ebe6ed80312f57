import { ThemeProvider, ToastRegion } from '@admission/ui';
import { useIntl } from 'react-intl';
import { themeIdOf } from '../config/current-brand';
import { I18nProvider } from '../i18n/i18n-provider';
import type { Catalog, Language } from '../i18n/language';
import { commonMessages } from '../shared/messages';
import { brand } from './brand';
import { AppRoutes } from './router';

function Toasts() {
  const intl = useIntl();
  return <ToastRegion label={intl.formatMessage(commonMessages.notificationsLabel)} closeLabel={intl.formatMessage(commonMessages.close)} />;
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
