import { createIntl } from 'react-intl';
import { describe, expect, it } from 'vitest';
import en from '../../i18n/compiled/en.reviews.json';
import fr from '../../i18n/compiled/fr.reviews.json';
import { dueWords, reopenedWords, savedAtWords } from './review-time-words';

const intlOf = (locale: 'en' | 'fr', timeZone: string) => createIntl({ locale, defaultLocale: 'en', timeZone, messages: locale === 'fr' ? fr : en, onError: () => undefined });
const at = (iso: string) => ({ now: () => Date.parse(iso) });

describe('savedAtWords', () => {
  // 22:12 in Paris on 13 November.
  const savedAt = '2026-11-13T21:12:00.000Z';

  it('says the time alone for a draft saved today, its day for one saved another day (EN)', () => {
    const intl = intlOf('en', 'Europe/Paris');
    expect(savedAtWords(intl, savedAt, at('2026-11-13T22:59:59.999Z'))).toBe('Draft saved at 10:12 PM');
    // Midnight in Paris (23:00 UTC): the 14th, so the draft's day is said.
    expect(savedAtWords(intl, savedAt, at('2026-11-13T23:00:00.000Z'))).toBe('Draft saved on Nov 13, 2026 at 10:12 PM');
  });

  it('says the same in French', () => {
    const intl = intlOf('fr', 'Europe/Paris');
    expect(savedAtWords(intl, savedAt, at('2026-11-13T22:00:00.000Z'))).toBe('Brouillon enregistré à 22:12');
    expect(savedAtWords(intl, savedAt, at('2026-11-14T08:00:00.000Z'))).toBe('Brouillon enregistré le 13 nov. 2026 à 22:12');
  });

  it('reads today in the reader’s time zone: the same instants in New York are both the 13th', () => {
    const intl = intlOf('en', 'America/New_York');
    expect(savedAtWords(intl, savedAt, at('2026-11-13T23:00:00.000Z'))).toBe('Draft saved at 4:12 PM');
  });

  it('says the day while the clock is not known yet', () => {
    expect(savedAtWords(intlOf('en', 'UTC'), savedAt, null)).toBe('Draft saved on Nov 13, 2026 at 9:12 PM');
  });
});

describe('dueWords', () => {
  const dueAt = '2026-11-27T17:00:00.000Z';
  const words = (locale: 'en' | 'fr', now: string, submitted = false) => dueWords(intlOf(locale, 'UTC'), { dueAt, submitted, clock: at(now) });

  it('says due, due today, then overdue since, the boundary at the deadline instant (EN)', () => {
    expect(words('en', '2026-11-26T23:59:59.999Z')).toEqual({ text: 'Due Nov 27, 2026', late: false });
    expect(words('en', '2026-11-27T00:00:00.000Z')).toEqual({ text: 'Due today at 5:00 PM', late: false });
    expect(words('en', '2026-11-27T17:00:00.000Z')).toEqual({ text: 'Due today at 5:00 PM', late: false });
    expect(words('en', '2026-11-27T17:00:00.001Z')).toEqual({ text: 'Overdue since Nov 27, 2026', late: true });
    expect(words('en', '2026-12-02T09:00:00.000Z', true)).toEqual({ text: 'Due Nov 27, 2026', late: false });
  });

  it('says the same in French', () => {
    expect(words('fr', '2026-11-26T12:00:00.000Z').text).toBe('À rendre le 27 nov. 2026');
    expect(words('fr', '2026-11-27T12:00:00.000Z').text).toBe("À rendre aujourd'hui à 17:00");
    expect(words('fr', '2026-11-28T12:00:00.000Z').text).toBe('En retard depuis le 27 nov. 2026');
  });
});

describe('reopenedWords', () => {
  // 9:40 in Paris on 13 November; a reason on two lines.
  const reopened = { by: 'Alex Admin', at: '2026-11-13T08:40:00.000Z', reason: 'Score the interview.\nThen submit again.' };

  it('says who, the time alone today, its day another day, and the reason with its line break (EN)', () => {
    const intl = intlOf('en', 'Europe/Paris');
    expect(reopenedWords(intl, reopened, at('2026-11-13T22:59:59.999Z'))).toBe('Alex Admin re-opened your review today at 9:40 AM: Score the interview.\nThen submit again.');
    // Midnight in Paris (23:00 UTC): the 14th, so the day is said.
    expect(reopenedWords(intl, reopened, at('2026-11-13T23:00:00.000Z'))).toBe('Alex Admin re-opened your review on Nov 13, 2026 at 9:40 AM: Score the interview.\nThen submit again.');
  });

  it('says the same in French', () => {
    const intl = intlOf('fr', 'Europe/Paris');
    expect(reopenedWords(intl, reopened, at('2026-11-13T12:00:00.000Z'))).toBe("Alex Admin a rouvert votre évaluation aujourd'hui à 09:40 : Score the interview.\nThen submit again.");
    expect(reopenedWords(intl, reopened, at('2026-11-14T08:00:00.000Z'))).toBe('Alex Admin a rouvert votre évaluation le 13 nov. 2026 à 09:40 : Score the interview.\nThen submit again.');
  });

  it('says the day while the clock is not known yet', () => {
    expect(reopenedWords(intlOf('en', 'UTC'), reopened, null)).toBe('Alex Admin re-opened your review on Nov 13, 2026 at 8:40 AM: Score the interview.\nThen submit again.');
  });
});
