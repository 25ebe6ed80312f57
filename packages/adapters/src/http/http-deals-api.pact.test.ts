import { describe, expect, it } from 'vitest';
import { MatchersV3 } from '@pact-foundation/pact';
import { dealBody } from '../pact/pact-bodies';
import { PROVIDER_STATES as S } from '../pact/provider-states';
import { authenticated, createPact, EXAMPLE_ACCESS_TOKEN, isoTimestamp, jsonResponse, tokens } from '../pact/pact-harness';
import { ApiHttpClient } from './api-http-client';
import { HttpDealsApi } from './http-deals-api';

const { like, eachLike, regex, integer, boolean } = MatchersV3;
const pact = createPact();

describe('deals API pact', () => {
  it('GET /deals/: the applications with their programs', () =>
    pact
      .addInteraction()
      .given(S.candidateWithTwoApplications.name)
      .uponReceiving('a request for the applications')
      .withRequest('GET', '/deals/', (b) => b.headers(authenticated))
      .willRespondWith(200, (b) =>
        b.headers(jsonResponse).jsonBody(
          eachLike(dealBody(501, 'Master in Finance', true), 2),
        ),
      )
      .executeTest(async (server) => {
        const deals = await new HttpDealsApi(new ApiHttpClient({ baseUrl: server.url, tokens: tokens(EXAMPLE_ACCESS_TOKEN) })).list();
        expect(deals).toHaveLength(2);
        expect(deals[0]).toEqual({
          id: 501,
          program: { name: 'Master in Finance', requires_quiz: true },
          deal_status: 'IN_PROGRESS',
          documents_submitted_at: null,
        });
      }));

  it("GET /deals/: a rejected application's reasons, the documents to replace and the candidate's history", () =>
    pact
      .addInteraction()
      .given(S.candidateRejectedWithDocumentSentBack.name)
      .uponReceiving('a request for the applications of a rejected candidate with a document sent back')
      .withRequest('GET', '/deals/', (b) => b.headers(authenticated))
      .willRespondWith(200, (b) =>
        b.headers(jsonResponse).jsonBody(
          eachLike({
            id: integer(7002),
            program: { name: like('Bachelor in Management'), requires_quiz: boolean(false) },
            deal_status: 'REJECTED',
            documents_submitted_at: isoTimestamp('2026-10-02T07:00:00.000Z'),
            rejection_reasons: [{ id: 'places-filled' }, { id: 'other', text: like('Portfolio missing') }],
            documents_to_replace: eachLike({
              document_type: like('identity_document'),
              document_index: integer(1),
              document_name: like('passport.pdf'),
              reason: { id: 'expired' },
              reviewed_at: isoTimestamp('2026-10-02T08:00:00.000Z'),
            }),
            history: eachLike({
              id: integer(1),
              applicationId: integer(7002),
              at: isoTimestamp('2026-10-02T09:00:00.000Z'),
              // The entries differ in kind: each has an actor kind, and details whose keys depend on it.
              actor: { kind: regex('^(candidate|staff|system)$', 'staff') },
              kind: regex('^[a-z-]+$', 'status-changed'),
              details: like({}),
            }),
          }),
        ),
      )
      .executeTest(async (server) => {
        const [deal] = await new HttpDealsApi(new ApiHttpClient({ baseUrl: server.url, tokens: tokens(EXAMPLE_ACCESS_TOKEN) })).list();
        expect(deal).toMatchObject({
          deal_status: 'REJECTED',
          rejection_reasons: [{ id: 'places-filled' }, { id: 'other', text: 'Portfolio missing' }],
          documents_to_replace: [{ document_type: 'identity_document', document_index: 1, reason: { id: 'expired' } }],
          history: [{ kind: 'status-changed', actor: { kind: 'staff' } }],
        });
      }));

  it('POST /deals/{id}/withdraw: the candidate withdraws with two reasons', () =>
    pact
      .addInteraction()
      .given(S.candidateWithWithdrawableApplication.name)
      .uponReceiving('a candidate withdrawing application 7003 for two reasons, one of them other')
      .withRequest('POST', '/deals/7003/withdraw', (b) =>
        b.headers({ ...authenticated, 'Content-Type': 'application/json' }).jsonBody({ reasons: [{ id: 'accepted-elsewhere' }, { id: 'other', text: 'Moving abroad' }] }),
      )
      .willRespondWith(200, (b) =>
        b.headers(jsonResponse).jsonBody({
          id: integer(7003),
          withdrawn_at: isoTimestamp('2026-11-02T10:00:00.000Z'),
          withdrawal_reasons: [{ id: 'accepted-elsewhere' }, { id: 'other', text: 'Moving abroad' }],
        }),
      )
      .executeTest(async (server) => {
        const api = new HttpDealsApi(new ApiHttpClient({ baseUrl: server.url, tokens: tokens(EXAMPLE_ACCESS_TOKEN) }));
        await expect(api.withdraw(7003, [{ id: 'accepted-elsewhere' }, { id: 'other', text: 'Moving abroad' }])).resolves.toBeUndefined();
      }));

  it('POST /deals/{id}/withdraw: refused with 409 ALREADY_WITHDRAWN', () =>
    pact
      .addInteraction()
      .given(S.candidateWithWithdrawnApplication.name)
      .uponReceiving('a candidate withdrawing application 7003 a second time')
      .withRequest('POST', '/deals/7003/withdraw', (b) => b.headers({ ...authenticated, 'Content-Type': 'application/json' }).jsonBody({ reasons: [{ id: 'cost' }] }))
      .willRespondWith(409, (b) => b.headers(jsonResponse).jsonBody({ detail: { code: 'ALREADY_WITHDRAWN', message: like('This application is already withdrawn') } }))
      .executeTest(async (server) => {
        const api = new HttpDealsApi(new ApiHttpClient({ baseUrl: server.url, tokens: tokens(EXAMPLE_ACCESS_TOKEN) }));
        await expect(api.withdraw(7003, [{ id: 'cost' }])).rejects.toMatchObject({ code: 'CONFLICT', status: 409, detail: { code: 'ALREADY_WITHDRAWN' } });
      }));

  it('GET /deals/: a withdrawn application keeps its status, with when and why', () =>
    pact
      .addInteraction()
      .given(S.candidateWithWithdrawnApplication.name)
      .uponReceiving('a request for the applications of a candidate who withdrew one')
      .withRequest('GET', '/deals/', (b) => b.headers(authenticated))
      .willRespondWith(200, (b) =>
        b.headers(jsonResponse).jsonBody(
          eachLike({
            id: integer(7003),
            program: { name: like('Bachelor in Management'), requires_quiz: boolean(false) },
            deal_status: regex('^(DRAFT|IN_PROGRESS|COMPLETE)$', 'IN_PROGRESS'),
            documents_submitted_at: null,
            withdrawn_at: isoTimestamp('2026-11-02T10:00:00.000Z'),
            withdrawal_reasons: [{ id: 'accepted-elsewhere' }, { id: 'other', text: like('Moving abroad') }],
            history: eachLike({
              id: integer(1),
              applicationId: integer(7003),
              at: isoTimestamp('2026-11-02T10:00:00.000Z'),
              actor: { kind: 'candidate' },
              kind: 'withdrawn',
              details: like({}),
            }),
          }),
        ),
      )
      .executeTest(async (server) => {
        const [deal] = await new HttpDealsApi(new ApiHttpClient({ baseUrl: server.url, tokens: tokens(EXAMPLE_ACCESS_TOKEN) })).list();
        expect(deal).toMatchObject({
          deal_status: 'IN_PROGRESS',
          withdrawn_at: '2026-11-02T10:00:00.000Z',
          withdrawal_reasons: [{ id: 'accepted-elsewhere' }, { id: 'other', text: 'Moving abroad' }],
          history: [{ kind: 'withdrawn', actor: { kind: 'candidate' } }],
        });
      }));
});
