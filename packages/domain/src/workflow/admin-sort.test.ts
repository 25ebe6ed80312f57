import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { DEFAULT_ADMIN_SORT, adminSortParams, compareApplications, nextAdminSort, parseAdminSort } from './admin-sort';

const item = (deal_id: number, last_name: string, created_at: string, deal_status: 'COMPLETE' | 'DRAFT' | 'REJECTED', quiz_score: number | null, first_name = 'A') => ({
  deal_id,
  first_name,
  last_name,
  created_at,
  deal_status,
  quiz_score,
});
const items = [
  item(1, 'Zola', '2026-03-01T10:00:00Z', 'COMPLETE', 14),
  item(2, 'ávila', '2026-03-03T10:00:00Z', 'DRAFT', null),
  item(3, 'Martin', '2026-03-02T10:00:00Z', 'REJECTED', 9),
  item(4, 'Martin', '2026-03-02T10:00:00Z', 'COMPLETE', 14, 'Bea'),
];
const order = (column: string, dir: string) => [...items].sort(compareApplications(parseAdminSort(column, dir))).map((entry) => entry.deal_id);

describe('the /admin sort', () => {
  it('reads the URL, anything unknown being the default (newest first)', () => {
    expect(parseAdminSort(undefined, undefined)).toEqual(DEFAULT_ADMIN_SORT);
    expect(parseAdminSort('email', 'asc')).toEqual(DEFAULT_ADMIN_SORT);
    expect(parseAdminSort('name', 'sideways')).toEqual({ column: 'name', direction: 'asc' });
    expect(parseAdminSort('applied', null)).toEqual({ column: 'applied', direction: 'desc' });
    expect(parseAdminSort('quiz', 'desc')).toEqual({ column: 'quiz', direction: 'desc' });
  });

  it('writes no parameter for the default, both otherwise, and reads back what it writes', () => {
    expect(adminSortParams(DEFAULT_ADMIN_SORT)).toEqual({});
    expect(adminSortParams({ column: 'name', direction: 'desc' })).toEqual({ sort: 'name', dir: 'desc' });
    fc.assert(
      fc.property(fc.constantFrom('applied', 'name', 'status', 'quiz'), fc.constantFrom('asc', 'desc'), (column, direction) => {
        const params = adminSortParams({ column, direction });
        expect(parseAdminSort(params.sort ?? null, params.dir ?? null)).toEqual({ column, direction });
      }),
    );
  });

  it('turns a header press into that column, then the other way', () => {
    expect(nextAdminSort(DEFAULT_ADMIN_SORT, 'name')).toEqual({ column: 'name', direction: 'asc' });
    expect(nextAdminSort({ column: 'name', direction: 'asc' }, 'name')).toEqual({ column: 'name', direction: 'desc' });
    expect(nextAdminSort({ column: 'name', direction: 'asc' }, 'applied')).toEqual({ column: 'applied', direction: 'desc' });
    expect(nextAdminSort(DEFAULT_ADMIN_SORT, 'applied')).toEqual({ column: 'applied', direction: 'asc' });
  });

  it('orders by each column, ties by id, no quiz score last either way, names without regard to accents or case', () => {
    expect(order('applied', 'desc')).toEqual([2, 3, 4, 1]);
    expect(order('applied', 'asc')).toEqual([1, 3, 4, 2]);
    expect(order('name', 'asc')).toEqual([2, 3, 4, 1]);
    expect(order('status', 'asc')).toEqual([2, 1, 4, 3]);
    expect(order('quiz', 'asc')).toEqual([3, 1, 4, 2]);
    expect(order('quiz', 'desc')).toEqual([1, 4, 3, 2]);
  });
});
