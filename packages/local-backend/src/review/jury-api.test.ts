// The jury over HTTP: assignment when an application becomes COMPLETE (one digest a reviewer), drafts and
// submissions under concurrency, conflicts that reassign, re-opening that withdraws, the rubric's lock, the ranking
// and its bulk decision (one e-mail per candidate, in their brand and language), the overdue reminder (once), and
// the reviews in the candidate's data download without the reviewers' names.
import type { ProgramRanking, TimelineEvent } from '@admission/domain';
import { readCsv } from '@admission/domain';
import { strFromU8, unzipSync } from 'fflate';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { programReviewers } from '../db/schema';
import { PROGRAMS } from '../seed/catalogue';
import { JURY } from '../seed/demo-accounts';
import { stableUuid } from '../seed/ids';
import { JURY_OF, RUBRIC_OPEN_PROGRAMS } from '../seed/seed-jury';
import { startWithStaff, type Session, type TestBackend } from '../testing/test-backend';
import {
  activeAssignments,
  aCandidateReady,
  aJuryProgram,
  applicationReviews,
  FULL_SCORES,
  NORTHBRIDGE_REVIEWERS,
  submit,
  workflowMailsTo,
  type TestCandidate,
} from './jury-testing';

const DAY = 86_400_000;

let t: TestBackend;
let admin: Session;
let agent: Session;
beforeAll(async () => {
  ({ t, admin, agent } = await startWithStaff());
});
afterAll(() => t.close());

const as = <T = unknown>(session: Session, method: string, path: string, body?: unknown) => t.call<T>(method, path, { token: session.accessToken, body });
const timeline = async (dealId: number) => (await as<{ events: TimelineEvent[] }>(admin, 'GET', `/admin/applications/${dealId}/timeline`)).body.events;
const sessions = new Map<string, Session>();
const reviewerSession = async (email: string): Promise<Session> => {
  const known = sessions.get(email);
  if (known !== undefined) return known;
  const session = await t.signIn(email);
  sessions.set(email, session);
  return session;
};
const digestsTo = async (email: string) => (await workflowMailsTo(t, email)).filter((mail) => mail.subject.includes('new applications to review'));

let people = 0;
/** A new candidate of the program, ready to submit. */
const aCandidate = (programId: number, overrides: { firstName?: string; brand?: 'northbridge' | 'lumiere' } = {}): Promise<TestCandidate> => {
  people += 1;
  return aCandidateReady(t, programId, { email: `jury.candidate.${people}@example.com`, firstName: overrides.firstName ?? `Juniper${people}`, lastName: `Applicant${people}`, ...overrides });
};

describe('the seeded jury', () => {
  it('gives each reviewer a queue in every state, one conflict a school, and a program whose reviewers disagree', async () => {
    for (const email of ['reviewer1@northbridge.example', 'jury1@lumiere.example']) {
      const queue = await as<{ state: string; pseudonym: string }[]>(await reviewerSession(email), 'GET', '/reviews');
      expect(new Set(queue.body.map((row) => row.state)), email).toEqual(new Set(['todo', 'draft', 'submitted']));
    }
    const programs = await as<{ id: number; name: string }[]>(admin, 'GET', '/admin/programs');
    const mba = programs.body.find((program) => program.name === 'Executive MBA');
    const ranking = await as<{ rows: { application_id: number; disagreement: boolean }[] }>(admin, 'GET', `/admin/ranking?program_id=${mba?.id ?? 0}`);
    expect(ranking.body.rows.some((row) => row.disagreement)).toBe(true);
    const conflicted: number[] = [];
    for (const program of programs.body) {
      const rows = (await as<{ rows: { application_id: number }[] }>(admin, 'GET', `/admin/ranking?program_id=${program.id}`)).body.rows;
      for (const row of rows) if ((await applicationReviews(t, admin, row.application_id)).conflicts.length > 0) conflicted.push(row.application_id);
    }
    expect(conflicted).toHaveLength(2);
  });

  it('has one program a school under review with nothing submitted, whose rubric an admin can still change; the others are locked', async () => {
    const programs = await as<{ id: number; name: string }[]>(admin, 'GET', '/admin/programs');
    const seeded = programs.body.filter((program) => PROGRAMS.some((known) => known.name === program.name));
    expect(seeded).toHaveLength(PROGRAMS.length);
    const editable: string[] = [];
    for (const program of seeded) {
      const settings = await as<{ rubric_editable: boolean }>(admin, 'GET', `/admin/programs/${program.id}/review-settings`);
      if (!settings.body.rubric_editable) continue;
      editable.push(program.name);
      // Under way all the same: applications to do and drafts, none done.
      const rows = (await as<{ rows: { application_id: number; reviews_done: number }[] }>(admin, 'GET', `/admin/ranking?program_id=${program.id}`)).body.rows;
      expect(rows.length, program.name).toBeGreaterThan(0);
      expect(rows.every((row) => row.reviews_done === 0), program.name).toBe(true);
      const states = new Set<string>();
      for (const row of rows) for (const assignment of (await applicationReviews(t, admin, row.application_id)).assignments) states.add(assignment.review_state);
      expect(states, program.name).toEqual(new Set(['todo', 'draft']));
    }
    expect(editable.sort()).toEqual(RUBRIC_OPEN_PROGRAMS.map((key) => PROGRAMS.find((program) => program.key === key)?.name).sort());
    // One a school.
    expect(new Set(RUBRIC_OPEN_PROGRAMS.map((key) => JURY_OF[key]))).toEqual(new Set(['northbridge', 'lumiere']));
  });
});

