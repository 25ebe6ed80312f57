// Per-document review over HTTP: staff accept a document or send it back with a reason; the slot sent
// back opens to the candidate after submission (the rest stay locked) until the new file is in; that file waits
// for review again.
import type { TimelineEvent } from '@admission/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEFAULT_ANON_KEY } from '../config';
import { aPdf, storagePath } from '../testing/files';
import { applicationIdOf, startTestBackend, uploadAs, uploadDocument, userIdOf, type Session, type TestBackend } from '../testing/test-backend';

interface Review {
  state: string;
  reason: { id: string; text?: string } | null;
  reviewed_at: string | null;
  reviewer: { name: string; role: string } | null;
}
interface StaffDocument {
  id: number;
  name: string;
  document_type: string;
  document_index: number;
  review: Review;
}
interface SentBack {
  document_type: string;
  document_index: number;
  document_name: string;
  reason: { id: string; text?: string };
}

let t: TestBackend;
let admin: Session;
let agent: Session;
let candidate: Session;
beforeAll(async () => {
  t = await startTestBackend();
  [admin, agent, candidate] = await Promise.all([t.signIn('admin@northbridge.example'), t.signIn('agent@northbridge.example'), t.signIn('soumis.fr@lumiere.example')]);
});
afterAll(() => t.close());

const call = <T>(session: Session, method: string, path: string, body?: unknown) => t.call<T>(method, path, { token: session.accessToken, body });

const applicationOf = (email: string) => applicationIdOf(t, admin, email);
const staffDocuments = async (id: number) => (await call<{ documents: StaffDocument[] }>(admin, 'GET', `/admin/applications/${id}/documents`)).body.documents;
const review = (session: Session, id: number, documentId: number, body: unknown) => call<Review & { detail?: string }>(session, 'PUT', `/admin/applications/${id}/documents/${documentId}/review`, body);

