// Brands (spec §1): the shape of a brand; the data is in brands.ts and the brand-for-host rule in brand-for-host.ts.

export type BrandLanguage = 'en' | 'fr';

export interface BrandContact {
  readonly email: string;
  /** Only some brands publish a phone number. */
  readonly phone: string | null;
}

/**
 * What a school must keep after a candidate's account is deleted, and for how long, in whole years from the
 * deletion. Each brand's legal team sets it; without it the domain's DEFAULT_RETENTION applies.
 */
export interface BrandRetention {
  /** The anonymised application record (program, status, month applied), kept for statistics. */
  readonly anonymisedRecordYears: number;
  /** Invoices and payment records, which accounting law requires to keep as issued (with the payer's name). */
  readonly accountingYears: number;
}

export interface Brand {
  readonly id: string;
  readonly name: string;
  /** The name inside a sentence, where a language wants more than the name: French its article ("l'École Lumière"). */
  readonly nameInSentence?: Partial<Readonly<Record<BrandLanguage, string>>>;
  readonly language: BrandLanguage;
  /** The school's time zone (IANA name): interview times are shown in it, with the zone named. */
  readonly timeZone: string;
  readonly contact: BrandContact;
  /** Candidates' rights: retention after an account deletion (DEFAULT_RETENTION when absent). */
  readonly retention?: BrandRetention;
}

export interface BrandConfig {
  /** Chosen when the host is one of its hosts. */
  readonly first: Brand & { readonly hosts: readonly string[] };
  /** Chosen when the host name contains its slug. */
  readonly second: Brand & { readonly hostSlug: string };
  /** Any other host; titled 'Admission Platform'. */
  readonly fallback: Brand;
}