describe('assignment when an application becomes COMPLETE', () => {
  it('goes to the program’s number of reviewers, on the timeline as the system’s, with one digest each', async () => {
    const programId = await aJuryProgram(t, 'MSc Assignment');
    const candidate = await aCandidate(programId);
    const before = await Promise.all(NORTHBRIDGE_REVIEWERS.map(async (member) => (await digestsTo(member.email)).length));
    await submit(t, candidate);
    const assigned = await activeAssignments(t, admin, candidate.dealId);
    expect(assigned).toHaveLength(2);
    expect(new Set(assigned.map((row) => row.reviewerId)).size).toBe(2);
    expect((await applicationReviews(t, admin, candidate.dealId)).program_id).toBe(programId);
    // The pickers list the programs with their school, this one among them.
    const listed = await as<{ id: number; name: string; brand: string }[]>(agent, 'GET', '/admin/programs');
    expect(listed.body).toContainEqual({ id: programId, name: 'MSc Assignment', brand: 'northbridge' });
    const events = (await timeline(candidate.dealId)).filter((event) => event.kind === 'review-assigned');
    expect(events).toHaveLength(2);
    expect(events.every((event) => event.actor.kind === 'system')).toBe(true);
    const after = await Promise.all(NORTHBRIDGE_REVIEWERS.map(async (member) => (await digestsTo(member.email)).length));
    expect(after.map((count, index) => count - (before[index] ?? 0)).sort()).toEqual([0, 1, 1]);
    const [mail] = await digestsTo(assigned[0]?.email ?? '');
    expect(mail?.text).not.toContain(candidate.lastName);
    expect(mail?.text).toContain('Open my reviews');
  });

  it('a bulk assignment tells each reviewer of all their new applications in one digest', async () => {
    const programId = await aJuryProgram(t, 'MSc Digest', { reviewsPerApplication: 3 });
    const [first, second] = [await aCandidate(programId), await aCandidate(programId)];
    if (first === undefined || second === undefined) throw new Error('candidates');
    // Submitted while the program has no reviewer: nobody to assign.
    await t.backend.context.db.execute(`DELETE FROM program_reviewers WHERE program_id = ${programId}`);
    await submit(t, first);
    await submit(t, second);
    expect(await activeAssignments(t, admin, first.dealId)).toEqual([]);
    await t.backend.context.db.execute(`INSERT INTO program_reviewers (program_id, reviewer_id) VALUES ${NORTHBRIDGE_REVIEWERS.map((member) => `(${programId}, '${member.id}')`).join(', ')}`);
    const before = await Promise.all(NORTHBRIDGE_REVIEWERS.map(async (member) => (await digestsTo(member.email)).length));
    const run = await as<{ assigned: { application_id: number; reviewer_ids: string[] }[]; skipped: { application_id: number; code: string }[] }>(admin, 'POST', '/admin/review-assignments', {
      application_ids: [first.dealId, second.dealId, 999_999],
    });
    expect(run.status).toBe(200);
    expect(run.body.assigned.map((row) => [row.application_id, row.reviewer_ids.length])).toEqual([[first.dealId, 3], [second.dealId, 3]]);
    expect(run.body.skipped).toEqual([{ application_id: 999_999, code: 'NOT_FOUND' }]);
    for (const [index, member] of NORTHBRIDGE_REVIEWERS.entries()) {
      const digests = await digestsTo(member.email);
      expect(digests.length - (before[index] ?? 0), member.email).toBe(1);
      // Both applications, by pseudonym, in the one e-mail.
      expect((digests[0]?.text.match(/Candidate [0-9A-Z]{4}/g) ?? []).length).toBe(2);
    }
    // Assigned already: a second run skips them.
    const again = await as<{ skipped: { code: string }[] }>(admin, 'POST', '/admin/review-assignments', { application_ids: [first.dealId] });
    expect(again.body.skipped).toEqual([{ application_id: first.dealId, code: 'ALREADY_ASSIGNED' }]);
    expect((await as(agent, 'POST', '/admin/review-assignments', { application_ids: [first.dealId] })).status).toBe(403);
  });
});

