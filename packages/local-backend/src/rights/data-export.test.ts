// "Download my data" over HTTP: the archive holds the caller's account, applications, answers, quiz,
// payments, history and every document they uploaded under its own name, and nothing of anyone else's.
import { unzipSync, strFromU8 } from 'fflate';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEFAULT_ANON_KEY } from '../config';
import { applicationIdOf, startTestBackend, uploadDocument, userIdOf, type Session, type TestBackend } from '../testing/test-backend';

let t: TestBackend;
let docs: Session;
let quizDone: Session;
let other: Session;
beforeAll(async () => {
  t = await startTestBackend();
  [docs, quizDone, other] = await Promise.all([
    t.signIn('docs.incomplete@northbridge.example'),
    t.signIn('quiz.done@northbridge.example'),
    t.signIn('soumis.fr@lumiere.example'),
  ]);
});
afterAll(() => t.close());

async function download(session: Session | null) {
  const response = await fetch(`${t.url}/users/me/data-export`, {
    headers: { apikey: DEFAULT_ANON_KEY, ...(session === null ? {} : { authorization: `Bearer ${session.accessToken}` }) },
  });
  return { response, bytes: new Uint8Array(await response.arrayBuffer()) };
}

const json = (files: Record<string, Uint8Array>, name: string): unknown => {
  const file = files[name];
  if (file === undefined) throw new Error(`${name} is not in the archive (${Object.keys(files).join(', ')})`);
  return JSON.parse(strFromU8(file));
};

