// The staff workflow's endpoints over HTTP: the timeline records each change once with its actor,
// notes are staff-only and deleted by their author alone.
import type { TimelineEvent } from '@admission/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestBackend, uploadDocument, type Session, type TestBackend } from '../testing/test-backend';

interface Note {
  id: number;
  body: string;
  author: { name: string; role: string };
  created_at: string;
  mine: boolean;
}

let t: TestBackend;
let admin: Session;
let agent: Session;
let candidate: Session;
beforeAll(async () => {
  t = await startTestBackend();
  [admin, agent, candidate] = await Promise.all([
    t.signIn('admin@northbridge.example'),
    t.signIn('agent@northbridge.example'),
    t.signIn('docs.incomplete@northbridge.example'),
  ]);
});
afterAll(() => t.close());

const as = (session: Session) => ({
  get: <T>(path: string) => t.call<T>('GET', path, { token: session.accessToken }),
  send: <T>(method: string, path: string, body?: unknown) => t.call<T>(method, path, { token: session.accessToken, body }),
});

/** The id of the first application of `status` in the staff list, or of the account with `email`. */
async function dealId(query: string): Promise<number> {
  const list = await as(admin).get<{ deal_id: number }[]>(`/admin/applications?${query}`);
  const id = list.body[0]?.deal_id;
  if (id === undefined) throw new Error(`no application for ${query}`);
  return id;
}
const timelineOf = async (id: number, session: Session = admin) => as(session).get<{ events: TimelineEvent[] }>(`/admin/applications/${id}/timeline`);

describe('the timeline', () => {
  it("records a rejection and a re-opening once each, newest first, with the staff member's name and role", async () => {
    const id = await dealId('status=COMPLETE&limit=1');
    expect((await as(admin).send('PATCH', `/admin/applications/${id}/status?status=REJECTED`, { reasons: [{ id: 'places-filled' }] })).status).toBe(200);
    t.clock.advance(60_000);
    expect((await as(admin).send('PATCH', `/admin/applications/${id}/status?status=IN_PROGRESS`)).status).toBe(200);
    const { status, body } = await timelineOf(id, agent);
    expect(status).toBe(200);
    // Each change sent its email, recorded after it by the system.
    expect(body.events.filter((event) => event.kind === 'email-sent').map((event) => [event.details.template, event.actor.kind])).toEqual([
      ['reopened', 'system'],
      ['rejected', 'system'],
    ]);
    const [reopened, rejected] = body.events.filter((event) => event.kind !== 'email-sent');
    expect(reopened).toMatchObject({ applicationId: id, kind: 'reopened', actor: { kind: 'staff', name: 'Alice Admin', role: 'admin' }, details: { from: 'REJECTED', to: 'IN_PROGRESS' } });
    expect(rejected).toMatchObject({ kind: 'status-changed', details: { from: 'COMPLETE', to: 'REJECTED', reasons: ['places-filled'] } });
    expect(Date.parse(reopened?.at ?? '') - Date.parse(rejected?.at ?? '')).toBe(60_000);
    // A refused change records nothing.
    expect((await as(agent).send('PATCH', `/admin/applications/${id}/status?status=ADMISSIBLE`)).status).toBe(403);
    expect((await timelineOf(id)).body.events).toHaveLength(body.events.length);
  });

  it("shows the candidate's uploads and deletions, by the candidate, on their application", async () => {
    const created = await uploadDocument(t, candidate, { document_type: 'cv', document_index: 1 }, 'cv.pdf');
    expect((await as(candidate).send('DELETE', `/documents/${created}`)).status).toBe(204);
    const id = await dealId('status=all&search=docs.incomplete%40northbridge.example');
    // Newest first, above the seeded uploads.
    const events = (await timelineOf(id)).body.events.filter((event) => event.kind.startsWith('document-')).slice(0, 3);
    expect(events.map((event) => [event.kind, event.details.name])).toEqual([['document-deleted', 'cv.pdf'], ['document-uploaded', 'cv.pdf'], ['document-uploaded', 'transcripts_1.pdf']]);
    expect(events[1]).toMatchObject({ actor: { kind: 'candidate' }, details: { document_type: 'cv', document_index: 1, name: 'cv.pdf' } });
  });

  it("is refused to a candidate's token, and is a 404 for an unknown application", async () => {
    const id = await dealId('status=all&search=docs.incomplete%40northbridge.example');
    expect((await timelineOf(id, candidate)).status).toBe(403);
    expect((await timelineOf(2_000_000_000)).status).toBe(404);
  });
});