describe('drafts and submissions', () => {
  let candidate: TestCandidate;
  let programId: number;
  beforeAll(async () => {
    programId = await aJuryProgram(t, 'MSc Concurrency');
    candidate = await aCandidate(programId);
    await submit(t, candidate);
  });

  it('two draft saves racing keep the newer version: the older answers 409 STALE_DRAFT', async () => {
    const [mine] = await activeAssignments(t, admin, candidate.dealId);
    if (mine === undefined) throw new Error('no assignment');
    const session = await reviewerSession(mine.email);
    const draft = (comment: string) => as<{ version?: number; detail?: { code: string; version: number } }>(session, 'PUT', `/reviews/${mine.id}/draft`, { scores: { motivation: 4 }, recommendation: null, comment, version: 0 });
    const results = await Promise.all([draft('first tab'), draft('second tab')]);
    expect(results.map((result) => result.status).sort()).toEqual([200, 409]);
    const won = results.find((result) => result.status === 200);
    const lost = results.find((result) => result.status === 409);
    expect(won?.body.version).toBe(1);
    expect(lost?.body.detail).toMatchObject({ code: 'STALE_DRAFT', version: 1 });
    const page = await as<{ draft: { version: number; comment: string } }>(session, 'GET', `/reviews/${mine.id}`);
    expect(page.body.draft.version).toBe(1);
    expect(page.body.draft.comment).toBe(won === results[0] ? 'first tab' : 'second tab');
    // The page sends again from the version it now holds.
    expect((await as(session, 'PUT', `/reviews/${mine.id}/draft`, { scores: { motivation: 5 }, recommendation: null, comment: 'line one\nline two', version: 1 })).body).toMatchObject({ version: 2 });
  });

  it('a submission missing a score answers 422 REVIEW_INCOMPLETE with the criteria missing', async () => {
    const [mine] = await activeAssignments(t, admin, candidate.dealId);
    const session = await reviewerSession(mine?.email ?? '');
    const refused = await as<{ detail: { code: string; missing: string[] } }>(session, 'POST', `/reviews/${mine?.id ?? 0}/submit`, { scores: { motivation: 4, academics: 3 }, recommendation: 'admit', comment: '', version: 2 });
    expect(refused.status).toBe(422);
    expect(refused.body.detail).toMatchObject({ code: 'REVIEW_INCOMPLETE', missing: ['experience', 'communication'] });
  });

  it('a draft whose comment is over 4000 characters saves its scores and recommendation, keeps the saved comment and says the comment was not saved', async () => {
    const [mine] = await activeAssignments(t, admin, candidate.dealId);
    const session = await reviewerSession(mine?.email ?? '');
    const long = 'x'.repeat(4001);
    const saved = await as<{ version: number; not_saved: unknown[] }>(session, 'PUT', `/reviews/${mine?.id ?? 0}/draft`, { scores: { motivation: 3, academics: 2 }, recommendation: 'unsure', comment: long, version: 2 });
    expect(saved.status).toBe(200);
    expect(saved.body).toMatchObject({ version: 3, not_saved: [{ field: 'comment', code: 'COMMENT_TOO_LONG', max: 4000, length: 4001 }] });
    const page = await as<{ draft: { scores: unknown; recommendation: string; comment: string; version: number } }>(session, 'GET', `/reviews/${mine?.id ?? 0}`);
    expect(page.body.draft).toMatchObject({ scores: { motivation: 3, academics: 2 }, recommendation: 'unsure', comment: 'line one\nline two', version: 3 });
    // A draft all valid reports nothing; a submission is all or nothing: a comment too long refuses it whole.
    expect((await as(session, 'PUT', `/reviews/${mine?.id ?? 0}/draft`, { scores: { motivation: 3, academics: 2 }, recommendation: 'unsure', comment: 'line one\nline two', version: 3 })).body).toMatchObject({ version: 4, not_saved: [] });
    const refused = await as<{ detail: { code: string } }>(session, 'POST', `/reviews/${mine?.id ?? 0}/submit`, { scores: FULL_SCORES, recommendation: 'admit', comment: long, version: 4 });
    expect(refused.status).toBe(422);
    expect(refused.body.detail.code).toBe('COMMENT_TOO_LONG');
    expect((await as<{ state: string }>(session, 'GET', `/reviews/${mine?.id ?? 0}`)).body.state).toBe('draft');
  });

  it('two reviewers submitting at the same moment lose nothing; the review is locked after', async () => {
    const assigned = await activeAssignments(t, admin, candidate.dealId);
    expect(assigned).toHaveLength(2);
    const submits = await Promise.all(
      assigned.map(async (row, index) => {
        const session = await reviewerSession(row.email);
        const page = await as<{ draft: { version: number } | null }>(session, 'GET', `/reviews/${row.id}`);
        const scores = index === 0 ? FULL_SCORES : { motivation: 1, academics: 1, experience: 2, communication: 1 };
        return as(session, 'POST', `/reviews/${row.id}/submit`, { scores, recommendation: index === 0 ? 'admit' : 'reject', comment: 'Done.', version: page.body.draft?.version ?? 0 });
      }),
    );
    expect(submits.map((result) => result.status)).toEqual([200, 200]);
    const view = await applicationReviews(t, admin, candidate.dealId);
    expect(view.reviews_done).toBe(2);
    expect(view.reviews).toHaveLength(2);
    // 4·3+3·4+5·2+4·1 = 38 / 10 = 3.8 and 1·3+1·4+2·2+1·1 = 12 / 10 = 1.2: a spread of 2.6 over the threshold of 1.5.
    expect(view.reviews.map((review) => review.total).sort()).toEqual([1.2, 3.8]);
    expect(view).toMatchObject({ mean: 2.5, spread: 2.6, disagreement: true });
    // The agent reads the Reviews tab too.
    expect((await as(agent, 'GET', `/admin/applications/${candidate.dealId}/reviews`)).status).toBe(200);
    const first = assigned[0];
    const session = await reviewerSession(first?.email ?? '');
    const locked = await as<{ detail: { code: string } }>(session, 'PUT', `/reviews/${first?.id ?? 0}/draft`, { scores: {}, recommendation: null, comment: '', version: 9 });
    expect(locked.status).toBe(409);
    expect(locked.body.detail.code).toBe('REVIEW_LOCKED');
    const queue = await as<{ assignment_id: number; state: string; reviews_done: number; reviews_required: number }[]>(session, 'GET', '/reviews');
    expect(queue.body.find((row) => row.assignment_id === first?.id)).toMatchObject({ state: 'submitted', reviews_done: 2, reviews_required: 2 });
    const submitted = (await timeline(candidate.dealId)).filter((event) => event.kind === 'review-submitted');
    expect(submitted.map((event) => event.actor)).toEqual(expect.arrayContaining([expect.objectContaining({ kind: 'staff', role: 'reviewer' })]));
  });

  it('the rubric cannot change once a review of the program is submitted (409 RUBRIC_LOCKED); an admin re-opens a review with a reason', async () => {
    const settings = await as<{ rubric: { criteria: unknown[] }; rubric_editable: boolean }>(admin, 'GET', `/admin/programs/${programId}/review-settings`);
    expect(settings.body.rubric_editable).toBe(false);
    const changed = await as<{ detail: { code: string } }>(admin, 'PUT', `/admin/programs/${programId}/rubric`, { criteria: settings.body.rubric.criteria });
    expect(changed.status).toBe(409);
    expect(changed.body.detail.code).toBe('RUBRIC_LOCKED');
    const [first] = await activeAssignments(t, admin, candidate.dealId);
    expect((await as(admin, 'POST', `/admin/applications/${candidate.dealId}/reviews/${first?.id ?? 0}/reopen`, { reason: ' ' })).status).toBe(422);
    expect((await as(agent, 'POST', `/admin/applications/${candidate.dealId}/reviews/${first?.id ?? 0}/reopen`, { reason: 'Wrong criterion' })).status).toBe(403);
    expect((await as(admin, 'POST', `/admin/applications/${candidate.dealId}/reviews/${first?.id ?? 0}/reopen`, { reason: 'Wrong criterion' })).status).toBe(204);
    expect((await applicationReviews(t, admin, candidate.dealId)).reviews_done).toBe(1);
    const [reopened] = (await timeline(candidate.dealId)).filter((event) => event.kind === 'review-reopened');
    expect(reopened).toMatchObject({ actor: { kind: 'staff', role: 'admin' }, details: { reason: 'Wrong criterion' } });
  });

  it('a rubric may change while nothing of the program is submitted; a bad one answers 422 RUBRIC_INVALID', async () => {
    const fresh = await aJuryProgram(t, 'MSc Rubric');
    const settings = await as<{ rubric: { criteria: { weight: number }[] }; rubric_editable: boolean }>(admin, 'GET', `/admin/programs/${fresh}/review-settings`);
    expect(settings.body.rubric_editable).toBe(true);
    const criteria = settings.body.rubric.criteria.map((criterion) => ({ ...criterion, weight: 2 }));
    const saved = await as<{ rubric: { criteria: { weight: number }[] } }>(admin, 'PUT', `/admin/programs/${fresh}/rubric`, { criteria });
    expect(saved.status).toBe(200);
    expect(saved.body.rubric.criteria.every((criterion) => criterion.weight === 2)).toBe(true);
    const bad = await as<{ detail: { code: string; reason: string } }>(admin, 'PUT', `/admin/programs/${fresh}/rubric`, { criteria: criteria.slice(0, 2) });
    expect(bad.status).toBe(422);
    expect(bad.body.detail).toMatchObject({ code: 'RUBRIC_INVALID', reason: 'RUBRIC_TOO_FEW_CRITERIA' });
    expect((await as(agent, 'PUT', `/admin/programs/${fresh}/rubric`, { criteria })).status).toBe(403);
  });
});

