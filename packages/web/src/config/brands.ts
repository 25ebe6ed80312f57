import type { BrandConfig } from '@admission/domain';

/** The two school brands and the default one (spec §1). Themes live in @admission/ui under the same ids. */
export const brandConfig: BrandConfig = {
  first: {
    id: 'northbridge',
    name: 'Northbridge Business School',
    nameInSentence: { fr: 'la Northbridge Business School' },
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
};
