// The blind review, enforced by the API: a reviewer's token gets nothing that names or describes the candidate from
// any route it can call, every route but the jury's and its own account's answers 403, and an application that is
// not theirs answers exactly as one that does not exist. The seed's own documents name no candidate either.
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEFAULT_ANON_KEY } from '../config';
import { deals, reviewAssignments, users } from '../db/schema';
import { JURY } from '../seed/demo-accounts';
import { stableUuid } from '../seed/ids';
import { pdfText } from '../testing/pdf-text';
import { registeredRoutes, startWithStaff, type RegisteredRoute, type Session, type TestBackend } from '../testing/test-backend';
import { activeAssignments, aCandidateReady, aJuryProgram, NORTHBRIDGE_REVIEWERS, submit, type TestCandidate } from './jury-testing';
import { AUTH_PREFIX, DEV_PREFIX, REVIEWER_REFUSAL, STORAGE_PREFIX } from './reviewer-gate';

let t: TestBackend;
let admin: Session;
let candidate: TestCandidate;
let reviewer: Session;
let assignmentId: number;
let documentId: number;
let programId: number;

beforeAll(async () => {
  ({ t, admin } = await startWithStaff());
  programId = await aJuryProgram(t, 'MSc Blind Review');
  candidate = await aCandidateReady(t, programId, { email: 'zephyrine.quill@example.com', firstName: 'Zephyrine', lastName: 'Quillfeather', nationalities: ['SN', 'KZ'] });
  await submit(t, candidate);
  const [first] = await activeAssignments(t, admin, candidate.dealId);
  if (first === undefined) throw new Error('the submission assigned nobody');
  assignmentId = first.id;
  reviewer = await t.signIn(first.email);
  const documents = await t.call<{ documents: { id: number }[] }>('GET', '/documents/', { token: candidate.session.accessToken });
  documentId = documents.body.documents[0]?.id ?? 0;
});
afterAll(() => t.close());

/** The route's path with each parameter replaced by a value of the fixture (the reviewer's own where it is a review's). */
function pathOf(route: RegisteredRoute): string {
  const values: Record<string, string> = {
    assignmentId: String(assignmentId),
    documentId: String(documentId),
    docId: String(documentId),
    dealId: String(candidate.dealId),
    programId: String(programId),
    id: String(documentId),
    noteId: '1',
    bucketName: 'candidate-documents',
    bucket: 'candidate-documents',
  };
  return route.url
    .split('/')
    .map((segment) => (segment.startsWith(':') ? (values[segment.slice(1)] ?? '1') : segment === '*' ? `documents/${candidate.id}/cv/cv_1.pdf` : segment))
    .join('/');
}

const inside = (url: string, prefix: string): boolean => url === prefix || url.startsWith(`${prefix}/`);
/** The routes a reviewer's token may call: the jury's, the interviews they sit on, and its own account. */
const reviewerMay = (url: string): boolean => inside(url, '/reviews') || inside(url, '/interviews') || url === '/users/me' || url === '/test/all_me';

/** Every trace of the candidate a reviewer must never receive: names, e-mail, nationality codes (as JSON values). */
function leaks(text: string, json: boolean): string[] {
  const lower = text.toLowerCase();
  const found = [candidate.firstName, candidate.lastName, candidate.email].filter((word) => lower.includes(word.toLowerCase()));
  if (json) found.push(...['"SN"', '"KZ"'].filter((code) => text.includes(code)));
  return found;
}