describe("a program's jury is its own school's reviewers", () => {
  const LUMIERE_REVIEWERS = JURY.filter((member) => member.brand === 'lumiere').map((member) => ({ ...member, id: stableUuid(member.email) }));
  const settingsOf = (programId: number, reviewerIds: readonly string[], overrides: Record<string, number> = {}) =>
    as<{ detail: { code: string; field?: string; errors?: unknown[]; reviewer_ids?: string[] } }>(admin, 'PUT', `/admin/programs/${programId}/review-settings`, {
      reviews_per_application: 2,
      due_days: 14,
      disagreement_threshold: 1.5,
      reviewer_ids: reviewerIds,
      ...overrides,
    });

  it('lists each program with its school, and as eligible only the reviewers of that school', async () => {
    const listed = (await as<{ id: number; name: string; brand: string }[]>(admin, 'GET', '/admin/programs')).body;
    expect(listed.find((program) => program.name === 'Programme Grande École')?.brand).toBe('lumiere');
    expect(listed.find((program) => program.name === 'MSc Finance')?.brand).toBe('northbridge');
    const programId = await aJuryProgram(t, 'MSc One School');
    const view = (await as<{ eligible_reviewers: { id: string }[] }>(admin, 'GET', `/admin/programs/${programId}/review-settings`)).body;
    expect(view.eligible_reviewers.map((reviewer) => reviewer.id).sort()).toEqual(NORTHBRIDGE_REVIEWERS.map((member) => member.id).sort());
  });

  it('refuses a reviewer of another school with 422 REVIEWER_OTHER_SCHOOL naming them, and changes nothing', async () => {
    const programId = await aJuryProgram(t, 'MSc Other School');
    const stranger = LUMIERE_REVIEWERS[0]?.id ?? '';
    const refused = await settingsOf(programId, [...NORTHBRIDGE_REVIEWERS.map((member) => member.id), stranger]);
    expect(refused.status).toBe(422);
    expect(refused.body.detail).toMatchObject({ code: 'REVIEWER_OTHER_SCHOOL', reviewer_ids: [stranger] });
    const view = (await as<{ reviewers: { id: string }[] }>(admin, 'GET', `/admin/programs/${programId}/review-settings`)).body;
    expect(view.reviewers.map((reviewer) => reviewer.id)).not.toContain(stranger);
    // Nor may an application of the program move to them.
    const candidate = await aCandidate(programId);
    await submit(t, candidate);
    const [open] = await activeAssignments(t, admin, candidate.dealId);
    const moved = await as<{ detail: { code: string } }>(admin, 'POST', `/admin/applications/${candidate.dealId}/reassign`, { assignment_id: open?.id, reviewer_id: stranger });
    expect(moved.status).toBe(422);
    expect(moved.body.detail.code).toBe('REVIEWER_OTHER_SCHOOL');
  });

  it('never assigns a reviewer of another school, even one left on the program\u2019s list', async () => {
    const programId = await aJuryProgram(t, 'MSc Left Over', { reviewsPerApplication: 3 });
    await t.backend.context.db.insert(programReviewers).values(LUMIERE_REVIEWERS.map((member) => ({ programId, reviewerId: member.id })));
    const candidate = await aCandidate(programId);
    await submit(t, candidate);
    const assigned = (await activeAssignments(t, admin, candidate.dealId)).map((assignment) => assignment.reviewerId);
    expect(assigned).toHaveLength(3);
    expect(assigned.every((id) => NORTHBRIDGE_REVIEWERS.some((member) => member.id === id))).toBe(true);
  });

  it('refuses more reviews an application than reviewers named, naming both numbers, with every other field in error', async () => {
    const programId = await aJuryProgram(t, 'MSc Too Few');
    const two = NORTHBRIDGE_REVIEWERS.slice(0, 2).map((member) => member.id);
    const refused = await settingsOf(programId, two, { reviews_per_application: 3, due_days: 0 });
    expect(refused.status).toBe(422);
    expect(refused.body.detail).toMatchObject({
      code: 'REVIEW_SETTINGS_INVALID',
      field: 'reviewsPerApplication',
      errors: [
        { field: 'reviewsPerApplication', reason: 'MORE_THAN_REVIEWERS', wanted: 3, reviewers: 2 },
        { field: 'dueDays', reason: 'OUT_OF_BOUNDS' },
      ],
    });
    expect((await settingsOf(programId, two)).status).toBe(200);
  });
});

