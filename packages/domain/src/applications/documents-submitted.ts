import type { Deal } from '../api/entities';

export const areDocumentsSubmitted = (deal: Pick<Deal, 'documents_submitted_at'>): boolean =>
  deal.documents_submitted_at !== null && deal.documents_submitted_at !== undefined && deal.documents_submitted_at !== '';

/** At least one application, and each has documents_submitted_at (spec §4). */
export const allDocumentsSubmitted = (deals: readonly Pick<Deal, 'documents_submitted_at'>[]): boolean =>
  deals.length > 0 && deals.every(areDocumentsSubmitted);
