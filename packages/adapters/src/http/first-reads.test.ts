import { describe, expect, it } from 'vitest';
import { PortError } from '@admission/domain';
import { aToken, tokenSource } from '../testing/builders';
import { useTestServer } from '../testing/test-server';
import type { EarlyAnswer, EarlyAnswers } from './early-answers';
import { firstReadParts } from './first-reads';
import { createHttpProductApi } from './http-product-api';

const server = useTestServer({ status: 200, body: { from: 'server' } });

const FIRST_READS = '/first-reads/dashboard';
const DOCUMENTS = '/first-reads/documents';
const profile = { id: 'u1', email: 'jane@example.com', role: 'candidate' };
const deals = [{ id: 501, program: { name: 'Master in Finance', requires_quiz: false }, deal_status: 'IN_PROGRESS', documents_submitted_at: null }];
const invoice = { id: 'in_1', status: 'open', amount: 9000, currency: 'eur', payment_url: 'https://pay.example/in_1' };
const firstReads = (parts: Record<string, { status: number; body: unknown }>): Promise<EarlyAnswer> =>
  Promise.resolve({ status: 200, body: JSON.stringify(parts), headers: { 'content-type': 'application/json' } });
const allFour = {
  '/users/me': { status: 200, body: profile },
  '/test/all_me': { status: 200, body: { email: 'jane@example.com' } },
  '/deals/': { status: 200, body: deals },
  '/users/invoice': { status: 200, body: invoice },
};

/** The boot script's answers by path, for one token, each taken once; `fresh` says whether they still are. */
function bootAnswers(token: string, answers: Record<string, Promise<EarlyAnswer | null>>, fresh = () => true): EarlyAnswers & { taken: string[] } {
  const left = new Map(Object.entries(answers));
  const taken: string[] = [];
  return {
    taken,
    take(path, withToken) {
      taken.push(path);
      const answer = withToken === token ? left.get(path) : undefined;
      left.delete(path);
      return answer ?? null;
    },
    isFresh: fresh,
  };
}

const api = (early: EarlyAnswers, token: string | null = aToken('jane')) => createHttpProductApi({ baseUrl: server.url, tokens: tokenSource(token), early });

describe('the dashboard first-reads answer the boot script asked for', () => {
  it('answers the two account checks, the applications and the fee without a request of their own', async () => {
    const ports = api(bootAnswers(aToken('jane'), { [FIRST_READS]: firstReads(allFour) }));
    expect(await ports.users.me()).toEqual(profile);
    expect(await ports.users.accountExists()).toEqual({ exists: true });
    expect(await ports.deals.list()).toEqual(deals);
    expect(await ports.users.invoice()).toEqual(invoice);
    expect(server.requests).toHaveLength(0);
  });

  it('gives each part once: the next call of the same GET asks the server', async () => {
    const ports = api(bootAnswers(aToken('jane'), { [FIRST_READS]: firstReads(allFour) }));
    await ports.deals.list();
    expect(await ports.deals.list()).toEqual({ from: 'server' });
    expect(server.requests.map((request) => request.url)).toEqual(['/deals/']);
  });

  it("maps a part's error answer as the GET's own: a missing invoice is none, a gone account carries its apply URL", async () => {
    const gone = { detail: { message: 'No account', apply_url: 'https://apply.example/x' } };
    const ports = api(
      bootAnswers(aToken('jane'), {
        [FIRST_READS]: firstReads({ '/test/all_me': { status: 404, body: gone }, '/users/me': { status: 401, body: { detail: 'Invalid or expired token' } }, '/users/invoice': { status: 404, body: { detail: 'No invoice found' } } }),
      }),
    );
    expect(await ports.users.accountExists()).toEqual({ exists: false, applyUrl: 'https://apply.example/x' });
    const refused = await ports.users.me().catch((caught: unknown) => caught);
    expect(refused).toBeInstanceOf(PortError);
    expect(refused).toMatchObject({ code: 'UNAUTHENTICATED', status: 401 });
    expect(await ports.users.invoice()).toBeNull();
    expect(server.requests).toHaveLength(0);
  });

  it('leaves a GET the answer lacks to ask for itself', async () => {
    const ports = api(bootAnswers(aToken('jane'), { [FIRST_READS]: firstReads({ '/users/me': allFour['/users/me'] }) }));
    expect(await ports.users.me()).toEqual(profile);
    expect(await ports.deals.list()).toEqual({ from: 'server' });
    expect(server.requests.map((request) => request.url)).toEqual(['/deals/']);
  });

  it("asks for the first reads itself, once, when the boot script's request got no answer", async () => {
    server.answer((request) => (request.url === FIRST_READS ? { status: 200, body: allFour } : { status: 500 }));
    const ports = api(bootAnswers(aToken('jane'), { [FIRST_READS]: Promise.resolve(null) }));
    const [me, account, list] = await Promise.all([ports.users.me(), ports.users.accountExists(), ports.deals.list()]);
    expect([me, account, list]).toEqual([profile, { exists: true }, deals]);
    expect(server.requests.map((request) => `${request.method} ${request.url} ${request.headers.authorization}`)).toEqual([`GET ${FIRST_READS} Bearer ${aToken('jane')}`]);
  });

  it('lets every GET ask for itself when the first reads were refused as a whole', async () => {
    const ports = api(bootAnswers(aToken('jane'), { [FIRST_READS]: Promise.resolve({ status: 401, body: '{"detail":"Invalid or expired token"}', headers: {} }) }));
    expect(await ports.users.me()).toEqual({ from: 'server' });
    expect(await ports.deals.list()).toEqual({ from: 'server' });
    expect(server.requests.map((request) => request.url)).toEqual(['/users/me', '/deals/']);
  });

  it('prefers the boot script\'s own answer of a GET, and asks for nothing when it did not ask for the first reads', async () => {
    const boot = bootAnswers(aToken('jane'), { '/users/me': Promise.resolve({ status: 200, body: JSON.stringify({ role: 'admin' }), headers: {} }) });
    const ports = api(boot);
    expect(await ports.users.me()).toEqual({ role: 'admin' });
    expect(await ports.deals.list()).toEqual({ from: 'server' });
    expect(boot.taken).toEqual(['/users/me', '/deals/', FIRST_READS, DOCUMENTS]);
  });

  it('hands no part to another token, nor once the answers are no longer fresh', async () => {
    const other = api(bootAnswers(aToken('old'), { [FIRST_READS]: firstReads(allFour) }));
    expect(await other.deals.list()).toEqual({ from: 'server' });
    let fresh = true;
    const late = api(bootAnswers(aToken('jane'), { [FIRST_READS]: firstReads(allFour) }, () => fresh));
    expect(await late.users.me()).toEqual(profile);
    fresh = false;
    expect(await late.deals.list()).toEqual({ from: 'server' });
  });
});

