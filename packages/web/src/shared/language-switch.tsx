import { LanguageToggle } from '@admission/ui';
import { useIntl } from 'react-intl';
import { useLanguageStore } from '../i18n/language.store';
import { commonMessages } from './messages';

/** The EN/FR toggle; the choice is remembered. */
export function LanguageSwitch() {
  const intl = useIntl();
  const language = useLanguageStore((state) => state.language);
  const setLanguage = useLanguageStore((state) => state.setLanguage);
  return <LanguageToggle value={language} onChange={setLanguage} label={intl.formatMessage(commonMessages.language)} />;
}
