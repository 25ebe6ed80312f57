import { existsSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { routeDecision, type Role, type RouteContext } from '@admission/domain';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import catalogParts from '../i18n/catalog-parts.json';
import { destinationPath, matchesPath, pageRuleOf, pathTo, routeNamed, routeNameOf, ROUTES, type PageRoute } from './routes';

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

  it("gives each place the domain sends a user to a page of the kind the domain's rules expect there", () => {
    expect(pageRuleOf(destinationPath('signIn'))).toEqual({ access: 'signedOut' });
    expect(pageRuleOf(destinationPath('quiz'))).toEqual({ access: 'candidate', journey: 'quiz' });
    expect(pageRuleOf(destinationPath('candidateHome'))).toEqual({ access: 'candidate', journey: 'home' });
    expect(pageRuleOf(destinationPath('staffHome'))).toEqual({ access: 'staff' });
    expect(pageRuleOf(destinationPath('reviewerHome'))).toEqual({ access: 'reviewer' });
  });

  it('sends no user round in circles: from any address, as anyone, the redirects end on a page that keeps them', () => {
    const addresses = [...addressed.map(({ address }) => address), '/nowhere', '/admin/', '/application'];
    const roles: readonly (Role | null)[] = ['candidate', 'admin', 'agent', 'reviewer', null];
    let users = 0;
    for (const address of addresses)
      for (const access of ['anonymous', 'signed-in'] as const)
        for (const role of roles)
          for (const hasOngoingQuiz of [false, true])
            for (const quizRequired of [true, false, null]) {
              const who = { access, role, hasOngoingQuiz, quizRequired };
              let path = address;
              let decision = routeDecision({ ...who, page: pageRuleOf(path) });
              for (let hop = 0; decision.kind === 'redirect'; hop += 1) {
                expect(hop, `${address} as ${JSON.stringify(who)}`).toBeLessThan(2);
                path = destinationPath(decision.to);
                decision = routeDecision({ ...who, page: pageRuleOf(path) });
              }
              users += 1;
            }
    expect(users).toBe(addresses.length * 2 * roles.length * 2 * 3);
  });

  it("agrees with the domain's routeDecision on who stays on each page", () => {
    const stays = (address: string, access: RouteContext['access'], role: Role | null) =>
      routeDecision({ page: pageRuleOf(address), access, role, hasOngoingQuiz: false, quizRequired: true }).kind === 'stay';
    for (const { route, address } of addressed) {
      expect(stays(address, 'anonymous', null), `${address} signed out`).toBe(route.access === 'signedOut' || route.access === 'public');
      expect(stays(address, 'signed-in', 'candidate'), `${address} as a candidate`).toBe(['candidate', 'public', 'any'].includes(route.access));
      if (route.access === 'staff' || route.access === 'admin' || route.access === 'public' || route.access === 'panel') expect(stays(address, 'signed-in', 'admin'), `${address} as staff`).toBe(true);
      if (route.access === 'panel') expect(stays(address, 'signed-in', 'agent'), `${address} as an agent`).toBe(true);
      if (route.access === 'staff' || route.access === 'admin') expect(stays(address, 'signed-in', 'agent'), `${address} as an agent`).toBe(route.access === 'staff');
      if (route.access === 'signedOut') expect(stays(address, 'signed-in', 'admin'), `${address} as staff`).toBe(false);
      expect(stays(address, 'signed-in', 'reviewer'), `${address} as a reviewer`).toBe(['reviewer', 'panel', 'public', 'any'].includes(route.access));
    }
    expect(stays('/', 'signed-in', 'admin')).toBe(false);
    expect(stays('/nowhere', 'signed-in', 'candidate')).toBe(true);
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

describe('pathTo', () => {
  it('fills in a page’s parameters, and gives a page without any its address', () => {
    expect(pathTo('review', { assignmentId: 71 })).toBe('/reviews/71');
    expect(pathTo('application', { applicationId: 7001 })).toBe('/application/7001');
    expect(pathTo('admin')).toBe('/admin');
    expect(pathTo('dashboard')).toBe('/');
  });

  it('gives every page with parameters an address its own pattern matches, for any id', () => {
    fc.assert(
      fc.property(fc.integer({ min: 1, max: Number.MAX_SAFE_INTEGER }), (id) => {
        expect(matchesPath(routeNamed('review').path, pathTo('review', { assignmentId: id }))).toBe(true);
        expect(matchesPath(routeNamed('application').path, pathTo('application', { applicationId: id }))).toBe(true);
      }),
    );
  });

  it('asks for each page’s own parameters, by type', () => {
    // @ts-expect-error an application's address needs its application id, not an assignment id
    pathTo('application', { assignmentId: 1 });
    // @ts-expect-error the review page needs its assignment id
    pathTo('review');
    // @ts-expect-error a page without parameters takes none
    pathTo('admin', { applicationId: 1 });
    // @ts-expect-error an id is a number
    pathTo('review', { assignmentId: '71' });
    expect(true).toBe(true);
  });
});
