// The /admin list's sort: by applied date, name, status or quiz score, either way, kept in the URL
// (`sort`, `dir`) like the search and the filter, and applied by the server over the whole list.
import type { AdminApplicationListItem, AdminSort, AdminSortColumn } from '../api/entities';
import { ADMIN_SORT_COLUMNS, DEAL_STATUSES } from '../api/entities';
import { dealStatusOf } from '../applications/deal-status';

/** Newest applications first. */
export const DEFAULT_ADMIN_SORT: AdminSort = { column: 'applied', direction: 'desc' };

/** The sort a URL asks for; anything unknown is the default (a hand-edited URL never breaks the page). */
export function parseAdminSort(column: string | null | undefined, direction: string | null | undefined): AdminSort {
  if (!(ADMIN_SORT_COLUMNS as readonly (string | null | undefined)[]).includes(column)) return DEFAULT_ADMIN_SORT;
  return { column: column as AdminSortColumn, direction: direction === 'asc' || direction === 'desc' ? direction : column === 'applied' ? 'desc' : 'asc' };
}

export const isDefaultAdminSort = (sort: AdminSort): boolean => sort.column === DEFAULT_ADMIN_SORT.column && sort.direction === DEFAULT_ADMIN_SORT.direction;

/** The URL parameters of a sort; none for the default, so a plain /admin stays plain. */
export const adminSortParams = (sort: AdminSort): Readonly<Record<string, string>> =>
  isDefaultAdminSort(sort) ? {} : { sort: sort.column, dir: sort.direction };

/** The next sort when a column's header is pressed: that column ascending (applied: newest first), then the other way. */
export const nextAdminSort = (current: AdminSort, column: AdminSortColumn): AdminSort =>
  current.column === column ? { column, direction: current.direction === 'asc' ? 'desc' : 'asc' } : { column, direction: column === 'applied' ? 'desc' : 'asc' };

const collator = new Intl.Collator('en', { sensitivity: 'base', numeric: true });

type Item = Pick<AdminApplicationListItem, 'deal_id' | 'first_name' | 'last_name' | 'created_at' | 'deal_status' | 'quiz_score'>;

/** The order of the sort, the application id breaking ties (a stable page boundary); no quiz score sorts last either way. */
export function compareApplications(sort: AdminSort): (a: Item, b: Item) => number {
  const sign = sort.direction === 'asc' ? 1 : -1;
  const byColumn = (a: Item, b: Item): number => {
    switch (sort.column) {
      case 'applied':
        return sign * (Date.parse(a.created_at) - Date.parse(b.created_at));
      case 'name':
        return sign * (collator.compare(a.last_name, b.last_name) || collator.compare(a.first_name, b.first_name));
      case 'status':
        return sign * (DEAL_STATUSES.indexOf(dealStatusOf(a)) - DEAL_STATUSES.indexOf(dealStatusOf(b)));
      case 'quiz': {
        const [x, y] = [a.quiz_score ?? null, b.quiz_score ?? null];
        if (x === null || y === null) return x === y ? 0 : x === null ? 1 : -1;
        return sign * (x - y);
      }
    }
  };
  return (a, b) => byColumn(a, b) || a.deal_id - b.deal_id;
}
