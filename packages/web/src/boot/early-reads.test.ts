import { readStoredSession } from '@admission/adapters';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { shellEarlyAnswers } from '../di/early-reads';
import { readBootHandOff, type ShellEarlyReads } from './hand-off';
import { earlyReadJobs, type ReadingPage } from './early-reads';
import type { EarlyReadsData } from './shell-data';

const NOW_MS = Date.UTC(2026, 10, 27, 12);
const nowSeconds = NOW_MS / 1000;
const session = (overrides: Record<string, unknown> = {}) =>
  JSON.stringify({ access_token: 'token-1', refresh_token: 'refresh-1', expires_at: nowSeconds + 3600, user: { id: 'user-1' }, ...overrides });

const target: EarlyReadsData = {
  apiUrl: '{protocol}//{host}:4601/',
  supabaseUrl: '{protocol}//{host}:4601',
  reads: { dashboard: ['/users/me', '/users/invoice'], admin: ['/users/me'] },
};

function page(stored: Record<string, string>, hostname = 'localhost') {
  const sent: { url: string; init: RequestInit | undefined }[] = [];
  const holder: Record<string, unknown> = {};
  const fetch = (url: string | URL | Request, init?: RequestInit) => {
    sent.push({ url: String(url), init });
    return Promise.resolve(new Response('{"ok":true}', { status: 200, headers: { 'X-Total-Count': '3' } }));
  };
  const reading: ReadingPage = { location: { protocol: 'https:', hostname, pathname: '/' }, storage: { getItem: (key) => stored[key] ?? null }, fetch: fetch as typeof globalThis.fetch, holder, nowMs: NOW_MS };
  return { reading, sent, holder };
}

describe('earlyReadJobs', () => {
  it("sends the route's reads to the page's API with the stored token, one a job, and leaves them for the app", async () => {
    const { reading, sent, holder } = page({ 'sb-lumiere-auth-token': session() }, 'lumiere.localhost');
    const jobs = earlyReadJobs(target, 'dashboard', reading);
    expect(sent).toEqual([]);
    jobs[0]?.();
    expect(sent.map((read) => read.url)).toEqual(['https://lumiere.localhost:4601/users/me']);
    jobs[1]?.();
    expect(sent[1]?.init?.headers).toEqual({ Accept: 'application/json', Authorization: 'Bearer token-1' });
    const early = readBootHandOff(holder).earlyReads as ShellEarlyReads;
    expect(early.token).toBe('token-1');
    await expect(early.reads['/users/invoice']).resolves.toEqual({ status: 200, body: '{"ok":true}', headers: { 'content-type': 'text/plain;charset=UTF-8', 'x-total-count': '3' } });
    // The app's HTTP client takes each answer once, with the same token.
    const answers = shellEarlyAnswers(holder, () => 0);
    expect(answers.take('/users/me', 'other-token')).toBeNull();
    await expect(answers.take('/users/me', 'token-1')).resolves.toMatchObject({ status: 200 });
    expect(answers.take('/users/me', 'token-1')).toBeNull();
  });

  it("fills a read's path parameters from the page's address, by name, and leaves out a read the address cannot fill", () => {
    const withParams: EarlyReadsData = { ...target, reads: { review: ['/users/me', '/reviews/{assignmentId}'], reviews: ['/reviews/{assignmentId}'] } };
    const at = (pathname: string, route: 'review' | 'reviews') => {
      const { reading, sent } = page({ 'sb-localhost-auth-token': session() });
      earlyReadJobs(withParams, route, { ...reading, location: { ...reading.location, pathname } }).forEach((job) => job());
      return sent.map((read) => new URL(read.url).pathname);
    };
    expect(at('/reviews/71', 'review')).toEqual(['/users/me', '/reviews/71']);
    expect(at('/reviews/a%20b/', 'review')).toEqual(['/users/me', '/reviews/a%20b']);
    // A malformed escape, or a page whose address has no such parameter: the app reads for itself.
    expect(at('/reviews/%E0', 'review')).toEqual(['/users/me']);
    expect(at('/reviews', 'reviews')).toEqual([]);
  });

  it('gives a read that gets no answer as null (the app then asks itself)', async () => {
    const { reading, holder } = page({ 'sb-localhost-auth-token': session() });
    earlyReadJobs(target, 'admin', { ...reading, fetch: () => Promise.reject(new TypeError('Failed to fetch')) }).forEach((job) => job());
    await expect((readBootHandOff(holder).earlyReads as ShellEarlyReads).reads['/users/me']).resolves.toBeNull();
  });

  it('reads nothing for a route without early reads', () => {
    const { reading } = page({ 'sb-localhost-auth-token': session() });
    expect(earlyReadJobs(target, 'quiz', reading)).toEqual([]);
  });

  it('sends reads for exactly the stored sessions the app reads without supabase-js (readStoredSession)', () => {
    const value = fc.oneof(fc.constant(undefined), fc.constant(null), fc.string(), fc.integer(), fc.constant(['x']), fc.record({ id: fc.oneof(fc.string(), fc.integer()) }));
    const stored = fc.record({
      access_token: value,
      refresh_token: value,
      expires_at: fc.oneof(fc.integer({ min: nowSeconds - 10, max: nowSeconds + 200 }), fc.constant(String(nowSeconds + 3600))),
      user: value,
    });
    fc.assert(
      fc.property(stored, (candidate) => {
        const raw = JSON.stringify(candidate);
        const { reading } = page({ 'sb-localhost-auth-token': raw });
        const read = readStoredSession(reading.storage, 'sb-localhost-auth-token', NOW_MS) !== null;
        expect(earlyReadJobs(target, 'dashboard', reading).length > 0).toBe(read);
      }),
      { numRuns: 400 },
    );
    // The margin: a token valid for a minute or less is left to supabase-js to refresh.
    expect(earlyReadJobs(target, 'dashboard', page({ 'sb-localhost-auth-token': session({ expires_at: nowSeconds + 60 }) }).reading)).toEqual([]);
    expect(earlyReadJobs(target, 'dashboard', page({ 'sb-localhost-auth-token': session({ expires_at: nowSeconds + 61 }) }).reading)).toHaveLength(2);
  });
});
