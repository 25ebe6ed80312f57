import { fileValidationFailureOf, isAllWithdrawnRefusal } from '@admission/domain';
import { describe, expect, it } from 'vitest';
import { MatchersV3 } from '@pact-foundation/pact';
import { requirementsBody, uploadedPassportBody } from '../pact/pact-bodies';
import { PROVIDER_STATES as S } from '../pact/provider-states';
import { anySuccess, authenticated, createPact, EXAMPLE_ACCESS_TOKEN, jsonResponse, tokens, isoTimestamp } from '../pact/pact-harness';
import { ApiHttpClient } from './api-http-client';
import { HttpDocumentsApi } from './http-documents-api';

const { like, eachLike, regex, integer, boolean } = MatchersV3;
const pact = createPact();
const documentsApi = (url: string) => new HttpDocumentsApi(new ApiHttpClient({ baseUrl: url, tokens: tokens(EXAMPLE_ACCESS_TOKEN) }));
const newRecord = {
  name: 'cv.pdf',
  document_type: 'cv',
  document_index: 1,
  document_path: 'documents/6f1c2a8e-1d2b-4c3d-9e4f-5a6b7c8d9e0f/cv/1763631000000_cv.pdf',
};

const replacement = {
  name: 'passport-2026.pdf',
  document_path: 'documents/6f1c2a8e-1d2b-4c3d-9e4f-5a6b7c8d9e0f/identity_document/1763631000000_passport-2026.pdf',
};

/** The replacement of document 101 as the adapter sends it: the new file's name and where it was stored. */
const replacementRequest: NonNullable<Parameters<ReturnType<typeof pact.addInteraction>['withRequest']>[2]> = (b) =>
  b.headers(authenticated).jsonBody({ name: replacement.name, document_path: regex('^documents/[^/]+/identity_document/\\d+_.+$', replacement.document_path) });

