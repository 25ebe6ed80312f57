import { describe, expect, it } from 'vitest';
import { routeReads } from './route-data';
import { routeNameOf } from './routes';

/** The number of reads a signed-in visitor's page at `path` starts, as index.html's shell script names the page. */
const at = (path: string) => {
  const url = new URL(path, 'http://localhost');
  return routeReads(routeNameOf(url.pathname, true), { pathname: url.pathname, search: url.search }, 'en').length;
};

describe('routeReads: the first reads a page starts with its code', () => {
  it('matches each page to the reads its screen makes', () => {
    expect(at('/')).toBe(1); // the invoice; the programs and quiz status come with every candidate page
    expect(at('/auth')).toBe(1); // a signed-in visitor is sent to the dashboard
    expect(at('/documents')).toBe(7); // its six reads and the applications (all withdrawn: read-only), shared with every candidate page
    expect(at('/admin?status=all&search=ada')).toBe(1);
    expect(at('/application/7001')).toBe(2);
    expect(at('/quiz')).toBe(1); // an ongoing quiz's question (resuming has no effect; a new start waits for the page)
  });

  it('starts nothing it cannot name: a bad application id, an unknown page, no page named', () => {
    expect(at('/application/abc')).toBe(0);
    expect(at('/no/such/page')).toBe(0);
    expect(at('/accessibility')).toBe(0);
    expect(routeReads(undefined, { pathname: '/', search: '' }, 'en')).toEqual([]);
  });
});
