// Blind in its spirit: a reviewer walks every route their token can call, opens every document they can and reads
// every e-mail they are sent, and meets no identity document, no file metadata naming the candidate (their CV's
// /Author and XMP, their phone photo's EXIF), and none of the fields the domain hides from reviewers.
import { hiddenFieldsIn, isIdentityDocumentType } from '@admission/domain';
import { PDFDocument, PDFName } from '@cantoo/pdf-lib';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEFAULT_ANON_KEY } from '../config';
import { storagePath } from '../testing/files';
import { aJpegNaming, aPdfNaming, aPngNaming } from '../testing/files-with-metadata';
import { pdfText } from '../testing/pdf-text';
import { registeredRoutes, startWithStaff, uploadAs, userIdOf, type Session, type TestBackend } from '../testing/test-backend';
import { activeAssignments, aCandidateReady, aJuryProgram, FULL_SCORES, mailsTo, submit, type TestCandidate } from './jury-testing';
import { DEV_PREFIX } from './reviewer-gate';

let t: TestBackend;
let admin: Session;
let candidate: TestCandidate;
let reviewer: Session;
let reviewerEmail: string;
let assignmentId: number;
const uploaded = new Map<number, { readonly type: string; readonly bytes: Buffer }>();

/** The candidate adds a file to a slot as the portal does: stored, then recorded. */
async function upload(slot: { document_type: string; document_index: number }, name: string, bytes: Buffer, contentType: string): Promise<void> {
  const stored = await uploadAs(t, candidate.session, storagePath(await userIdOf(t, candidate.session), slot.document_type, name, t.clock.now()), bytes, contentType);
  expect(stored.status, JSON.stringify(stored.body)).toBe(200);
  const created = await t.call<{ id: number }>('POST', '/documents/create', { token: candidate.session.accessToken, body: { name, ...slot, document_path: stored.path } });
  expect(created.status, JSON.stringify(created.body)).toBe(200);
  uploaded.set(created.body.id, { type: slot.document_type, bytes });
}

beforeAll(async () => {
  ({ t, admin } = await startWithStaff());
  const programId = await aJuryProgram(t, 'MSc Blind Documents');
  candidate = await aCandidateReady(t, programId, { email: 'ottoline.vandersnoot@example.com', firstName: 'Ottoline', lastName: 'Vandersnoot', nationalities: ['NO', 'PE'] });
  await upload({ document_type: 'recommendation_letter', document_index: 1 }, 'letter.pdf', await aPdfNaming(candidate), 'application/pdf');
  await upload({ document_type: 'language_certificate', document_index: 1 }, 'toefl.jpg', await aJpegNaming(candidate), 'image/jpeg');
  await upload({ document_type: 'identity_document', document_index: 2 }, 'passport-back.png', await aPngNaming(candidate), 'image/png');
  await submit(t, candidate);
  const [first] = await activeAssignments(t, admin, candidate.dealId);
  if (first === undefined) throw new Error('the submission assigned nobody');
  assignmentId = first.id;
  reviewerEmail = first.email;
  reviewer = await t.signIn(first.email);
}, 60_000);
afterAll(() => t.close());

/** The words that name or describe the candidate, as text of any encoding a file may hold it in. */
function tracesIn(bytes: Buffer): string[] {
  const words = [candidate.firstName, candidate.lastName, candidate.email, 'Norway', 'Peru', 'Norvège', 'Pérou'];
  const texts = [bytes.toString('latin1'), bytes.toString('utf8'), bytes.swap16 === undefined ? '' : Buffer.from(bytes.subarray(0, bytes.length - (bytes.length % 2))).swap16().toString('utf16le'), bytes.toString('utf16le')];
  const hex = bytes.toString('latin1').toLowerCase();
  return words.filter((word) => texts.some((text) => text.toLowerCase().includes(word.toLowerCase())) || hex.includes(Buffer.from(word, 'utf16le').swap16().toString('hex')));
}

