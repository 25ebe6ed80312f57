import { describe, expect, it } from 'vitest';
import type { AdminListState } from './admin-list-params';
import { forgetFilters, rememberedFilters, rememberedFiltersKey, rememberFilters, type FilterStorage } from './remembered-filters';

const aListState = (overrides: Partial<AdminListState> = {}): AdminListState => ({ search: '', status: 'COMPLETE', documents: 'all', sort: { column: 'applied', direction: 'desc' }, page: 1, ...overrides });

function memoryStorage(initial: Record<string, string> = {}): FilterStorage & { readonly items: Map<string, string> } {
  const items = new Map(Object.entries(initial));
  return { items, getItem: (key) => items.get(key) ?? null, setItem: (key, value) => void items.set(key, value), removeItem: (key) => void items.delete(key) };
}

const refusing: FilterStorage = {
  getItem: () => {
    throw new Error('SecurityError');
  },
  setItem: () => {
    throw new Error('QuotaExceededError');
  },
  removeItem: () => {
    throw new Error('SecurityError');
  },
};

describe('remembered admin filters', () => {
  it("keeps a staff member's search, filter and sort (not the page) under their own id", () => {
    const storage = memoryStorage();
    rememberFilters(storage, 'u-1', aListState({ search: 'ana', status: 'all', sort: { column: 'name', direction: 'asc' }, page: 3 }));
    expect(storage.items.get(rememberedFiltersKey('u-1'))).toBe('search=ana&status=all&sort=name&dir=asc');
    expect(rememberedFilters(storage, 'u-1')?.toString()).toBe('search=ana&status=all&sort=name&dir=asc');
    expect(rememberedFilters(storage, 'u-2')).toBeNull();
  });

  it('keeps the documents filter, and forgets it with the rest', () => {
    const storage = memoryStorage();
    rememberFilters(storage, 'u-1', aListState({ documents: 'to-review', status: 'all' }));
    expect(rememberedFilters(storage, 'u-1')?.toString()).toBe('status=all&documents=to-review');
    forgetFilters(storage, 'u-1');
    expect(rememberedFilters(storage, 'u-1')).toBeNull();
    expect(rememberedFilters(memoryStorage({ [rememberedFiltersKey('u-1')]: 'documents=reviewed' }), 'u-1')).toBeNull();
  });

  it('remembers nothing for the defaults, and forgets', () => {
    const storage = memoryStorage();
    rememberFilters(storage, 'u-1', aListState({ status: 'REJECTED' }));
    rememberFilters(storage, 'u-1', aListState({ page: 2 }));
    expect(storage.items.size).toBe(0);
    rememberFilters(storage, 'u-1', aListState({ status: 'REJECTED' }));
    forgetFilters(storage, 'u-1');
    expect(rememberedFilters(storage, 'u-1')).toBeNull();
  });

  it('reads a stored value through the URL rules: unknown values fall back, a page is dropped', () => {
    const storage = memoryStorage({ [rememberedFiltersKey('u-1')]: 'status=LOST&sort=email&search=%20x%20&page=9&evil=1' });
    expect(rememberedFilters(storage, 'u-1')?.toString()).toBe('search=x');
    expect(rememberedFilters(memoryStorage({ [rememberedFiltersKey('u-1')]: 'page=4' }), 'u-1')).toBeNull();
  });

  it('carries on without storage', () => {
    expect(rememberedFilters(refusing, 'u-1')).toBeNull();
    expect(() => rememberFilters(refusing, 'u-1', aListState({ status: 'all' }))).not.toThrow();
    expect(() => forgetFilters(refusing, 'u-1')).not.toThrow();
  });
});