describe("a reviewer's token on every route of the API", () => {
  it('gets none of the candidate from any route, and 403 from every product route but its own', async () => {
    const routes = (await registeredRoutes(t)).filter((route) => !inside(route.url, DEV_PREFIX));
    // Signing out last: every other call still carries a live session.
    const ordered = [...routes.filter((route) => !route.url.endsWith('/logout')), ...routes.filter((route) => route.url.endsWith('/logout'))];
    expect(ordered.some((route) => route.url === '/reviews/:assignmentId')).toBe(true);
    const seen: string[] = [];
    for (const route of ordered) {
      const path = pathOf(route);
      const withBody = ['POST', 'PUT', 'PATCH'].includes(route.method);
      const response = await fetch(`${t.url}${path}`, {
        method: route.method,
        redirect: 'manual',
        headers: { authorization: `Bearer ${reviewer.accessToken}`, apikey: DEFAULT_ANON_KEY, ...(withBody ? { 'content-type': 'application/json' } : {}) },
        ...(withBody ? { body: '{}' } : {}),
      });
      const body = Buffer.from(await response.arrayBuffer());
      const json = (response.headers.get('content-type') ?? '').includes('json');
      const headers = [...response.headers.entries()].map(([name, value]) => `${name}: ${value}`).join('\n');
      const where = `${route.method} ${route.url} (${response.status})`;
      expect(leaks(json ? body.toString('utf8') : body.toString('latin1'), json), `${where} body`).toEqual([]);
      expect(leaks(headers, false), `${where} headers`).toEqual([]);
      const productApi = !inside(route.url, AUTH_PREFIX) && !inside(route.url, STORAGE_PREFIX) && route.url !== '/';
      if (productApi && !reviewerMay(route.url)) expect(response.status, where).toBe(403);
      if (productApi && reviewerMay(route.url)) expect(response.status, `${where}: ${body.toString('utf8').slice(0, 200)}`).toBeLessThan(500);
      seen.push(`${route.method} ${route.url}`);
    }
    // The jury's reads answered in full: the walk saw the review page and the document, not only refusals.
    expect(seen).toEqual(expect.arrayContaining(['GET /reviews', 'GET /reviews/:assignmentId', 'GET /reviews/:assignmentId/documents/:documentId/content']));
  });

  it('reads the review page blind: a pseudonym, the documents by type, never a file name', async () => {
    const fresh = await t.signIn((await activeAssignments(t, admin, candidate.dealId))[0]?.email ?? '');
    const page = await t.call<Record<string, unknown> & { documents: Record<string, unknown>[]; pseudonym: string }>('GET', `/reviews/${assignmentId}`, { token: fresh.accessToken });
    expect(page.status).toBe(200);
    expect(page.body.pseudonym).toMatch(/^[0-9A-HJKMNP-TV-Z]{4}$/);
    expect(Object.keys(page.body.documents[0] ?? {}).sort()).toEqual(['content_type', 'document_index', 'document_label', 'document_type', 'id']);
    const content = await fetch(`${t.url}/reviews/${assignmentId}/documents/${documentId}/content`, { headers: { authorization: `Bearer ${fresh.accessToken}` } });
    expect(content.status).toBe(200);
    expect(content.headers.get('content-disposition')).toBe('inline');
  });

  it('refuses a staff route with the gate’s answer, before the route’s own checks', async () => {
    const fresh = await t.signIn((await activeAssignments(t, admin, candidate.dealId))[0]?.email ?? '');
    const list = await t.call('GET', '/admin/applications?status=all', { token: fresh.accessToken });
    expect(list).toMatchObject({ status: 403, body: { detail: REVIEWER_REFUSAL } });
    // Even a route whose own validation would refuse the request first.
    expect((await t.call('GET', '/admin/applications/not-a-number', { token: fresh.accessToken })).status).toBe(403);
  });
});