/** The fields the domain hides from reviewers, and the candidate's nationality codes as JSON values. */
const hiddenIn = (json: string): string[] => [...hiddenFieldsIn(JSON.parse(json)), ...['"NO"', '"PE"'].filter((code) => json.includes(code))];

const asReviewer = (path: string, method = 'GET', body?: string) =>
  fetch(`${t.url}${path}`, {
    method,
    redirect: 'manual',
    headers: { authorization: `Bearer ${reviewer.accessToken}`, apikey: DEFAULT_ANON_KEY, ...(body === undefined ? {} : { 'content-type': 'application/json' }) },
    ...(body === undefined ? {} : { body }),
  });

interface ReviewPage {
  readonly documents: { readonly id: number; readonly document_type: string; readonly content_type: string }[];
}

describe('what a reviewer receives', () => {
  it("holds no identity document, no hidden field and no trace of the candidate, on every route their token can call", async () => {
    const routes = (await registeredRoutes(t)).filter((route) => !(route.url === DEV_PREFIX || route.url.startsWith(`${DEV_PREFIX}/`)) && !route.url.endsWith('/logout'));
    const ids: Record<string, string> = { assignmentId: String(assignmentId), dealId: String(candidate.dealId), documentId: String([...uploaded.keys()][0]), id: '1' };
    const answered: string[] = [];
    for (const route of routes) {
      const path = route.url
        .split('/')
        .map((segment) => (segment.startsWith(':') ? (ids[segment.slice(1)] ?? '1') : segment === '*' ? `candidate-documents/documents/${candidate.id}/cv/cv_1.pdf` : segment))
        .join('/');
      const response = await asReviewer(path, route.method, ['POST', 'PUT', 'PATCH'].includes(route.method) ? '{}' : undefined);
      const body = Buffer.from(await response.arrayBuffer());
      const where = `${route.method} ${route.url} (${response.status})`;
      expect(tracesIn(body), where).toEqual([]);
      // Their own account's answers name them, and the server's banner is its name: no candidate's field in either.
      const ownAccount = route.url === '/' || route.url === '/users/me' || route.url === '/test/all_me' || route.url.startsWith('/auth/');
      if ((response.headers.get('content-type') ?? '').includes('json') && !ownAccount) expect(hiddenIn(body.toString('utf8')), where).toEqual([]);
      if (response.status < 300) answered.push(`${route.method} ${route.url}`);
    }
    expect(answered).toEqual(expect.arrayContaining(['GET /reviews', 'GET /reviews/:assignmentId']));
  });

  it('lists no identity document on the review page, and answers one exactly as a document of no application of theirs', async () => {
    const page = (await t.call<ReviewPage>('GET', `/reviews/${assignmentId}`, { token: reviewer.accessToken })).body;
    expect(page.documents.map((document) => document.document_type).filter(isIdentityDocumentType)).toEqual([]);
    expect(page.documents.map((document) => document.document_type)).toEqual(expect.arrayContaining(['cv', 'transcripts', 'recommendation_letter', 'language_certificate']));
    const candidates = (await t.call<{ documents: { id: number; document_type: string }[] }>('GET', '/documents/', { token: candidate.session.accessToken })).body.documents;
    const identity = candidates.filter((document) => isIdentityDocumentType(document.document_type));
    expect(identity.map((document) => document.document_type).sort()).toEqual(['identity_document', 'identity_document', 'photo']);
    const foreign = await asReviewer(`/reviews/${assignmentId}/documents/999999/content`);
    const foreignBody = await foreign.text();
    for (const document of identity) {
      const hidden = await asReviewer(`/reviews/${assignmentId}/documents/${document.id}/content`);
      expect({ status: hidden.status, type: hidden.headers.get('content-type'), body: await hidden.text() }, document.document_type).toEqual({
        status: foreign.status,
        type: foreign.headers.get('content-type'),
        body: foreignBody,
      });
    }
    expect(foreign.status).toBe(403);
  });

  it('opens every document it lists without metadata naming the candidate, its page and pixels as uploaded', async () => {
    const page = (await t.call<ReviewPage>('GET', `/reviews/${assignmentId}`, { token: reviewer.accessToken })).body;
    for (const document of page.documents) {
      const response = await asReviewer(`/reviews/${assignmentId}/documents/${document.id}/content`);
      expect(response.status, document.document_type).toBe(200);
      const bytes = Buffer.from(await response.arrayBuffer());
      expect(tracesIn(bytes), `${document.document_type} ${document.content_type}`).toEqual([]);
      const original = uploaded.get(document.id);
      if (document.content_type === 'application/pdf') {
        const pdf = await PDFDocument.load(bytes, { updateMetadata: false });
        expect([pdf.getAuthor(), pdf.getTitle(), pdf.getSubject(), pdf.getKeywords(), pdf.getCreator(), pdf.getProducer()], document.document_type).toEqual([undefined, undefined, undefined, undefined, undefined, undefined]);
        expect(pdf.catalog.get(PDFName.of('Metadata'))).toBeUndefined();
        if (original !== undefined) expect(await pdfText(bytes)).toBe(await pdfText(original.bytes));
      }
      if (document.content_type === 'image/jpeg' && original !== undefined) {
        const received = await sharp(bytes).metadata();
        expect({ xmp: received.xmp, comments: received.comments, orientation: received.orientation }).toEqual({ xmp: undefined, comments: undefined, orientation: 6 });
        // The same pixels, turned the same way: what a browser draws is what the candidate uploaded.
        const [drawn, uploadedPixels] = await Promise.all([sharp(bytes).rotate().raw().toBuffer(), sharp(original.bytes).rotate().raw().toBuffer()]);
        expect(drawn.equals(uploadedPixels)).toBe(true);
      }
    }
    expect(page.documents.map((document) => document.content_type)).toEqual(expect.arrayContaining(['application/pdf', 'image/jpeg']));
  });

  it('reads no trace of the candidate in any e-mail it is sent: the digest, and a review re-opened', async () => {
    // The reviewer submits, an admin re-opens it: the reviewer is told, by e-mail too.
    const page = (await t.call<{ draft: { version: number } | null }>('GET', `/reviews/${assignmentId}`, { token: reviewer.accessToken })).body;
    const review = { scores: FULL_SCORES, recommendation: 'admit', comment: '', version: page.draft?.version ?? 0 };
    expect((await t.call('POST', `/reviews/${assignmentId}/submit`, { token: reviewer.accessToken, body: review })).status).toBe(200);
    const reopened = await t.call('POST', `/admin/applications/${candidate.dealId}/reviews/${assignmentId}/reopen`, { token: admin.accessToken, body: { reason: 'Score the interview.\nThen submit again.' } });
    expect(reopened.status).toBe(204);
    // The review page that now says who re-opened it, when and why holds nothing of the candidate either.
    const again = await (await asReviewer(`/reviews/${assignmentId}`)).text();
    expect(JSON.parse(again)).toMatchObject({ state: 'draft', reopened: { reason: 'Score the interview.\nThen submit again.' } });
    expect([...hiddenIn(again), ...tracesIn(Buffer.from(again, 'utf8'))]).toEqual([]);
    const mails = await mailsTo(t, reviewerEmail);
    expect(mails.some((mail) => mail.code === '')).toBe(true);
    expect(mails.filter((mail) => mail.html.includes(`/reviews/${assignmentId}"`) && mail.html.includes('Then submit again.'))).toHaveLength(1);
    for (const mail of mails) expect(tracesIn(Buffer.from(`${mail.subject}\n${mail.text}\n${mail.html}`, 'utf8')), mail.subject).toEqual([]);
  });
});

