import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { PORTAL_PAGES, portalPath } from '@admission/domain';
import { routeParam } from './route-params';
import { pathTo, routeAt, ROUTES } from './routes';

describe('routeParam', () => {
  it('reads each page’s parameter with its own parser', () => {
    expect(routeParam('review', 'assignmentId', '/reviews/71')).toEqual({ ok: true, value: 71 });
    expect(routeParam('application', 'applicationId', '/application/7001/')).toEqual({ ok: true, value: 7001 });
    expect(routeParam('review', 'assignmentId', '/reviews/abc')).toEqual({ ok: false, error: { code: 'INVALID_ASSIGNMENT_ID', raw: 'abc' } });
    expect(routeParam('application', 'applicationId', '/application/0')).toEqual({ ok: false, error: { code: 'INVALID_APPLICATION_ID', raw: '0' } });
  });

  it('refuses an address of another page', () => {
    expect(routeParam('review', 'assignmentId', '/application/71')).toEqual({ ok: false, error: { code: 'INVALID_ASSIGNMENT_ID', raw: null } });
  });

  it('reads back the id of every address pathTo writes', () => {
    fc.assert(
      fc.property(fc.integer({ min: 1, max: Number.MAX_SAFE_INTEGER }), (id) => {
        expect(routeParam('review', 'assignmentId', pathTo('review', { assignmentId: id }))).toEqual({ ok: true, value: id });
        expect(routeParam('application', 'applicationId', pathTo('application', { applicationId: id }))).toEqual({ ok: true, value: id });
      }),
    );
  });
});

describe("the domain's portal pages, which the server's e-mails link with", () => {
  it('are the route table’s pages, each with the same path', () => {
    expect(Object.fromEntries(ROUTES.map((route) => [route.name, route.path]))).toEqual(PORTAL_PAGES);
  });

  it('give addresses the table reads back as the same page with the same parameters', () => {
    fc.assert(
      fc.property(fc.integer({ min: 1, max: Number.MAX_SAFE_INTEGER }), (id) => {
        const review = portalPath('review', { assignmentId: id });
        expect(routeAt(review).name).toBe('review');
        expect(routeParam('review', 'assignmentId', review)).toEqual({ ok: true, value: id });
        const application = portalPath('application', { applicationId: id });
        expect(routeAt(application).name).toBe('application');
        expect(routeParam('application', 'applicationId', application)).toEqual({ ok: true, value: id });
      }),
    );
    // Each page without parameters (typed as one of them: the loop's names are checked against the table just above).
    for (const route of ROUTES) if (!route.path.includes(':') && route.path !== '*') expect(routeAt(portalPath(route.name as 'reviews')).name).toBe(route.name);
  });
});
