import { describe, expect, it } from 'vitest';
import { MatchersV3, type Matcher } from '@pact-foundation/pact';
import { PROVIDER_STATES as S } from '../pact/provider-states';
import { accessTokenFromState, anySuccess, authenticated, createPact, EXAMPLE_ACCESS_TOKEN, jsonResponse, tokens, isoTimestamp } from '../pact/pact-harness';
import { ApiHttpClient } from './api-http-client';
import { HttpAdminApi } from './http-admin-api';

const { like, eachLike, regex, integer, boolean, decimal } = MatchersV3;
const pact = createPact();
const adminApi = (url: string) => new HttpAdminApi(new ApiHttpClient({ baseUrl: url, tokens: tokens(EXAMPLE_ACCESS_TOKEN) }));
const dealStatus = (example: string) => regex('^(DRAFT|IN_PROGRESS|COMPLETE|ADMISSIBLE|REJECTED)$', example);

const listItem = {
  deal_id: integer(7001),
  first_name: like('Jane'),
  last_name: like('Doe'),
  email: like('jane.doe@example.com'),
  program_name: like('Master in Finance'),
  deal_status: dealStatus('COMPLETE'),
  document_count: integer(3),
  payer_count: integer(1),
  created_at: isoTimestamp('2026-10-01T08:00:00.000Z'),
};
const CSV_HEAD = `\uFEFFApplication,First name,Last name,Email,Phone,Program,Status,Quiz score,Documents,Payers,Applied on\r\n`;
/** The part of Pact's response builder an export answer uses (the package does not export the builder's type). */
interface CsvResponseBuilder {
  headers(headers: Record<string, Matcher<string>>): { body(contentType: string, body: Buffer): unknown };
}
/** An export answer: a dated CSV file with Jane Doe's line. */
const janeDoeCsv = (b: CsvResponseBuilder): void => {
  b.headers({
    'Content-Type': regex('^text/csv; ?charset=utf-8$', 'text/csv; charset=utf-8'),
    'Content-Disposition': regex('^attachment; filename="applications-\\d{4}-\\d{2}-\\d{2}\\.csv"$', 'attachment; filename="applications-2026-10-01.csv"'),
  })
    // Matched as text (the dates and counts vary; Pact's content detection names a CSV text/plain); the header
    // above pins the type the app reads.
    .body('text/plain', Buffer.from(`${CSV_HEAD}7001,Jane,Doe,jane.doe@example.com,'+44 20 7946 0000,MSc Finance,Complete,12.5,5,1,2026-10-01\r\n`));
};
const totalHeader = { 'X-Total-Count': regex('^\\d+$', '1') };

