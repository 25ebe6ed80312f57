import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { fillPathPattern, matchesPathPattern, pathParamsAt, PORTAL_PAGES, portalPageAt, portalPath, type PortalAddressName } from './portal-pages';

/** The value of each `:name` segment of `pattern` in `path`, decoded; null when the fixed segments differ. */
const valuesIn = (pattern: string, path: string): Record<string, string> | null => {
  const want = pattern.split('/');
  const have = path.split('/');
  if (want.length !== have.length) return null;
  const values: Record<string, string> = {};
  for (const [index, segment] of want.entries()) {
    const value = have[index] ?? '';
    if (segment.startsWith(':')) values[segment.slice(1)] = decodeURIComponent(value);
    else if (segment !== value) return null;
  }
  return values;
};

describe('the portal pages', () => {
  it('gives each page one pattern, an address from the site root but the catch-all', () => {
    const patterns = Object.values(PORTAL_PAGES);
    expect(new Set(patterns).size).toBe(patterns.length);
    for (const [name, pattern] of Object.entries(PORTAL_PAGES)) expect(pattern === '*' || pattern.startsWith('/'), name).toBe(true);
  });

  it('gives a page without parameters its pattern as it is', () => {
    expect(portalPath('dashboard')).toBe('/');
    expect(portalPath('reviews')).toBe('/reviews');
    expect(portalPath('confirm')).toBe('/auth/confirm');
    expect(portalPath('interviewSlots')).toBe('/admin/interviews');
  });

  it.each([
    [0, '/reviews/0'],
    [1, '/reviews/1'],
    [Number.MAX_SAFE_INTEGER, '/reviews/9007199254740991'],
    // A number JavaScript writes with an exponent: its '+' is encoded, so it stays one segment of the address.
    [1e21, '/reviews/1e%2B21'],
  ])('fills the assignment id %s in', (assignmentId, path) => {
    expect(portalPath('review', { assignmentId })).toBe(path);
  });

  it('encodes a value so that it stays one segment', () => {
    expect(fillPathPattern('/reviews/:assignmentId', { assignmentId: 'a/b c?#' })).toBe('/reviews/a%2Fb%20c%3F%23');
    expect(fillPathPattern('/a/:x/b/:y', { x: 1, y: 2 })).toBe('/a/1/b/2');
  });

  it('checks the parameters by type', () => {
    // @ts-expect-error the review page needs its assignment id
    portalPath('review');
    // @ts-expect-error an application id is not the review page's parameter
    portalPath('review', { applicationId: 7 });
    // @ts-expect-error the queue takes no parameter
    portalPath('reviews', { assignmentId: 7 });
    // @ts-expect-error the catch-all has no address
    portalPath('notFound');
  });

  it('fills any value in so that the pattern reads it back, the fixed segments kept', () => {
    const withParams = (Object.keys(PORTAL_PAGES) as (keyof typeof PORTAL_PAGES)[]).filter((name) => PORTAL_PAGES[name].includes(':'));
    expect(withParams).toEqual(['application', 'review', 'interview', 'panelInterview']);
    fc.assert(
      fc.property(fc.constantFrom(...withParams), fc.oneof(fc.nat(), fc.string()), (name, value) => {
        const pattern = PORTAL_PAGES[name];
        const param = pattern.slice(pattern.indexOf(':') + 1);
        expect(valuesIn(pattern, fillPathPattern(pattern, { [param]: value }))).toEqual({ [param]: String(value) });
      }),
    );
  });

  it('gives every page with an address a path that reads back as that page, and as no other', () => {
    const names = (Object.keys(PORTAL_PAGES) as (keyof typeof PORTAL_PAGES)[]).filter((name): name is PortalAddressName => PORTAL_PAGES[name] !== '*');
    fc.assert(
      fc.property(fc.constantFrom(...names), fc.nat(), (name, id) => {
        const path = fillPathPattern(PORTAL_PAGES[name], { applicationId: id, assignmentId: id, bookingId: id });
        expect(portalPageAt(path)).toBe(name);
        expect(Object.values(PORTAL_PAGES).filter((pattern) => matchesPathPattern(pattern, path))).toEqual([PORTAL_PAGES[name]]);
      }),
    );
  });

  it.each([
    ['/', 'dashboard'],
    ['/reviews/', 'reviews'],
    ['/reviews/71', 'review'],
    ['/reviews/71/', 'review'],
    ['/admin/ranking', 'ranking'],
    ['/admin/interviews', 'interviewSlots'],
    ['/admin/interviews/', 'interviewSlots'],
    ['/admin/interviews/3', null],
    ['/reviews/71/draft', null],
    ['/nowhere', null],
    ['', null],
    ['*', null],
  ])('reads %j as the page %s', (pathname, page) => {
    expect(portalPageAt(pathname)).toBe(page);
  });
});

describe('pathParamsAt', () => {
  it('reads each parameter by its name, decoded, and nothing for an address of another pattern', () => {
    expect(pathParamsAt(PORTAL_PAGES.review, '/reviews/71')).toEqual({ assignmentId: '71' });
    expect(pathParamsAt(PORTAL_PAGES.review, '/reviews/71/')).toEqual({ assignmentId: '71' });
    expect(pathParamsAt(PORTAL_PAGES.review, '/reviews/a%20b')).toEqual({ assignmentId: 'a b' });
    expect(pathParamsAt(PORTAL_PAGES.documents, '/documents')).toEqual({});
    expect(pathParamsAt(PORTAL_PAGES.review, '/reviews')).toBeNull();
    expect(pathParamsAt(PORTAL_PAGES.review, '/reviews/71/more')).toBeNull();
    expect(pathParamsAt(PORTAL_PAGES.notFound, '/anything')).toBeNull();
  });

  it('gives nothing for a malformed escape rather than throwing', () => {
    expect(pathParamsAt(PORTAL_PAGES.review, '/reviews/%E0')).toBeNull();
  });

  it('reads back what portalPath wrote, for any id', () => {
    fc.assert(
      fc.property(fc.nat(), (id) => {
        expect(pathParamsAt(PORTAL_PAGES.application, portalPath('application', { applicationId: id }))).toEqual({ applicationId: String(id) });
      }),
    );
  });
});
