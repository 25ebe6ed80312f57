// The jury's texts and endings over HTTP: reasons, notes and comments on several lines (other control characters
// refused naming the field), a re-opened review told to its reviewer, and assignments ended by a decision, a
// withdrawal or a re-opening, shown as ended in the reviewer's queue.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startWithStaff, type Session, type TestBackend } from '../testing/test-backend';
import { activeAssignments, aCandidateReady, aJuryProgram, applicationReviews, FULL_SCORES, submit, type TestCandidate } from './jury-testing';

let t: TestBackend;
let admin: Session;
beforeAll(async () => {
  ({ t, admin } = await startWithStaff());
});
afterAll(() => t.close());

const as = <T = unknown>(session: Session, method: string, path: string, body?: unknown) => t.call<T>(method, path, { token: session.accessToken, body });
const sessions = new Map<string, Session>();
const reviewerSession = async (email: string): Promise<Session> => {
  const known = sessions.get(email) ?? (await t.signIn(email));
  sessions.set(email, known);
  return known;
};

let people = 0;
const aCandidate = (programId: number, brand: 'northbridge' | 'lumiere' = 'northbridge'): Promise<TestCandidate> => {
  people += 1;
  return aCandidateReady(t, programId, { email: `flow.candidate.${people}@example.com`, firstName: `Rowan${people}`, lastName: `Applicant${people}`, brand });
};

/** A submitted application of a fresh program, and its two open assignments. */
async function anAssignedApplication(name: string) {
  const programId = await aJuryProgram(t, name);
  const candidate = await aCandidate(programId);
  await submit(t, candidate);
  const [first, second] = await activeAssignments(t, admin, candidate.dealId);
  if (first === undefined || second === undefined) throw new Error('two assignments expected');
  return { programId, candidate, first, second };
}

type Refusal = { detail: { code: string; field: string } | string };

describe('texts written on several lines', () => {
  it('a conflict of interest declared on two lines, with a tab, is taken and kept as written', async () => {
    const { candidate, first } = await anAssignedApplication('MSc Lines Conflict');
    const session = await reviewerSession(first.email);
    expect((await as(session, 'POST', `/reviews/${first.id}/conflict`, { reason: 'I taught this candidate.\r\n\tLast year, in Lyon.' })).status).toBe(204);
    expect((await applicationReviews(t, admin, candidate.dealId)).conflicts).toEqual([expect.objectContaining({ reason: 'I taught this candidate.\n\tLast year, in Lyon.' })]);
  });

  it('an admin re-opens a review with a reason on two lines', async () => {
    const { candidate, first } = await anAssignedApplication('MSc Lines Reopen');
    const session = await reviewerSession(first.email);
    expect((await as(session, 'POST', `/reviews/${first.id}/submit`, { scores: FULL_SCORES, recommendation: 'admit', comment: 'Strong.\nClear.', version: 0 })).status).toBe(200);
    expect((await as(admin, 'POST', `/admin/applications/${candidate.dealId}/reviews/${first.id}/reopen`, { reason: 'Score the interview.\nThen submit again.' })).status).toBe(204);
  });

  it('any other control character is refused with a code naming the field, in each field of several lines', async () => {
    const { candidate, first } = await anAssignedApplication('MSc Lines Refused');
    const session = await reviewerSession(first.email);
    const calls: [Session, string, string, Record<string, unknown>, string][] = [
      [session, 'POST', `/reviews/${first.id}/conflict`, { reason: 'Bell\u0007' }, 'reason'],
      [session, 'PUT', `/reviews/${first.id}/draft`, { scores: {}, recommendation: null, comment: 'Escape\u001b[0m', version: 0 }, 'comment'],
      [admin, 'POST', `/admin/applications/${candidate.dealId}/notes`, { body: 'Null\u0000' }, 'body'],
      [admin, 'POST', `/admin/applications/${candidate.dealId}/reviews/${first.id}/reopen`, { reason: 'C1\u0085' }, 'reason'],
    ];
    for (const [who, method, path, body, field] of calls) {
      const refused = await as<Refusal>(who, method, path, body);
      expect(refused.status, path).toBe(400);
      expect(refused.body.detail, path).toMatchObject({ code: 'TEXT_CONTROL_CHARACTER', field });
    }
    // A one-line field still refuses a line break, as before.
    expect((await as<Refusal>(admin, 'PUT', `/admin/programs/1/review-settings`, { name: 'a\nb' })).body.detail).toBe('The JSON body contains a control character');
  });
});

describe('a decision ends the open assignments', () => {
  it('decided from the ranking: the review not yet submitted ends, the submitted one stays, the reviewer no longer has it to do', async () => {
    const { candidate, first, second } = await anAssignedApplication('MSc Decided Ranking');
    const firstSession = await reviewerSession(first.email);
    expect((await as(firstSession, 'POST', `/reviews/${first.id}/submit`, { scores: FULL_SCORES, recommendation: 'admit', comment: '', version: 0 })).status).toBe(200);
    const secondSession = await reviewerSession(second.email);
    expect((await as(secondSession, 'PUT', `/reviews/${second.id}/draft`, { scores: { motivation: 4 }, recommendation: null, comment: 'Half done', version: 0 })).status).toBe(200);
    const decided = await as<{ decided: number[] }>(admin, 'POST', '/admin/ranking/decisions', { application_ids: [candidate.dealId], status: 'ADMISSIBLE', reasons: [] });
    expect(decided.body.decided).toEqual([candidate.dealId]);
    const view = await applicationReviews(t, admin, candidate.dealId);
    expect(view.assignments.map((row) => [row.reviewer_id, row.state]).sort()).toEqual([[first.reviewerId, 'active'], [second.reviewerId, 'withdrawn']].sort());
    // Not theirs to do any more: their queue has it no longer as to do.
    const queue = await as<{ assignment_id: number; state: string }[]>(secondSession, 'GET', '/reviews');
    expect(queue.body.filter((row) => row.assignment_id === second.id && row.state !== 'ended')).toEqual([]);
  });

  it('decided from the application page (REJECTED): its open assignments end', async () => {
    const { candidate } = await anAssignedApplication('MSc Decided Page');
    const rejected = await as(admin, 'PATCH', `/admin/applications/${candidate.dealId}/status?status=REJECTED`, { reasons: [{ id: 'prerequisites-not-met' }] });
    expect(rejected.status).toBe(200);
    expect((await applicationReviews(t, admin, candidate.dealId)).assignments.map((row) => row.state)).toEqual(['withdrawn', 'withdrawn']);
  });
});