describe('reviewing each document', () => {
  it('sends one document back, opens only its slot after submission, and puts the replacement up for review', async () => {
    const id = await applicationOf('soumis.fr@lumiere.example');
    const before = await staffDocuments(id);
    expect(before.length).toBeGreaterThanOrEqual(2);
    expect(before.every((document) => document.review.state === 'to-review')).toBe(true);
    const [sent, kept] = before as [StaffDocument, StaffDocument];

    // The decision is checked: a state and, to send back, one known reason ("other" with its text).
    expect((await review(admin, id, sent.id, { state: 'maybe' })).status).toBe(422);
    expect((await review(admin, id, sent.id, { state: 'needs-new-file' })).body.detail).toBe('At least one reason is required');
    expect((await review(admin, id, sent.id, { state: 'needs-new-file', reason: { id: 'other' } })).status).toBe(422);
    expect((await review(candidate, id, sent.id, { state: 'accepted' })).status).toBe(403);
    expect((await review(admin, id, 2_000_000_000, { state: 'accepted' })).status).toBe(404);

    const sentBack = await review(agent, id, sent.id, { state: 'needs-new-file', reason: { id: 'expired' } });
    expect(sentBack.body).toMatchObject({ state: 'needs-new-file', reason: { id: 'expired' }, reviewer: { name: 'Aaron Agent', role: 'agent' } });
    expect((await review(admin, id, kept.id, { state: 'accepted' })).body).toMatchObject({ state: 'accepted', reason: null });

    // The candidate reads which document needs a new file and why, on the dashboard's and the documents page's reads.
    const status = await call<{ is_submitted: boolean; open_slots: SentBack[] }>(candidate, 'GET', '/documents/submission-status');
    expect(status.body).toMatchObject({ is_submitted: true, open_slots: [{ document_type: sent.document_type, document_index: sent.document_index, document_name: sent.name, reason: { id: 'expired' } }] });
    const [deal] = (await call<{ documents_to_replace: SentBack[]; history: TimelineEvent[] }[]>(candidate, 'GET', '/deals/')).body;
    expect(deal?.documents_to_replace).toEqual(status.body.open_slots.map((slot) => expect.objectContaining(slot)));
    // Their history tells them of the document sent back, not of the one accepted, and never who reviewed.
    expect(deal?.history.filter((event) => event.kind === 'document-reviewed')).toEqual([
      expect.objectContaining({ actor: { kind: 'staff', name: '', role: 'agent' }, details: expect.objectContaining({ state: 'needs-new-file', reason: 'expired' }) }),
    ]);

    // Only that slot opens: the accepted one stays locked.
    expect((await call(candidate, 'DELETE', `/documents/${kept.id}`)).status).toBe(400);
    expect((await call(candidate, 'DELETE', `/documents/${sent.id}`)).status).toBe(204);
    // Deleting the old file keeps the slot open for the new one.
    expect((await call<{ open_slots: SentBack[] }>(candidate, 'GET', '/documents/submission-status')).body.open_slots).toHaveLength(1);
    const replaced = await uploadDocument(t, candidate, sent, 'nouveau.pdf');

    // The new file is in: the slot locks again, and the replacement waits for review.
    expect((await call<{ open_slots: SentBack[] }>(candidate, 'GET', '/documents/submission-status')).body.open_slots).toEqual([]);
    expect((await call(candidate, 'DELETE', `/documents/${replaced}`)).status).toBe(400);
    const after = await staffDocuments(id);
    expect(after.find((document) => document.id === replaced)?.review.state).toBe('to-review');
    expect(after.find((document) => document.id === kept.id)?.review.state).toBe('accepted');
    expect((await review(admin, id, replaced, { state: 'accepted' })).status).toBe(200);

    // The timeline has each step with its actor, the email of the document sent back among them.
    const events = (await call<{ events: TimelineEvent[] }>(admin, 'GET', `/admin/applications/${id}/timeline`)).body.events;
    expect(events.slice(0, 6).map((event) => [event.kind, event.actor.kind])).toEqual([
      ['document-reviewed', 'staff'],
      ['document-uploaded', 'candidate'],
      ['document-deleted', 'candidate'],
      ['document-reviewed', 'staff'],
      ['email-sent', 'system'],
      ['document-reviewed', 'staff'],
    ]);
    expect(events[4]?.details).toMatchObject({ template: 'document-needs-new-file' });
  });

  it('replaces a document sent back in its slot after submission: the old one stays until the new one is recorded, and no other slot takes a replacement', async () => {
    const submitted = await t.signIn('docs.submitted@northbridge.example');
    const id = await applicationOf('docs.submitted@northbridge.example');
    const [sent, kept] = (await staffDocuments(id)) as [StaffDocument, StaffDocument];
    expect((await review(admin, id, sent.id, { state: 'needs-new-file', reason: { id: 'unreadable' } })).status).toBe(200);
    const userId = await userIdOf(t, submitted);
    const store = async (type: string, name: string) => (await uploadAs(t, submitted, storagePath(userId, type, name, t.clock.now()), aPdf(), 'application/pdf')).path;
    const replace = (documentId: number, body: unknown) => call<{ id: number; name: string; document_type: string; document_index: number; detail?: unknown }>(submitted, 'POST', `/documents/${documentId}/replace`, body);
    const listed = async () => (await call<{ documents: { id: number; name: string; document_path: string }[] }>(submitted, 'GET', '/documents/')).body.documents;
    const oldPath = (await listed()).find((document) => document.id === sent.id)?.document_path;

    // Any other slot stays locked; a file not stored, or the document's own file, is refused; the old one stays meanwhile.
    expect((await replace(kept.id, { name: 'kept.pdf', document_path: await store(kept.document_type, 'kept.pdf') })).status).toBe(400);
    expect((await replace(sent.id, { name: 'ghost.pdf', document_path: storagePath(userId, sent.document_type, 'ghost.pdf', t.clock.now()) })).status).toBe(422);
    expect((await replace(sent.id, { name: 'same.pdf', document_path: oldPath })).status).toBe(422);
    expect((await replace(sent.id, { name: 'other-type.pdf', document_path: await store(sent.document_type === 'cv' ? 'transcripts' : 'cv', 'other-type.pdf') })).status).toBe(422);
    expect((await listed()).map((document) => document.id)).toContain(sent.id);

    const path = await store(sent.document_type, 'sharper-scan.pdf');
    const replaced = await replace(sent.id, { name: 'sharper-scan.pdf', document_path: path });
    expect(replaced.status).toBe(200);
    expect(replaced.body).toMatchObject({ name: 'sharper-scan.pdf', document_type: sent.document_type, document_index: sent.document_index });
    const documents = await listed();
    expect(documents.map((document) => document.id)).not.toContain(sent.id);
    expect(documents.find((document) => document.id === replaced.body.id)?.document_path).toBe(path);
    // The old file is gone from storage; the slot locks again, and the new file waits for review.
    const oldFile = await fetch(`${t.url}/storage/v1/object/authenticated/candidate-documents/${oldPath ?? ''}`, { headers: { apikey: DEFAULT_ANON_KEY, authorization: `Bearer ${submitted.accessToken}` } });
    expect(oldFile.status).not.toBe(200);
    expect((await call<{ open_slots: SentBack[] }>(submitted, 'GET', '/documents/submission-status')).body.open_slots).toEqual([]);
    expect((await replace(replaced.body.id, { name: 'again.pdf', document_path: await store(sent.document_type, 'again.pdf') })).status).toBe(400);
    expect((await staffDocuments(id)).find((document) => document.id === replaced.body.id)?.review.state).toBe('to-review');
    const events = (await call<{ events: TimelineEvent[] }>(admin, 'GET', `/admin/applications/${id}/timeline`)).body.events;
    expect(events.slice(0, 2).map((event) => [event.kind, event.details.name])).toEqual([
      ['document-uploaded', 'sharper-scan.pdf'],
      ['document-deleted', sent.name],
    ]);
  });

  it('waits for the submission: a document still being gathered is the candidate’s', async () => {
    const id = await applicationOf('docs.complete@northbridge.example');
    const [document] = await staffDocuments(id);
    expect(document).toBeDefined();
    expect(await review(admin, id, document?.id ?? 0, { state: 'accepted' })).toMatchObject({ status: 403, body: { detail: 'Documents can be reviewed once the candidate has submitted them' } });
  });
});