describe('the documents page first-reads answer the boot script asked for', () => {
  const requirements = { document_status: [{ type: 'cv', label: 'CV', required: true }] };
  const documentsParts = {
    '/users/me': { status: 200, body: profile },
    '/test/all_me': { status: 200, body: { email: 'jane@example.com' } },
    '/deals/': { status: 200, body: deals },
    '/documents/requirements': { status: 200, body: requirements },
    '/documents/': { status: 200, body: { documents: [] } },
    '/documents/submission-status': { status: 200, body: { submitted: false } },
    '/users/disability': { status: 200, body: { has_disability: false } },
    '/users/nationalities': { status: 200, body: { nationalities: [] } },
  };

  it('answers the account checks, the applications and the documents reads without a request of their own', async () => {
    const ports = api(bootAnswers(aToken('jane'), { [DOCUMENTS]: firstReads(documentsParts) }));
    expect(await ports.users.me()).toEqual(profile);
    expect(await ports.deals.list()).toEqual(deals);
    await ports.documents.requirements();
    await ports.documents.list();
    await ports.documents.submissionStatus();
    await ports.users.disability();
    await ports.users.nationalities();
    expect(server.requests).toHaveLength(0);
  });

  it("leaves a GET only the dashboard's answer holds to ask for itself on the documents page", async () => {
    const ports = api(bootAnswers(aToken('jane'), { [DOCUMENTS]: firstReads(documentsParts) }));
    expect(await ports.users.invoice()).toEqual({ from: 'server' });
    expect(server.requests.map((request) => request.url)).toEqual(['/users/invoice']);
  });

  it("takes a GET both answers hold from the one the boot script asked for, the dashboard's", async () => {
    const ports = api(bootAnswers(aToken('jane'), { [FIRST_READS]: firstReads(allFour) }));
    expect(await ports.deals.list()).toEqual(deals);
    await ports.documents.list();
    expect(server.requests.map((request) => request.url)).toEqual(['/documents/']);
  });
});

describe('firstReadParts', () => {
  it('keeps the parts with a status and a body, as JSON text, and nothing of anything else', () => {
    const parts = firstReadParts({ '/users/me': { status: 200, body: profile }, '/x': { status: 'ok', body: 1 }, '/y': { status: 200 }, '/z': null });
    expect([...parts.keys()]).toEqual(['/users/me']);
    expect(parts.get('/users/me')).toEqual({ status: 200, body: JSON.stringify(profile), headers: { 'content-type': 'application/json' } });
    expect(firstReadParts([allFour]).size).toBe(0);
    expect(firstReadParts('text').size).toBe(0);
  });
});
