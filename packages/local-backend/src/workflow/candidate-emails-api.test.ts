// The emails to candidates over HTTP: a decision, a re-opening and a document sent back reach the candidate in
// their brand and language, from the templates in emails/, each on the timeline as sent by the system; the
// documents reminder goes once, 7 days after the last activity, never twice for the same gap.
import type { TimelineEvent } from '@admission/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { deals } from '../db/schema';
import { portalLinksOf } from '../testing/portal-links';
import { applicationIdOf, startTestBackend, uploadDocument, type Session, type TestBackend } from '../testing/test-backend';
import { loadCandidateTemplates, renderCandidateEmail } from './candidate-templates';

interface Mail {
  to: string;
  subject: string;
  html: string;
  text: string;
  link: string;
  code: string;
  sent_at: string;
}

const DAY = 24 * 60 * 60 * 1000;

let t: TestBackend;
let admin: Session;
beforeAll(async () => {
  t = await startTestBackend();
  admin = await t.signIn('admin@northbridge.example');
});
afterAll(() => t.close());

const call = <T>(session: Session, method: string, path: string, body?: unknown) => t.call<T>(method, path, { token: session.accessToken, body });
const mailsTo = async (email: string) => (await t.call<Mail[]>('GET', `/__dev/outbox?to=${encodeURIComponent(email)}`)).body;
/** The workflow's emails to an address (sign-in emails carry a code), newest first. */
const workflowMailsTo = async (email: string) => (await mailsTo(email)).filter((mail) => mail.code === '');

const applicationOf = (email: string) => applicationIdOf(t, admin, email);
const timeline = async (id: number) => (await call<{ events: TimelineEvent[] }>(admin, 'GET', `/admin/applications/${id}/timeline`)).body.events;
const setStatus = (id: number, status: string, body?: unknown) => call(admin, 'PATCH', `/admin/applications/${id}/status?status=${status}`, body);
const runReminders = (now: number, email?: string) =>
  t.call<{ now: string; sent: { deal_id: number; to: string }[] }>('POST', '/__dev/jobs/reminders', { body: { now: new Date(now).toISOString(), ...(email === undefined ? {} : { email }) } });

describe('emails on a decision, a re-opening and a document sent back', () => {
  it('ADMISSIBLE: in English for the first brand, with the interview link, on the timeline as sent by the system', async () => {
    const id = await applicationOf('docs.submitted@northbridge.example');
    expect((await setStatus(id, 'ADMISSIBLE')).status).toBe(200);
    const [mail] = await workflowMailsTo('docs.submitted@northbridge.example');
    expect(mail?.subject).toBe('Northbridge Business School: your application is admissible');
    expect(mail?.html).toContain('<html lang="en">');
    expect(mail?.text).toContain('Hello Sam,');
    expect(mail?.text).toContain('Book my interview: https://apply.northbridge.example/interview');
    expect(mail?.text).toContain('Open my applicant portal: http://localhost:5173');
    expect(mail?.text).toContain('admissions@northbridge.example');
    const [newest, before] = await timeline(id);
    expect(newest).toMatchObject({ kind: 'email-sent', actor: { kind: 'system' }, details: { template: 'admissible', subject: mail?.subject } });
    expect(before).toMatchObject({ kind: 'status-changed', details: { from: 'COMPLETE', to: 'ADMISSIBLE' } });
  });

  it('REJECTED: in French for the second brand, each reason with what to do next, "other" with its text', async () => {
    const id = await applicationOf('soumis.fr@lumiere.example');
    const reasons = [{ id: 'places-filled' }, { id: 'other', text: 'Dossier reçu <après> la date' }];
    expect((await setStatus(id, 'REJECTED', { reasons })).status).toBe(200);
    const [mail] = await workflowMailsTo('soumis.fr@lumiere.example');
    expect(mail?.subject).toBe('École Lumière\u00a0: la décision sur votre candidature');
    expect(mail?.html).toContain('<html lang="fr">');
    expect(mail?.text).toContain('Bonjour Étienne,');
    expect(mail?.text).toContain('Toutes les places sont pourvues\u00a0: Vous pouvez postuler pour la prochaine rentrée');
    // Staff's text is escaped in the HTML, as every value is.
    expect(mail?.html).toContain('Dossier reçu &lt;après&gt; la date');
    expect(mail?.text).toContain('admissions@lumiere.example');
    expect((await timeline(id))[0]).toMatchObject({ kind: 'email-sent', details: { template: 'rejected' } });
  });

  it('re-opened after submission: one email; a change the candidate made themselves sends none', async () => {
    const id = await applicationOf('rejected@northbridge.example');
    const before = (await workflowMailsTo('rejected@northbridge.example')).length;
    expect((await setStatus(id, 'IN_PROGRESS')).status).toBe(200);
    const mails = await workflowMailsTo('rejected@northbridge.example');
    expect(mails).toHaveLength(before + 1);
    expect(mails[0]?.subject).toBe('Northbridge Business School: your application is open again');
    // A re-opening of an application still being gathered (IN_PROGRESS to IN_PROGRESS) sends nothing.
    expect((await setStatus(id, 'IN_PROGRESS')).status).toBe(200);
    expect(await workflowMailsTo('rejected@northbridge.example')).toHaveLength(before + 1);
  });

  it('a document sent back: its slot, its file and the reason, in the candidate’s language; accepting sends nothing', async () => {
    const id = await applicationOf('admissible@northbridge.example');
    const { documents } = (await call<{ documents: { id: number; name: string; document_type: string }[] }>(admin, 'GET', `/admin/applications/${id}/documents`)).body;
    const [document, other] = documents;
    if (document === undefined || other === undefined) throw new Error('two documents expected');
    expect((await call(admin, 'PUT', `/admin/applications/${id}/documents/${other.id}/review`, { state: 'accepted' })).status).toBe(200);
    expect(await workflowMailsTo('admissible@northbridge.example')).toHaveLength(0);
    expect((await call(admin, 'PUT', `/admin/applications/${id}/documents/${document.id}/review`, { state: 'needs-new-file', reason: { id: 'unreadable' } })).status).toBe(200);
    const [mail] = await workflowMailsTo('admissible@northbridge.example');
    expect(mail?.subject).toBe('Northbridge Business School: a document needs a new file');
    expect(mail?.text).toContain(`(${document.name})`);
    expect(mail?.text).toContain('Reason: The file cannot be read. Upload a sharper scan or photo, with every page.');
    expect((await timeline(id))[0]).toMatchObject({ kind: 'email-sent', actor: { kind: 'system' }, details: { template: 'document-needs-new-file' } });
  });
});

