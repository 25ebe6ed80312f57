// How the portal writes a day in a sentence, one format a language: the web app's react-intl and the emails the
// backend sends both use these options with the language as the locale ('November 27, 2026', '27 novembre 2026').

/** The options of a day written out in words ("Submitted on November 27, 2026"). */
export const DAY_IN_WORDS = { dateStyle: 'long' } as const satisfies Intl.DateTimeFormatOptions;

/** A day in words in `language`, as the portal writes it, read in `timeZone` (IANA name, e.g. 'UTC'). */
export const dayInWords = (instant: Date, language: 'en' | 'fr', timeZone: string): string =>
  new Intl.DateTimeFormat(language, { ...DAY_IN_WORDS, timeZone }).format(instant);