describe('conflicts and re-opening', () => {
  it('a conflict passes the application to another reviewer, and the admin’s view lists it', async () => {
    const programId = await aJuryProgram(t, 'MSc Conflict');
    const candidate = await aCandidate(programId);
    await submit(t, candidate);
    const [conflicted, other] = await activeAssignments(t, admin, candidate.dealId);
    if (conflicted === undefined || other === undefined) throw new Error('two assignments expected');
    const third = NORTHBRIDGE_REVIEWERS.find((member) => member.id !== conflicted.reviewerId && member.id !== other.reviewerId);
    const digestsBefore = (await digestsTo(third?.email ?? '')).length;
    const session = await reviewerSession(conflicted.email);
    expect((await as(session, 'POST', `/reviews/${conflicted.id}/conflict`, { reason: '  I taught this candidate.  ' })).status).toBe(204);
    const view = await applicationReviews(t, admin, candidate.dealId);
    const active = view.assignments.filter((row) => row.state === 'active').map((row) => row.reviewer_id);
    expect(active.sort()).toEqual([other.reviewerId, third?.id].sort());
    expect(view.conflicts).toEqual([expect.objectContaining({ reason: 'I taught this candidate.' })]);
    expect((await digestsTo(third?.email ?? '')).length).toBe(digestsBefore + 1);
    // Theirs no more: the page answers as an unknown one, the queue leaves it out.
    expect((await as(session, 'GET', `/reviews/${conflicted.id}`)).status).toBe(403);
    const kinds = (await timeline(candidate.dealId)).map((event) => event.kind);
    expect(kinds).toContain('review-conflict');
    // An admin cannot give it back to them.
    const back = await as<{ detail: { code: string } }>(admin, 'POST', `/admin/applications/${candidate.dealId}/reassign`, { assignment_id: other.id, reviewer_id: conflicted.reviewerId });
    expect(back.status).toBe(409);
    expect(back.body.detail.code).toBe('REVIEWER_CONFLICT');
  });

  it('re-opening (IN_PROGRESS) withdraws the open assignments; COMPLETE again assigns afresh', async () => {
    const programId = await aJuryProgram(t, 'MSc Reopen');
    const candidate = await aCandidate(programId);
    await submit(t, candidate);
    const first = await activeAssignments(t, admin, candidate.dealId);
    expect(first).toHaveLength(2);
    expect((await as(admin, 'PATCH', `/admin/applications/${candidate.dealId}/status?status=IN_PROGRESS`)).status).toBe(200);
    const reopened = await applicationReviews(t, admin, candidate.dealId);
    expect(reopened.assignments.map((row) => row.state)).toEqual(['withdrawn', 'withdrawn']);
    const withdrawn = (await timeline(candidate.dealId)).filter((event) => event.kind === 'review-withdrawn');
    expect(withdrawn).toHaveLength(2);
    expect(withdrawn[0]?.actor).toMatchObject({ kind: 'staff', role: 'admin' });
    // The reviewers lose it: its page says only that it ended, and why.
    const session = await reviewerSession(first[0]?.email ?? '');
    const page = await as<{ detail: unknown }>(session, 'GET', `/reviews/${first[0]?.id ?? 0}`);
    expect(page.status).toBe(409);
    expect(page.body.detail).toMatchObject({ code: 'REVIEW_ENDED', reason: 'reopened', draft_kept: false });
    await submit(t, candidate);
    const again = await activeAssignments(t, admin, candidate.dealId);
    expect(again).toHaveLength(2);
    expect(again.map((row) => row.id).some((id) => first.some((old) => old.id === id))).toBe(false);
  });
});

