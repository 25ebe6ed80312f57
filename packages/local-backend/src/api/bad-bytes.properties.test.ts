// Bad bytes anywhere a client can put text: control characters, lone surrogates and invalid UTF-8 in the path,
// the query string or a JSON body get a 400 with a message on every route; nothing at all gets a 5xx.
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEFAULT_ANON_KEY } from '../config';
import { registeredRoutes, startTestBackend, userIdOf, type Session, type TestBackend } from '../testing/test-backend';

let t: TestBackend;
let candidate: Session;
let admin: Session;
let candidateId: string;
let routes: { method: string; url: string }[] = [];

beforeAll(async () => {
  t = await startTestBackend();
  candidate = await t.signIn('docs.incomplete@northbridge.example');
  admin = await t.signIn('admin@northbridge.example');
  candidateId = await userIdOf(t, candidate);
  routes = (await registeredRoutes(t)).filter((route) => route.url !== '/__dev/reset');
});
afterAll(() => t.close());

const RUNS = { numRuns: 150 };

/** Text no route may take: a C0 or C1 control, DEL, or a lone surrogate, somewhere in ordinary text. */
const badText = fc
  .tuple(
    fc.string({ maxLength: 6 }),
    fc.oneof(
      fc.constant('\u0000'),
      fc.integer({ min: 0, max: 0x1f }).map((code) => String.fromCharCode(code)),
      fc.integer({ min: 0x7f, max: 0x9f }).map((code) => String.fromCharCode(code)),
      fc.integer({ min: 0xd800, max: 0xdfff }).map((code) => String.fromCharCode(code)),
    ),
    fc.string({ maxLength: 6 }),
  )
  .map(([before, bad, after]) => `${before}${bad}${after}`);

/** Percent-escapes of each UTF-16 unit's bytes: a lone surrogate becomes the (invalid) UTF-8 of a surrogate. */
const percentEncode = (text: string): string =>
  [...Array(text.length).keys()]
    .map((index) => {
      const unit = text.charCodeAt(index);
      const bytes =
        unit < 0x80 ? [unit] : unit < 0x800 ? [0xc0 | (unit >> 6), 0x80 | (unit & 0x3f)] : [0xe0 | (unit >> 12), 0x80 | ((unit >> 6) & 0x3f), 0x80 | (unit & 0x3f)];
      return bytes.map((byte) => `%${byte.toString(16).padStart(2, '0')}`).join('');
    })
    .join('');

/** Byte sequences that are not UTF-8 at all. */
const invalidUtf8 = fc.constantFrom('%ff', '%c0%80', '%ed%a0%80', '%e2%82', '%80', '%f8%88%80%80%80');

const concrete = (url: string, param: string): string =>
  url
    .replace(':bucket', 'candidate-documents')
    .replace('*', `documents/${candidateId}/cv/1790000000000_cv.pdf`)
    .replace(/:[A-Za-z]+/g, param);

const sessionFor = (url: string): Session => (url.startsWith('/admin') ? admin : candidate);

async function send(method: string, path: string, body?: Uint8Array | string): Promise<{ status: number; text: string }> {
  const session = sessionFor(path);
  const response = await fetch(`${t.url}${path}`, {
    method,
    headers: { authorization: `Bearer ${session.accessToken}`, apikey: DEFAULT_ANON_KEY, ...(body === undefined ? {} : { 'content-type': 'application/json' }) },
    body: method === 'GET' ? undefined : body,
    redirect: 'manual',
  });
  return { status: response.status, text: await response.text() };
}

/** The 400 carries a sentence, in the shape of the part of the server that answered. */
const expectBadRequest = (result: { status: number; text: string }, what: string) => {
  expect(result.status, `${what}: ${result.text}`).toBe(400);
  expect(result.text, what).toMatch(/"(detail|message|msg)":"[^"]+/);
};