describe('documents API pact', () => {
  it('GET /documents/', () =>
    pact
      .addInteraction()
      .given(S.candidateWithUploadedPassport.name)
      .uponReceiving("a request for the candidate's documents")
      .withRequest('GET', '/documents/', (b) => b.headers(authenticated))
      .willRespondWith(200, (b) => b.headers(jsonResponse).jsonBody({ documents: eachLike(uploadedPassportBody) }))
      .executeTest(async (server) => {
        expect(await documentsApi(server.url).list()).toEqual([
          { id: 101, name: 'passport.pdf', document_type: 'passport', document_index: 1, created_at: '2026-11-20T09:30:00.000Z' },
        ]);
      }));

  it('GET /documents/requirements', () =>
    pact
      .addInteraction()
      .given(S.candidateWithUploadedPassport.name)
      .uponReceiving('a request for the document requirements')
      .withRequest('GET', '/documents/requirements', (b) => b.headers(authenticated))
      .willRespondWith(200, (b) =>
        b.headers(jsonResponse).jsonBody(requirementsBody),
      )
      .executeTest(async (server) => {
        expect(await documentsApi(server.url).requirements()).toEqual([
          {
            document_type: 'passport',
            label: 'Passport',
            description: 'A scan of your passport',
            required: true,
            min_files: 1,
            max_files: 2,
            accepted_formats: ['pdf'],
          },
        ]);
      }));

  it('POST /documents/create: the created record', () =>
    pact
      .addInteraction()
      .given(S.candidateWithUploadedPassport.name)
      .uponReceiving('a new document record')
      .withRequest('POST', '/documents/create', (b) =>
        b.headers(authenticated).jsonBody({ ...newRecord, document_path: regex('^documents/[^/]+/cv/\\d+_.+$', newRecord.document_path) }),
      )
      .willRespondWith(200, (b) =>
        b.headers(jsonResponse).jsonBody({ ...uploadedPassportBody, id: integer(102), name: like('cv.pdf'), document_type: like('cv') }),
      )
      .executeTest(async (server) => {
        expect(await documentsApi(server.url).create(newRecord)).toMatchObject({ id: 102, name: 'cv.pdf', document_type: 'cv', document_index: 1 });
      }));

  it('POST /documents/create: refused with 409 ALL_WITHDRAWN once every application is withdrawn', () =>
    pact
      .addInteraction()
      .given(S.candidateWithWithdrawnApplication.name)
      .uponReceiving('a new document record after withdrawing every application')
      .withRequest('POST', '/documents/create', (b) =>
        b.headers(authenticated).jsonBody({ ...newRecord, document_path: regex('^documents/[^/]+/cv/\\d+_.+$', newRecord.document_path) }),
      )
      .willRespondWith(409, (b) => b.headers(jsonResponse).jsonBody({ detail: { code: 'ALL_WITHDRAWN', message: like('Every application was withdrawn') } }))
      .executeTest(async (server) => {
        const refusal = await documentsApi(server.url).create(newRecord).catch((error: unknown) => error);
        expect(refusal).toMatchObject({ code: 'CONFLICT', status: 409, detail: { code: 'ALL_WITHDRAWN' } });
        expect(isAllWithdrawnRefusal(refusal)).toBe(true);
      }));

  it("POST /documents/create: refused with 422 and the file check's code when no reader opens the stored file", () =>
    pact
      .addInteraction()
      .given(S.candidateWithUnreadableStoredPdf.name)
      .uponReceiving('a new document record whose stored PDF does not open')
      .withRequest('POST', '/documents/create', (b) =>
        b.headers(authenticated).jsonBody({ ...newRecord, document_path: regex('^documents/[^/]+/cv/\\d+_.+$', newRecord.document_path) }),
      )
      .willRespondWith(422, (b) => b.headers(jsonResponse).jsonBody({ detail: { code: 'PDF_INVALID', message: like('Invalid or corrupted PDF file') } }))
      .executeTest(async (server) => {
        const refusal = await documentsApi(server.url).create(newRecord).catch((error: unknown) => error);
        expect(refusal).toMatchObject({ code: 'INVALID_INPUT', status: 422, detail: { code: 'PDF_INVALID' } });
        expect(fileValidationFailureOf((refusal as { detail: unknown }).detail)).toEqual({ code: 'PDF_INVALID' });
      }));

  it('POST /documents/create: refused with a detail', () =>
    pact
      .addInteraction()
      .given(S.candidateWithSubmittedDocuments.name)
      .uponReceiving('a new document record after submission')
      .withRequest('POST', '/documents/create', (b) =>
        b.headers(authenticated).jsonBody({ ...newRecord, document_path: regex('^documents/[^/]+/cv/\\d+_.+$', newRecord.document_path) }),
      )
      .willRespondWith(400, (b) => b.headers(jsonResponse).jsonBody({ detail: like('Documents have already been submitted') }))
      .executeTest(async (server) => {
        await expect(documentsApi(server.url).create(newRecord)).rejects.toMatchObject({
          code: 'INVALID_INPUT',
          message: 'Documents have already been submitted',
          detail: 'Documents have already been submitted',
        });
      }));

  it('POST /documents/{id}/replace: the new file takes the slot of the document sent back', () =>
    pact
      .addInteraction()
      .given(S.candidateWithDocumentSentBackAndNewFileStored.name)
      .uponReceiving('a replacement of document 101, sent back for a new file')
      .withRequest('POST', '/documents/101/replace', replacementRequest)
      .willRespondWith(200, (b) =>
        b.headers(jsonResponse).jsonBody({ ...uploadedPassportBody, id: integer(102), name: like(replacement.name), document_type: like('identity_document') }),
      )
      .executeTest(async (server) => {
        expect(await documentsApi(server.url).replace(101, replacement)).toMatchObject({ id: 102, name: replacement.name, document_type: 'identity_document', document_index: 1 });
      }));

  it('POST /documents/{id}/replace: refused with a detail in a slot not sent back, after submission', () =>
    pact
      .addInteraction()
      .given(S.candidateWithSubmittedDocuments.name)
      .uponReceiving('a replacement of document 101 after submission, not sent back')
      .withRequest('POST', '/documents/101/replace', replacementRequest)
      .willRespondWith(400, (b) => b.headers(jsonResponse).jsonBody({ detail: like('Documents have already been submitted') }))
      .executeTest(async (server) => {
        await expect(documentsApi(server.url).replace(101, replacement)).rejects.toMatchObject({ code: 'INVALID_INPUT', status: 400, detail: 'Documents have already been submitted' });
      }));

  it('GET /documents/submission-status', () =>
    pact
      .addInteraction()
      .given(S.candidateReadyToSubmitFeePaid.name)
      .uponReceiving('a request for the submission status')
      .withRequest('GET', '/documents/submission-status', (b) => b.headers(authenticated))
      .willRespondWith(200, (b) =>
        b.headers(jsonResponse).jsonBody({ is_submitted: boolean(false), submitted_at: null, can_submit: boolean(true) }),
      )
      .executeTest(async (server) => {
        expect(await documentsApi(server.url).submissionStatus()).toEqual({ is_submitted: false, submitted_at: null, can_submit: true });
      }));

  it('GET /documents/submission-status: after submission, the slot sent back for a new file is open', () =>
    pact
      .addInteraction()
      .given(S.candidateRejectedWithDocumentSentBack.name)
      .uponReceiving('a request for the submission status with a document sent back')
      .withRequest('GET', '/documents/submission-status', (b) => b.headers(authenticated))
      .willRespondWith(200, (b) =>
        b.headers(jsonResponse).jsonBody({
          is_submitted: true,
          submitted_at: isoTimestamp('2026-10-02T07:00:00.000Z'),
          can_submit: false,
          open_slots: eachLike({
            document_type: like('identity_document'),
            document_index: integer(1),
            document_name: like('passport.pdf'),
            reason: { id: 'expired' },
            reviewed_at: isoTimestamp('2026-10-02T08:00:00.000Z'),
          }),
        }),
      )
      .executeTest(async (server) => {
        expect(await documentsApi(server.url).submissionStatus()).toMatchObject({
          is_submitted: true,
          open_slots: [{ document_type: 'identity_document', document_index: 1, document_name: 'passport.pdf', reason: { id: 'expired' } }],
        });
      }));

  it('POST /documents/submit: submitted', () =>
    pact
      .addInteraction()
      .given(S.candidateReadyToSubmitFeePaid.name)
      .uponReceiving('a submission of the documents')
      .withRequest('POST', '/documents/submit', (b) => b.headers(authenticated))
      .willRespondWith(anySuccess())
      .executeTest(async (server) => {
        expect(await documentsApi(server.url).submit()).toEqual({ kind: 'submitted' });
      }));

  it('POST /documents/submit: 402 carries the invoice', () =>
    pact
      .addInteraction()
      .given(S.candidateReadyToSubmitFeeUnpaid.name)
      .uponReceiving('a submission of the documents with the fee unpaid')
      .withRequest('POST', '/documents/submit', (b) => b.headers(authenticated))
      .willRespondWith(402, (b) =>
        b.headers(jsonResponse).jsonBody({
          detail: { invoice_id: like('in_1001'), amount: integer(9000), payment_url: regex('^https?://.+', 'https://pay.example/in_1001') },
        }),
      )
      .executeTest(async (server) => {
        expect(await documentsApi(server.url).submit()).toEqual({
          kind: 'payment-required',
          invoice: { invoice_id: 'in_1001', amount: 9000, payment_url: 'https://pay.example/in_1001' },
        });
      }));

  it('GET /documents/{id}/download', () =>
    pact
      .addInteraction()
      .given(S.candidateWithUploadedPassport.name)
      .uponReceiving('a request for the download URL of document 101')
      .withRequest('GET', '/documents/101/download', (b) => b.headers(authenticated))
      .willRespondWith(200, (b) =>
        b.headers(jsonResponse).jsonBody({ download_url: regex('^https?://.+', 'http://localhost:54321/storage/v1/object/sign/candidate-documents/x?token=t') }),
      )
      .executeTest(async (server) => {
        expect(await documentsApi(server.url).downloadUrl(101)).toBe('http://localhost:54321/storage/v1/object/sign/candidate-documents/x?token=t');
      }));

  it('DELETE /documents/{id}', () =>
    pact
      .addInteraction()
      .given(S.candidateWithUploadedPassport.name)
      .uponReceiving('a deletion of document 101')
      .withRequest('DELETE', '/documents/101', (b) => b.headers(authenticated))
      .willRespondWith(anySuccess())
      .executeTest(async (server) => {
        await expect(documentsApi(server.url).remove(101)).resolves.toBeUndefined();
      }));
});