describe('a withdrawal by the candidate', () => {
  it('ends the open assignments: the jury no longer reviews an application its candidate left', async () => {
    const programId = await aJuryProgram(t, 'MSc Withdrawn');
    const candidate = await aCandidate(programId);
    await submit(t, candidate);
    expect(await activeAssignments(t, admin, candidate.dealId)).toHaveLength(2);
    const withdrawn = await t.call('POST', `/deals/${candidate.dealId}/withdraw`, { token: candidate.session.accessToken, body: { reasons: [{ id: 'cost' }] } });
    expect(withdrawn.status).toBe(200);
    expect((await applicationReviews(t, admin, candidate.dealId)).assignments.map((row) => row.state)).toEqual(['withdrawn', 'withdrawn']);
  });
});

describe('the ranking and its decision', () => {
  it('ranks by mean, exports a formula-safe CSV, and decides a selection: one e-mail per candidate in their brand and language', async () => {
    const programId = await aJuryProgram(t, 'MSc Ranking', { reviewsPerApplication: 1 });
    const english = await aCandidate(programId, { firstName: '=HYPERLINK("http://evil.example")' });
    const french = await aCandidate(programId, { brand: 'lumiere' });
    const unreviewed = await aCandidate(programId);
    for (const candidate of [english, french, unreviewed]) await submit(t, candidate);
    for (const [candidate, score] of [[english, 3], [french, 5]] as const) {
      const [row] = await activeAssignments(t, admin, candidate.dealId);
      const scores = { motivation: score, academics: score, experience: score, communication: score };
      expect((await as(await reviewerSession(row?.email ?? ''), 'POST', `/reviews/${row?.id ?? 0}/submit`, { scores, recommendation: 'admit', comment: '', version: 0 })).status).toBe(200);
    }
    const ranking = await as<ProgramRanking>(admin, 'GET', `/admin/ranking?program_id=${programId}`);
    expect(ranking.body.rows.map((row) => [row.application_id, row.mean, row.status])).toEqual([[french.dealId, 5, 'COMPLETE'], [english.dealId, 3, 'COMPLETE'], [unreviewed.dealId, null, 'COMPLETE']]);
    expect((await as(agent, 'GET', `/admin/ranking?program_id=${programId}`)).status).toBe(403);

    const exported = await fetch(`${t.url}/admin/ranking/export?program_id=${programId}&lang=en`, { headers: { authorization: `Bearer ${admin.accessToken}` } });
    expect(exported.headers.get('content-disposition')).toMatch(/^attachment; filename="ranking-\d+-\d{4}-\d{2}-\d{2}\.csv"$/);
    const rows = readCsv(await exported.text());
    expect(rows[0]?.[0]).toBe('Rank');
    expect(rows.slice(1).map((row) => row.at(-1))).toEqual(['Complete', 'Complete', 'Complete']);
    expect(rows[2]?.[2]).toBe(`'=HYPERLINK("http://evil.example") ${english.lastName}`);

    const before = await Promise.all([english, french].map(async (candidate) => (await workflowMailsTo(t, candidate.email)).length));
    const decided = await as<{ decided: number[]; refused: { application_id: number; code: string }[] }>(admin, 'POST', '/admin/ranking/decisions', {
      application_ids: [english.dealId, french.dealId, 999_999],
      status: 'ADMISSIBLE',
      reasons: [],
    });
    expect(decided.body).toEqual({ decided: [english.dealId, french.dealId], refused: [{ application_id: 999_999, code: 'NOT_FOUND' }] });
    const [englishMails, frenchMails] = await Promise.all([english, french].map((candidate) => workflowMailsTo(t, candidate.email)));
    expect((englishMails?.length ?? 0) - (before[0] ?? 0)).toBe(1);
    expect((frenchMails?.length ?? 0) - (before[1] ?? 0)).toBe(1);
    expect(englishMails?.[0]?.subject).toBe('Northbridge Business School: your application is admissible');
    expect(frenchMails?.[0]?.html).toContain('<html lang="fr">');
    expect(frenchMails?.[0]?.subject).toContain('École Lumière');
    const events = await timeline(english.dealId);
    expect(events.find((event) => event.kind === 'ranking-decision')).toMatchObject({ actor: { kind: 'staff', name: 'Alice Admin', role: 'admin' }, details: { from: 'COMPLETE', to: 'ADMISSIBLE' } });
    // Decided already: the second decision is refused, and sends nothing.
    const twice = await as<{ refused: { code: string }[] }>(admin, 'POST', '/admin/ranking/decisions', { application_ids: [english.dealId], status: 'REJECTED', reasons: [{ id: 'places-filled' }] });
    expect(twice.body.refused).toEqual([{ application_id: english.dealId, code: 'STATUS_NOT_ALLOWED' }]);
    expect((await workflowMailsTo(t, english.email)).length).toBe(englishMails?.length);
  });
});

