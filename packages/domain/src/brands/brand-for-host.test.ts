import { describe, expect, it } from 'vitest';
import { aBrandConfig } from '../testing';
import { brandContact, brandForHost, brandLanguage, brandNameInSentence, normaliseHost } from './brand-for-host';

const config = aBrandConfig();

describe('brandForHost', () => {
  it.each([
    ['localhost', 'northbridge'],
    ['northbridge.localhost', 'northbridge'],
    ['apply.northbridge.example', 'northbridge'],
    ['APPLY.Northbridge.example:443', 'northbridge'],
    ['localhost:5173', 'northbridge'],
    ['lumiere.localhost', 'lumiere'],
    ['lumiere.localhost:5173', 'lumiere'],
    ['apply.ecole-lumiere.example', 'lumiere'],
    ['127.0.0.1', 'default'],
    ['127.0.0.1:5173', 'default'],
    ['[::1]:5173', 'default'],
    ['evil-northbridge.example', 'default'],
    ['', 'default'],
  ])('%j is %s', (host, id) => {
    expect(brandForHost(config, host).id).toBe(id);
  });

  it('gives each brand its language and contact', () => {
    expect(brandLanguage(brandForHost(config, 'lumiere.localhost'))).toBe('fr');
    expect(brandLanguage(brandForHost(config, 'localhost'))).toBe('en');
    expect(brandContact(brandForHost(config, 'lumiere.localhost'))).toEqual({ email: 'admissions@lumiere.example', phone: '+33 1 84 88 00 00' });
    expect(brandContact(brandForHost(config, 'localhost'))).toEqual({ email: 'admissions@northbridge.example', phone: null });
    expect(brandForHost(config, '10.0.0.1').name).toBe('Admission Platform');
  });

  it('never matches an empty slug', () => {
    const noSlug = aBrandConfig({ second: { ...config.second, hostSlug: '' } });
    expect(brandForHost(noSlug, 'lumiere.localhost').id).toBe('default');
  });

  it('normalises host names', () => {
    expect(normaliseHost(' Example.COM.:80 ')).toBe('example.com');
    expect(normaliseHost('[::1]:5173')).toBe('[::1]');
  });
});

describe('brandNameInSentence', () => {
  it("gives a French sentence the school's name with its article, and any other the name alone", () => {
    const lumiere = brandForHost(config, 'lumiere.localhost');
    expect(`Bienvenue à ${brandNameInSentence(lumiere, 'fr')}`).toBe("Bienvenue à l'École Lumière");
    expect(`Welcome to ${brandNameInSentence(lumiere, 'en')}`).toBe('Welcome to École Lumière');
    expect(brandNameInSentence(brandForHost(config, 'localhost'), 'fr')).toBe('la Northbridge Business School');
    expect(brandNameInSentence(brandForHost(config, '10.0.0.1'), 'fr')).toBe('Admission Platform');
  });
});
