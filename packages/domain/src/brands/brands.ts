// The school brands and the fallback (spec §1): the one source of every brand fact that the web app, the local
// backend and the test builders read. Each brand's theme lives in @admission/ui under the same id.
import type { Brand, BrandConfig } from './brand';

export const BRAND_CONFIG = {
  first: {
    id: 'northbridge',
    name: 'Northbridge Business School',
    nameInSentence: { fr: 'la Northbridge Business School' },
    language: 'en',
    timeZone: 'Europe/London',
    hosts: ['localhost', 'northbridge.localhost', 'apply.northbridge.example'],
    contact: { email: 'admissions@northbridge.example', phone: null },
  },
  second: {
    id: 'lumiere',
    name: 'École Lumière',
    nameInSentence: { fr: "l'École Lumière" },
    language: 'fr',
    timeZone: 'Europe/Paris',
    hostSlug: 'lumiere',
    contact: { email: 'admissions@lumiere.example', phone: '+33 1 84 88 00 00' },
  },
  fallback: {
    id: 'default',
    name: 'Admission Platform',
    language: 'en',
    timeZone: 'Europe/London',
    contact: { email: 'admissions@northbridge.example', phone: null },
  },
} as const satisfies BrandConfig;

/** 'northbridge' | 'lumiere' | 'default'. */
export type BrandId = (typeof BRAND_CONFIG)[keyof typeof BRAND_CONFIG]['id'];

/** A brand of BRAND_CONFIG, known by its id. */
export type KnownBrand = Brand & { readonly id: BrandId };

/** Every brand by its id. */
export const BRANDS_BY_ID: Readonly<Record<BrandId, KnownBrand>> = {
  [BRAND_CONFIG.first.id]: BRAND_CONFIG.first,
  [BRAND_CONFIG.second.id]: BRAND_CONFIG.second,
  [BRAND_CONFIG.fallback.id]: BRAND_CONFIG.fallback,
};

export const isBrandId = (value: string): value is BrandId => Object.hasOwn(BRANDS_BY_ID, value);

/** The brand with this id; the fallback for an id no brand has. */
export const brandOfId = (id: string): KnownBrand => BRANDS_BY_ID[isBrandId(id) ? id : BRAND_CONFIG.fallback.id];