describe('admin API pact', () => {
  it('GET /admin/applications: the dashboard default (skip 0, limit 100, COMPLETE, no search)', () =>
    pact
      .addInteraction()
      .given(S.adminWithApplications.name)
      .uponReceiving('a request for the COMPLETE applications')
      .withRequest('GET', '/admin/applications', (b) => b.headers(authenticated).query({ skip: '0', limit: '100', status: 'COMPLETE' }))
      .willRespondWith(200, (b) => b.headers({ ...jsonResponse, ...totalHeader }).jsonBody(eachLike(listItem)))
      .executeTest(async (server) => {
        const page = await adminApi(server.url).list({ skip: 0, limit: 100, status: 'COMPLETE', search: '  ' });
        expect(page.total).toBe(1);
        expect(page.items[0]).toMatchObject({ deal_id: 7001, first_name: 'Jane', deal_status: 'COMPLETE', document_count: 3, payer_count: 1 });
      }));

  it('GET /admin/applications: a search across all statuses', () =>
    pact
      .addInteraction()
      .given(S.adminWithApplications.name)
      .uponReceiving('a search for Jane Doe in every status')
      .withRequest('GET', '/admin/applications', (b) =>
        b.headers(authenticated).query({ skip: '0', limit: '100', status: 'all', search: 'Jane Doe' }),
      )
      .willRespondWith(200, (b) => b.headers({ ...jsonResponse, ...totalHeader }).jsonBody(eachLike(listItem)))
      .executeTest(async (server) => {
        const page = await adminApi(server.url).list({ skip: 0, limit: 100, status: 'all', search: ' Jane Doe ' });
        expect(page.items[0]?.email).toBe('jane.doe@example.com');
      }));

  it('GET /admin/applications/{id}', () =>
    pact
      .addInteraction()
      .given(S.adminWithCompleteApplication.name)
      .uponReceiving('a request for the details of application 7001')
      .withRequest('GET', '/admin/applications/7001', (b) => b.headers(authenticated))
      .willRespondWith(200, (b) =>
        b.headers(jsonResponse).jsonBody({
          user: { first_name: like('Jane'), last_name: like('Doe'), email: like('jane.doe@example.com') },
          program: { name: like('Master in Finance') },
          deal: { id: integer(7001), deal_status: dealStatus('COMPLETE'), created_at: isoTimestamp('2026-10-01T08:00:00.000Z'), is_self_financed: boolean(false) },
          quiz: {
            score: decimal(12.5),
            outcome: integer(1),
            number_of_correct_answers: integer(14),
            calculated: boolean(true),
            questions: eachLike({ level: integer(2), question: like('What is 2 + 2?'), answer: like('4'), is_correct: boolean(true) }),
          },
          payers: eachLike({
            id: integer(1),
            first_name: like('John'),
            last_name: like('Doe'),
            email: like('john.doe@example.com'),
            address: like('1 Main Street'),
            zip_code: like('75001'),
            country: like('France'),
          }),
        }),
      )
      .executeTest(async (server) => {
        const detail = await adminApi(server.url).detail(7001);
        expect(detail.deal).toMatchObject({ id: 7001, deal_status: 'COMPLETE' });
        expect(detail.quiz?.questions[0]?.is_correct).toBe(true);
        expect(detail.payers[0]?.country).toBe('France');
      }));

  it('GET /admin/applications/{id}/documents', () =>
    pact
      .addInteraction()
      .given(S.adminWithCompleteApplication.name)
      .uponReceiving('a request for the documents of application 7001, their types named in French')
      .withRequest('GET', '/admin/applications/7001/documents', (b) => b.headers(authenticated).query({ lang: 'fr' }))
      .willRespondWith(200, (b) =>
        b.headers(jsonResponse).jsonBody({
          documents: eachLike({
            id: integer(9001),
            name: like('passport.pdf'),
            document_type: like('identity_document'),
            // The requirement's French name, as the candidate's documents page shows it.
            document_label: like("Passeport ou carte d'identité"),
            document_index: integer(1),
            created_at: isoTimestamp('2026-10-01T08:05:00.000Z'),
          }),
        }),
      )
      .executeTest(async (server) => {
        expect(await adminApi(server.url).documents(7001, 'fr')).toEqual([
          {
            id: 9001,
            name: 'passport.pdf',
            document_type: 'identity_document',
            document_label: "Passeport ou carte d'identité",
            document_index: 1,
            created_at: '2026-10-01T08:05:00.000Z',
          },
        ]);
      }));

  it('GET /admin/applications/{id}: a quiz under way, with its start and end', () =>
    pact
      .addInteraction()
      .given(S.adminWithQuizUnderWay.name)
      .uponReceiving('a request for the details of application 7005, whose quiz is under way')
      .withRequest('GET', '/admin/applications/7005', (b) => b.headers(authenticated))
      .willRespondWith(200, (b) =>
        b.headers(jsonResponse).jsonBody({
          deal: { id: integer(7005), deal_status: dealStatus('IN_PROGRESS') },
          quiz: {
            started_at: isoTimestamp('2026-10-01T09:00:00.000Z'),
            end_time: isoTimestamp('2026-10-01T09:40:00.000Z'),
            finished_at: null,
          },
        }),
      )
      .executeTest(async (server) => {
        const { quiz } = await adminApi(server.url).detail(7005);
        expect(quiz).toMatchObject({ started_at: '2026-10-01T09:00:00.000Z', end_time: '2026-10-01T09:40:00.000Z', finished_at: null });
      }));

  it('GET /admin/applications/{dealId}/documents/{docId}/content', () =>
    pact
      .addInteraction()
      .given(S.adminWithCompleteApplication.name)
      .uponReceiving('a request for the content of document 9001')
      .withRequest('GET', '/admin/applications/7001/documents/9001/content', (b) => b.headers(authenticated))
      .willRespondWith(200, (b) =>
        b.headers(jsonResponse).jsonBody({
          content_type: regex('^[a-z]+/[a-z0-9.+-]+$', 'application/pdf'),
          download_url: regex('^https?://.+', 'http://localhost:54321/storage/v1/object/sign/candidate-documents/p?token=t'),
          document_name: like('passport.pdf'),
          document_type: like('passport'),
          size_bytes: integer(52_000),
        }),
      )
      .executeTest(async (server) => {
        expect(await adminApi(server.url).documentContent(7001, 9001)).toMatchObject({ content_type: 'application/pdf', size_bytes: 52_000 });
      }));

  it('PATCH /admin/applications/{id}/status?status=', () =>
    pact
      .addInteraction()
      .given(S.adminWithCompleteApplication.name)
      .uponReceiving('an admin setting application 7001 ADMISSIBLE')
      .withRequest('PATCH', '/admin/applications/7001/status', (b) => b.headers(authenticated).query({ status: 'ADMISSIBLE' }))
      .willRespondWith(anySuccess())
      .executeTest(async (server) => {
        await expect(adminApi(server.url).setStatus(7001, 'ADMISSIBLE')).resolves.toBeUndefined();
      }));

  it('PATCH /admin/applications/{id}/status?status=REJECTED with its reasons', () =>
    pact
      .addInteraction()
      .given(S.adminWithCompleteApplication.name)
      .uponReceiving('an admin rejecting application 7001 for two reasons')
      .withRequest('PATCH', '/admin/applications/7001/status', (b) =>
        b
          .headers(authenticated)
          .query({ status: 'REJECTED' })
          .jsonBody({ reasons: [{ id: 'places-filled' }, { id: 'other', text: 'Portfolio missing' }] }),
      )
      .willRespondWith(anySuccess())
      .executeTest(async (server) => {
        await expect(adminApi(server.url).setStatus(7001, 'REJECTED', [{ id: 'places-filled' }, { id: 'other', text: 'Portfolio missing' }])).resolves.toBeUndefined();
      }));

  it('PATCH /admin/applications/{id}/status: refused with 403', () =>
    pact
      .addInteraction()
      .given(S.agentWithCompleteApplication.name)
      .uponReceiving('an agent setting application 7001 ADMISSIBLE')
      .withRequest('PATCH', '/admin/applications/7001/status', (b) => b.headers(authenticated).query({ status: 'ADMISSIBLE' }))
      .willRespondWith(403, (b) => b.headers(jsonResponse).jsonBody({ detail: like('Agents may only re-open applications') }))
      .executeTest(async (server) => {
        await expect(adminApi(server.url).setStatus(7001, 'ADMISSIBLE')).rejects.toMatchObject({ code: 'FORBIDDEN', status: 403 });
      }));

  it('GET /admin/applications/{dealId}/documents/{docId}/download: the new-tab URL with the token in the query', () =>
    pact
      .addInteraction()
      .given(S.adminWithCompleteApplication.name)
      .uponReceiving('a new tab downloading document 9001')
      .withRequest('GET', '/admin/applications/7001/documents/9001/download', (b) => b.query({ access_token: accessTokenFromState() }))
      .willRespondWith(200, (b) =>
        b
          .headers({ 'Content-Type': regex('^[a-z]+/[a-z0-9.+-]+(;.*)?$', 'application/pdf') })
          .body('application/pdf', Buffer.from('%PDF-1.4\n%%EOF\n')),
      )
      .executeTest(async (server) => {
        const url = await adminApi(server.url).documentDownloadUrl(7001, 9001);
        expect(url).toBe(`${server.url}/admin/applications/7001/documents/9001/download?access_token=${EXAMPLE_ACCESS_TOKEN}`);
        // What the browser's new tab does: a plain GET of that URL, no bearer header.
        const response = await fetch(url);
        expect(response.status).toBe(200);
        expect(response.headers.get('content-type')).toMatch(/^application\/pdf/);
      }));

  it('GET /admin/applications: sorted by name, A to Z', () =>
    pact
      .addInteraction()
      .given(S.adminWithApplications.name)
      .uponReceiving('a request for the COMPLETE applications sorted by name')
      .withRequest('GET', '/admin/applications', (b) => b.headers(authenticated).query({ skip: '0', limit: '100', status: 'COMPLETE', sort: 'name', dir: 'asc' }))
      .willRespondWith(200, (b) => b.headers({ ...jsonResponse, ...totalHeader }).jsonBody(eachLike(listItem)))
      .executeTest(async (server) => {
        const page = await adminApi(server.url).list({ skip: 0, limit: 100, status: 'COMPLETE', sort: { column: 'name', direction: 'asc' } });
        expect(page.items[0]?.last_name).toBe('Doe');
      }));

  it('GET /admin/applications/export: the CSV file of a search, its name from Content-Disposition', () =>
    pact
      .addInteraction()
      .given(S.adminWithApplications.name)
      .uponReceiving('an export of the COMPLETE applications matching Jane Doe, by name, in English')
      .withRequest('GET', '/admin/applications/export', (b) =>
        b.headers(authenticated).query({ status: 'COMPLETE', search: 'Jane Doe', sort: 'name', dir: 'asc', lang: 'en' }),
      )
      .willRespondWith(200, janeDoeCsv)
      .executeTest(async (server) => {
        const file = await adminApi(server.url).exportCsv({ status: 'COMPLETE', search: ' Jane Doe ', sort: { column: 'name', direction: 'asc' }, language: 'en' });
        expect(file.fileName).toBe('applications-2026-10-01.csv');
        expect(file.contentType).toMatch(/^text\/csv/);
        expect([...file.bytes.slice(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
        expect(new TextDecoder().decode(file.bytes)).toContain('7001,Jane,Doe');
      }));

  it('GET /admin/applications: the documents to review, with a search', () =>
    pact
      .addInteraction()
      .given(S.adminWithDocumentToReview.name)
      .uponReceiving('a search for Jane Doe among the COMPLETE applications with documents to review')
      .withRequest('GET', '/admin/applications', (b) =>
        b.headers(authenticated).query({ skip: '0', limit: '100', status: 'COMPLETE', search: 'Jane Doe', documents: 'to-review' }),
      )
      .willRespondWith(200, (b) => b.headers({ ...jsonResponse, ...totalHeader }).jsonBody(eachLike(listItem)))
      .executeTest(async (server) => {
        const page = await adminApi(server.url).list({ skip: 0, limit: 100, status: 'COMPLETE', search: 'Jane Doe', documents: 'to-review' });
        expect(page.items[0]).toMatchObject({ deal_id: 7001, email: 'jane.doe@example.com' });
      }));

  it('GET /admin/applications/export: the documents to review', () =>
    pact
      .addInteraction()
      .given(S.adminWithDocumentToReview.name)
      .uponReceiving('an export of every application with documents to review, in English')
      .withRequest('GET', '/admin/applications/export', (b) => b.headers(authenticated).query({ status: 'all', documents: 'to-review', lang: 'en' }))
      .willRespondWith(200, janeDoeCsv)
      .executeTest(async (server) => {
        const file = await adminApi(server.url).exportCsv({ status: 'all', documents: 'to-review', language: 'en' });
        expect(new TextDecoder().decode(file.bytes)).toContain('7001,Jane,Doe');
      }));

  it('GET /admin/applications/export: refused to a candidate with 403', () =>
    pact
      .addInteraction()
      .given(S.signedInCandidate.name)
      .uponReceiving('a candidate asking for the applications export')
      .withRequest('GET', '/admin/applications/export', (b) => b.headers(authenticated).query({ status: 'all' }))
      .willRespondWith(403, (b) => b.headers(jsonResponse).jsonBody({ detail: like('Admin or agent role required') }))
      .executeTest(async (server) => {
        await expect(adminApi(server.url).exportCsv({ status: 'all' })).rejects.toMatchObject({ code: 'FORBIDDEN', status: 403 });
      }));

  it('GET /admin/applications?status=WITHDRAWN: the applications their candidates withdrew', () =>
    pact
      .addInteraction()
      .given(S.adminWithWithdrawnApplication.name)
      .uponReceiving('a request for the withdrawn applications')
      .withRequest('GET', '/admin/applications', (b) => b.headers(authenticated).query({ skip: '0', limit: '100', status: 'WITHDRAWN' }))
      .willRespondWith(200, (b) =>
        b.headers({ ...jsonResponse, ...totalHeader }).jsonBody(
          eachLike({ ...listItem, deal_id: integer(7003), email: like('candidate@example.com'), deal_status: dealStatus('IN_PROGRESS'), withdrawn_at: isoTimestamp('2026-11-02T10:00:00.000Z') }),
        ),
      )
      .executeTest(async (server) => {
        const page = await adminApi(server.url).list({ skip: 0, limit: 100, status: 'WITHDRAWN' });
        expect(page.items[0]).toMatchObject({ deal_id: 7003, withdrawn_at: '2026-11-02T10:00:00.000Z' });
      }));

  it('PATCH /admin/applications/{id}/status: refused with 409 on a withdrawn application', () =>
    pact
      .addInteraction()
      .given(S.adminWithWithdrawnApplication.name)
      .uponReceiving('an admin re-opening the withdrawn application 7003')
      .withRequest('PATCH', '/admin/applications/7003/status', (b) => b.headers(authenticated).query({ status: 'IN_PROGRESS' }))
      .willRespondWith(409, (b) => b.headers(jsonResponse).jsonBody({ detail: { code: 'WITHDRAWN', message: like('The candidate withdrew this application') } }))
      .executeTest(async (server) => {
        await expect(adminApi(server.url).setStatus(7003, 'IN_PROGRESS')).rejects.toMatchObject({ code: 'CONFLICT', status: 409 });
      }));

  // Account deletion: admins only.
  const waitingDeletion = {
    id: integer(6001),
    status: 'requested',
    brand: like('northbridge'),
    requested_at: isoTimestamp('2026-11-25T09:00:00.000Z'),
    completed_at: null,
    completed_by: null,
    candidate: { first_name: like('Jane'), last_name: like('Doe'), email: like('candidate@example.com') },
    documents: integer(1),
    has_invoices: boolean(true),
  };

  it('GET /admin/deletion-requests: the waiting requests, naming their candidates', () =>
    pact
      .addInteraction()
      .given(S.adminWithDeletionRequest.name)
      .uponReceiving('an admin listing the account deletion requests')
      .withRequest('GET', '/admin/deletion-requests', (b) => b.headers(authenticated))
      .willRespondWith(200, (b) => b.headers(jsonResponse).jsonBody(eachLike(waitingDeletion)))
      .executeTest(async (server) => {
        const [request] = await adminApi(server.url).deletionRequests();
        expect(request).toMatchObject({ id: 6001, status: 'requested', candidate: { email: 'candidate@example.com' }, documents: 1, has_invoices: true });
      }));

  it('GET /admin/deletion-requests: refused to an agent with 403 FORBIDDEN', () =>
    pact
      .addInteraction()
      .given(S.agentWithCompleteApplication.name)
      .uponReceiving('an agent listing the account deletion requests')
      .withRequest('GET', '/admin/deletion-requests', (b) => b.headers(authenticated))
      .willRespondWith(403, (b) => b.headers(jsonResponse).jsonBody({ detail: { code: 'FORBIDDEN', message: like('Only an admin carries a deletion out') } }))
      .executeTest(async (server) => {
        await expect(adminApi(server.url).deletionRequests()).rejects.toMatchObject({ code: 'FORBIDDEN', status: 403, detail: { code: 'FORBIDDEN' } });
      }));

  it('POST /admin/deletion-requests/{id}/complete: carried out, the candidate no longer named', () =>
    pact
      .addInteraction()
      .given(S.adminWithDeletionRequest.name)
      .uponReceiving('an admin carrying out deletion request 6001')
      .withRequest('POST', '/admin/deletion-requests/6001/complete', (b) => b.headers(authenticated))
      .willRespondWith(200, (b) =>
        b.headers(jsonResponse).jsonBody({
          ...waitingDeletion,
          status: 'completed',
          completed_at: isoTimestamp('2026-11-25T10:00:00.000Z'),
          completed_by: { name: like('Alice Admin'), role: 'admin' },
          candidate: null,
        }),
      )
      .executeTest(async (server) => {
        expect(await adminApi(server.url).completeDeletion(6001)).toMatchObject({ id: 6001, status: 'completed', candidate: null, completed_by: { role: 'admin' } });
      }));

  it('POST /admin/deletion-requests/{id}/complete: refused with 409 NO_DELETION_REQUESTED once cancelled', () =>
    pact
      .addInteraction()
      .given(S.adminWithCancelledDeletionRequest.name)
      .uponReceiving('an admin carrying out deletion request 6001, cancelled by its candidate')
      .withRequest('POST', '/admin/deletion-requests/6001/complete', (b) => b.headers(authenticated))
      .willRespondWith(409, (b) => b.headers(jsonResponse).jsonBody({ detail: { code: 'NO_DELETION_REQUESTED', message: like('No deletion of this account is waiting') } }))
      .executeTest(async (server) => {
        await expect(adminApi(server.url).completeDeletion(6001)).rejects.toMatchObject({ status: 409, detail: { code: 'NO_DELETION_REQUESTED' } });
      }));
});
