import { describe, expect, it } from 'vitest';
import {
  exportQueryOf,
  isPlainList,
  listQueryOf,
  readListState,
  withDocuments,
  withPage,
  withSearch,
  withSort,
  withStatus,
  writeListState,
  type AdminListState,
} from './admin-list-params';

const aListState = (overrides: Partial<AdminListState> = {}): AdminListState => ({ search: '', status: 'COMPLETE', documents: 'all', sort: { column: 'applied', direction: 'desc' }, page: 1, ...overrides });

describe('admin list state in the URL', () => {
  it('defaults to COMPLETE, first page, no search', () => {
    expect(readListState(new URLSearchParams(''))).toEqual(aListState());
  });

  it('reads search, status and page', () => {
    expect(readListState(new URLSearchParams('search=%20marie%20&status=all&page=3'))).toEqual(aListState({ search: 'marie', status: 'all', page: 3 }));
  });

  it.each(['0', '-2', 'abc', '1.5', ''])('reads page %j as the first page', (page) => {
    expect(readListState(new URLSearchParams({ page })).page).toBe(1);
  });

  it('falls back to COMPLETE for an unknown status', () => {
    expect(readListState(new URLSearchParams('status=WHATEVER')).status).toBe('COMPLETE');
  });

  it('writes only what differs from the defaults', () => {
    expect(writeListState(aListState()).toString()).toBe('');
    expect(writeListState(aListState({ search: '  ana ', status: 'REJECTED', page: 2 })).toString()).toBe('search=ana&status=REJECTED&page=2');
  });

  it('round-trips', () => {
    const state = aListState({ search: 'deal 42', status: 'all', page: 4 });
    expect(readListState(writeListState(state))).toEqual(state);
  });

  it('starts again from page 1 on a new search or filter', () => {
    expect(withSearch(aListState({ page: 5 }), ' x ')).toEqual(aListState({ search: 'x' }));
    expect(withStatus(aListState({ page: 5 }), 'DRAFT')).toEqual(aListState({ status: 'DRAFT' }));
    expect(withPage(aListState(), 3).page).toBe(3);
  });

  it('turns the page into skip and limit, and leaves an empty search out', () => {
    expect(listQueryOf(aListState({ page: 3 }))).toEqual({ skip: 200, limit: 100, status: 'COMPLETE' });
    expect(listQueryOf(aListState({ search: 'ana', status: 'all' }))).toEqual({ skip: 0, limit: 100, status: 'all', search: 'ana' });
  });

  it('reads and writes the sort, nothing for the default (newest first)', () => {
    expect(readListState(new URLSearchParams('sort=name&dir=asc')).sort).toEqual({ column: 'name', direction: 'asc' });
    expect(readListState(new URLSearchParams('sort=bogus&dir=asc')).sort).toEqual({ column: 'applied', direction: 'desc' });
    expect(writeListState(aListState({ sort: { column: 'quiz', direction: 'desc' }, page: 2 })).toString()).toBe('sort=quiz&dir=desc&page=2');
    expect(writeListState(aListState({ sort: { column: 'applied', direction: 'desc' } })).toString()).toBe('');
  });

  it('sorts from page 1, a second press the other way', () => {
    const byName = withSort(aListState({ page: 4 }), 'name');
    expect(byName).toEqual(aListState({ sort: { column: 'name', direction: 'asc' } }));
    expect(withSort(byName, 'name').sort).toEqual({ column: 'name', direction: 'desc' });
    expect(listQueryOf(byName)).toEqual({ skip: 0, limit: 100, status: 'COMPLETE', sort: { column: 'name', direction: 'asc' } });
  });

  it('reads and writes the documents filter, nothing for all', () => {
    expect(readListState(new URLSearchParams('documents=to-review')).documents).toBe('to-review');
    expect(readListState(new URLSearchParams('documents=TO-REVIEW')).documents).toBe('all');
    expect(writeListState(aListState({ documents: 'to-review', status: 'all' })).toString()).toBe('status=all&documents=to-review');
    expect(writeListState(aListState({ documents: 'all' })).toString()).toBe('');
    const state = aListState({ documents: 'to-review', search: 'ana' });
    expect(readListState(writeListState(state))).toEqual(state);
  });

  it('filters the documents to review from page 1, and asks the API for them', () => {
    const toReview = withDocuments(aListState({ page: 4 }), 'to-review');
    expect(toReview).toEqual(aListState({ documents: 'to-review' }));
    expect(listQueryOf(toReview)).toEqual({ skip: 0, limit: 100, status: 'COMPLETE', documents: 'to-review' });
    expect(listQueryOf(aListState())).not.toHaveProperty('documents');
  });

  it('knows a plain /admin', () => {
    expect(isPlainList(new URLSearchParams(''))).toBe(true);
    expect(isPlainList(new URLSearchParams('utm=x'))).toBe(true);
    expect(isPlainList(new URLSearchParams('status=COMPLETE'))).toBe(false);
    expect(isPlainList(new URLSearchParams('dir=asc'))).toBe(false);
    expect(isPlainList(new URLSearchParams('documents=to-review'))).toBe(false);
  });

  it('exports what the list shows, every page, in the language asked', () => {
    expect(exportQueryOf(aListState({ search: 'ana', status: 'all', page: 3, sort: { column: 'name', direction: 'desc' } }), 'fr')).toEqual({
      status: 'all',
      search: 'ana',
      sort: { column: 'name', direction: 'desc' },
      language: 'fr',
    });
    expect(exportQueryOf(aListState({ documents: 'to-review' }), 'en')).toEqual({ status: 'COMPLETE', documents: 'to-review', language: 'en' });
    expect(exportQueryOf(aListState(), 'en')).toEqual({ status: 'COMPLETE', language: 'en' });
  });
});