describe('the overdue reminder', () => {
  it('goes once when a review passes its due day, never twice; not for a submitted review', async () => {
    const programId = await aJuryProgram(t, 'MSc Overdue', { dueDays: 3 });
    const candidate = await aCandidate(programId);
    await submit(t, candidate);
    const [late, done] = await activeAssignments(t, admin, candidate.dealId);
    if (late === undefined || done === undefined) throw new Error('two assignments expected');
    expect((await as(await reviewerSession(done.email), 'POST', `/reviews/${done.id}/submit`, { scores: FULL_SCORES, recommendation: 'unsure', comment: '', version: 0 })).status).toBe(200);
    const view = await applicationReviews(t, admin, candidate.dealId);
    const due = Date.parse(view.assignments.find((row) => row.assignment_id === late.id)?.due_at ?? '');
    expect(due - t.clock.now()).toBe(3 * DAY);
    // The reviewer's other assignments (the seed's, the other tests') may fall due too: this one's reminders are counted.
    const run = async (now: number, email: string) =>
      (
        await t.call<{ review_reminders: { assignment_id: number; to: string }[] }>('POST', '/__dev/jobs/reminders', { body: { now: new Date(now).toISOString(), email } })
      ).body.review_reminders.filter((row) => row.assignment_id === late.id || row.assignment_id === done.id);
    expect(await run(due, late.email)).toEqual([]);
    expect(await run(due + 1000, late.email)).toEqual([{ assignment_id: late.id, to: late.email }]);
    expect(await Promise.all([run(due + 2000, late.email), run(due + 2 * DAY, late.email)])).toEqual([[], []]);
    expect(await run(due + 2 * DAY, done.email)).toEqual([]);
    // The seed's open assignments of that reviewer may fall due at the same instant: this one's e-mail names its pseudonym.
    const queue = await as<{ assignment_id: number; pseudonym: string }[]>(await reviewerSession(late.email), 'GET', '/reviews');
    const pseudonym = queue.body.find((row) => row.assignment_id === late.id)?.pseudonym;
    if (pseudonym === undefined) throw new Error('the overdue assignment is not in its reviewer’s queue');
    const reminders = (await workflowMailsTo(t, late.email)).filter(
      (mail) => mail.subject.includes('overdue') && mail.sent_at === new Date(due + 1000).toISOString() && mail.text.includes(pseudonym),
    );
    expect(reminders).toHaveLength(1);
    expect(reminders[0]?.text).not.toContain(candidate.lastName);
  });
});

