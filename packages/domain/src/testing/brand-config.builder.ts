import type { BrandConfig } from '../brands/brand';

/** The brands the lead decided (helper brief); the web app holds the real copy. */
export const aBrandConfig = (overrides: Partial<BrandConfig> = {}): BrandConfig => ({
  first: {
    id: 'northbridge',
    name: 'Northbridge Business School',
    language: 'en',
    hosts: ['localhost', 'northbridge.localhost', 'apply.northbridge.example'],
    contact: { email: 'admissions@northbridge.example', phone: null },
  },
  second: {
    id: 'lumiere',
    name: 'École Lumière',
    nameInSentence: { fr: "l'École Lumière" },
    language: 'fr',
    hostSlug: 'lumiere',
    contact: { email: 'admissions@lumiere.example', phone: '+33 1 84 88 00 00' },
  },
  fallback: {
    id: 'default',
    name: 'Admission Platform',
    language: 'en',
    contact: { email: 'admissions@northbridge.example', phone: null },
  },
  ...overrides,
});
