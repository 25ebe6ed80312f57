import { DEAL_STATUSES, type Deal, type DealStatus } from '../api/entities';

export const isDealStatus = (value: unknown): value is DealStatus =>
  typeof value === 'string' && (DEAL_STATUSES as readonly string[]).includes(value);

/** A missing (or unknown) status shows as Draft. */
export const dealStatusOf = (deal: Pick<Deal, 'deal_status'>): DealStatus => (isDealStatus(deal.deal_status) ? deal.deal_status : 'DRAFT');