describe('an application not assigned to the reviewer', () => {
  it('answers 403 with the same body as an unknown id, for the page, the document, a draft and a conflict', async () => {
    const assigned = await activeAssignments(t, admin, candidate.dealId);
    const outsider = NORTHBRIDGE_REVIEWERS.find((member) => !assigned.some((row) => row.reviewerId === member.id));
    if (outsider === undefined) throw new Error('every reviewer is assigned');
    const session = await t.signIn(outsider.email);
    const asOutsider = (method: string, path: string, body?: unknown) => t.call(method, path, { token: session.accessToken, body });
    const pairs: [string, string, unknown][] = [
      ['GET', '/reviews/{id}', undefined],
      ['GET', `/reviews/{id}/documents/${documentId}/content`, undefined],
      ['PUT', '/reviews/{id}/draft', { scores: {}, recommendation: null, comment: '', version: 0 }],
      ['POST', '/reviews/{id}/submit', { scores: {}, recommendation: null, comment: '', version: 0 }],
      ['POST', '/reviews/{id}/conflict', { reason: 'I know them' }],
    ];
    for (const [method, template, body] of pairs) {
      const notTheirs = await asOutsider(method, template.replace('{id}', String(assignmentId)), body);
      const unknown = await asOutsider(method, template.replace('{id}', '999999'), body);
      expect(notTheirs, `${method} ${template}`).toMatchObject({ status: 403, body: { detail: 'Forbidden' } });
      expect(unknown.body, `${method} ${template}`).toEqual(notTheirs.body);
      expect(unknown.status).toBe(403);
    }
    // Their queue does not list it.
    const queue = await asOutsider('GET', '/reviews');
    expect((queue.body as { assignment_id: number }[]).map((row) => row.assignment_id)).not.toContain(assignmentId);
  });
});

/** A text compared as a PDF may show it: lower case, each character outside printable ASCII as "?" (a font without the letter). */
const folded = (text: string): string => text.toLowerCase().replace(/[^\x20-\x7e]/gu, '?');

/** The person's names and e-mail found in a text. */
const tracesOf = (text: string, person: { readonly firstName: string; readonly lastName: string; readonly email: string }): string[] =>
  [person.firstName, person.lastName, person.email].filter((word) => folded(text).includes(folded(word)));

/** Applications read a reviewer: every seeded file comes from the same code, so a few a queue cover both schools' seeds. */
const APPLICATIONS_A_QUEUE = 4;

describe('the seeded documents a reviewer can open', () => {
  it("name none of the candidates: each reviewer's first applications, every document of each", async () => {
    const { db } = t.backend.context;
    const checked = new Set<number>();
    let pdfs = 0;
    for (const member of JURY) {
      const session = await t.signIn(member.email);
      const people = await db
        .select({ assignmentId: reviewAssignments.id, dealId: deals.id, firstName: users.firstName, lastName: users.lastName, email: users.email })
        .from(reviewAssignments)
        .innerJoin(deals, eq(deals.id, reviewAssignments.dealId))
        .innerJoin(users, eq(users.id, deals.userId))
        .where(eq(reviewAssignments.reviewerId, stableUuid(member.email)));
      const queue = await t.call<{ assignment_id: number }[]>('GET', '/reviews', { token: session.accessToken });
      expect(queue.status, member.email).toBe(200);
      const unread = queue.body.map((row) => ({ assignmentId: row.assignment_id, person: people.find((person) => person.assignmentId === row.assignment_id) }));
      for (const { assignmentId, person } of unread.filter((row) => !checked.has(row.person?.dealId ?? 0)).slice(0, APPLICATIONS_A_QUEUE)) {
        if (person === undefined) throw new Error(`assignment ${assignmentId} of ${member.email} has no candidate`);
        checked.add(person.dealId);
        const page = await t.call<{ documents: { id: number; content_type: string }[] }>('GET', `/reviews/${assignmentId}`, { token: session.accessToken });
        expect(page.body.documents.length, `application ${person.dealId}`).toBeGreaterThan(0);
        for (const document of page.body.documents) {
          const response = await fetch(`${t.url}/reviews/${assignmentId}/documents/${document.id}/content`, { headers: { authorization: `Bearer ${session.accessToken}` } });
          expect(response.status).toBe(200);
          const bytes = Buffer.from(await response.arrayBuffer());
          const where = `${member.email}: document ${document.id} of application ${person.dealId}`;
          expect(tracesOf(`${bytes.toString('latin1')}\n${bytes.toString('utf8')}`, person), where).toEqual([]);
          if (document.content_type === 'application/pdf') {
            pdfs += 1;
            expect(tracesOf(await pdfText(bytes), person), where).toEqual([]);
          }
        }
      }
    }
    // Both schools' queues, and their PDFs read as text: the walk saw the seed's documents, not an empty list.
    expect(checked.size).toBe(JURY.length * APPLICATIONS_A_QUEUE);
    expect(pdfs).toBeGreaterThan(checked.size);
  });
});
