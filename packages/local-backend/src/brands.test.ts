import { BRAND_CONFIG } from '@admission/domain';
import { describe, expect, it } from 'vitest';
import { brandOfId, brandOfUrl } from './brands';
import { brandedEmail } from './workflow/email-brand';

describe('the backend brands', () => {
  it('are the domain brands themselves, not copies', () => {
    for (const brand of [BRAND_CONFIG.first, BRAND_CONFIG.second, BRAND_CONFIG.fallback]) {
      expect(brandOfId(brand.id)).toBe(brand);
      expect(brandedEmail({ brand: brand.id, language: 'en', firstName: 'Ada' }).brand).toBe(brand);
    }
  });

  it('sign an email with the brand contact of the portal', () => {
    const email = brandedEmail({ brand: 'lumiere', language: 'fr', firstName: 'Léa' });
    expect(email.variables.Contact).toBe(BRAND_CONFIG.second.contact.email);
    expect(email.variables.SchoolInSentence).toBe(BRAND_CONFIG.second.nameInSentence.fr);
  });

  it.each([
    [undefined, 'default'],
    ['', 'default'],
    ['http://lumiere.localhost:5173/sign-in', 'lumiere'],
    ['lumiere.localhost:5173', 'lumiere'],
    ['http://localhost:5173', 'northbridge'],
    ['https://apply.northbridge.example', 'northbridge'],
    ['http://127.0.0.1:5173', 'default'],
    ['not a url', 'default'],
  ])('gives the portal URL %j the brand %s', (url, id) => {
    expect(brandOfUrl(url).id).toBe(id);
  });
});
