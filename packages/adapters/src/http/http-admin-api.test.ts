import { describe, expect, it } from 'vitest';
import { aToken, tokenSource } from '../testing/builders';
import { useTestServer } from '../testing/test-server';
import { ApiHttpClient } from './api-http-client';
import { fileNameOf } from './file-name';
import { HttpAdminApi } from './http-admin-api';

const server = useTestServer({ status: 200, body: [] });
const adminApi = () => new HttpAdminApi(new ApiHttpClient({ baseUrl: `${server.url}/`, tokens: tokenSource(aToken()) }));

describe("the export's file name from Content-Disposition", () => {
  it.each([
    ['attachment; filename="applications-2026-03-05.csv"', 'applications-2026-03-05.csv'],
    ['attachment; filename=applications-2026-03-05.csv', 'applications-2026-03-05.csv'],
    ['attachment; filename="../../etc/applications.csv"', 'applications.csv'],
    ['attachment; filename="C:\\\\x\\\\applications.csv"', 'applications.csv'],
  ])('%s gives %s', (header, name) => {
    expect(fileNameOf(header)).toBe(name);
  });

  it.each([undefined, '', 'attachment', 'attachment; filename=""'])('%j gives none', (header) => {
    expect(fileNameOf(header)).toBeNull();
  });
});

describe('the documents filter in the query', () => {
  it("sends documents=to-review with the list's other parameters", async () => {
    await adminApi().list({ skip: 0, limit: 100, status: 'all', search: 'Ada', documents: 'to-review' });
    expect(server.requests[0]?.url).toBe('/admin/applications?skip=0&limit=100&status=all&search=Ada&documents=to-review');
  });

  it.each([{ documents: 'all' as const }, {}])('leaves it out for %j (the default)', async (filter) => {
    await adminApi().list({ skip: 0, limit: 100, status: 'COMPLETE', ...filter });
    expect(server.requests[0]?.url).toBe('/admin/applications?skip=0&limit=100&status=COMPLETE');
  });

  it('sends it to the export too, only when it narrows', async () => {
    server.answer({ status: 200, body: '', headers: { 'Content-Type': 'text/csv; charset=utf-8' } });
    await adminApi().exportCsv({ status: 'all', documents: 'to-review', language: 'fr' });
    await adminApi().exportCsv({ status: 'all', documents: 'all' });
    expect(server.requests.map((request) => request.url)).toEqual([
      '/admin/applications/export?status=all&documents=to-review&lang=fr',
      '/admin/applications/export?status=all',
    ]);
  });
});
