// Brands (spec §1): the domain owns the shape and the rule; the web app supplies the data.

export type BrandLanguage = 'en' | 'fr';

export interface BrandContact {
  readonly email: string;
  /** Only some brands publish a phone number. */
  readonly phone: string | null;
}

export interface Brand {
  readonly id: string;
  readonly name: string;
  /** The name inside a sentence, where a language wants more than the name: French its article ("l'École Lumière"). */
  readonly nameInSentence?: Partial<Readonly<Record<BrandLanguage, string>>>;
  readonly language: BrandLanguage;
  readonly contact: BrandContact;
}

export interface BrandConfig {
  /** Chosen when the host is one of its hosts. */
  readonly first: Brand & { readonly hosts: readonly string[] };
  /** Chosen when the host name contains its slug. */
  readonly second: Brand & { readonly hostSlug: string };
  /** Any other host; titled 'Admission Platform'. */
  readonly fallback: Brand;
}
