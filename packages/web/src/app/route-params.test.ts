import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { routeParam } from './route-params';
import { pathTo } from './routes';

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
