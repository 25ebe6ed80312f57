import { isAllWithdrawnRefusal } from '@admission/domain';
import { describe, expect, it } from 'vitest';
import { MatchersV3 } from '@pact-foundation/pact';
import { nationalityBody, openInvoiceBody, profileBody } from '../pact/pact-bodies';
import { PROVIDER_STATES as S } from '../pact/provider-states';
import { anySuccess, authenticated, bearerInvalid, createPact, EXAMPLE_ACCESS_TOKEN, INVALID_ACCESS_TOKEN, isoTimestamp, jsonResponse, tokens } from '../pact/pact-harness';
import { ApiHttpClient } from './api-http-client';
import { HttpUsersApi } from './http-users-api';

const { like, eachLike, regex, integer, boolean } = MatchersV3;
const pact = createPact();
const usersApi = (url: string, token: string | null = EXAMPLE_ACCESS_TOKEN) => new HttpUsersApi(new ApiHttpClient({ baseUrl: url, tokens: tokens(token) }));

describe('users API pact', () => {
  it('POST /users/check-exists: an existing account, without a bearer header', () =>
    pact
      .addInteraction()
      .given(S.accountExists.name)
      .uponReceiving('an account check for an existing email')
      .withRequest('POST', '/users/check-exists', (b) => b.jsonBody({ email: 'candidate@example.com' }))
      .willRespondWith(anySuccess())
      .executeTest(async (server) => {
        // A session exists, yet the check must go without the bearer header.
        expect(await usersApi(server.url).checkExists('candidate@example.com')).toEqual({ exists: true });
      }));

  it('POST /users/check-exists: 404 means no account, with the apply URL', () =>
    pact
      .addInteraction()
      .given(S.noAccount.name)
      .uponReceiving('an account check for an unknown email')
      .withRequest('POST', '/users/check-exists', (b) => b.jsonBody({ email: 'unknown@example.com' }))
      .willRespondWith(404, (b) =>
        b.headers(jsonResponse).jsonBody({
          detail: { message: like('No account found for this email'), apply_url: regex('^https?://.+', 'https://apply.northbridge.example/apply') },
        }),
      )
      .executeTest(async (server) => {
        expect(await usersApi(server.url, null).checkExists('unknown@example.com')).toEqual({
          exists: false,
          applyUrl: 'https://apply.northbridge.example/apply',
        });
      }));

  it('GET /users/me: reads the role', () =>
    pact
      .addInteraction()
      .given(S.signedInCandidate.name)
      .uponReceiving('a request for the signed-in user')
      .withRequest('GET', '/users/me', (b) => b.headers(authenticated))
      .willRespondWith(200, (b) =>
        b.headers(jsonResponse).jsonBody(profileBody),
      )
      .executeTest(async (server) => {
        expect((await usersApi(server.url).me()).role).toBe('candidate');
      }));

  it('GET /test/all_me: the account exists', () =>
    pact
      .addInteraction()
      .given(S.signedInCandidate.name)
      .uponReceiving('an account existence check of a candidate')
      .withRequest('GET', '/test/all_me', (b) => b.headers(authenticated))
      .willRespondWith(anySuccess())
      .executeTest(async (server) => {
        expect(await usersApi(server.url).accountExists()).toEqual({ exists: true });
      }));

  it('GET /users/me/data-export: the caller’s data as a zip, its name from Content-Disposition', () =>
    pact
      .addInteraction()
      .given(S.candidateWithUploadedPassport.name)
      .uponReceiving('a request for the signed-in candidate’s data archive')
      .withRequest('GET', '/users/me/data-export', (b) => b.headers(authenticated))
      // The archive's bytes differ every time (dates, ids, the files): the contract is its type and name; what it
      // holds is the local backend's own test (src/rights/data-export.test.ts).
      .willRespondWith(200, (b) =>
        b.headers({
          'Content-Type': 'application/zip',
          'Content-Disposition': regex('^attachment; filename="my-data-\\d{4}-\\d{2}-\\d{2}\\.zip"$', 'attachment; filename="my-data-2026-11-25.zip"'),
          'Cache-Control': 'no-store',
        }),
      )
      .executeTest(async (server) => {
        const file = await usersApi(server.url).downloadData();
        expect(file.fileName).toBe('my-data-2026-11-25.zip');
        expect(file.contentType).toBe('application/zip');
      }));

  it('GET /test/all_me: 404 means no account', () =>
    pact
      .addInteraction()
      .given(S.signedInWithoutAccount.name)
      .uponReceiving('an account existence check of a user without an account')
      .withRequest('GET', '/test/all_me', (b) => b.headers(authenticated))
      .willRespondWith(404)
      .executeTest(async (server) => {
        expect(await usersApi(server.url).accountExists()).toMatchObject({ exists: false });
      }));

  it('GET /test/all_me: 401 is an authentication error', () =>
    pact
      .addInteraction()
      .given(S.invalidToken.name)
      .uponReceiving('an account existence check with an invalid token')
      .withRequest('GET', '/test/all_me', (b) => b.headers({ Authorization: bearerInvalid() }))
      .willRespondWith(401)
      .executeTest(async (server) => {
        await expect(usersApi(server.url, INVALID_ACCESS_TOKEN).accountExists()).rejects.toMatchObject({ code: 'UNAUTHENTICATED', status: 401 });
      }));

  it('GET /users/invoice: the open invoice', () =>
    pact
      .addInteraction()
      .given(S.candidateWithOpenInvoice.name)
      .uponReceiving('a request for the application-fee invoice')
      .withRequest('GET', '/users/invoice', (b) => b.headers(authenticated))
      .willRespondWith(200, (b) =>
        b.headers(jsonResponse).jsonBody(openInvoiceBody),
      )
      .executeTest(async (server) => {
        expect(await usersApi(server.url).invoice()).toMatchObject({ status: 'open', amount: 9000, payment_url: 'https://pay.example/in_1001' });
      }));

  it('GET /users/invoice: 404 means no payment record', () =>
    pact
      .addInteraction()
      .given(S.candidateWithoutPaymentRecord.name)
      .uponReceiving('a request for the invoice of a candidate without one')
      .withRequest('GET', '/users/invoice', (b) => b.headers(authenticated))
      .willRespondWith(404)
      .executeTest(async (server) => {
        expect(await usersApi(server.url).invoice()).toBeNull();
      }));

  it('GET /users/disability', () =>
    pact
      .addInteraction()
      .given(S.candidateWithDeclarations.name)
      .uponReceiving('a request for the disability status')
      .withRequest('GET', '/users/disability', (b) => b.headers(authenticated))
      .willRespondWith(200, (b) => b.headers(jsonResponse).jsonBody({ has_disability: boolean(false) }))
      .executeTest(async (server) => {
        expect(await usersApi(server.url).disability()).toEqual({ has_disability: false });
      }));

  it('PUT /users/disability', () =>
    pact
      .addInteraction()
      .given(S.candidateWithDeclarations.name)
      .uponReceiving('an update of the disability status')
      .withRequest('PUT', '/users/disability', (b) => b.headers(authenticated).jsonBody({ has_disability: true }))
      .willRespondWith(200, (b) => b.headers(jsonResponse).jsonBody({ has_disability: boolean(true) }))
      .executeTest(async (server) => {
        expect(await usersApi(server.url).setDisability(true)).toEqual({ has_disability: true });
      }));

  it('PUT /users/disability: refused with 409 ALL_WITHDRAWN once every application is withdrawn', () =>
    pact
      .addInteraction()
      .given(S.candidateWithWithdrawnApplication.name)
      .uponReceiving('an update of the disability status after withdrawing every application')
      .withRequest('PUT', '/users/disability', (b) => b.headers(authenticated).jsonBody({ has_disability: true }))
      .willRespondWith(409, (b) => b.headers(jsonResponse).jsonBody({ detail: { code: 'ALL_WITHDRAWN', message: like('Every application was withdrawn') } }))
      .executeTest(async (server) => {
        const refusal = await usersApi(server.url).setDisability(true).catch((error: unknown) => error);
        expect(refusal).toMatchObject({ code: 'CONFLICT', status: 409, detail: { code: 'ALL_WITHDRAWN' } });
        // What the documents page reads to say so in the candidate's language.
        expect(isAllWithdrawnRefusal(refusal)).toBe(true);
      }));

  it('GET /users/nationalities', () =>
    pact
      .addInteraction()
      .given(S.candidateWithDeclarations.name)
      .uponReceiving('a request for the chosen nationalities')
      .withRequest('GET', '/users/nationalities', (b) => b.headers(authenticated))
      .willRespondWith(200, (b) => b.headers(jsonResponse).jsonBody(eachLike(nationalityBody)))
      .executeTest(async (server) => {
        expect(await usersApi(server.url).nationalities()).toEqual([{ code: 'FR', name: 'France' }]);
      }));

  it('PUT /users/nationalities: the full chosen list', () =>
    pact
      .addInteraction()
      .given(S.candidateWithDeclarations.name)
      .uponReceiving('an update of the chosen nationalities')
      .withRequest('PUT', '/users/nationalities', (b) => b.headers(authenticated).jsonBody({ nationality_codes: ['FR', 'SN'] }))
      .willRespondWith(200, (b) => b.headers(jsonResponse).jsonBody(eachLike(nationalityBody)))
      .executeTest(async (server) => {
        expect(await usersApi(server.url).setNationalities(['FR', 'SN'])).toEqual([{ code: 'FR', name: 'France' }]);
      }));

  it('GET /users/available-nationalities', () =>
    pact
      .addInteraction()
      .given(S.signedInCandidate.name)
      .uponReceiving('a request for the selectable nationalities in English')
      .withRequest('GET', '/users/available-nationalities', (b) => b.headers(authenticated).query({ language: 'en' }))
      .willRespondWith(200, (b) => b.headers(jsonResponse).jsonBody(eachLike(nationalityBody)))
      .executeTest(async (server) => {
        expect(await usersApi(server.url).availableNationalities('en')).toEqual([{ code: 'FR', name: 'France' }]);
      }));

  // Account deletion: the summary's ids are the domain's (the screen words them); the years are the brand's.
  const summary = {
    deleted: eachLike(regex('^[a-z-]+$', 'documents')),
    kept: eachLike({ id: regex('^(anonymised-record|invoices)$', 'anonymised-record'), years: integer(5) }),
  };
  const waitingRequest = { id: integer(1), status: 'requested', requested_at: isoTimestamp('2026-11-25T09:00:00.000Z'), cancelled_at: null };

  it('GET /users/me/deletion-request: none asked yet, with what a deletion removes and keeps', () =>
    pact
      .addInteraction()
      .given(S.signedInCandidate.name)
      .uponReceiving('a request for the candidate’s account deletion state, none asked')
      .withRequest('GET', '/users/me/deletion-request', (b) => b.headers(authenticated))
      .willRespondWith(200, (b) => b.headers(jsonResponse).jsonBody({ request: null, summary }))
      .executeTest(async (server) => {
        expect(await usersApi(server.url).deletionRequest()).toEqual({ request: null, summary: { deleted: ['documents'], kept: [{ id: 'anonymised-record', years: 5 }] } });
      }));

  it('GET /users/me/deletion-request: a waiting request, and the invoices kept', () =>
    pact
      .addInteraction()
      .given(S.candidateWithDeletionRequested.name)
      .uponReceiving('a request for the candidate’s account deletion state, one waiting')
      .withRequest('GET', '/users/me/deletion-request', (b) => b.headers(authenticated))
      .willRespondWith(200, (b) =>
        b.headers(jsonResponse).jsonBody({
          request: waitingRequest,
          summary: { deleted: eachLike(regex('^[a-z-]+$', 'documents')), kept: [{ id: 'anonymised-record', years: integer(5) }, { id: 'invoices', years: integer(10) }] },
        }),
      )
      .executeTest(async (server) => {
        const state = await usersApi(server.url).deletionRequest();
        expect(state.request).toEqual({ id: 1, status: 'requested', requested_at: '2026-11-25T09:00:00.000Z', cancelled_at: null });
        expect(state.summary.kept).toEqual([{ id: 'anonymised-record', years: 5 }, { id: 'invoices', years: 10 }]);
      }));

  it('POST /users/me/deletion-request: the candidate asks', () =>
    pact
      .addInteraction()
      .given(S.signedInCandidate.name)
      .uponReceiving('a candidate asking to delete their account')
      .withRequest('POST', '/users/me/deletion-request', (b) => b.headers(authenticated))
      .willRespondWith(201, (b) => b.headers(jsonResponse).jsonBody({ request: waitingRequest, summary }))
      .executeTest(async (server) => {
        expect((await usersApi(server.url).requestDeletion()).request?.status).toBe('requested');
      }));

  it('POST /users/me/deletion-request: refused with 409 DELETION_ALREADY_REQUESTED', () =>
    pact
      .addInteraction()
      .given(S.candidateWithDeletionRequested.name)
      .uponReceiving('a candidate asking to delete their account a second time')
      .withRequest('POST', '/users/me/deletion-request', (b) => b.headers(authenticated))
      .willRespondWith(409, (b) => b.headers(jsonResponse).jsonBody({ detail: { code: 'DELETION_ALREADY_REQUESTED', message: like('A deletion of this account is already requested') } }))
      .executeTest(async (server) => {
        await expect(usersApi(server.url).requestDeletion()).rejects.toMatchObject({ code: 'CONFLICT', status: 409, detail: { code: 'DELETION_ALREADY_REQUESTED' } });
      }));

  it('DELETE /users/me/deletion-request: the candidate cancels the waiting request', () =>
    pact
      .addInteraction()
      .given(S.candidateWithDeletionRequested.name)
      .uponReceiving('a candidate cancelling their account deletion request')
      .withRequest('DELETE', '/users/me/deletion-request', (b) => b.headers(authenticated))
      .willRespondWith(200, (b) =>
        b.headers(jsonResponse).jsonBody({ request: { ...waitingRequest, status: 'cancelled', cancelled_at: isoTimestamp('2026-11-25T10:00:00.000Z') }, summary }),
      )
      .executeTest(async (server) => {
        expect((await usersApi(server.url).cancelDeletion()).request).toMatchObject({ status: 'cancelled', cancelled_at: '2026-11-25T10:00:00.000Z' });
      }));

  it('DELETE /users/me/deletion-request: refused with 409 NO_DELETION_REQUESTED when none waits', () =>
    pact
      .addInteraction()
      .given(S.signedInCandidate.name)
      .uponReceiving('a candidate cancelling an account deletion they never asked for')
      .withRequest('DELETE', '/users/me/deletion-request', (b) => b.headers(authenticated))
      .willRespondWith(409, (b) => b.headers(jsonResponse).jsonBody({ detail: { code: 'NO_DELETION_REQUESTED', message: like('No deletion of this account is waiting') } }))
      .executeTest(async (server) => {
        await expect(usersApi(server.url).cancelDeletion()).rejects.toMatchObject({ status: 409, detail: { code: 'NO_DELETION_REQUESTED' } });
      }));
});
