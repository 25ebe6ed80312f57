// @vitest-environment happy-dom
import { BRAND_CONFIG, brandForHost } from '@admission/domain';
import fc from 'fast-check';
import { beforeEach, describe, expect, it } from 'vitest';
import { LANGUAGE_STORAGE_KEY } from '../i18n/language';
import { brandAndLanguageOf, showBrandAndLanguage } from './brand-and-language';

const storage = (stored: Record<string, string>): Pick<Storage, 'getItem'> => ({ getItem: (key) => stored[key] ?? null });

describe('brandAndLanguageOf', () => {
  it("picks the domain's brand for any host name", () => {
    const hosts = fc.oneof(fc.constantFrom('localhost', 'lumiere.localhost', 'apply.northbridge.example', 'LUMIERE.example', '127.0.0.1', 'localhost.'), fc.domain());
    fc.assert(
      fc.property(hosts, (host) => {
        expect(brandAndLanguageOf(host, null).brand).toBe(brandForHost(BRAND_CONFIG, host));
      }),
      { numRuns: 300 },
    );
  });

  it("starts in the brand's language, or the remembered choice when it is one of the portal's", () => {
    expect(brandAndLanguageOf('lumiere.localhost', null).language).toBe('fr');
    expect(brandAndLanguageOf('lumiere.localhost', storage({ [LANGUAGE_STORAGE_KEY]: 'en' })).language).toBe('en');
    expect(brandAndLanguageOf('localhost', storage({ [LANGUAGE_STORAGE_KEY]: 'de' })).language).toBe('en');
    expect(brandAndLanguageOf('localhost', { getItem: () => { throw new Error('denied'); } }).language).toBe('en');
  });
});

describe('showBrandAndLanguage', () => {
  beforeEach(() => {
    document.head.innerHTML = '<link rel="icon" type="image/png" href="/favicon-default.png"><title>Admission Platform</title>';
  });

  it('sets the brand and language on the root element, and the tab title and icon of the brand', () => {
    showBrandAndLanguage(brandAndLanguageOf('lumiere.localhost', null), document);
    expect(document.documentElement.getAttribute('data-brand')).toBe('lumiere');
    expect(document.documentElement.lang).toBe('fr');
    expect(document.title).toBe('École Lumière');
    expect(document.querySelector('link[rel="icon"]')?.getAttribute('href')).toBe('/favicon-lumiere.png');
    showBrandAndLanguage(brandAndLanguageOf('example.org', null), document);
    expect(document.documentElement.getAttribute('data-brand')).toBe('default');
    expect(document.title).toBe('Admission Platform');
    expect(document.querySelector('link[rel="icon"]')?.getAttribute('href')).toBe('/favicon-default.png');
  });
});
