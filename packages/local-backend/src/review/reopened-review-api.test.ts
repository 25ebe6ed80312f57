// A re-opened review reaches its reviewer over HTTP: an e-mail in their brand and language (the candidate by
// pseudonym only, who re-opened it, when and why, a link to the review), and the review page's who, when and why
// while the review is a draft again.
import { dayInWords } from '@admission/domain';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { users } from '../db/schema';
import { portalLinksOf } from '../testing/portal-links';
import { startWithStaff, type Session, type TestBackend } from '../testing/test-backend';
import { activeAssignments, aCandidateReady, aJuryProgram, FULL_SCORES, submit, workflowMailsTo } from './jury-testing';

let t: TestBackend;
let admin: Session;
let adminName: string;
beforeAll(async () => {
  ({ t, admin } = await startWithStaff());
  const [row] = await t.backend.context.db.select().from(users).where(eq(users.email, 'admin@northbridge.example'));
  adminName = `${row?.firstName ?? ''} ${row?.lastName ?? ''}`.trim();
});
afterAll(() => t.close());

const as = <T = unknown>(session: Session, method: string, path: string, body?: unknown) => t.call<T>(method, path, { token: session.accessToken, body });

interface ReviewPage {
  readonly pseudonym: string;
  readonly state: string;
  readonly draft: { readonly version: number } | null;
  readonly reopened: { readonly by: string; readonly at: string; readonly reason: string } | null;
}

const REASON = 'Notez aussi l’entretien.\nPuis soumettez-la à nouveau.';

let people = 0;

/** A submitted application of a fresh program of the school, its candidate, and its first reviewer's review submitted. */
async function aSubmittedReview(name: string, school: 'northbridge' | 'lumiere') {
  const programId = await aJuryProgram(t, name, {}, school);
  people += 1;
  const candidate = await aCandidateReady(t, programId, { email: `reopen.candidate.${people}@example.com`, firstName: 'Philomène', lastName: 'Quarterbridge', brand: school });
  await submit(t, candidate);
  const [first, second] = await activeAssignments(t, admin, candidate.dealId);
  if (first === undefined || second === undefined) throw new Error('two assignments expected');
  const reviewer = await t.signIn(first.email);
  expect((await as(reviewer, 'POST', `/reviews/${first.id}/submit`, { scores: FULL_SCORES, recommendation: 'admit', comment: 'Solide.', version: 0 })).status).toBe(200);
  return { programName: name, candidate, first, second, reviewer };
}

