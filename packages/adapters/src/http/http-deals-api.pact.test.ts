import { describe, expect, it } from 'vitest';
import { MatchersV3 } from '@pact-foundation/pact';
import { PROVIDER_STATES as S } from '../pact/provider-states';
import { authenticated, createPact, EXAMPLE_ACCESS_TOKEN, jsonResponse, tokens } from '../pact/pact-harness';
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
          eachLike({
            id: integer(501),
            program: { name: like('Master in Finance'), requires_quiz: boolean(true) },
            deal_status: regex('^(DRAFT|IN_PROGRESS|COMPLETE|ADMISSIBLE|REJECTED)$', 'IN_PROGRESS'),
            documents_submitted_at: null,
          }, 2),
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
});
