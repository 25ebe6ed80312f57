// Retention after an account deletion ("Candidates' rights"): what is deleted, what the school keeps by law and for
// how long. The confirmation dialog shows it; staff's deletion action applies it.
import type { BrandRetention } from '../brands/brand';

/**
 * Used when a brand sets none. 10 years of accounting records is the longer of the two brands' countries (France's
 * Code de commerce L123-22; the UK asks 6): a brand may lower it. 5 years of anonymised records covers an intake's
 * full cycle of statistics.
 */
export const DEFAULT_RETENTION: BrandRetention = { anonymisedRecordYears: 5, accountingYears: 10 };

/** The limits a brand's setting must stay within: whole years, at least one, at most this. */
export const MAX_RETENTION_YEARS = 30;

const isYears = (value: number): boolean => Number.isInteger(value) && value >= 1 && value <= MAX_RETENTION_YEARS;

/** A brand's retention, the default when it sets none or sets one out of bounds (a typo never keeps data for ever). */
export const retentionOf = (brand: { readonly retention?: BrandRetention | undefined }): BrandRetention => {
  const retention = brand.retention;
  return retention !== undefined && isYears(retention.anonymisedRecordYears) && isYears(retention.accountingYears) ? retention : DEFAULT_RETENTION;
};

/** What a deletion removes, by id (the screen words them): documents leave storage, the rest the database. */
export const DELETED_DATA = ['documents', 'profile', 'nationalities', 'disability-answer', 'quiz-answers', 'payers', 'notes-and-history', 'account'] as const;
export type DeletedData = (typeof DELETED_DATA)[number];

export type KeptData = { readonly id: 'anonymised-record' | 'invoices'; readonly years: number };

export interface DeletionSummary {
  readonly deleted: readonly DeletedData[];
  readonly kept: readonly KeptData[];
}

/** The confirmation's content: everything deleted; kept, the anonymised record and (only if there are any) invoices. */
export const deletionSummary = (retention: BrandRetention, { hasInvoices }: { readonly hasInvoices: boolean }): DeletionSummary => ({
  deleted: DELETED_DATA,
  kept: [
    { id: 'anonymised-record', years: retention.anonymisedRecordYears },
    ...(hasInvoices ? [{ id: 'invoices', years: retention.accountingYears } as const] : []),
  ],
});

/** The instant (ISO) `years` whole years after `fromIso`, in UTC; a 29 February lands on 1 March. */
export const yearsAfter = (fromIso: string, years: number): string => {
  const date = new Date(fromIso);
  date.setUTCFullYear(date.getUTCFullYear() + years);
  return date.toISOString();
};
