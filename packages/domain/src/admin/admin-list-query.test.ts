import { describe, expect, it } from 'vitest';
import { ADMIN_LIST_DEFAULTS, adminListQuery, pageCount, pageToSkip, parseDocumentsFilter, parseStatusFilter, skipToPage } from './admin-list-query';
import { adminSearchTerm } from './admin-search';

describe('adminListQuery', () => {
  it('uses skip 0, limit 100, status COMPLETE and no search by default', () => {
    expect(ADMIN_LIST_DEFAULTS).toEqual({ skip: 0, limit: 100, status: 'COMPLETE' });
    expect(adminListQuery()).toEqual({ skip: 0, limit: 100, status: 'COMPLETE' });
  });

  it("passes 'all' as is and a trimmed search", () => {
    expect(adminListQuery({ status: 'all', search: '  Ada Lovelace ', page: 3 })).toEqual({ skip: 200, limit: 100, status: 'all', search: 'Ada Lovelace' });
  });

  it('sends a sort other than the default (newest first) only', () => {
    expect(adminListQuery({ sort: { column: 'name', direction: 'asc' } })).toEqual({ skip: 0, limit: 100, status: 'COMPLETE', sort: { column: 'name', direction: 'asc' } });
    expect(adminListQuery({ sort: { column: 'applied', direction: 'asc' } }).sort).toEqual({ column: 'applied', direction: 'asc' });
    expect(adminListQuery({ sort: { column: 'applied', direction: 'desc' } })).not.toHaveProperty('sort');
  });

  it("sends the documents filter 'to-review' only, with the status and the search", () => {
    expect(adminListQuery({ status: 'all', search: ' Ada ', documents: 'to-review' })).toEqual({
      skip: 0,
      limit: 100,
      status: 'all',
      search: 'Ada',
      documents: 'to-review',
    });
    expect(adminListQuery({ documents: 'all' })).not.toHaveProperty('documents');
    expect(adminListQuery()).not.toHaveProperty('documents');
  });

  it.each(['', '   ', null, undefined])('does not send the search %j', (search) => {
    expect(adminListQuery({ search })).not.toHaveProperty('search');
    expect(adminSearchTerm(search)).toBeUndefined();
  });
});

describe('paging', () => {
  it.each([
    [1, 0],
    [2, 100],
    [0, 0],
    [-2, 0],
  ])('page %i starts at %i', (page, skip) => {
    expect(pageToSkip(page)).toBe(skip);
  });

  it('goes back from skip to page', () => {
    expect([0, 99, 100, 250, -5].map((skip) => skipToPage(skip))).toEqual([1, 1, 2, 3, 1]);
    expect(skipToPage(50, 25)).toBe(3);
  });

  it.each([
    [0, 1],
    [1, 1],
    [100, 1],
    [101, 2],
    [250, 3],
  ])('%i applications make %i pages', (total, pages) => {
    expect(pageCount(total)).toBe(pages);
  });

  it('does not know the page count without a total', () => {
    expect(pageCount(null)).toBeNull();
  });
});

describe('parseStatusFilter', () => {
  it.each(['all', 'DRAFT', 'IN_PROGRESS', 'COMPLETE', 'ADMISSIBLE', 'REJECTED'])('keeps %s', (value) => {
    expect(parseStatusFilter(value)).toBe(value);
  });

  it.each([null, undefined, '', 'complete', 'ALL'])('falls back to COMPLETE for %j', (value) => {
    expect(parseStatusFilter(value)).toBe('COMPLETE');
  });
});

describe('parseDocumentsFilter', () => {
  it.each(['all', 'to-review'])('keeps %s', (value) => {
    expect(parseDocumentsFilter(value)).toBe(value);
  });

  it.each([null, undefined, '', 'TO-REVIEW', 'to_review', 'reviewed'])("falls back to 'all' for %j", (value) => {
    expect(parseDocumentsFilter(value)).toBe('all');
  });
});
