// Unit tests of the jury's adapter against a real local server: what it sends, and what it keeps of an answer.
import { describe, expect, it } from 'vitest';
import { isPortError } from '@admission/domain';
import { aToken, tokenSource } from '../testing/builders';
import { useTestServer } from '../testing/test-server';
import { ApiHttpClient } from './api-http-client';
import { HttpReviewApi } from './http-review-api';

const server = useTestServer({ status: 200, body: {} });
const reviewApi = () => new HttpReviewApi(new ApiHttpClient({ baseUrl: server.url, tokens: tokenSource(aToken('reviewer')) }));

const aWorkspaceAnswer = (extra: Record<string, unknown> = {}) => ({
  assignment_id: 9101,
  pseudonym: '4F7K',
  program_name: 'MSc Finance',
  submitted_at: '2026-10-01T09:00:00.000Z',
  due_at: '2026-10-15T09:00:00.000Z',
  state: 'draft',
  rubric: { criteria: [] },
  documents_seen: [{ document_type: 'cv', label: 'Curriculum vitae' }],
  documents: [{ id: 9001, document_type: 'cv', document_label: 'Curriculum vitae', document_index: 1, content_type: 'application/pdf' }],
  quiz: { outcome: 1, score: 12.5 },
  draft: { scores: { motivation: 4 }, version: 3, saved_at: '2026-10-03T09:00:00.000Z' },
  submitted_at_review: null,
  ...extra,
});

