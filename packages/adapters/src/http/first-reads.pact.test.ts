import { describe, expect, it } from 'vitest';
import { MatchersV3 } from '@pact-foundation/pact';
import { dealBody, nationalityBody, openInvoiceBody, profileBody, requirementsBody, uploadedPassportBody } from '../pact/pact-bodies';
import { PROVIDER_STATES as S } from '../pact/provider-states';
import { authenticated, createPact, EXAMPLE_ACCESS_TOKEN, jsonResponse, tokens } from '../pact/pact-harness';
import { API_ROUTES, type ApiRoute } from './api-routes';
import { DASHBOARD_FIRST_READS, DOCUMENTS_FIRST_READS, type FirstReads } from './first-reads';
import { createHttpProductApi } from './http-product-api';

const { like, eachLike, boolean } = MatchersV3;
const pact = createPact();

/**
 * What each part of the answer looks like, by its GET. The parts are the client's list (first-reads.ts), so the
 * provider's verification fails when its answer lacks one the client takes.
 */
const PART_BODIES = new Map<ApiRoute, unknown>([
  [API_ROUTES.me, profileBody],
  [API_ROUTES.allMe, like({})],
  [API_ROUTES.deals, eachLike(dealBody(501, 'Bachelor in Management', false))],
  [API_ROUTES.invoice, openInvoiceBody],
  [API_ROUTES.documentRequirements, requirementsBody],
  [API_ROUTES.documents, { documents: eachLike(uploadedPassportBody) }],
  [API_ROUTES.submissionStatus, { is_submitted: boolean(false), submitted_at: null, can_submit: boolean(false) }],
  [API_ROUTES.disability, { has_disability: boolean(false) }],
  [API_ROUTES.nationalities, eachLike(nationalityBody)],
]);
function partBody(read: ApiRoute): unknown {
  if (!PART_BODIES.has(read)) throw new Error(`No pact body for the first read ${read.path}`);
  return PART_BODIES.get(read);
}

/** A first-reads answer's body: each of its GETs' parts, with a 200 status. */
const allParts = ({ reads }: FirstReads) => Object.fromEntries(reads.map((read) => [read.path, { status: 200, body: partBody(read) }]));

describe('first reads pact', () => {
  it("GET /first-reads/dashboard: the account checks, the applications and the fee in one answer, each part its GET's own", () =>
    pact
      .addInteraction()
      .given(S.candidateWithOpenInvoice.name)
      .uponReceiving("a request for the dashboard's first reads")
      .withRequest('GET', API_ROUTES.dashboardFirstReads.path, (b) => b.headers(authenticated))
      .willRespondWith(200, (b) =>
        b.headers(jsonResponse).jsonBody(allParts(DASHBOARD_FIRST_READS)),
      )
      .executeTest(async (server) => {
        // The boot script asked for the first reads but got no answer: the client asks itself, once, and the four
        // calls take their parts (the mock server fails the test on any other request).
        const ports = createHttpProductApi({
          baseUrl: server.url,
          tokens: tokens(EXAMPLE_ACCESS_TOKEN),
          early: { take: (path) => (path === API_ROUTES.dashboardFirstReads.path ? Promise.resolve(null) : null) },
        });
        const [profile, account, deals, invoice] = await Promise.all([ports.users.me(), ports.users.accountExists(), ports.deals.list(), ports.users.invoice()]);
        expect(profile.role).toBe('candidate');
        expect(account).toEqual({ exists: true });
        expect(deals[0]).toMatchObject({ id: 501, deal_status: 'IN_PROGRESS' });
        expect(invoice).toMatchObject({ status: 'open', amount: 9000, payment_url: 'https://pay.example/in_1001' });
      }));

  it("GET /first-reads/documents: the account checks, the applications and the documents page's reads in one answer", () =>
    pact
      .addInteraction()
      .given(S.candidateOnTheDocumentsPage.name)
      .uponReceiving("a request for the documents page's first reads")
      .withRequest('GET', API_ROUTES.documentsFirstReads.path, (b) => b.headers(authenticated))
      .willRespondWith(200, (b) => b.headers(jsonResponse).jsonBody(allParts(DOCUMENTS_FIRST_READS)))
      .executeTest(async (server) => {
        const ports = createHttpProductApi({
          baseUrl: server.url,
          tokens: tokens(EXAMPLE_ACCESS_TOKEN),
          early: { take: (path) => (path === API_ROUTES.documentsFirstReads.path ? Promise.resolve(null) : null) },
        });
        const [profile, account, deals, requirements, documents, submission, disability, nationalities] = await Promise.all([
          ports.users.me(),
          ports.users.accountExists(),
          ports.deals.list(),
          ports.documents.requirements(),
          ports.documents.list(),
          ports.documents.submissionStatus(),
          ports.users.disability(),
          ports.users.nationalities(),
        ]);
        expect(profile.role).toBe('candidate');
        expect(account).toEqual({ exists: true });
        expect(deals[0]).toMatchObject({ id: 501 });
        expect(requirements[0]).toMatchObject({ document_type: 'passport', required: true });
        expect(documents[0]).toMatchObject({ id: 101, name: 'passport.pdf' });
        expect(submission).toEqual({ is_submitted: false, submitted_at: null, can_submit: false });
        expect(disability).toEqual({ has_disability: false });
        expect(nationalities).toEqual([{ code: 'FR', name: 'France' }]);
      }));
});
