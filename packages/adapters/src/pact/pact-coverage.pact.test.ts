// Runs last in the pact run (see pact-sequencer.ts), once every *.pact.test.ts has written its
// interactions: every call the adapters can make must be in the pact file.
import { existsSync, readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { API_ROUTES, routePattern, type ApiRoute } from '../http/api-routes';
import { PACT_FILE, PROVIDER } from './pact-harness';
import { PROVIDER_STATES } from './provider-states';

interface PactInteraction {
  readonly description: string;
  readonly providerStates?: readonly { readonly name: string }[];
  readonly request: { readonly method: string; readonly path: string; readonly headers?: Record<string, unknown> };
  readonly response: { readonly status: number };
}

function pactInteractions(): readonly PactInteraction[] {
  expect(existsSync(PACT_FILE), `${PACT_FILE} was not written`).toBe(true);
  const pact = JSON.parse(readFileSync(PACT_FILE, 'utf8')) as { provider: { name: string }; interactions: PactInteraction[] };
  expect(pact.provider.name).toBe(PROVIDER);
  return pact.interactions;
}

const routes = Object.entries(API_ROUTES) as [string, ApiRoute][];
const covers = (route: ApiRoute) => (interaction: PactInteraction) =>
  interaction.request.method === route.method && routePattern(route).test(interaction.request.path);

describe('the pact covers every call of the adapters', () => {
  const interactions = pactInteractions();

  it.each(routes)('%s has at least one interaction', (_name, route) => {
    expect(interactions.filter(covers(route)), `${route.method} ${route.path} has no interaction`).not.toHaveLength(0);
  });

  it('has no interaction outside the route table', () => {
    const strays = interactions.filter((interaction) => !routes.some(([, route]) => covers(route)(interaction)));
    expect(strays.map((i) => `${i.request.method} ${i.request.path}`)).toEqual([]);
  });

  it('sends the bearer header on every authenticated call and never on an anonymous one', () => {
    for (const interaction of interactions) {
      const route = routes.find(([, candidate]) => covers(candidate)(interaction))?.[1];
      const hasBearer = Object.keys(interaction.request.headers ?? {}).some((name) => name.toLowerCase() === 'authorization');
      const noSession = interaction.providerStates?.some((state) => state.name === PROVIDER_STATES.noSession.name) ?? false;
      const expected = route !== undefined && !route.anonymous && !route.newTab && !noSession;
      expect(hasBearer, `${interaction.description}: bearer header ${expected ? 'missing' : 'unexpected'}`).toBe(expected);
    }
  });

  it('names only provider states of the exported list', () => {
    const known = new Set<string>(Object.values(PROVIDER_STATES).map((state) => state.name));
    const used = interactions.flatMap((interaction) => (interaction.providerStates ?? []).map((state) => state.name));
    expect(used.filter((name) => !known.has(name))).toEqual([]);
    expect(used.length).toBeGreaterThan(0);
  });

  it('includes the error answers the portal handles', () => {
    const answered = new Set(interactions.map((i) => `${i.request.method} ${i.request.path} ${i.response.status}`));
    for (const expected of [
      'POST /users/check-exists 404',
      'GET /test/all_me 404',
      'GET /test/all_me 401',
      'GET /quiz/has_ongoing 401',
      'GET /quiz/has_ongoing 422',
      'POST /documents/submit 402',
      'POST /documents/create 400',
      'POST /documents/create 422',
      'PATCH /admin/applications/7001/status 403',
      // The jury: another reviewer's assignment, a stale or locked draft, an incomplete review, a locked rubric.
      'GET /reviews/9102 403',
      'PUT /reviews/9101/draft 409',
      'POST /reviews/9101/submit 422',
      'PUT /admin/programs/3/rubric 409',
      'GET /admin/programs/3/review-settings 403',
      // Admission interviews: a slot just taken, a change after the cut-off, a panel member in two slots, a batch that
      // ends before it starts, a booked slot's times, scoring before the attendance, a foreign interview, an agent.
      'POST /applications/7010/interview 409',
      'PUT /applications/7010/interview 409',
      'POST /applications/7010/interview/cancel 409',
      'POST /admin/programs/3/interview-slots 409',
      'POST /admin/programs/3/interview-slots 422',
      'PATCH /admin/interview-slots/9201 409',
      'PUT /interviews/9301/score 409',
      'GET /interviews/9301 403',
      'GET /admin/programs/3/interviews 403',
    ]) {
      expect(answered, expected).toContain(expected);
    }
  });
});
