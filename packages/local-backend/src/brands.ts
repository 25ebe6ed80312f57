// The brands as the backend needs them: a name and a language for emails, and the rule that picks one from a host.
import { normaliseHost, type Brand, type BrandRetention } from '@admission/domain';

export type BrandId = 'northbridge' | 'lumiere' | 'default';
export type Language = 'en' | 'fr';

export interface BackendBrand {
  readonly id: BrandId;
  readonly name: string;
  /** The name inside a sentence where a language wants its article (the portal's brand config says the same). */
  readonly nameInSentence?: Brand['nameInSentence'];
  readonly language: Language;
  readonly admissionEmail: string;
  /** What stays after an account deletion and how long (issue #17); the domain's DEFAULT_RETENTION when absent. */
  readonly retention?: BrandRetention;
}

export const BRANDS: Readonly<Record<BrandId, BackendBrand>> = {
  northbridge: { id: 'northbridge', name: 'Northbridge Business School', nameInSentence: { fr: 'la Northbridge Business School' }, language: 'en', admissionEmail: 'admissions@northbridge.example' },
  lumiere: { id: 'lumiere', name: 'École Lumière', nameInSentence: { fr: "l'École Lumière" }, language: 'fr', admissionEmail: 'admissions@lumiere.example' },
  default: { id: 'default', name: 'Admission Platform', language: 'en', admissionEmail: 'admissions@northbridge.example' },
};

const NORTHBRIDGE_HOSTS = ['localhost', 'northbridge.localhost', 'apply.northbridge.example'];

/** The brand of a portal URL or host (the second brand when the host contains 'lumiere'). */
export function brandOfUrl(urlOrHost: string | undefined): BackendBrand {
  if (urlOrHost === undefined || urlOrHost === '') return BRANDS.default;
  let host = urlOrHost;
  try {
    host = new URL(urlOrHost).host;
  } catch {
    // Already a host.
  }
  const name = normaliseHost(host);
  if (name.includes('lumiere')) return BRANDS.lumiere;
  if (NORTHBRIDGE_HOSTS.includes(name)) return BRANDS.northbridge;
  return BRANDS.default;
}

export const isBrandId = (value: string): value is BrandId => value in BRANDS;
