import { createIntl } from 'react-intl';
import { describe, expect, it } from 'vitest';
import fr from '../i18n/compiled/fr.auth.json';
import { codeFailureText, rateLimitMessage } from './sign-in-failures';

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

describe('codeFailureText', () => {
  it('names a malformed code, a wrong or spent one, a rate limit, and passes the rest to the page', () => {
    expect(codeFailureText(english, { code: 'CODE_MALFORMED' }, 'other')).toBe('Enter the 6 digits of the code from the email.');
    expect(codeFailureText(french, { code: 'CODE_INVALID_OR_EXPIRED' }, 'other')).toBe('Ce code est invalide ou a expiré. Demandez un nouveau lien.');
    expect(codeFailureText(english, { code: 'RATE_LIMITED', retryAfterSeconds: 30 }, 'other')).toBe('For your security, please wait 30 seconds, then try again.');
    expect(codeFailureText(english, { code: 'VERIFICATION_FAILED' }, 'other')).toBe('other');
    expect(codeFailureText(english, { code: 'EMAIL_REQUIRED' }, 'other')).toBe('other');
  });
});