describe('staff and the candidate', () => {
  it('still get each file as it was uploaded, metadata and all', async () => {
    for (const [id, file] of uploaded) {
      const staff = await fetch(`${t.url}/admin/applications/${candidate.dealId}/documents/${id}/download?access_token=${admin.accessToken}`);
      expect(Buffer.from(await staff.arrayBuffer()).equals(file.bytes), `staff: ${file.type}`).toBe(true);
      const link = await t.call<{ download_url: string }>('GET', `/documents/${id}/download`, { token: candidate.session.accessToken });
      const mine = await fetch(link.body.download_url);
      expect(Buffer.from(await mine.arrayBuffer()).equals(file.bytes), `candidate: ${file.type}`).toBe(true);
    }
  });
});

interface SettingsView {
  readonly program_id: number;
  readonly reviews_per_application: number;
  readonly due_days: number;
  readonly disagreement_threshold: number;
  readonly reviewers: { readonly id: string }[];
  readonly reviewer_document_types: string[];
  readonly document_types: { readonly document_type: string; readonly label: string; readonly identity: boolean }[];
}

describe('the documents a jury sees, an admin’s choice', () => {
  it('offers every type, identity documents marked, and refuses a choice holding one with its own code', async () => {
    const page = await t.call<{ program_name: string }>('GET', `/reviews/${assignmentId}`, { token: reviewer.accessToken });
    const programs = await t.call<{ id: number; name: string }[]>('GET', '/admin/programs', { token: admin.accessToken });
    const path = `/admin/programs/${programs.body.find((program) => program.name === page.body.program_name)?.id ?? 0}/review-settings`;
    const settings = (await t.call<SettingsView>('GET', path, { token: admin.accessToken })).body;
    expect(settings.reviewer_document_types).toEqual(['transcripts', 'cv', 'recommendation_letter', 'language_certificate']);
    expect(settings.document_types.filter((type) => type.identity).map((type) => type.label)).toEqual(['Passport or ID card', 'ID photo']);
    const body = (types: string[]) => ({
      reviews_per_application: settings.reviews_per_application,
      due_days: settings.due_days,
      disagreement_threshold: settings.disagreement_threshold,
      reviewer_ids: settings.reviewers.map((person) => person.id),
      reviewer_document_types: types,
    });
    for (const identity of ['identity_document', 'photo']) {
      const refused = await t.call('PUT', path, { token: admin.accessToken, body: body(['cv', identity]) });
      expect(refused, identity).toMatchObject({ status: 422, body: { detail: { code: 'IDENTITY_DOCUMENT_NOT_FOR_REVIEWERS', document_types: [identity] } } });
    }
    expect(await t.call('PUT', path, { token: admin.accessToken, body: body(['cv', 'diploma']) })).toMatchObject({ status: 422, body: { detail: { code: 'DOCUMENT_TYPE_UNKNOWN', document_types: ['diploma'] } } });
    // Refused, nothing changed.
    expect((await t.call<SettingsView>('GET', path, { token: admin.accessToken })).body.reviewer_document_types).toEqual(settings.reviewer_document_types);

    const saved = await t.call<SettingsView>('PUT', path, { token: admin.accessToken, body: body(['cv', 'language_certificate']) });
    expect(saved.status).toBe(200);
    expect(saved.body.reviewer_document_types).toEqual(['cv', 'language_certificate']);

    // The reviewer sees those, says so, and opens nothing else: a transcript answers as a foreign document.
    const review = (await t.call<ReviewPage & { documents_seen: { document_type: string; label: string }[] }>('GET', `/reviews/${assignmentId}`, { token: reviewer.accessToken })).body;
    expect(review.documents_seen).toEqual([
      { document_type: 'cv', label: 'Curriculum vitae' },
      { document_type: 'language_certificate', label: 'Language certificate' },
    ]);
    expect([...new Set(review.documents.map((document) => document.document_type))]).toEqual(['cv', 'language_certificate']);
    const candidates = (await t.call<{ documents: { id: number; document_type: string }[] }>('GET', '/documents/', { token: candidate.session.accessToken })).body.documents;
    const transcript = candidates.find((document) => document.document_type === 'transcripts');
    const hidden = await asReviewer(`/reviews/${assignmentId}/documents/${transcript?.id ?? 0}/content`);
    const foreign = await asReviewer(`/reviews/${assignmentId}/documents/999999/content`);
    expect({ status: hidden.status, body: await hidden.text() }).toEqual({ status: foreign.status, body: await foreign.text() });
  });
});
