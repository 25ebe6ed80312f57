// Each staff member's last search, filter and sort on /admin, kept on this device under their user id, and
// brought back when they open a plain /admin (docs/decisions/0013-remembered-admin-filters-on-the-device.md).
import { readListState, writeListState, type AdminListState } from './admin-list-params';

/** The part of Web Storage this needs (localStorage in the app, a map in tests). */
export interface FilterStorage {
  getItem(key: string): string | null;
  setItem(key: string, value: string): void;
  removeItem(key: string): void;
}

export const rememberedFiltersKey = (userId: string): string => `admission.admin-filters.${userId}`;

/** The list's URL parameters without the page: what comes back is the filter, not where one was in it. */
const filterParams = (state: AdminListState): URLSearchParams => writeListState({ ...state, page: 1 });

/** The remembered parameters, read back through the URL's rules (a stored value is as untrusted as a URL); null when none. */
export function rememberedFilters(storage: FilterStorage, userId: string): URLSearchParams | null {
  try {
    const stored = storage.getItem(rememberedFiltersKey(userId));
    if (stored === null) return null;
    const params = filterParams(readListState(new URLSearchParams(stored)));
    return params.size === 0 ? null : params;
  } catch {
    return null;
  }
}

/** Keeps the list's filter and sort; the defaults are nothing to remember. */
export function rememberFilters(storage: FilterStorage, userId: string, state: AdminListState): void {
  const params = filterParams(state).toString();
  try {
    if (params === '') storage.removeItem(rememberedFiltersKey(userId));
    else storage.setItem(rememberedFiltersKey(userId), params);
  } catch {
    // Storage refused (private mode, full): the next visit starts from the defaults.
  }
}

export function forgetFilters(storage: FilterStorage, userId: string): void {
  try {
    storage.removeItem(rememberedFiltersKey(userId));
  } catch {
    // Nothing stored.
  }
}

/** This browser's localStorage, or none (storage disabled): then nothing is remembered. */
export function deviceStorage(): FilterStorage | null {
  try {
    return typeof window === 'undefined' ? null : window.localStorage;
  } catch {
    return null;
  }
}