describe('bad bytes on every route', () => {
  it('reaches every route of the server', () => {
    expect(routes.length).toBeGreaterThan(30);
  });

  it('answers 400 with a message to a control character or a lone surrogate in the query string', async () => {
    await fc.assert(
      fc.asyncProperty(fc.integer({ min: 0, max: 1000 }), badText, fc.constantFrom('search', 'to', 'lang', 'token', 'x'), async (index, text, name) => {
        const route = routes[index % routes.length] ?? { method: 'GET', url: '/' };
        const path = `${concrete(route.url, '1')}?${name}=${percentEncode(text)}`;
        expectBadRequest(await send(route.method, path), `${route.method} ${path}`);
      }),
      RUNS,
    );
  });

  it('answers 400 with a message to invalid UTF-8 or a control character in a path segment', async () => {
    const withParams = () => routes.filter((route) => route.url.includes(':') || route.url.includes('*'));
    await fc.assert(
      fc.asyncProperty(fc.integer({ min: 0, max: 1000 }), fc.oneof(badText.map(percentEncode), invalidUtf8), async (index, escaped) => {
        const candidates = withParams();
        const route = candidates[index % candidates.length] ?? { method: 'GET', url: '/' };
        const path = concrete(route.url, `a${escaped}`).replace('1790000000000_cv.pdf', `1790000000000_c${escaped}v.pdf`);
        expectBadRequest(await send(route.method, path), `${route.method} ${path}`);
      }),
      RUNS,
    );
  });

  it('answers 400 with a message to a control character or a lone surrogate in a JSON body, in a value or a key', async () => {
    const withBody = () => routes.filter((route) => ['POST', 'PUT', 'PATCH', 'DELETE'].includes(route.method));
    await fc.assert(
      fc.asyncProperty(fc.integer({ min: 0, max: 1000 }), badText, fc.boolean(), async (index, text, inKey) => {
        const candidates = withBody();
        const route = candidates[index % candidates.length] ?? { method: 'POST', url: '/' };
        const path = concrete(route.url, '1');
        const body = JSON.stringify(inKey ? { [text]: 'x' } : { email: text, name: text });
        expectBadRequest(await send(route.method, path, body), `${route.method} ${path} ${body}`);
      }),
      RUNS,
    );
  });

  it('answers 400 with a message to a JSON body that is not UTF-8', async () => {
    const withBody = () => routes.filter((route) => ['POST', 'PUT', 'PATCH'].includes(route.method));
    await fc.assert(
      fc.asyncProperty(fc.integer({ min: 0, max: 1000 }), fc.constantFrom([0xff], [0xc0, 0x80], [0xed, 0xa0, 0x80], [0xe2, 0x82]), async (index, bytes) => {
        const candidates = withBody();
        const route = candidates[index % candidates.length] ?? { method: 'POST', url: '/' };
        const body = Uint8Array.from([...Buffer.from('{"email":"a'), ...bytes, ...Buffer.from('@x.example"}')]);
        expectBadRequest(await send(route.method, concrete(route.url, '1'), body), `${route.method} ${route.url}`);
      }),
      RUNS,
    );
  });

  it('never answers 5xx, whatever text goes in the path, the query or the body', async () => {
    const anyText = fc.oneof(badText, fc.string({ unit: 'binary', maxLength: 12 }));
    const bodyWith = (text: string): unknown[] => [
      { email: text },
      { email: `${text}@x.example`, create_user: false },
      { email: 'docs.incomplete@northbridge.example', token: text, type: 'email' },
      { token_hash: text, type: 'magiclink' },
      { refresh_token: text },
      { data: { [text]: text } },
      { name: text, document_type: 'cv', document_index: 1, document_path: `documents/${candidateId}/cv/1_${text}.pdf` },
      { nationality_codes: [text] },
      { answer_id: 1 },
      { expiresIn: 60 },
    ];
    // Each run sends its two texts to every route, in the query and the path and in each body shape.
    await fc.assert(
      fc.asyncProperty(anyText, anyText, async (text, other) => {
        for (const route of routes) {
          const path = `${concrete(route.url, percentEncode(text) || '1')}?search=${percentEncode(other)}&to=${percentEncode(text)}`;
          const result = await send(route.method, path);
          expect(result.status, `${route.method} ${path}: ${result.text}`).toBeLessThan(500);
          if (route.method === 'GET') continue;
          for (const body of bodyWith(other)) {
            const bare = await send(route.method, concrete(route.url, '1'), JSON.stringify(body));
            expect(bare.status, `${route.method} ${route.url} ${JSON.stringify(body)}: ${bare.text}`).toBeLessThan(500);
          }
        }
      }),
      { numRuns: 8 },
    );
  }, 240_000);
});
