// The jury's texts and endings over HTTP: reasons, notes and comments on several lines (other control characters
// refused naming the field), a re-opened review told to its reviewer, and assignments ended by a decision, a
// withdrawal or a re-opening, shown as ended in the reviewer's queue.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startWithStaff, type Session, type TestBackend } from '../testing/test-backend';
import { ENDED_IN_QUEUE_DAYS } from '@admission/domain';
import { activeAssignments, aCandidateReady, aJuryProgram, applicationReviews, FULL_SCORES, NORTHBRIDGE_REVIEWERS, submit, type TestCandidate } from './jury-testing';

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
type QueueRow = { assignment_id: number; state: string; ended: { reason: string | null; ended_at: string; draft_kept: boolean } | null };
type TimelineEntry = { kind: string; details: Record<string, unknown> };
const timelineOf = async (dealId: number) => (await as<{ events: TimelineEntry[] }>(admin, 'GET', `/admin/applications/${dealId}/timeline`)).body.events;
const DAY_MS = 24 * 60 * 60 * 1000;

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
    // Not theirs to do any more: their queue answers it as ended, decided, their draft kept.
    const queue = await as<QueueRow[]>(secondSession, 'GET', '/reviews');
    expect(queue.body.filter((row) => row.assignment_id === second.id)).toEqual([
      expect.objectContaining({ assignment_id: second.id, state: 'draft', ended: { reason: 'decided', ended_at: new Date(t.clock.now()).toISOString(), draft_kept: true } }),
    ]);
    // The submitted review stays in its reviewer's queue, open (not ended).
    const firstQueue = await as<QueueRow[]>(firstSession, 'GET', '/reviews');
    expect(firstQueue.body.find((row) => row.assignment_id === first.id)).toMatchObject({ state: 'submitted', ended: null });
    // Its review page says it ended, why and that the draft is kept: nothing of the application.
    const page = await as<{ detail: unknown }>(secondSession, 'GET', `/reviews/${second.id}`);
    expect(page.status).toBe(409);
    expect(page.body.detail).toEqual({ code: 'REVIEW_ENDED', message: 'This review has ended', reason: 'decided', ended_at: expect.any(String), draft_kept: true });
    // The staff's timeline says why it ended.
    const ended = (await timelineOf(candidate.dealId)).filter((event) => event.kind === 'review-withdrawn');
    expect(ended.map((event) => event.details)).toEqual([{ assignment_id: second.id, reviewer_name: expect.any(String), reason: 'decided' }]);
  });

  it('decided from the application page (REJECTED): its open assignments end', async () => {
    const { candidate } = await anAssignedApplication('MSc Decided Page');
    const rejected = await as(admin, 'PATCH', `/admin/applications/${candidate.dealId}/status?status=REJECTED`, { reasons: [{ id: 'prerequisites-not-met' }] });
    expect(rejected.status).toBe(200);
    expect((await applicationReviews(t, admin, candidate.dealId)).assignments.map((row) => row.state)).toEqual(['withdrawn', 'withdrawn']);
  });
});

describe("each end keeps its reason, in the reviewer's queue and on the timeline", () => {
  it('withdrawn by the candidate: ended, no draft kept', async () => {
    const { candidate, first } = await anAssignedApplication('MSc Ended Withdrawn');
    expect((await as(candidate.session, 'POST', `/deals/${candidate.dealId}/withdraw`, { reasons: [{ id: 'cost' }] })).status).toBe(200);
    const queue = await as<QueueRow[]>(await reviewerSession(first.email), 'GET', '/reviews');
    expect(queue.body.find((row) => row.assignment_id === first.id)).toMatchObject({ state: 'todo', ended: { reason: 'candidate-withdrew', draft_kept: false } });
    expect((await timelineOf(candidate.dealId)).filter((event) => event.kind === 'review-withdrawn').map((event) => event.details.reason)).toEqual(['candidate-withdrew', 'candidate-withdrew']);
  });

  it('re-opened for the candidate: ended as re-opened', async () => {
    const { candidate, first } = await anAssignedApplication('MSc Ended Reopened');
    expect((await as(admin, 'PATCH', `/admin/applications/${candidate.dealId}/status?status=IN_PROGRESS`, {})).status).toBe(200);
    const queue = await as<QueueRow[]>(await reviewerSession(first.email), 'GET', '/reviews');
    expect(queue.body.find((row) => row.assignment_id === first.id)?.ended).toMatchObject({ reason: 'reopened', draft_kept: false });
  });

  it("given by an admin to another reviewer: ended as the admin's withdrawal", async () => {
    const { candidate, first, second } = await anAssignedApplication('MSc Ended Reassigned');
    const third = NORTHBRIDGE_REVIEWERS.find((member) => member.id !== first.reviewerId && member.id !== second.reviewerId);
    expect((await as(admin, 'POST', `/admin/applications/${candidate.dealId}/reassign`, { assignment_id: first.id, reviewer_id: third?.id })).status).toBe(204);
    const queue = await as<QueueRow[]>(await reviewerSession(first.email), 'GET', '/reviews');
    expect(queue.body.find((row) => row.assignment_id === first.id)?.ended).toMatchObject({ reason: 'admin-withdrew', draft_kept: false });
    expect((await timelineOf(candidate.dealId)).find((event) => event.kind === 'review-withdrawn')?.details.reason).toBe('admin-withdrew');
  });

  it(`shows an ended assignment for ${String(ENDED_IN_QUEUE_DAYS)} days, then no more; its page still says it ended`, async () => {
    const { candidate, first } = await anAssignedApplication('MSc Ended Long Ago');
    expect((await as(admin, 'POST', '/admin/ranking/decisions', { application_ids: [candidate.dealId], status: 'REJECTED', reasons: [{ id: 'prerequisites-not-met' }] })).status).toBe(200);
    t.clock.advance(ENDED_IN_QUEUE_DAYS * DAY_MS);
    const session = await t.signIn(first.email);
    expect((await as<QueueRow[]>(session, 'GET', '/reviews')).body.some((row) => row.assignment_id === first.id)).toBe(true);
    t.clock.advance(1000);
    const later = await t.signIn(first.email);
    expect((await as<QueueRow[]>(later, 'GET', '/reviews')).body.some((row) => row.assignment_id === first.id)).toBe(false);
    expect((await as<{ detail: { code: string } }>(later, 'GET', `/reviews/${first.id}`)).body.detail).toMatchObject({ code: 'REVIEW_ENDED', reason: 'decided' });
  });
});
