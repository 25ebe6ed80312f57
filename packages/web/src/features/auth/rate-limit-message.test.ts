import { createIntl } from 'react-intl';
import { describe, expect, it } from 'vitest';
import fr from '../../i18n/compiled/fr.auth.json';
import { rateLimitMessage } from './rate-limit-message';

const english = createIntl({ locale: 'en', defaultLocale: 'en', messages: {}, onError: () => undefined });
const french = createIntl({ locale: 'fr', defaultLocale: 'en', messages: fr, onError: () => undefined });

describe('rateLimitMessage', () => {
  it('says how many seconds to wait, then minutes past two of them', () => {
    expect(rateLimitMessage(english, 1)).toBe('For your security, please wait 1 second, then try again.');
    expect(rateLimitMessage(english, 59)).toBe('For your security, please wait 59 seconds, then try again.');
    expect(rateLimitMessage(english, 119)).toBe('For your security, please wait 119 seconds, then try again.');
    expect(rateLimitMessage(english, 120)).toBe('For your security, please wait 2 minutes, then try again.');
    expect(rateLimitMessage(english, 3412)).toBe('For your security, please wait 57 minutes, then try again.');
  });

  it('falls back to waiting a minute when the service gave no time', () => {
    expect(rateLimitMessage(english, undefined)).toMatch(/wait a minute/);
    expect(rateLimitMessage(english, 0)).toMatch(/wait a minute/);
  });

  it('says it in French', () => {
    expect(rateLimitMessage(french, 45)).toBe('Pour votre sécurité, patientez 45 secondes, puis réessayez.');
    expect(rateLimitMessage(french, 600)).toBe('Pour votre sécurité, patientez 10 minutes, puis réessayez.');
  });
});
