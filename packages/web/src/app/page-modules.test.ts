import { describe, expect, it } from 'vitest';
import { PAGE_MODULES } from './page-modules';
import { ROUTES, type PageRoute } from './routes';

describe('the page modules', () => {
  it("hold the first module of every route of the table, which the router loads", () => {
    for (const route of ROUTES as readonly PageRoute[]) expect(Object.keys(PAGE_MODULES), route.name).toContain(`../${route.modules[0]}`);
  });

  it('hold no module that no route loads', () => {
    const loaded = new Set(ROUTES.map((route) => `../${route.modules[0]}`));
    expect(Object.keys(PAGE_MODULES).filter((module) => !loaded.has(module))).toEqual([]);
  });
});