describe('staff notes', () => {
  let id: number;
  const notesOf = (session: Session = admin) => as(session).get<{ notes: Note[] }>(`/admin/applications/${id}/notes`);
  const add = (body: unknown, session: Session = admin) => as(session).send<Note & { detail?: string }>('POST', `/admin/applications/${id}/notes`, body);
  beforeAll(async () => {
    id = await dealId('status=IN_PROGRESS&limit=1');
  });

  it('keeps a plain-text note with its author and time, newest first, and says whose it is', async () => {
    t.clock.advance(1000);
    const first = await add({ body: '  <b>Called</b> the candidate.\r\nDiploma on Monday.  ' });
    expect(first.status).toBe(201);
    expect(first.body).toMatchObject({ body: '<b>Called</b> the candidate.\nDiploma on Monday.', author: { name: 'Alice Admin', role: 'admin' }, mine: true });
    t.clock.advance(1000);
    const second = await add({ body: 'Agent note' }, agent);
    expect(second.status).toBe(201);
    const seenByAgent = (await notesOf(agent)).body.notes;
    expect(seenByAgent.map((note) => [note.body, note.mine])).toEqual([
      ['Agent note', true],
      ['<b>Called</b> the candidate.\nDiploma on Monday.', false],
    ]);
    const kinds = (await timelineOf(id)).body.events.map((event) => event.kind);
    expect(kinds.filter((kind) => kind === 'note-added')).toHaveLength(2);
  });

  it('takes 2 000 characters, refuses 2 001 and an empty note', async () => {
    expect((await add({ body: 'é'.repeat(2000) })).status).toBe(201);
    const tooLong = await add({ body: 'x'.repeat(2001) });
    expect(tooLong.status).toBe(422);
    expect(tooLong.body.detail).toBe('A note holds at most 2000 characters');
    expect((await add({ body: '   ' })).status).toBe(422);
    expect((await add({})).status).toBe(422);
    // Line breaks and tabs only: any other control character is refused at the door.
    expect((await add({ body: 'bell \u0007' })).status).toBe(400);
  });

  it("lets only the author delete a note, and refuses a candidate's token everything", async () => {
    const own = await add({ body: 'To delete' });
    expect((await as(agent).send('DELETE', `/admin/applications/${id}/notes/${own.body.id}`)).status).toBe(403);
    expect((await as(candidate).send('DELETE', `/admin/applications/${id}/notes/${own.body.id}`)).status).toBe(403);
    expect((await as(admin).send('DELETE', `/admin/applications/${id}/notes/${own.body.id}`)).status).toBe(204);
    expect((await as(admin).send('DELETE', `/admin/applications/${id}/notes/${own.body.id}`)).status).toBe(404);
    expect((await notesOf()).body.notes.some((note) => note.id === own.body.id)).toBe(false);
    expect((await notesOf(candidate)).status).toBe(403);
    expect((await add({ body: 'from a candidate' }, candidate)).status).toBe(403);
    expect((await timelineOf(id)).body.events[0]).toMatchObject({ kind: 'note-deleted', details: { note_id: own.body.id } });
  });
});

describe('rejection reasons', () => {
  it('are required to reject, checked against the domain list, and shown to the candidate and to staff', async () => {
    const id = await dealId('status=all&search=docs.submitted%40northbridge.example');
    const reject = (body?: unknown) => as(admin).send<{ detail?: string }>('PATCH', `/admin/applications/${id}/status?status=REJECTED`, body);
    expect(await reject()).toMatchObject({ status: 422, body: { detail: 'At least one reason is required' } });
    expect(await reject({ reasons: [] })).toMatchObject({ status: 422 });
    expect(await reject({ reasons: [{ id: 'bad-mood' }] })).toMatchObject({ status: 422, body: { detail: 'Unknown reason: bad-mood' } });
    expect(await reject({ reasons: [{ id: 'other' }] })).toMatchObject({ status: 422, body: { detail: 'The reason "other" needs a text' } });
    expect(await reject({ reasons: [{ id: 'other', text: 'x'.repeat(201) }] })).toMatchObject({ status: 422 });
    // An agent may not reject at all: a 403, whatever the body says.
    expect((await as(agent).send('PATCH', `/admin/applications/${id}/status?status=REJECTED`, { reasons: [{ id: 'places-filled' }] })).status).toBe(403);
    expect((await reject({ reasons: [{ id: 'quiz-below-level' }, { id: 'other', text: '  Portfolio missing  ' }] })).status).toBe(200);

    const detail = await as(admin).get<{ deal: { rejection_reasons: unknown } }>(`/admin/applications/${id}`);
    expect(detail.body.deal.rejection_reasons).toEqual([{ id: 'quiz-below-level' }, { id: 'other', text: 'Portfolio missing' }]);
    const submitted = await t.signIn('docs.submitted@northbridge.example');
    const [deal] = (await as(submitted).get<{ rejection_reasons: unknown; history: TimelineEvent[] }[]>('/deals/')).body;
    expect(deal?.rejection_reasons).toEqual([{ id: 'quiz-below-level' }, { id: 'other', text: 'Portfolio missing' }]);
    // The candidate's history says the team rejected it, never who.
    expect(deal?.history[0]).toMatchObject({ kind: 'status-changed', actor: { kind: 'staff', name: '' }, details: { to: 'REJECTED', reasons: ['quiz-below-level', 'other'], other_reason: 'Portfolio missing' } });

    // Re-opened, the reasons go.
    expect((await as(admin).send('PATCH', `/admin/applications/${id}/status?status=IN_PROGRESS`)).status).toBe(200);
    expect((await as(admin).get<{ deal: { rejection_reasons: unknown } }>(`/admin/applications/${id}`)).body.deal.rejection_reasons).toBeNull();
    expect((await as(submitted).get<{ rejection_reasons: unknown }[]>('/deals/')).body[0]?.rejection_reasons).toBeNull();
  });
});
