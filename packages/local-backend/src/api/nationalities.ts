// Every ISO 3166 country, named in English or French (i18n-iso-countries).
import countries from 'i18n-iso-countries';

export type NameLanguage = 'en' | 'fr';

export interface NationalityView {
  readonly code: string;
  readonly name: string;
}

export const languageOf = (value: unknown, fallback: NameLanguage = 'en'): NameLanguage =>
  value === 'fr' || value === 'en' ? value : fallback;

export function allNationalities(language: NameLanguage): NationalityView[] {
  const names = countries.getNames(language, { select: 'official' });
  return Object.entries(names)
    .map(([code, name]) => ({ code, name }))
    .sort((a, b) => a.name.localeCompare(b.name, language));
}

export const isCountryCode = (code: string): boolean => countries.isValid(code) && /^[A-Z]{2}$/.test(code);

export const nationalitiesOf = (codes: readonly string[], language: NameLanguage): NationalityView[] =>
  codes.map((code) => ({ code, name: countries.getName(code, language, { select: 'official' }) ?? code }));
