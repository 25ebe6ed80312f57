import { existsSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { isAdminOnlyPath, isPublicPath, isReviewerPath, isSignInPath, isStaffPath, PUBLIC_PATHS, routeDecision, type Role, type RouteContext } from '@admission/domain';
import { describe, expect, it } from 'vitest';
import catalogParts from '../i18n/catalog-parts.json';
import { matchesPath, routeNameOf, ROUTES, type PageRoute } from './routes';

const src = fileURLToPath(new URL('..', import.meta.url));
const table: readonly PageRoute[] = ROUTES;

/** An address of the route's pattern (`:id` filled in); none for the catch-all. */
const addressOf = (route: PageRoute): string | null => (route.path === '*' ? null : route.path.replace(/:\w+/g, '7001'));
const addressed = table.flatMap((route) => {
  const address = addressOf(route);
  return address === null ? [] : [{ route, address }];
});

describe('the route table', () => {
  it('names each page, path and module once, and each module and catalog part exists', () => {
    expect(new Set(table.map((route) => route.name)).size).toBe(table.length);
    expect(new Set(table.map((route) => route.path)).size).toBe(table.length);
    for (const route of table) {
      expect(route.modules.length, route.name).toBeGreaterThan(0);
      for (const module of route.modules) expect(existsSync(`${src}/${module}`), module).toBe(true);
      for (const part of route.parts) expect(Object.keys(catalogParts), route.name).toContain(part);
    }
  });

  it("gives each page the access kind the domain's path rules give its address", () => {
    for (const { route, address } of addressed) {
      expect(route.access === 'staff' || route.access === 'admin', address).toBe(isStaffPath(address));
      expect(route.access === 'admin', address).toBe(isAdminOnlyPath(address));
      expect(route.access === 'signedOut', address).toBe(isSignInPath(address));
      expect(route.access === 'public', address).toBe(isPublicPath(address));
      expect(route.access === 'reviewer', address).toBe(isReviewerPath(address));
    }
    expect(table.filter((route) => route.access === 'public').map((route) => route.path)).toEqual([...PUBLIC_PATHS]);
  });

  it("agrees with the domain's routeDecision on who stays on each page", () => {
    const stays = (address: string, access: RouteContext['access'], role: Role | null) =>
      routeDecision({ path: address, access, role, hasOngoingQuiz: false, quizRequired: true }).kind === 'stay';
    for (const { route, address } of addressed) {
      expect(stays(address, 'anonymous', null), `${address} signed out`).toBe(route.access === 'signedOut' || route.access === 'public');
      expect(stays(address, 'signed-in', 'candidate'), `${address} as a candidate`).toBe(['candidate', 'public', 'any'].includes(route.access));
      if (route.access === 'staff' || route.access === 'admin' || route.access === 'public') expect(stays(address, 'signed-in', 'admin'), `${address} as staff`).toBe(true);
      if (route.access === 'staff' || route.access === 'admin') expect(stays(address, 'signed-in', 'agent'), `${address} as an agent`).toBe(route.access === 'staff');
      if (route.access === 'signedOut') expect(stays(address, 'signed-in', 'admin'), `${address} as staff`).toBe(false);
      expect(stays(address, 'signed-in', 'reviewer'), `${address} as a reviewer`).toBe(['reviewer', 'public', 'any'].includes(route.access));
    }
    expect(stays('/', 'signed-in', 'admin')).toBe(false);
  });
});

describe('matchesPath', () => {
  it('matches a pattern segment by segment, a parameter being one non-empty segment', () => {
    expect(matchesPath('/application/:applicationId', '/application/7001')).toBe(true);
    expect(matchesPath('/application/:applicationId', '/application/7001/')).toBe(true);
    expect(matchesPath('/application/:applicationId', '/application/')).toBe(false);
    expect(matchesPath('/application/:applicationId', '/application/7001/notes')).toBe(false);
    expect(matchesPath('/', '/')).toBe(true);
    expect(matchesPath('/documents', '/documents/')).toBe(true);
    expect(matchesPath('/documents', '/documentsx')).toBe(false);
    expect(matchesPath('*', '/anything')).toBe(false);
  });
});

describe('routeNameOf: the page the guard will show, from the address and a stored session', () => {
  it.each([
    ['/', 'auth', 'dashboard'],
    ['/auth', 'auth', 'dashboard'],
    ['/auth/', 'auth', 'dashboard'],
    ['/auth/confirm', 'confirm', 'dashboard'],
    ['/documents', 'auth', 'documents'],
    ['/documents/', 'auth', 'documents'],
    ['/quiz', 'auth', 'quiz'],
    ['/admin', 'auth', 'admin'],
    ['/application/7001', 'auth', 'application'],
    ['/application/7001/', 'auth', 'application'],
    ['/application', 'auth', 'notFound'],
    ['/accessibility', 'accessibility', 'accessibility'],
    ['/privacy/', 'privacy', 'privacy'],
    ['/cookies', 'cookies', 'cookies'],
    ['/no/such/page', 'auth', 'notFound'],
  ])('%s: %s signed out, %s signed in', (pathname, signedOut, signedIn) => {
    expect(routeNameOf(pathname, false)).toBe(signedOut);
    expect(routeNameOf(pathname, true)).toBe(signedIn);
  });
});