describe('the documents reminder job', () => {
  it('sends one reminder on day 7 after the last activity, none on day 8, and one again after new activity', async () => {
    const email = 'docs.incomplete@northbridge.example';
    const candidate = await t.signIn(email);
    const id = await applicationOf(email);
    // An upload, a minute after the seed, is the last activity.
    t.clock.advance(60_000);
    await uploadDocument(t, candidate, { document_type: 'cv', document_index: 1 }, 'cv.pdf');
    const last = t.clock.now();

    expect((await runReminders(last + 6 * DAY, email)).body.sent).toEqual([]);
    expect((await runReminders(last + 7 * DAY - 1, email)).body.sent).toEqual([]);
    expect((await runReminders(last + 7 * DAY, email)).body.sent).toEqual([{ deal_id: id, to: email }]);
    expect((await runReminders(last + 8 * DAY, email)).body.sent).toEqual([]);
    expect((await runReminders(last + 30 * DAY, email)).body.sent).toEqual([]);

    const reminders = (await workflowMailsTo(email)).filter((mail) => mail.subject.includes('still needs documents'));
    expect(reminders).toHaveLength(1);
    expect(reminders[0]?.sent_at).toBe(new Date(last + 7 * DAY).toISOString());
    // It names what is missing, in the candidate's language (the requirements' own labels).
    expect(reminders[0]?.text).toMatch(/still waiting for these documents:\s+Academic transcripts/);
    const events = await timeline(id);
    // One more than the seeded reminder of the weeks before.
    expect(events.filter((event) => event.kind === 'email-sent' && Date.parse(event.at) > last).map((event) => [event.details.template, event.actor.kind])).toEqual([['documents-reminder', 'system']]);

    // New activity on day 9 opens a new gap: its reminder is due on day 16, once.
    t.clock.advance(9 * DAY);
    const later = await t.signIn(email);
    const cv = (await call<{ documents: { id: number; name: string }[] }>(later, 'GET', '/documents/')).body.documents.find((doc) => doc.name === 'cv.pdf');
    expect(cv).toBeDefined();
    expect((await call(later, 'DELETE', `/documents/${cv?.id ?? 0}`)).status).toBe(204);
    const secondGap = t.clock.now();
    expect((await runReminders(secondGap + 7 * DAY - 1, email)).body.sent).toEqual([]);
    expect((await runReminders(secondGap + 7 * DAY, email)).body.sent).toHaveLength(1);
    expect((await runReminders(secondGap + 8 * DAY, email)).body.sent).toEqual([]);
    expect((await workflowMailsTo(email)).filter((mail) => mail.subject.includes('still needs documents'))).toHaveLength(2);
  });

  it('in French for the second brand; never for a submitted, complete or decided application; two runs at once send one', async () => {
    const far = t.clock.now() + 60 * DAY;
    // The seed's history counts as reminded: with no new activity, nothing is due, however late.
    expect((await runReminders(far)).body.sent).toEqual([]);
    // As if nobody had been reminded yet: every application still gathering documents is due.
    await t.backend.context.db.update(deals).set({ remindedForActivityAt: null });
    const [first, second] = await Promise.all([runReminders(far), runReminders(far)]);
    const sent = [...(first?.body.sent ?? []), ...(second?.body.sent ?? [])];
    const addresses = sent.map((item) => item.to);
    // Each application once, across both runs.
    expect(new Set(sent.map((item) => item.deal_id)).size).toBe(sent.length);
    expect(addresses).toContain('documents.fr@lumiere.example');
    for (const never of ['docs.complete@northbridge.example', 'docs.submitted@northbridge.example', 'soumis.fr@lumiere.example', 'admissible@northbridge.example', 'admin@northbridge.example']) {
      expect(addresses).not.toContain(never);
    }
    const [french] = (await workflowMailsTo('documents.fr@lumiere.example')).filter((mail) => mail.subject.startsWith('École Lumière\u00a0: il manque'));
    expect(french?.text).toContain('Bonjour Camille,');
    expect(french?.text).toContain('Ouvrir mon espace candidat\u00a0: http://lumiere.localhost:5173');
    // The same day again: nothing new.
    expect((await runReminders(far)).body.sent).toEqual([]);
  });

  it('the dev route checks its input', async () => {
    expect((await t.call('POST', '/__dev/jobs/reminders', { body: { now: 'next tuesday' } })).status).toBe(422);
    expect((await t.call('POST', '/__dev/jobs/reminders', { body: { now: '2026-02-10T25:00:00Z' } })).status).toBe(400);
    expect((await t.call('POST', '/__dev/jobs/reminders', { body: {} })).status).toBe(422);
    expect((await t.call('POST', '/__dev/jobs/reminders', { body: { now: new Date().toISOString(), email: 'nobody@example.com' } })).status).toBe(404);
  });
});

