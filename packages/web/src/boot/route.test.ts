import { describe, expect, it } from 'vitest';
import { ROUTES, routeNameOf } from '../app/routes';
import { catalogPartsOf, firstRoute } from './route';

describe('firstRoute', () => {
  it("is the route table's page of the address", () => {
    for (const pathname of ['/', '/auth', '/auth/confirm/', '/documents', '/admin', '/application/7', '/privacy', '/nowhere']) {
      for (const signedIn of [true, false]) expect(firstRoute(pathname, signedIn)).toBe(routeNameOf(pathname, signedIn));
    }
  });
});

describe('catalogPartsOf', () => {
  it("gives each page the table's parts, and none to a name no page has", () => {
    for (const route of ROUTES) expect(catalogPartsOf(route.name)).toEqual(route.parts);
    expect(catalogPartsOf('confirm')).toEqual(['confirm', 'auth']);
    expect(catalogPartsOf('signedIn')).toEqual([]);
    expect(catalogPartsOf('toast')).toEqual([]);
  });
});