describe("HttpReviewApi: the reviewer's calls", () => {
  it('keeps only the blind view of an assignment, whatever else the answer holds', async () => {
    server.answer({
      status: 200,
      body: aWorkspaceAnswer({
        first_name: 'Jane',
        email: 'jane.doe@example.com',
        documents: [{ id: 9001, document_type: 'identity_document', document_label: 'Passport', document_index: 1, content_type: 'application/pdf', document_name: 'jane-doe-passport.pdf' }],
      }),
    });
    const workspace = await reviewApi().workspace(9101);
    const text = JSON.stringify(workspace);
    expect(text).not.toContain('Jane');
    expect(text).not.toContain('jane');
    expect(Object.keys(workspace).sort()).toEqual(
      ['assignment_id', 'documents', 'documents_seen', 'draft', 'due_at', 'program_name', 'pseudonym', 'quiz', 'reopened', 'rubric', 'state', 'submitted_at', 'submitted_at_review'].sort(),
    );
    expect(server.requests[0]).toMatchObject({ method: 'GET', url: '/reviews/9101' });
  });

  it("reads a draft without a recommendation or comment as null and '', and no quiz as null", async () => {
    server.answer({ status: 200, body: aWorkspaceAnswer({ quiz: undefined }) });
    const { draft, quiz } = await reviewApi().workspace(9101);
    expect(draft).toEqual({ scores: { motivation: 4 }, recommendation: null, comment: '', version: 3, saved_at: '2026-10-03T09:00:00.000Z' });
    expect(quiz).toBeNull();
  });

  it("reads a re-opened review's who, when and why, the reason's line breaks kept, and only those", async () => {
    const reopened = { by: 'Ada Admin', at: '2026-10-04T09:00:00.000Z', reason: 'Score the interview.\nThen submit again.', admin_id: 'staff-1' };
    server.answer({ status: 200, body: aWorkspaceAnswer({ reopened }) });
    expect((await reviewApi().workspace(9101)).reopened).toEqual({ by: 'Ada Admin', at: '2026-10-04T09:00:00.000Z', reason: 'Score the interview.\nThen submit again.' });
  });

  it('reads a review never re-opened, or an older server that does not say, as not re-opened', async () => {
    server.answer({ status: 200, body: aWorkspaceAnswer() });
    expect((await reviewApi().workspace(9101)).reopened).toBeNull();
    server.answer({ status: 200, body: aWorkspaceAnswer({ reopened: null }) });
    expect((await reviewApi().workspace(9101)).reopened).toBeNull();
  });

  it('reads a queue row as open (ended null) when the server sends no end, and keeps only its own fields', async () => {
    server.answer({ status: 200, body: [{ assignment_id: 71, pseudonym: '4F7K', program_name: 'MSc Finance', due_at: '2026-10-15T09:00:00.000Z', state: 'todo', reviews_done: 0, reviews_required: 2, email: 'jane@example.com' }] });
    expect(await reviewApi().queue()).toEqual([{ assignment_id: 71, pseudonym: '4F7K', program_name: 'MSc Finance', due_at: '2026-10-15T09:00:00.000Z', state: 'todo', reviews_done: 0, reviews_required: 2, ended: null }]);
  });

  it('reads an ended row with its reason, when and whether the draft is kept; an unknown reason as null', async () => {
    const row = { assignment_id: 72, pseudonym: '9QXR', program_name: 'MSc Finance', due_at: '2026-10-15T09:00:00.000Z', state: 'draft', reviews_done: 1, reviews_required: 2 };
    server.answer({
      status: 200,
      body: [
        { ...row, ended: { reason: 'decided', ended_at: '2026-10-09T09:00:00.000Z', draft_kept: true } },
        { ...row, assignment_id: 73, state: 'todo', ended: { reason: 'moved-by-a-robot', ended_at: '2026-10-09T09:00:00.000Z' } },
      ],
    });
    const [decided, unknown] = await reviewApi().queue();
    expect(decided?.ended).toEqual({ reason: 'decided', ended_at: '2026-10-09T09:00:00.000Z', draft_kept: true });
    expect(unknown?.ended).toEqual({ reason: null, ended_at: '2026-10-09T09:00:00.000Z', draft_kept: false });
  });

  it("rejects an ended assignment's page with CONFLICT and its end in the detail, nothing else of the answer", async () => {
    server.answer({ status: 409, body: { detail: { code: 'REVIEW_ENDED', message: 'This review has ended', reason: 'candidate-withdrew', ended_at: '2026-10-09T09:00:00.000Z', draft_kept: false, email: 'x@example.com' } } });
    const failure = await reviewApi().workspace(9101).catch((error: unknown) => error);
    expect(isPortError(failure)).toBe(true);
    expect(failure).toMatchObject({ code: 'CONFLICT', status: 409 });
    expect((failure as { detail: unknown }).detail).toEqual({ code: 'REVIEW_ENDED', reason: 'candidate-withdrew', ended_at: '2026-10-09T09:00:00.000Z', draft_kept: false });
  });

  it('reads an empty queue from a null body', async () => {
    server.answer({ status: 200, body: 'null' });
    expect(await reviewApi().queue()).toEqual([]);
  });

  it('sends exactly the draft, its scores and the version it is based on', async () => {
    server.answer({ status: 200, body: { version: 4, saved_at: '2026-10-03T09:05:00.000Z' } });
    const draft = { scores: { motivation: 4 as const }, recommendation: 'unsure' as const, comment: 'Thin CV.', version: 3, savedLocallyAt: 'not sent' };
    expect(await reviewApi().saveDraft(9101, draft)).toEqual({ version: 4, saved_at: '2026-10-03T09:05:00.000Z', not_saved: [] });
    expect(server.requests[0]).toMatchObject({ method: 'PUT', url: '/reviews/9101/draft' });
    expect(server.requests[0]?.json()).toEqual({ scores: { motivation: 4 }, recommendation: 'unsure', comment: 'Thin CV.', version: 3 });
  });

  it('rejects a stale draft with CONFLICT and the stored version in the detail', async () => {
    server.answer({ status: 409, body: { detail: { code: 'STALE_DRAFT', version: 5 } } });
    const error = await reviewApi()
      .saveDraft(9101, { scores: {}, recommendation: null, comment: '', version: 3 })
      .catch((caught: unknown) => caught);
    expect(isPortError(error) && { code: error.code, detail: error.detail }).toEqual({ code: 'CONFLICT', detail: { code: 'STALE_DRAFT', version: 5 } });
  });

  it('rejects an incomplete submission with the missing criteria', async () => {
    server.answer({ status: 422, body: { detail: { code: 'REVIEW_INCOMPLETE', message: 'Score every criterion', missing: ['english'] } } });
    await expect(reviewApi().submit(9101, { scores: {}, recommendation: 'admit', comment: '', version: 1 })).rejects.toMatchObject({
      code: 'INVALID_INPUT',
      message: 'Score every criterion',
      detail: { missing: ['english'] },
    });
    expect(server.requests[0]).toMatchObject({ method: 'POST', url: '/reviews/9101/submit' });
  });

  it('asks for a document in the page language and keeps no file name, even when the server sends one', async () => {
    server.answer({ status: 200, body: '%PDF-1.4\n', headers: { 'Content-Type': 'application/pdf', 'Content-Disposition': 'inline; filename="jane-doe.pdf"' } });
    const file = await reviewApi().documentContent(9101, 9001, 'fr');
    expect(server.requests[0]?.url).toBe('/reviews/9101/documents/9001/content?lang=fr');
    expect({ keys: Object.keys(file).sort(), contentType: file.contentType, size: file.bytes.byteLength }).toEqual({
      keys: ['bytes', 'contentType'],
      contentType: 'application/pdf',
      size: 9,
    });
  });

  it('sends the reason of a declared conflict', async () => {
    server.answer({ status: 204 });
    await reviewApi().declareConflict(9101, 'My former student');
    expect(server.requests[0]).toMatchObject({ method: 'POST', url: '/reviews/9101/conflict' });
    expect(server.requests[0]?.json()).toEqual({ reason: 'My former student' });
  });
});

