import {
  ADMIN_SORT_COLUMNS,
  CSV_BOM,
  compareApplications,
  exportApplicationLine,
  exportHeaderLine,
  type AdminApplicationListItem,
  type AdminSort,
} from '@admission/domain';
import { eq } from 'drizzle-orm';
import { CSV_EXPORT_WORDING } from '@admission/wording';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { users } from '../db/schema';
import { everyAdminPage } from '../testing/admin-list';
import { startTestBackend, type Session, type TestBackend } from '../testing/test-backend';

let t: TestBackend;
let admin: Session;
beforeAll(async () => {
  t = await startTestBackend();
  admin = await t.signIn('admin@northbridge.example');
});
afterAll(() => t.close());

const list = (query: string, session: Session = admin) =>
  t.call<AdminApplicationListItem[]>('GET', `/admin/applications?${query}`, { token: session.accessToken });

const everyPage = (query: string) => everyAdminPage(t, admin, query);

const exportOf = async (query: string, token: string | null = admin.accessToken) => {
  const response = await fetch(`${t.url}/admin/applications/export?${query}`, { headers: token ? { Authorization: `Bearer ${token}` } : {} });
  return { response, bytes: new Uint8Array(await response.arrayBuffer()) };
};
const textOf = (bytes: Uint8Array): string => new TextDecoder('utf-8', { ignoreBOM: true }).decode(bytes);

describe('staff list sort', () => {
  const sorts: AdminSort[] = ADMIN_SORT_COLUMNS.flatMap((column) => (['asc', 'desc'] as const).map((direction) => ({ column, direction })));

  it.each(sorts)('sorts the whole list by $column $direction in the order of compareApplications, across pages', async (sort) => {
    const items = await everyPage(`status=all&sort=${sort.column}&dir=${sort.direction}`);
    expect(items.length).toBeGreaterThan(250);
    expect(items.map((item) => item.deal_id)).toEqual([...items].sort(compareApplications(sort)).map((item) => item.deal_id));
    expect(new Set(items.map((item) => item.deal_id)).size).toBe(items.length);
  });

  it('is newest first by default, ties by id', async () => {
    const items = await everyPage('status=all');
    expect(items.map((item) => item.deal_id)).toEqual([...items].sort(compareApplications({ column: 'applied', direction: 'desc' })).map((item) => item.deal_id));
  });

  it('sorts within a filter and a search', async () => {
    const items = await everyPage('status=COMPLETE&search=a&sort=name&dir=desc');
    expect(items.length).toBeGreaterThan(0);
    expect(items.every((item) => item.deal_status === 'COMPLETE')).toBe(true);
    expect(items).toEqual([...items].sort(compareApplications({ column: 'name', direction: 'desc' })));
  });

  it('puts applications without a quiz score last both ways', async () => {
    for (const dir of ['asc', 'desc']) {
      const items = await everyPage(`status=all&sort=quiz&dir=${dir}`);
      const firstWithout = items.findIndex((item) => item.quiz_score === null);
      expect(firstWithout).toBeGreaterThan(0);
      expect(items.slice(firstWithout).every((item) => item.quiz_score === null)).toBe(true);
    }
  });

  it('refuses an unknown sort column or direction', async () => {
    expect((await list('sort=email')).status).toBe(422);
    expect((await list('sort=name&dir=up')).status).toBe(422);
  });
});

describe('CSV export', () => {
  it('refuses anyone but staff', async () => {
    // Like the rest of the API (FastAPI's way): no Authorization header is a 422, a bad token a 401.
    expect((await exportOf('status=all', null)).response.status).toBe(422);
    expect((await exportOf('status=all', 'not-a-token')).response.status).toBe(401);
    const candidate = await t.signIn('docs.complete@northbridge.example');
    expect((await exportOf('status=all', candidate.accessToken)).response.status).toBe(403);
  });

  it('streams every matching application, in the sort, as a dated UTF-8 file with a BOM and the header in the staff language', async () => {
    const { response, bytes } = await exportOf('status=COMPLETE&sort=name&dir=asc');
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('text/csv; charset=utf-8');
    const date = new Date(t.clock.now()).toISOString().slice(0, 10);
    expect(response.headers.get('content-disposition')).toBe(`attachment; filename="applications-${date}.csv"`);
    expect([...bytes.slice(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
    const items = await everyPage('status=COMPLETE&sort=name&dir=asc');
    expect(items.length).toBeGreaterThan(50);
    expect(textOf(bytes)).toBe(CSV_BOM + exportHeaderLine(CSV_EXPORT_WORDING.en) + items.map((item) => exportApplicationLine(item, CSV_EXPORT_WORDING.en)).join(''));
  });

  it('exports more than one batch, with the search, in French when asked', async () => {
    const all = await everyPage('status=all');
    const { bytes } = await exportOf('status=all&lang=fr');
    const text = textOf(bytes);
    expect(text.startsWith(CSV_BOM + exportHeaderLine(CSV_EXPORT_WORDING.fr))).toBe(true);
    expect(text.split('\r\n').length - 2).toBe(all.length);
    const smiths = await everyPage('status=all&search=smith');
    expect(textOf((await exportOf('status=all&search=smith')).bytes)).toBe(
      CSV_BOM + exportHeaderLine(CSV_EXPORT_WORDING.en) + smiths.map((item) => exportApplicationLine(item, CSV_EXPORT_WORDING.en)).join(''),
    );
  });

  it("writes the header in the staff member's own language when no lang is asked for", async () => {
    await t.backend.context.db.update(users).set({ language: 'fr' }).where(eq(users.email, 'agent@northbridge.example'));
    const agent = await t.signIn('agent@northbridge.example');
    const { response, bytes } = await exportOf('status=all&search=zz-nobody', agent.accessToken);
    expect(response.status).toBe(200);
    expect(textOf(bytes)).toBe(CSV_BOM + exportHeaderLine(CSV_EXPORT_WORDING.fr));
  });

  it('refuses an unknown language or filter', async () => {
    expect((await exportOf('lang=de')).response.status).toBe(422);
    expect((await exportOf('status=LOST')).response.status).toBe(422);
  });
});
