export { LanguageToggle, type LanguageToggleProps, type Language } from './LanguageToggle';
