import { ADMIN_DOCUMENTS_FILTERS, DEAL_STATUSES, type AdminApplicationQuery, type AdminDocumentsFilter, type AdminSort, type DealStatus } from '../api/entities';
import { WITHDRAWN, type Withdrawn } from '../rights/withdrawal';
import { isDefaultAdminSort } from '../workflow/admin-sort';
import { adminSearchTerm } from './admin-search';

export const ADMIN_LIST_DEFAULTS = { skip: 0, limit: 100, status: 'COMPLETE' } as const satisfies AdminApplicationQuery;

/** A status, all of them, or the applications their candidates withdrew (WITHDRAWN is no DealStatus). */
export type AdminStatusFilter = DealStatus | 'all' | Withdrawn;
export const ADMIN_STATUS_FILTERS: readonly AdminStatusFilter[] = ['all', ...DEAL_STATUSES, WITHDRAWN];

/** A filter value from the URL or a select; anything unknown falls back to COMPLETE. */
export const parseStatusFilter = (value: string | null | undefined): AdminStatusFilter =>
  ADMIN_STATUS_FILTERS.find((filter) => filter === value) ?? ADMIN_LIST_DEFAULTS.status;

/** A documents filter from the URL or a control; anything unknown falls back to 'all'. */
export const parseDocumentsFilter = (value: string | null | undefined): AdminDocumentsFilter =>
  ADMIN_DOCUMENTS_FILTERS.find((filter) => filter === value) ?? 'all';

/** 1-based page to skip. */
export const pageToSkip = (page: number, limit: number = ADMIN_LIST_DEFAULTS.limit): number =>
  (Math.max(1, Math.floor(page)) - 1) * limit;

export const skipToPage = (skip: number, limit: number = ADMIN_LIST_DEFAULTS.limit): number => Math.floor(Math.max(0, skip) / limit) + 1;

/** How many pages a total makes (at least 1); null when the server did not say. */
export const pageCount = (total: number | null, limit: number = ADMIN_LIST_DEFAULTS.limit): number | null =>
  total === null ? null : Math.max(1, Math.ceil(total / limit));

/** The list query: defaults, 'all' passed as is, the search trimmed and left out when empty, the documents filter only when it narrows. */
export const adminListQuery = (
  input: {
    readonly page?: number;
    readonly limit?: number;
    readonly status?: AdminStatusFilter;
    readonly search?: string | null;
    readonly sort?: AdminSort;
    readonly documents?: AdminDocumentsFilter;
  } = {},
): AdminApplicationQuery => {
  const limit = input.limit ?? ADMIN_LIST_DEFAULTS.limit;
  const search = adminSearchTerm(input.search);
  return {
    skip: pageToSkip(input.page ?? 1, limit),
    limit,
    status: input.status ?? ADMIN_LIST_DEFAULTS.status,
    ...(search === undefined ? {} : { search }),
    ...(input.documents === 'to-review' ? { documents: input.documents } : {}),
    // The default sort is not sent (nor kept in the query's cache key).
    ...(input.sort === undefined || isDefaultAdminSort(input.sort) ? {} : { sort: input.sort }),
  };
};