describe("HttpReviewApi: the admin's calls", () => {
  it('sends the settings in the API snake_case', async () => {
    server.answer({ status: 200, body: { program_id: 3 } });
    await reviewApi().updateSettings(3, { reviews_per_application: 3, due_days: 10, disagreement_threshold: 2, reviewer_ids: ['r1', 'r2'], reviewer_document_types: ['cv'] });
    expect(server.requests[0]).toMatchObject({ method: 'PUT', url: '/admin/programs/3/review-settings' });
    expect(server.requests[0]?.json()).toEqual({ reviews_per_application: 3, due_days: 10, disagreement_threshold: 2, reviewer_ids: ['r1', 'r2'], reviewer_document_types: ['cv'] });
  });

  it('reads reviews without lists as empty lists', async () => {
    server.answer({ status: 200, body: { reviews_assigned: 2, reviews_done: 0, mean: null, spread: null, disagreement: false, threshold: 1.5 } });
    expect(await reviewApi().applicationReviews(7001)).toMatchObject({ mean: null, reviews: [], assignments: [], conflicts: [] });
  });

  it('sends a reassignment and a re-opening to their paths', async () => {
    server.answer({ status: 204 });
    await reviewApi().reassign(7001, 9102, 'r3');
    await reviewApi().reopenReview(7001, 9101, 'Wrong criterion');
    expect(server.requests.map((request) => [request.method, request.url, request.json()])).toEqual([
      ['POST', '/admin/applications/7001/reassign', { assignment_id: 9102, reviewer_id: 'r3' }],
      ['POST', '/admin/applications/7001/reviews/9101/reopen', { reason: 'Wrong criterion' }],
    ]);
  });

  it("reads the school's programs, none from a null body", async () => {
    server.answer({ status: 200, body: [{ id: 3, name: 'MSc Finance' }] });
    expect(await reviewApi().programs()).toEqual([{ id: 3, name: 'MSc Finance' }]);
    server.answer({ status: 200, body: 'null' });
    expect(await reviewApi().programs()).toEqual([]);
    expect(server.requests.map((request) => request.url)).toEqual(['/admin/programs', '/admin/programs']);
  });

  it("asks for a program's ranking and reads its rows, their interview and combined scores, and the interview weight", async () => {
    server.answer({ status: 200, body: { program_id: 3, interview_weight: 0.4, rows: [{ application_id: 7005, mean: 4, interview_score: 3.5, combined_score: 3.8 }] } });
    expect(await reviewApi().ranking(3)).toEqual({ program_id: 3, interview_weight: 0.4, rows: [{ application_id: 7005, mean: 4, interview_score: 3.5, combined_score: 3.8 }] });
    expect(server.requests[0]?.url).toBe('/admin/ranking?program_id=3');
  });

  it('reads a ranking without interviews as no interview score and the default weight', async () => {
    server.answer({ status: 200, body: { program_id: 3, rows: [{ application_id: 7005, mean: null }] } });
    expect(await reviewApi().ranking(3)).toEqual({ program_id: 3, interview_weight: 0.5, rows: [{ application_id: 7005, mean: null, interview_score: null, combined_score: null }] });
  });

  it("names the ranking's export from Content-Disposition, ranking.csv when there is none", async () => {
    server.answer({ status: 200, body: 'Rank\r\n', headers: { 'Content-Type': 'text/csv; charset=utf-8', 'Content-Disposition': 'attachment; filename="ranking-2026-10-01.csv"' } });
    expect((await reviewApi().exportRanking(3)).fileName).toBe('ranking-2026-10-01.csv');
    server.answer({ status: 200, body: 'Rank\r\n', headers: { 'Content-Type': 'text/csv; charset=utf-8' } });
    expect((await reviewApi().exportRanking(3)).fileName).toBe('ranking.csv');
    expect(server.requests.map((request) => request.url)).toEqual(['/admin/ranking/export?program_id=3', '/admin/ranking/export?program_id=3']);
  });

  it('sends the decisions of a selection and reads what was decided and refused', async () => {
    server.answer({ status: 200, body: { decided: [7001], refused: [{ application_id: 7002, code: 'NOT_COMPLETE' }] } });
    const outcome = await reviewApi().decide({ application_ids: [7001, 7002], status: 'REJECTED', reasons: [{ id: 'places-filled' }] });
    expect(outcome).toEqual({ decided: [7001], refused: [{ application_id: 7002, code: 'NOT_COMPLETE' }] });
    expect(server.requests[0]?.json()).toEqual({ application_ids: [7001, 7002], status: 'REJECTED', reasons: [{ id: 'places-filled' }] });
  });

  it('sends a selection to assign and reads an answer without lists as empty', async () => {
    server.answer({ status: 200, body: {} });
    expect(await reviewApi().assignApplications([7001, 7005])).toEqual({ assigned: [], skipped: [] });
    expect(server.requests[0]?.json()).toEqual({ application_ids: [7001, 7005] });
  });
});
