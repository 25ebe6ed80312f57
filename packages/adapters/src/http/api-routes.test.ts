import { describe, expect, it } from 'vitest';
import { API_ROUTES, routePath, routePattern } from './api-routes';

describe('the route table', () => {
  it('fills and encodes path parameters', () => {
    expect(routePath(API_ROUTES.adminDocumentContent, { applicationId: 7, documentId: 'a/b' })).toBe('/admin/applications/7/documents/a%2Fb/content');
  });

  it('refuses a missing parameter', () => {
    expect(() => routePath(API_ROUTES.deleteDocument)).toThrow(/documentId/);
  });

  it('matches concrete paths of a template and nothing longer', () => {
    expect(routePattern(API_ROUTES.deleteDocument).test('/documents/101')).toBe(true);
    expect(routePattern(API_ROUTES.deleteDocument).test('/documents/101/download')).toBe(false);
    expect(routePattern(API_ROUTES.deals).test('/deals/')).toBe(true);
  });

  it('has only check-exists anonymous', () => {
    expect(Object.entries(API_ROUTES).filter(([, route]) => 'anonymous' in route && route.anonymous).map(([name]) => name)).toEqual(['checkExists']);
  });
});