const summaryOf = (files: Record<string, Uint8Array>): string => {
  const page = files['summary.html'];
  if (page === undefined) throw new Error(`summary.html is not in the archive (${Object.keys(files).join(', ')})`);
  return strFromU8(page);
};
const text = (html: string): string => html.replace(/<[^>]+>/g, '').replace(/&nbsp;/g, '\u00a0').replace(/&#39;/g, "'").replace(/[^\S\u00a0]+/g, ' ').trim();
const heading = (html: string, level: number): string[] => [...html.matchAll(new RegExp(`<h${level}[^>]*>([\\s\\S]*?)</h${level}>`, 'g'))].map((match) => text(match[1] ?? ''));
const cells = (html: string): string[] => [...html.matchAll(/<t[dh](?:\s[^>]*)?>([\s\S]*?)<\/t[dh]>/g)].map((match) => text(match[1] ?? ''));

describe('downloading my data', () => {
  it('streams a zip of the account, applications, answers, payments, history and the documents with their names', async () => {
    // Two documents whose names meet (ignoring case) in two slots: both come, the second as cv-2.pdf.
    await uploadDocument(t, docs, { document_type: 'recommendation_letter', document_index: 1 }, 'CV.pdf');
    await uploadDocument(t, docs, { document_type: 'recommendation_letter', document_index: 2 }, 'cv.pdf');
    const { response, bytes } = await download(docs);
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('application/zip');
    expect(response.headers.get('content-disposition')).toMatch(/^attachment; filename="my-data-\d{4}-\d{2}-\d{2}\.zip"$/);
    expect(response.headers.get('cache-control')).toBe('no-store');

    const files = unzipSync(bytes);
    const names = Object.keys(files);
    expect(names).toEqual(expect.arrayContaining(['profile.json', 'applications.json', 'nationalities-and-disability.json', 'payments.json', 'history.json']));
    expect(json(files, 'profile.json')).toMatchObject({ email: 'docs.incomplete@northbridge.example', id: await userIdOf(t, docs) });
    const applications = json(files, 'applications.json') as { id: number; deal_status: string; program: { name: string } }[];
    const own = (await t.call<{ id: number }[]>('GET', '/deals/', { token: docs.accessToken })).body.map((deal) => deal.id);
    expect(applications.map((application) => application.id)).toEqual(own);
    expect(json(files, 'nationalities-and-disability.json')).toHaveProperty('nationalities');
    expect((json(files, 'payments.json') as { invoices: unknown[] }).invoices.length).toBeGreaterThan(0);

    const documentFiles = names.filter((name) => name.startsWith('documents/'));
    expect(documentFiles).toEqual(expect.arrayContaining(['documents/CV.pdf', 'documents/cv-2.pdf']));
    // Byte for byte what storage holds for it.
    const stored = (await t.call<{ documents: { name: string; document_path: string }[] }>('GET', '/documents/', { token: docs.accessToken })).body.documents;
    const cv = stored.find((document) => document.name === 'CV.pdf');
    if (cv === undefined) throw new Error('CV.pdf was not recorded');
    expect(Buffer.from(files['documents/CV.pdf'] ?? [])).toEqual(await t.backend.context.files.read(t.backend.context.config.bucket, cv.document_path));
    // No quiz taken: no quiz.json.
    expect(names).not.toContain('quiz.json');
  });

  it('holds a finished quiz with each answer and its outcome', async () => {
    const files = unzipSync((await download(quizDone)).bytes);
    const quiz = json(files, 'quiz.json') as { finished_at: string | null; outcome: number | null; questions: { question: string; is_correct?: boolean }[] };
    expect(quiz.finished_at).not.toBeNull();
    expect(quiz.outcome).not.toBeNull();
    expect(quiz.questions.length).toBeGreaterThan(0);
    expect(quiz.questions.every((question) => typeof question.is_correct === 'boolean')).toBe(true);
  });

  it('never holds another candidate’s data', async () => {
    const otherId = await userIdOf(t, other);
    const otherDocuments = (await t.call<{ documents: { name: string; document_path: string }[] }>('GET', '/documents/', { token: other.accessToken })).body.documents;
    expect(otherDocuments.length).toBeGreaterThan(0);
    const otherDeals = (await t.call<{ id: number }[]>('GET', '/deals/', { token: other.accessToken })).body;
    const files = unzipSync((await download(docs)).bytes);
    const everything = Object.values(files).map((file) => strFromU8(file, true)).join('\n');
    expect(everything).not.toContain(otherId);
    expect(everything).not.toContain('soumis.fr@lumiere.example');
    for (const document of otherDocuments) expect(everything).not.toContain(document.document_path);
    const applications = json(files, 'applications.json') as { id: number }[];
    expect(applications.some((application) => otherDeals.some((deal) => deal.id === application.id))).toBe(false);
  });

  it('never reveals a staff note, nor that one was written or deleted, in the archive or on the candidate’s own reads', async () => {
    const admin = await t.signIn('admin@northbridge.example');
    // Something of the candidate's own on the timeline, beside the notes.
    await uploadDocument(t, quizDone, { document_type: 'recommendation_letter', document_index: 1 }, 'letter.pdf');
    const dealId = await applicationIdOf(t, admin, 'quiz.done@northbridge.example');
    const notes = `/admin/applications/${dealId}/notes`;
    const kept = await t.call<{ id: number }>('POST', notes, { token: admin.accessToken, body: { body: 'Private: call the referee first' } });
    const removed = await t.call<{ id: number }>('POST', notes, { token: admin.accessToken, body: { body: 'Private: to delete' } });
    expect([kept.status, removed.status]).toEqual([201, 201]);
    expect((await t.call('DELETE', `${notes}/${removed.body.id}`, { token: admin.accessToken })).status).toBe(204);
    // Staff see both entries on the timeline...
    const timeline = (await t.call<{ events: { kind: string }[] }>('GET', `/admin/applications/${dealId}/timeline`, { token: admin.accessToken })).body.events;
    expect(timeline.map((event) => event.kind)).toEqual(expect.arrayContaining(['note-added', 'note-deleted']));

    // ...the candidate nothing of them, in any file of the archive or in what the portal reads.
    const files = unzipSync((await download(quizDone)).bytes);
    const history = json(files, 'history.json') as { kind: string; details: Record<string, unknown> }[];
    expect(history.length).toBeGreaterThan(0);
    expect(history.filter((entry) => entry.kind.startsWith('note'))).toEqual([]);
    expect(history.filter((entry) => 'note_id' in entry.details)).toEqual([]);
    const deals = await t.call<unknown>('GET', '/deals/', { token: quizDone.accessToken });
    for (const text of [...Object.values(files).map((file) => strFromU8(file, true)), JSON.stringify(deals.body)]) {
      expect(text).not.toMatch(/note[-_]/i);
      expect(text).not.toContain('Private:');
    }
  });

  it('holds a readable page in English beside the JSON files: the account, each application in words, answers, documents, emails, dates as the portal writes them', async () => {
    const rejected = await t.signIn('rejected@northbridge.example');
    const files = unzipSync((await download(rejected)).bytes);
    const page = summaryOf(files);
    expect(page).toMatch(/^<!doctype html>\n<html lang="en">/);
    expect(page).not.toMatch(/<script|\bon\w+=/i);
    expect(heading(page, 1)).toEqual(['Your data at Northbridge Business School']);
    expect(heading(page, 2)).toEqual(['Who you are to the school', 'Your applications', 'Your answers', 'Your documents', 'Your payments', 'The emails we sent you', 'The files in this folder']);
    expect(cells(page)).toEqual(expect.arrayContaining(['Rex Rejected', 'rejected@northbridge.example', 'Not accepted', 'Australia', 'No', 'Academic transcripts (no. 1)', 'Paid']));
    // The rejection's reason in words, with what to do next.
    expect(page).toContain('Prerequisites not met: ');
    // Every day as the portal writes one in English, never as a raw instant or code.
    expect(cells(page).filter((cell) => /^[A-Z][a-z]+ \d{1,2}, \d{4}$/.test(cell)).length).toBeGreaterThan(4);
    expect(page).not.toMatch(/\d{4}-\d{2}-\d{2}T|REJECTED|prerequisites-not-met|transcripts_1\b(?!\.pdf)/);
    // The seeded decision's email, by its subject.
    expect(page).toContain('Northbridge Business School: the decision on your application');
    // Each JSON file of the archive is named on the page with what it holds.
    for (const name of Object.keys(files).filter((file) => file.endsWith('.json'))) expect(cells(page)).toContain(name);
    expect(cells(page)).toContain('documents/');
  });

  it('writes the page in French for a French candidate, with French days and typography', async () => {
    const files = unzipSync((await download(other)).bytes);
    const page = summaryOf(files);
    expect(page).toContain('<html lang="fr">');
    expect(heading(page, 1)).toEqual(["Vos données à l'École Lumière"]);
    expect(heading(page, 2)).toContain('Les e-mails que nous vous avons envoyés');
    expect(cells(page)).toEqual(expect.arrayContaining(['Transmise\u00a0: le service des admissions l’étudie', 'Non', 'Payé', 'Votre compte']));
    expect(page).toMatch(/Transmise le<\/th><td>\d{1,2} [a-zéû]+ \d{4}</u);
    expect(page).not.toMatch(/[A-Z][a-z]+ \d{1,2}, \d{4}|COMPLETE|Submitted/);
  });

  it('is refused without a valid token, and to a staff member there is nothing of a candidate to give', async () => {
    // As every product route: no Authorization header is a 422, a bad token a 401.
    expect((await download(null)).response.status).toBe(422);
    expect((await download({ accessToken: 'not.a.token', refreshToken: '' })).response.status).toBe(401);
    const admin = await t.signIn('admin@northbridge.example');
    const files = unzipSync((await download(admin)).bytes);
    expect(Object.keys(files).filter((name) => name.startsWith('documents/'))).toEqual([]);
    expect(json(files, 'applications.json')).toEqual([]);
  });
});