describe('the links of the e-mails', () => {
  it('open a page of the portal: every link of every e-mail this server sent, the applicant portal button in both brands', async () => {
    const sent = (await t.call<{ html: string; link: string; code: string }[]>('GET', '/__dev/outbox')).body;
    const { links, strays } = portalLinksOf(sent, t.backend.context.config);
    expect(links).toContain('http://localhost:5173/');
    expect(links).toContain('http://lumiere.localhost:5173/');
    expect(strays).toEqual([]);
  });
});

describe('the templates in emails/', () => {
  const templates = loadCandidateTemplates();
  const base = { Lang: 'en', School: 'S', Contact: 'c@example.com', FirstName: '<b>Eve</b>', Program: 'P & Q', PortalURL: 'https://portal.example' };

  it('escape every value: a name or a program never becomes markup', () => {
    const { html, subject } = renderCandidateEmail(templates, 'reopened', base);
    expect(subject).toBe('S: your application is open again');
    expect(html).toContain('Hello &lt;b&gt;Eve&lt;/b&gt;,');
    expect(html).toContain('P &amp; Q');
    expect(html).not.toContain('<b>Eve</b>');
  });

  it('give every kind a subject and a body in both languages, inside the layout', () => {
    for (const kind of ['admissible', 'rejected', 'reopened', 'document-needs-new-file', 'documents-reminder'] as const) {
      for (const Lang of ['en', 'fr']) {
        const { html, subject } = renderCandidateEmail(templates, kind, { ...base, Lang, Reasons: [], Missing: [], Reason: { Label: 'x' } });
        expect(subject.length, `${kind} ${Lang}`).toBeGreaterThan(3);
        expect(html).toContain(`<html lang="${Lang}">`);
        expect(html).not.toContain('<!-- content -->');
        expect(html).toContain('https://portal.example');
      }
    }
  });
});