describe("the candidate's data download", () => {
  it('holds the submitted reviews: scores, recommendation, comment and total, without the reviewers’ names or ids', async () => {
    const programId = await aJuryProgram(t, 'MSc Access');
    const candidate = await aCandidate(programId);
    await submit(t, candidate);
    const [row] = await activeAssignments(t, admin, candidate.dealId);
    expect((await as(await reviewerSession(row?.email ?? ''), 'POST', `/reviews/${row?.id ?? 0}/submit`, { scores: FULL_SCORES, recommendation: 'admit', comment: 'Clear plan.', version: 0 })).status).toBe(200);
    const response = await fetch(`${t.url}/users/me/data-export`, { headers: { authorization: `Bearer ${candidate.session.accessToken}` } });
    expect(response.status).toBe(200);
    const files = unzipSync(new Uint8Array(await response.arrayBuffer()));
    const reviews = JSON.parse(strFromU8(files['reviews.json'] ?? new Uint8Array())) as Record<string, unknown>[];
    expect(reviews).toEqual([
      { application_id: candidate.dealId, program_name: 'MSc Access', submitted_at: expect.any(String), scores: FULL_SCORES, total: 3.8, recommendation: 'admit', comment: 'Clear plan.' },
    ]);
    const member = NORTHBRIDGE_REVIEWERS.find((person) => person.id === row?.reviewerId);
    const everything = Object.values(files).map((bytes) => strFromU8(bytes, true)).join('\n');
    for (const trace of [member?.id ?? '', member?.email ?? '', member?.lastName ?? '', member?.firstName ?? '']) expect(everything).not.toContain(trace);
    expect(strFromU8(files['summary.html'] ?? new Uint8Array())).toContain('Clear plan.');
  });
});