describe('a re-opened review reaches its reviewer', () => {
  it('e-mails a French reviewer of the second school in French: the pseudonym and program, who, when, why, and a link to the review; never the candidate', async () => {
    const { programName, candidate, first, second, reviewer } = await aSubmittedReview('Programme Réouvert', 'lumiere');
    const before = await workflowMailsTo(t, first.email);
    const othersBefore = await workflowMailsTo(t, second.email);
    expect((await as(admin, 'POST', `/admin/applications/${candidate.dealId}/reviews/${first.id}/reopen`, { reason: REASON })).status).toBe(204);

    const after = await workflowMailsTo(t, first.email);
    expect(after).toHaveLength(before.length + 1);
    const [mail] = after;
    const { pseudonym } = (await as<ReviewPage>(reviewer, 'GET', `/reviews/${first.id}`)).body;
    expect(mail?.to).toBe(first.email);
    expect(mail?.subject).toBe(`École Lumière\u00a0: votre évaluation de la candidature ${pseudonym} est rouverte`);
    const text = `${mail?.subject ?? ''}\n${mail?.text ?? ''}\n${mail?.html ?? ''}`;
    expect(mail?.html).toContain(`${adminName} a rouvert le ${dayInWords(new Date(t.clock.now()), 'fr', 'UTC')} votre évaluation de la candidature ${pseudonym} au programme ${programName}`);
    // The reason as written, its line break kept (and shown: the quote keeps white space).
    expect(mail?.html).toContain('Notez aussi l’entretien.\nPuis soumettez-la à nouveau.');
    expect(mail?.html).toContain('white-space:pre-wrap');
    const { config } = t.backend.context;
    expect(mail?.html).toContain(`href="${config.portalUrls['lumiere'] ?? config.siteUrl}/reviews/${first.id}"`);
    expect(mail?.html).toContain('lang="fr"');
    for (const trace of [candidate.firstName, candidate.lastName, candidate.email]) expect(text).not.toContain(trace);
    // The other reviewer, whose review was not re-opened, is told nothing.
    expect(await workflowMailsTo(t, second.email)).toHaveLength(othersBefore.length);
  });

  it("says on the reviewer's review page who re-opened it, when and why, while it is a draft again, and no longer once submitted", async () => {
    const { candidate, first, reviewer } = await aSubmittedReview('MSc Reopened Page', 'northbridge');
    expect((await as<ReviewPage>(reviewer, 'GET', `/reviews/${first.id}`)).body.reopened).toBeNull();
    const at = new Date(t.clock.now()).toISOString();
    expect((await as(admin, 'POST', `/admin/applications/${candidate.dealId}/reviews/${first.id}/reopen`, { reason: 'First reason.' })).status).toBe(204);
    t.clock.advance(60_000);
    expect((await as(admin, 'POST', `/admin/applications/${candidate.dealId}/reviews/${first.id}/reopen`, { reason: 'x' })).status).toBe(409);

    const page = (await as<ReviewPage>(reviewer, 'GET', `/reviews/${first.id}`)).body;
    expect(page.state).toBe('draft');
    expect(page.reopened).toEqual({ by: adminName, at, reason: 'First reason.' });
    const english = (await workflowMailsTo(t, first.email))[0];
    expect(english?.subject).toBe(`Northbridge Business School: your review of candidate ${page.pseudonym} is open again`);
    expect(english?.html).toContain(`${adminName} re-opened your review of candidate ${page.pseudonym} for MSc Reopened Page on ${dayInWords(new Date(at), 'en', 'UTC')}. Their reason:`);

    // Submitted again, then re-opened again: the page tells of the latest re-opening only.
    expect((await as(reviewer, 'POST', `/reviews/${first.id}/submit`, { scores: FULL_SCORES, recommendation: 'reject', comment: '', version: page.draft?.version ?? 0 })).status).toBe(200);
    expect((await as<ReviewPage>(reviewer, 'GET', `/reviews/${first.id}`)).body.reopened).toBeNull();
    const later = new Date(t.clock.now()).toISOString();
    expect((await as(admin, 'POST', `/admin/applications/${candidate.dealId}/reviews/${first.id}/reopen`, { reason: 'Second reason,\non two lines.' })).status).toBe(204);
    expect((await as<ReviewPage>(reviewer, 'GET', `/reviews/${first.id}`)).body.reopened).toEqual({ by: adminName, at: later, reason: 'Second reason,\non two lines.' });
  });

  it('re-opens the review even when the e-mail cannot be sent', async () => {
    const { candidate, first, reviewer } = await aSubmittedReview('MSc Reopened Offline', 'northbridge');
    const send = vi.spyOn(t.backend.context.outbox, 'send').mockRejectedValueOnce(new Error('the mail server is down'));
    try {
      expect((await as(admin, 'POST', `/admin/applications/${candidate.dealId}/reviews/${first.id}/reopen`, { reason: 'Score the interview.' })).status).toBe(204);
      expect(send).toHaveBeenCalledTimes(1);
    } finally {
      send.mockRestore();
    }
    const page = (await as<ReviewPage>(reviewer, 'GET', `/reviews/${first.id}`)).body;
    expect(page).toMatchObject({ state: 'draft', reopened: { by: adminName, reason: 'Score the interview.' } });
  });

  it("links the reviewer's queue and the re-opened review with the portal's own page addresses, in every e-mail this server sent", async () => {
    const sent = (await t.call<{ html: string; link: string; code: string }[]>('GET', '/__dev/outbox')).body;
    const { links, strays } = portalLinksOf(sent, t.backend.context.config);
    // The digests of each run link the queue; the re-opened reviews link their page.
    expect(links).toContain('http://localhost:5173/reviews');
    expect(links.some((link) => /^http:\/\/lumiere\.localhost:5173\/reviews\/\d+$/.test(link))).toBe(true);
    expect(strays).toEqual([]);
  });
});
