// The /admin list's "documents to review" filter: an application matches when its candidate has an
// uploaded document with no review for its slot (never reviewed, or replaced since); the CSV export honours it too.
import { CSV_BOM, exportApplicationLine, exportHeaderLine, type AdminApplicationListItem } from '@admission/domain';
import { CSV_EXPORT_WORDING } from '@admission/wording';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { everyAdminPage } from '../testing/admin-list';
import { applicationIdOf, startTestBackend, uploadDocument, type Session, type TestBackend } from '../testing/test-backend';

interface StaffDocument {
  id: number;
  name: string;
  document_type: string;
  document_index: number;
  review: { state: string };
}

let t: TestBackend;
let admin: Session;
beforeAll(async () => {
  t = await startTestBackend();
  admin = await t.signIn('admin@northbridge.example');
});
afterAll(() => t.close());

const call = <T>(session: Session, method: string, path: string, body?: unknown) => t.call<T>(method, path, { token: session.accessToken, body });
const list = (query: string) => call<AdminApplicationListItem[]>(admin, 'GET', `/admin/applications?${query}`);
const everyPage = (query: string) => everyAdminPage(t, admin, query);
const idsOf = async (query: string): Promise<number[]> => (await everyPage(query)).map((item) => item.deal_id);
const toReview = (query: string) => idsOf(`${query}&documents=to-review`);

const applicationOf = (email: string) => applicationIdOf(t, admin, email);
const staffDocuments = async (id: number) => (await call<{ documents: StaffDocument[] }>(admin, 'GET', `/admin/applications/${id}/documents`)).body.documents;
const review = async (id: number, documentId: number, body: unknown) => {
  expect((await call(admin, 'PUT', `/admin/applications/${id}/documents/${documentId}/review`, body)).status).toBe(200);
};
const upload = (candidate: Session, slot: { document_type: string; document_index: number }, name: string) => uploadDocument(t, candidate, slot, name);

describe('the documents to review filter', () => {
  it('drops an application whose every document is accepted, keeps one with a document never reviewed', async () => {
    const id = await applicationOf('docs.submitted@northbridge.example');
    const documents = await staffDocuments(id);
    expect(documents.length).toBeGreaterThan(0);
    expect(await toReview('status=all')).toContain(id);
    for (const document of documents) await review(id, document.id, { state: 'accepted' });
    expect(await toReview('status=all')).not.toContain(id);
    // 'all' and no parameter still list it.
    expect(await idsOf('status=all&documents=all')).toContain(id);
    expect(await idsOf('status=all')).toContain(id);
    // Another submitted application, nothing reviewed yet, is still to review.
    expect(await toReview('status=all')).toContain(await applicationOf('rejected@northbridge.example'));
  });

  it('lists an application whose candidate just uploaded their first document', async () => {
    const email = 'quiz.fr@lumiere.example';
    const id = await applicationOf(email);
    expect(await staffDocuments(id)).toEqual([]);
    expect(await toReview('status=all')).not.toContain(id);
    const candidate = await t.signIn(email);
    await upload(candidate, { document_type: 'identity_document', document_index: 1 }, 'passeport.pdf');
    expect(await toReview('status=all')).toContain(id);
    expect(await toReview('status=IN_PROGRESS&search=quiz.fr%40lumiere.example')).toEqual([id]);
    expect(await toReview('status=COMPLETE&search=quiz.fr%40lumiere.example')).toEqual([]);
  });

  it('lists again an application whose candidate replaced a document sent back, until the new file is reviewed', async () => {
    const email = 'soumis.fr@lumiere.example';
    const id = await applicationOf(email);
    const [sent, ...rest] = await staffDocuments(id);
    if (sent === undefined) throw new Error('no document');
    await review(id, sent.id, { state: 'needs-new-file', reason: { id: 'expired' } });
    for (const document of rest) await review(id, document.id, { state: 'accepted' });
    // Sent back is reviewed: the candidate has the next move.
    expect(await toReview('status=COMPLETE')).not.toContain(id);

    const candidate = await t.signIn(email);
    expect((await call(candidate, 'DELETE', `/documents/${sent.id}`)).status).toBe(204);
    const replaced = await upload(candidate, sent, 'nouveau.pdf');
    expect(await toReview('status=COMPLETE')).toContain(id);
    expect(await toReview('status=COMPLETE&search=soumis.fr%40lumiere.example')).toEqual([id]);
    expect(await toReview('status=REJECTED&search=soumis.fr%40lumiere.example')).toEqual([]);

    await review(id, replaced, { state: 'accepted' });
    expect(await toReview('status=COMPLETE&search=soumis.fr%40lumiere.example')).toEqual([]);
  });

  it('counts only the matching applications, each with at least one document', async () => {
    const page = await list('status=all&documents=to-review&limit=5');
    const total = Number(page.headers.get('x-total-count'));
    expect(total).toBe((await toReview('status=all')).length);
    expect(total).toBeLessThan(Number((await list('status=all&limit=5')).headers.get('x-total-count')));
    const all = await everyPage('status=all&documents=to-review');
    expect(all.every((item) => item.document_count > 0)).toBe(true);
  });

  it('exports the same applications as the filtered list', async () => {
    const query = 'status=all&documents=to-review&sort=name&dir=asc';
    const items = await everyPage(query);
    expect(items.length).toBeGreaterThan(0);
    const response = await fetch(`${t.url}/admin/applications/export?${query}`, { headers: { Authorization: `Bearer ${admin.accessToken}` } });
    expect(response.status).toBe(200);
    const text = new TextDecoder('utf-8', { ignoreBOM: true }).decode(new Uint8Array(await response.arrayBuffer()));
    expect(text).toBe(CSV_BOM + exportHeaderLine(CSV_EXPORT_WORDING.en) + items.map((item) => exportApplicationLine(item, CSV_EXPORT_WORDING.en)).join(''));
    expect(text).not.toContain('docs.submitted@northbridge.example');
  });

  it('refuses an unknown documents filter, in the list and the export', async () => {
    expect((await list('documents=reviewed')).status).toBe(422);
    expect((await list('documents=TO-REVIEW')).status).toBe(422);
    const response = await fetch(`${t.url}/admin/applications/export?documents=pending`, { headers: { Authorization: `Bearer ${admin.accessToken}` } });
    expect(response.status).toBe(422);
  });
});
