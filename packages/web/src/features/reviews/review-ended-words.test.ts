import { ASSIGNMENT_END_REASONS } from '@admission/domain';
import { createIntl } from 'react-intl';
import { describe, expect, it } from 'vitest';
import en from '../../i18n/compiled/en.reviews.json';
import fr from '../../i18n/compiled/fr.reviews.json';
import { endedWords } from './review-ended-words';

const intlOf = (locale: 'en' | 'fr') => createIntl({ locale, defaultLocale: 'en', messages: locale === 'fr' ? fr : en, onError: () => undefined });

describe('endedWords', () => {
  it('says a decided application with a draft as "Decided before your review: your draft is kept", in English and French', () => {
    expect(endedWords(intlOf('en'), { reason: 'decided', draft_kept: true })).toBe('Decided before your review: your draft is kept');
    expect(endedWords(intlOf('fr'), { reason: 'decided', draft_kept: true })).toBe('Décidée avant votre évaluation : votre brouillon est conservé');
  });

  it('says each other reason, with and without a draft, in English and French', () => {
    const en = intlOf('en');
    expect(endedWords(en, { reason: 'decided', draft_kept: false })).toBe('Decided before your review: nothing is left to do');
    expect(endedWords(en, { reason: 'candidate-withdrew', draft_kept: true })).toBe('The candidate withdrew their application: your draft is kept');
    expect(endedWords(en, { reason: 'candidate-withdrew', draft_kept: false })).toBe('The candidate withdrew their application before your review');
    expect(endedWords(en, { reason: 'reopened', draft_kept: true })).toBe('Sent back to the candidate to complete: your draft is kept');
    expect(endedWords(en, { reason: 'admin-withdrew', draft_kept: false })).toBe('An admin gave this review to another reviewer');
    expect(endedWords(en, { reason: null, draft_kept: true })).toBe('This review has ended: your draft is kept');
    const fr = intlOf('fr');
    expect(endedWords(fr, { reason: 'candidate-withdrew', draft_kept: false })).toBe('Le candidat a retiré sa candidature avant votre évaluation');
    expect(endedWords(fr, { reason: 'reopened', draft_kept: false })).toBe('Renvoyée au candidat pour être complétée avant votre évaluation');
    expect(endedWords(fr, { reason: 'admin-withdrew', draft_kept: true })).toBe('Un administrateur a confié cette évaluation à un autre membre du jury : votre brouillon est conservé');
    expect(endedWords(fr, { reason: null, draft_kept: false })).toBe('Cette évaluation a pris fin');
  });

  it('has its own words for every reason and draft, different from one another, in both languages', () => {
    for (const locale of ['en', 'fr'] as const) {
      const intl = intlOf(locale);
      const said = [...ASSIGNMENT_END_REASONS, null].flatMap((reason) => [true, false].map((draft_kept) => endedWords(intl, { reason, draft_kept })));
      expect(new Set(said).size).toBe(said.length);
      // Only the draft's sentences say it is kept.
      expect(said.filter((words) => /draft is kept|brouillon est conservé/.test(words))).toHaveLength(ASSIGNMENT_END_REASONS.length + 1);
    }
  });
});
