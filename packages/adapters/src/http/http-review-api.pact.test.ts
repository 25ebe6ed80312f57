import { describe, expect, it } from 'vitest';
import { MatchersV3, type Matcher } from '@pact-foundation/pact';
import type { ReviewDraftBody, Rubric } from '@admission/domain';
import { PROVIDER_STATES as S } from '../pact/provider-states';
import { authenticated, createPact, EXAMPLE_ACCESS_TOKEN, isoTimestamp, jsonResponse, tokens } from '../pact/pact-harness';
import { ApiHttpClient } from './api-http-client';
import { HttpReviewApi } from './http-review-api';

const { like, eachLike, regex, integer, boolean, arrayContaining } = MatchersV3;
const pact = createPact();
const reviewApi = (url: string) => new HttpReviewApi(new ApiHttpClient({ baseUrl: url, tokens: tokens(EXAMPLE_ACCESS_TOKEN) }));

const REVIEWER_1 = '5e0a0000-0000-4000-a000-000000009001';
const REVIEWER_2 = '5e0a0000-0000-4000-a000-000000009002';
const REVIEWER_3 = '5e0a0000-0000-4000-a000-000000009003';
const withJson = { ...authenticated, 'Content-Type': 'application/json' };

const criterion = (id: string, weight: number, en: string, fr: string) => ({
  id,
  weight,
  label: { en, fr },
  levels: [1, 2, 3, 4, 5].map((level) => ({ en: `${en} ${level}`, fr: `${fr} ${level}` })) as unknown as Rubric['criteria'][number]['levels'],
});
/** Program 3's rubric as the admin sends it (four criteria, EN and FR words for each level). */
const RUBRIC: Rubric = {
  criteria: [
    criterion('motivation', 3, 'Motivation', 'Motivation'),
    criterion('academics', 2, 'Academic record', 'Parcours académique'),
    criterion('experience', 1, 'Experience', 'Expérience'),
    criterion('communication', 1, 'Communication', 'Communication'),
  ],
};

const localText = (en: string, fr: string) => ({ en: like(en), fr: like(fr) });
const rubricMatcher = {
  criteria: eachLike(
    {
      id: regex('^[a-z][a-z0-9_]*$', 'motivation'),
      weight: integer(3),
      label: localText('Motivation', 'Motivation'),
      levels: eachLike(localText('Weak', 'Faible'), 5),
    },
    3,
  ),
};
const recommendation = (example: string) => regex('^(admit|reject|unsure)$', example);
const reviewState = (example: string) => regex('^(todo|draft|submitted)$', example);
/** A row of reviewer1's queue: assignment 9101, its state and its end (null while open). */
const queueRow = (row: { readonly state: unknown; readonly ended: unknown }) => ({
  assignment_id: integer(9101),
  pseudonym: regex('^[0-9A-HJKMNP-TV-Z]{4}$', '4F7K'),
  program_name: like('MSc Finance'),
  due_at: isoTimestamp('2026-10-15T09:00:00.000Z'),
  state: row.state,
  reviews_done: integer(0),
  reviews_required: integer(2),
  ended: row.ended,
});
const person = (id: string, name: string, email: string) => ({ id: like(id), name: like(name), email: like(email) });
const settingsView = {
  program_id: integer(3),
  program_name: like('MSc Finance'),
  reviews_per_application: integer(2),
  due_days: integer(14),
  disagreement_threshold: like(1.5),
  reviewers: eachLike(person(REVIEWER_1, 'Rita Reviewer', 'reviewer1@northbridge.example')),
  eligible_reviewers: eachLike(person(REVIEWER_1, 'Rita Reviewer', 'reviewer1@northbridge.example')),
  rubric: rubricMatcher,
  rubric_editable: boolean(true),
  reviewer_document_types: eachLike('cv'),
  document_types: eachLike({ document_type: like('identity_document'), label: like('Passport or ID card'), identity: boolean(true) }),
};
/** An error answer: the API's `{detail}` as JSON. */
const refusedWith = (detail: unknown) => (b: { headers(h: Record<string, Matcher<string>>): { jsonBody(body: unknown): unknown } }) => {
  b.headers(jsonResponse).jsonBody({ detail });
};
const DRAFT: ReviewDraftBody = { scores: { motivation: 4, academics: 3 }, recommendation: null, comment: 'Strong transcripts.', version: 3 };
const COMPLETE_REVIEW: ReviewDraftBody = { scores: { motivation: 4, academics: 3, experience: 5, communication: 4 }, recommendation: 'admit', comment: 'Strong transcripts.', version: 3 };

describe("the jury's pact: a reviewer's calls", () => {
  it('GET /reviews: the queue, each assignment with its pseudonym, due date, state and reviews done', () =>
    pact
      .addInteraction()
      .given(S.reviewerWithAssignmentToDo.name)
      .uponReceiving("a reviewer's request for their queue")
      .withRequest('GET', '/reviews', (b) => b.headers(authenticated))
      .willRespondWith(200, (b) =>
        b.headers(jsonResponse).jsonBody(
          eachLike(queueRow({ state: reviewState('todo'), ended: null })),
        ),
      )
      .executeTest(async (server) => {
        const [item] = await reviewApi(server.url).queue();
        expect(item).toEqual({
          assignment_id: 9101,
          pseudonym: '4F7K',
          program_name: 'MSc Finance',
          due_at: '2026-10-15T09:00:00.000Z',
          state: 'todo',
          reviews_done: 0,
          reviews_required: 2,
          ended: null,
        });
      }));

  it('GET /reviews: an assignment ended unsubmitted, with why, when and whether the draft is kept', () =>
    pact
      .addInteraction()
      .given(S.reviewerWithDraftOfDecidedApplication.name)
      .uponReceiving("a reviewer's request for their queue, a draft of theirs ended by a decision")
      .withRequest('GET', '/reviews', (b) => b.headers(authenticated))
      .willRespondWith(200, (b) =>
        b.headers(jsonResponse).jsonBody(
          eachLike(queueRow({ state: 'draft', ended: { reason: 'decided', ended_at: isoTimestamp('2026-10-09T09:00:00.000Z'), draft_kept: true } })),
        ),
      )
      .executeTest(async (server) => {
        const [item] = await reviewApi(server.url).queue();
        expect(item).toMatchObject({ assignment_id: 9101, state: 'draft', ended: { reason: 'decided', ended_at: '2026-10-09T09:00:00.000Z', draft_kept: true } });
      }));

  it("GET /reviews/{id}: an ended assignment's page answers 409 REVIEW_ENDED with why and when, nothing of the application", () =>
    pact
      .addInteraction()
      .given(S.reviewerWithDraftOfDecidedApplication.name)
      .uponReceiving("a reviewer's request for their assignment 9101, ended by a decision")
      .withRequest('GET', '/reviews/9101', (b) => b.headers(authenticated))
      .willRespondWith(
        409,
        refusedWith({ code: 'REVIEW_ENDED', message: like('This review has ended'), reason: 'decided', ended_at: isoTimestamp('2026-10-09T09:00:00.000Z'), draft_kept: true }),
      )
      .executeTest(async (server) => {
        const failure = await reviewApi(server.url).workspace(9101).catch((error: unknown) => error);
        expect(failure).toMatchObject({ code: 'CONFLICT', status: 409, detail: { code: 'REVIEW_ENDED', reason: 'decided', ended_at: '2026-10-09T09:00:00.000Z', draft_kept: true } });
      }));

  it('GET /reviews/{id}: the blind workspace (pseudonym, documents without file names, quiz, rubric), no draft yet', () =>
    pact
      .addInteraction()
      .given(S.reviewerWithAssignmentToDo.name)
      .uponReceiving("a reviewer's request for their assignment 9101")
      .withRequest('GET', '/reviews/9101', (b) => b.headers(authenticated))
      .willRespondWith(200, (b) =>
        b.headers(jsonResponse).jsonBody({
          assignment_id: integer(9101),
          pseudonym: regex('^[0-9A-HJKMNP-TV-Z]{4}$', '4F7K'),
          program_name: like('MSc Finance'),
          submitted_at: isoTimestamp('2026-10-01T09:00:00.000Z'),
          due_at: isoTimestamp('2026-10-15T09:00:00.000Z'),
          state: 'todo',
          rubric: rubricMatcher,
          documents_seen: eachLike({ document_type: like('cv'), label: like('Curriculum vitae') }),
          documents: eachLike({
            id: integer(9011),
            document_type: like('cv'),
            document_label: like('Curriculum vitae'),
            document_index: integer(1),
            content_type: regex('^[a-z]+/[a-z0-9.+-]+$', 'application/pdf'),
          }),
          quiz: { outcome: integer(1), score: like(12.5) },
          draft: null,
          submitted_at_review: null,
        }),
      )
      .executeTest(async (server) => {
        const workspace = await reviewApi(server.url).workspace(9101);
        expect(workspace).toMatchObject({ assignment_id: 9101, pseudonym: '4F7K', state: 'todo', draft: null, submitted_at_review: null });
        expect(workspace.documents).toEqual([{ id: 9011, document_type: 'cv', document_label: 'Curriculum vitae', document_index: 1, content_type: 'application/pdf' }]);
        expect(workspace.documents_seen).toEqual([{ document_type: 'cv', label: 'Curriculum vitae' }]);
        expect(workspace.rubric.criteria[0]?.levels).toHaveLength(5);
      }));

  it('GET /reviews/{id}: the saved draft with its version', () =>
    pact
      .addInteraction()
      .given(S.reviewerWithDraft.name)
      .uponReceiving("a reviewer's request for their assignment 9101 with a draft")
      .withRequest('GET', '/reviews/9101', (b) => b.headers(authenticated))
      .willRespondWith(200, (b) =>
        b.headers(jsonResponse).jsonBody({
          assignment_id: integer(9101),
          state: 'draft',
          rubric: rubricMatcher,
          draft: { scores: like({ motivation: 4 }), comment: like('Strong transcripts.'), version: 3, saved_at: isoTimestamp('2026-10-03T09:00:00.000Z') },
          submitted_at_review: null,
        }),
      )
      .executeTest(async (server) => {
        const { draft, state } = await reviewApi(server.url).workspace(9101);
        expect(state).toBe('draft');
        expect(draft).toEqual({ scores: { motivation: 4 }, recommendation: null, comment: 'Strong transcripts.', version: 3, saved_at: '2026-10-03T09:00:00.000Z' });
      }));

  it('GET /reviews/{id}: a review an admin re-opened is a draft again, with who re-opened it, when and why', () =>
    pact
      .addInteraction()
      .given(S.reviewerWithReopenedReview.name)
      .uponReceiving("a reviewer's request for their re-opened review 9101")
      .withRequest('GET', '/reviews/9101', (b) => b.headers(authenticated))
      .willRespondWith(200, (b) =>
        b.headers(jsonResponse).jsonBody({
          assignment_id: integer(9101),
          state: 'draft',
          rubric: rubricMatcher,
          draft: { scores: like({ motivation: 5 }), recommendation: like('admit'), comment: like('Strong file.'), version: integer(5), saved_at: isoTimestamp('2026-10-04T09:00:00.000Z') },
          submitted_at_review: null,
          reopened: { by: like('Alex Admin'), at: isoTimestamp('2026-10-04T09:00:00.000Z'), reason: like('Score the interview too.\nThen submit again.') },
        }),
      )
      .executeTest(async (server) => {
        const { state, reopened, submitted_at_review } = await reviewApi(server.url).workspace(9101);
        expect({ state, submitted_at_review }).toEqual({ state: 'draft', submitted_at_review: null });
        expect(reopened).toEqual({ by: 'Alex Admin', at: '2026-10-04T09:00:00.000Z', reason: 'Score the interview too.\nThen submit again.' });
      }));

  it("GET /reviews/{id}: another reviewer's assignment answers 403 Forbidden and nothing else", () =>
    pact
      .addInteraction()
      .given(S.reviewerAndAnotherReviewersAssignment.name)
      .uponReceiving("a reviewer's request for assignment 9102 of another reviewer")
      .withRequest('GET', '/reviews/9102', (b) => b.headers(authenticated))
      .willRespondWith(403, (b) => b.headers(jsonResponse).jsonBody({ detail: 'Forbidden' }))
      .executeTest(async (server) => {
        await expect(reviewApi(server.url).workspace(9102)).rejects.toMatchObject({ code: 'FORBIDDEN', status: 403, detail: 'Forbidden' });
      }));

  it('GET /reviews/{id}/documents/{docId}/content: the bytes, inline, with no file name', () =>
    pact
      .addInteraction()
      .given(S.reviewerWithAssignmentToDo.name)
      .uponReceiving("a reviewer's request for document 9011 of assignment 9101")
      .withRequest('GET', '/reviews/9101/documents/9011/content', (b) => b.headers(authenticated).query({ lang: 'en' }))
      .willRespondWith(200, (b) =>
        b
          .headers({ 'Content-Type': regex('^application/pdf$', 'application/pdf'), 'Content-Disposition': regex('^inline$', 'inline') })
          .body('application/pdf', Buffer.from('%PDF-1.4\n%%EOF\n')),
      )
      .executeTest(async (server) => {
        const file = await reviewApi(server.url).documentContent(9101, 9011, 'en');
        expect({ keys: Object.keys(file).sort(), contentType: file.contentType, head: new TextDecoder().decode(file.bytes.slice(0, 5)) }).toEqual({
          keys: ['bytes', 'contentType'],
          contentType: 'application/pdf',
          head: '%PDF-',
        });
      }));

  it('GET /reviews/{id}/documents/{docId}/content: an identity document answers 403 Forbidden, as a foreign one', () =>
    pact
      .addInteraction()
      .given(S.reviewerWithAssignmentToDo.name)
      .uponReceiving("a reviewer's request for the passport 9001 of assignment 9101")
      .withRequest('GET', '/reviews/9101/documents/9001/content', (b) => b.headers(authenticated).query({ lang: 'en' }))
      .willRespondWith(403, (b) => b.headers(jsonResponse).jsonBody({ detail: 'Forbidden' }))
      .executeTest(async (server) => {
        await expect(reviewApi(server.url).documentContent(9101, 9001, 'en')).rejects.toMatchObject({ code: 'FORBIDDEN', status: 403 });
      }));

  it('PUT /reviews/{id}/draft: the first save, based on version 0, answers version 1', () =>
    pact
      .addInteraction()
      .given(S.reviewerWithAssignmentToDo.name)
      .uponReceiving('a first draft of assignment 9101')
      .withRequest('PUT', '/reviews/9101/draft', (b) =>
        b.headers(withJson).jsonBody({ scores: { motivation: 4 }, recommendation: null, comment: '', version: 0 }),
      )
      .willRespondWith(200, (b) => b.headers(jsonResponse).jsonBody({ version: 1, saved_at: isoTimestamp('2026-10-03T09:00:00.000Z') }))
      .executeTest(async (server) => {
        const saved = await reviewApi(server.url).saveDraft(9101, { scores: { motivation: 4 }, recommendation: null, comment: '', version: 0 });
        expect(saved).toEqual({ version: 1, saved_at: '2026-10-03T09:00:00.000Z', not_saved: [] });
      }));

  it('PUT /reviews/{id}/draft: a save based on the stored version answers the next one', () =>
    pact
      .addInteraction()
      .given(S.reviewerWithDraft.name)
      .uponReceiving('a draft of assignment 9101 based on version 3, the stored one')
      .withRequest('PUT', '/reviews/9101/draft', (b) => b.headers(withJson).jsonBody(DRAFT))
      .willRespondWith(200, (b) => b.headers(jsonResponse).jsonBody({ version: 4, saved_at: isoTimestamp('2026-10-03T09:05:00.000Z') }))
      .executeTest(async (server) => {
        expect(await reviewApi(server.url).saveDraft(9101, DRAFT)).toEqual({ version: 4, saved_at: '2026-10-03T09:05:00.000Z', not_saved: [] });
      }));

  it('PUT /reviews/{id}/draft: a comment over 4000 characters is not saved, the scores are, and the answer says which field and why', () =>
    pact
      .addInteraction()
      .given(S.reviewerWithDraft.name)
      .uponReceiving('a draft of assignment 9101 whose comment is 4001 characters long')
      .withRequest('PUT', '/reviews/9101/draft', (b) => b.headers(withJson).jsonBody({ ...DRAFT, comment: 'x'.repeat(4001) }))
      .willRespondWith(200, (b) =>
        b.headers(jsonResponse).jsonBody({
          version: 4,
          saved_at: isoTimestamp('2026-10-03T09:05:00.000Z'),
          not_saved: [{ field: 'comment', code: 'COMMENT_TOO_LONG', max: integer(4000), length: integer(4001) }],
        }),
      )
      .executeTest(async (server) => {
        expect(await reviewApi(server.url).saveDraft(9101, { ...DRAFT, comment: 'x'.repeat(4001) })).toEqual({
          version: 4,
          saved_at: '2026-10-03T09:05:00.000Z',
          not_saved: [{ field: 'comment', code: 'COMMENT_TOO_LONG', max: 4000, length: 4001 }],
        });
      }));

  it('PUT /reviews/{id}/draft: a save based on an older version is refused with 409 STALE_DRAFT and the stored version', () =>
    pact
      .addInteraction()
      .given(S.reviewerWithDraft.name)
      .uponReceiving('a draft of assignment 9101 based on version 2, older than the stored one')
      .withRequest('PUT', '/reviews/9101/draft', (b) => b.headers(withJson).jsonBody({ ...DRAFT, version: 2 }))
      .willRespondWith(409, refusedWith({ code: 'STALE_DRAFT', version: integer(3) }))
      .executeTest(async (server) => {
        await expect(reviewApi(server.url).saveDraft(9101, { ...DRAFT, version: 2 })).rejects.toMatchObject({
          code: 'CONFLICT',
          status: 409,
          detail: { code: 'STALE_DRAFT', version: 3 },
        });
      }));

  it('PUT /reviews/{id}/draft: a submitted review is locked (409 REVIEW_LOCKED)', () =>
    pact
      .addInteraction()
      .given(S.reviewerWithSubmittedReview.name)
      .uponReceiving('a draft of assignment 9101 after its review was submitted')
      .withRequest('PUT', '/reviews/9101/draft', (b) => b.headers(withJson).jsonBody(DRAFT))
      .willRespondWith(409, refusedWith({ code: 'REVIEW_LOCKED', message: like('This review is submitted') }))
      .executeTest(async (server) => {
        await expect(reviewApi(server.url).saveDraft(9101, DRAFT)).rejects.toMatchObject({ code: 'CONFLICT', status: 409, detail: { code: 'REVIEW_LOCKED' } });
      }));

  it('POST /reviews/{id}/submit: every criterion scored and a recommendation, the review is submitted', () =>
    pact
      .addInteraction()
      .given(S.reviewerWithDraft.name)
      .uponReceiving('the submission of a complete review of assignment 9101')
      .withRequest('POST', '/reviews/9101/submit', (b) => b.headers(withJson).jsonBody(COMPLETE_REVIEW))
      .willRespondWith(200, (b) => b.headers(jsonResponse).jsonBody({ submitted_at: isoTimestamp('2026-10-03T10:00:00.000Z') }))
      .executeTest(async (server) => {
        expect(await reviewApi(server.url).submit(9101, COMPLETE_REVIEW)).toEqual({ submitted_at: '2026-10-03T10:00:00.000Z' });
      }));

  it('POST /reviews/{id}/submit: criteria left unscored are refused with 422 REVIEW_INCOMPLETE and their ids', () =>
    pact
      .addInteraction()
      .given(S.reviewerWithDraft.name)
      .uponReceiving('the submission of a review of assignment 9101 with two criteria unscored')
      .withRequest('POST', '/reviews/9101/submit', (b) => b.headers(withJson).jsonBody({ ...DRAFT, recommendation: 'admit' }))
      .willRespondWith(
        422,
        refusedWith({ code: 'REVIEW_INCOMPLETE', message: like('Score every criterion before submitting'), missing: eachLike('experience') }),
      )
      .executeTest(async (server) => {
        await expect(reviewApi(server.url).submit(9101, { ...DRAFT, recommendation: 'admit' })).rejects.toMatchObject({
          code: 'INVALID_INPUT',
          status: 422,
          detail: { code: 'REVIEW_INCOMPLETE', missing: ['experience'] },
        });
      }));

  it('POST /reviews/{id}/conflict: a declared conflict of interest, with its reason', () =>
    pact
      .addInteraction()
      .given(S.reviewerWithAssignmentToDo.name)
      .uponReceiving('a conflict of interest declared on assignment 9101')
      .withRequest('POST', '/reviews/9101/conflict', (b) => b.headers(withJson).jsonBody({ reason: 'I taught this candidate last year.' }))
      .willRespondWith(204)
      .executeTest(async (server) => {
        await expect(reviewApi(server.url).declareConflict(9101, 'I taught this candidate last year.')).resolves.toBeUndefined();
      }));

  it("GET /admin/applications/{id}/reviews: refused to a reviewer's token (403, as for a role without access)", () =>
    pact
      .addInteraction()
      .given(S.reviewerWithAssignmentToDo.name)
      .uponReceiving("a request for application 7001's reviews with a reviewer's token")
      .withRequest('GET', '/admin/applications/7001/reviews', (b) => b.headers(authenticated))
      .willRespondWith(403, refusedWith(like('Admin or agent role required')))
      .executeTest(async (server) => {
        await expect(reviewApi(server.url).applicationReviews(7001)).rejects.toMatchObject({ code: 'FORBIDDEN', status: 403 });
      }));
});

describe("the jury's pact: an admin's program settings and rubric", () => {
  it('GET /admin/programs/{id}/review-settings: the settings, the reviewers, the rubric and whether it may change', () =>
    pact
      .addInteraction()
      .given(S.adminWithReviewSettings.name)
      .uponReceiving("a request for program 3's review settings")
      .withRequest('GET', '/admin/programs/3/review-settings', (b) => b.headers(authenticated))
      .willRespondWith(200, (b) => b.headers(jsonResponse).jsonBody(settingsView))
      .executeTest(async (server) => {
        expect(await reviewApi(server.url).settings(3)).toMatchObject({
          program_id: 3,
          reviews_per_application: 2,
          due_days: 14,
          disagreement_threshold: 1.5,
          reviewers: [{ id: REVIEWER_1, name: 'Rita Reviewer' }],
          rubric_editable: true,
        });
      }));

  it("GET /admin/programs/{id}/review-settings: refused to an agent's token", () =>
    pact
      .addInteraction()
      .given(S.agentWithApplicationReviewedTwice.name)
      .uponReceiving("an agent's request for program 3's review settings")
      .withRequest('GET', '/admin/programs/3/review-settings', (b) => b.headers(authenticated))
      .willRespondWith(403, refusedWith(like('Admin role required')))
      .executeTest(async (server) => {
        await expect(reviewApi(server.url).settings(3)).rejects.toMatchObject({ code: 'FORBIDDEN', status: 403 });
      }));

  it('PUT /admin/programs/{id}/review-settings: the number of reviews, the due days, the threshold and the reviewers', () =>
    pact
      .addInteraction()
      .given(S.adminWithReviewSettings.name)
      .uponReceiving("a change of program 3's review settings")
      .withRequest('PUT', '/admin/programs/3/review-settings', (b) =>
        b.headers(withJson).jsonBody({ reviews_per_application: 2, due_days: 14, disagreement_threshold: 1.5, reviewer_ids: [REVIEWER_1, REVIEWER_2, REVIEWER_3], reviewer_document_types: ['transcripts', 'cv'] }),
      )
      .willRespondWith(200, (b) => b.headers(jsonResponse).jsonBody(settingsView))
      .executeTest(async (server) => {
        const saved = await reviewApi(server.url).updateSettings(3, {
          reviews_per_application: 2,
          due_days: 14,
          disagreement_threshold: 1.5,
          reviewer_ids: [REVIEWER_1, REVIEWER_2, REVIEWER_3],
          reviewer_document_types: ['transcripts', 'cv'],
        });
        expect(saved.program_id).toBe(3);
        expect(saved.reviewer_document_types).toEqual(['cv']);
      }));

  it('PUT /admin/programs/{id}/review-settings: an identity document for the jury is refused with 422 IDENTITY_DOCUMENT_NOT_FOR_REVIEWERS', () =>
    pact
      .addInteraction()
      .given(S.adminWithReviewSettings.name)
      .uponReceiving("program 3's review settings showing reviewers the passport")
      .withRequest('PUT', '/admin/programs/3/review-settings', (b) =>
        b.headers(withJson).jsonBody({ reviews_per_application: 1, due_days: 14, disagreement_threshold: 1.5, reviewer_ids: [REVIEWER_1], reviewer_document_types: ['cv', 'identity_document'] }),
      )
      .willRespondWith(422, refusedWith({ code: 'IDENTITY_DOCUMENT_NOT_FOR_REVIEWERS', document_types: ['identity_document'] }))
      .executeTest(async (server) => {
        const update = { reviews_per_application: 1, due_days: 14, disagreement_threshold: 1.5, reviewer_ids: [REVIEWER_1], reviewer_document_types: ['cv', 'identity_document'] };
        await expect(reviewApi(server.url).updateSettings(3, update)).rejects.toMatchObject({ code: 'INVALID_INPUT', status: 422, detail: { code: 'IDENTITY_DOCUMENT_NOT_FOR_REVIEWERS' } });
      }));

  it('PUT /admin/programs/{id}/rubric: a valid rubric while no review is submitted', () =>
    pact
      .addInteraction()
      .given(S.adminWithReviewSettings.name)
      .uponReceiving("a new rubric for program 3")
      .withRequest('PUT', '/admin/programs/3/rubric', (b) => b.headers(withJson).jsonBody({ criteria: RUBRIC.criteria }))
      .willRespondWith(200, (b) => b.headers(jsonResponse).jsonBody(settingsView))
      .executeTest(async (server) => {
        expect((await reviewApi(server.url).updateRubric(3, RUBRIC)).rubric.criteria[0]).toMatchObject({ id: 'motivation', weight: 3 });
      }));

  it("PUT /admin/programs/{id}/rubric: too few criteria are refused with 422 RUBRIC_INVALID and the domain's code", () => {
    const tooShort: Rubric = { criteria: RUBRIC.criteria.slice(0, 2) };
    return pact
      .addInteraction()
      .given(S.adminWithReviewSettings.name)
      .uponReceiving('a rubric of two criteria for program 3')
      .withRequest('PUT', '/admin/programs/3/rubric', (b) => b.headers(withJson).jsonBody({ criteria: tooShort.criteria }))
      .willRespondWith(422, refusedWith({ code: 'RUBRIC_INVALID', message: like('A rubric has 3 to 6 criteria') }))
      .executeTest(async (server) => {
        await expect(reviewApi(server.url).updateRubric(3, tooShort)).rejects.toMatchObject({ code: 'INVALID_INPUT', status: 422, detail: { code: 'RUBRIC_INVALID' } });
      });
  });

  it('PUT /admin/programs/{id}/rubric: locked once a review of the program is submitted (409 RUBRIC_LOCKED)', () =>
    pact
      .addInteraction()
      .given(S.adminWithReviewSubmitted.name)
      .uponReceiving('a new rubric for program 3 after a review was submitted')
      .withRequest('PUT', '/admin/programs/3/rubric', (b) => b.headers(withJson).jsonBody({ criteria: RUBRIC.criteria }))
      .willRespondWith(409, refusedWith({ code: 'RUBRIC_LOCKED', message: like('A review of this program is submitted') }))
      .executeTest(async (server) => {
        await expect(reviewApi(server.url).updateRubric(3, RUBRIC)).rejects.toMatchObject({ code: 'CONFLICT', status: 409, detail: { code: 'RUBRIC_LOCKED' } });
      }));
});

describe("the jury's pact: an application's reviews, assignment and the ranking", () => {
  it('GET /admin/applications/{id}/reviews: the reviews with totals, the mean, the spread, the disagreement, the assignments and conflicts', () =>
    pact
      .addInteraction()
      .given(S.adminWithApplicationReviewedTwice.name)
      .uponReceiving("a request for application 7001's reviews")
      .withRequest('GET', '/admin/applications/7001/reviews', (b) => b.headers(authenticated))
      .willRespondWith(200, (b) =>
        b.headers(jsonResponse).jsonBody({
          program_id: integer(3),
          reviews_assigned: integer(2),
          reviews_done: integer(2),
          mean: like(3.5),
          spread: like(3),
          disagreement: true,
          threshold: like(1.5),
          rubric: rubricMatcher,
          reviews: eachLike({
            assignment_id: integer(9101),
            reviewer_id: like(REVIEWER_1),
            reviewer_name: like('Rita Reviewer'),
            scores: like({ motivation: 5 }),
            total: like(5),
            recommendation: recommendation('admit'),
            comment: like('Outstanding.'),
            submitted_at: isoTimestamp('2026-10-03T10:00:00.000Z'),
          }),
          assignments: arrayContaining({
            assignment_id: integer(9101),
            reviewer_id: like(REVIEWER_1),
            reviewer_name: like('Rita Reviewer'),
            state: regex('^(active|withdrawn|conflict)$', 'active'),
            review_state: reviewState('submitted'),
            due_at: isoTimestamp('2026-10-15T09:00:00.000Z'),
          }),
          conflicts: eachLike({ reviewer_name: like('Ravi Reviewer'), reason: like('Former colleague'), declared_at: isoTimestamp('2026-10-02T09:00:00.000Z') }),
        }),
      )
      .executeTest(async (server) => {
        const reviews = await reviewApi(server.url).applicationReviews(7001);
        expect(reviews).toMatchObject({ program_id: 3, reviews_done: 2, mean: 3.5, spread: 3, disagreement: true, threshold: 1.5 });
        expect(reviews.reviews[0]).toMatchObject({ reviewer_name: 'Rita Reviewer', total: 5, recommendation: 'admit' });
        expect(reviews.assignments[0]).toMatchObject({ assignment_id: 9101, review_state: 'submitted' });
        expect(reviews.conflicts[0]).toMatchObject({ reason: 'Former colleague' });
      }));

  it('POST /admin/applications/{id}/reviews/{assignmentId}/reopen: a submitted review re-opened with a reason', () =>
    pact
      .addInteraction()
      .given(S.adminWithApplicationReviewedTwice.name)
      .uponReceiving('the re-opening of review 9101 of application 7001')
      .withRequest('POST', '/admin/applications/7001/reviews/9101/reopen', (b) => b.headers(withJson).jsonBody({ reason: 'Scores entered on the wrong criterion' }))
      .willRespondWith(204)
      .executeTest(async (server) => {
        await expect(reviewApi(server.url).reopenReview(7001, 9101, 'Scores entered on the wrong criterion')).resolves.toBeUndefined();
      }));

  it('POST /admin/applications/{id}/reassign: an open assignment passes to another reviewer', () =>
    pact
      .addInteraction()
      .given(S.adminWithReviewSettings.name)
      .uponReceiving('the reassignment of assignment 9102 of application 7001 to reviewer3')
      .withRequest('POST', '/admin/applications/7001/reassign', (b) => b.headers(withJson).jsonBody({ assignment_id: 9102, reviewer_id: REVIEWER_3 }))
      .willRespondWith(204)
      .executeTest(async (server) => {
        await expect(reviewApi(server.url).reassign(7001, 9102, REVIEWER_3)).resolves.toBeUndefined();
      }));

  it.each([
    {
      state: S.adminWithReviewSettings.name,
      reviewer: { id: REVIEWER_1, name: 'reviewer1', why: 'who holds 9101' },
      refusal: { code: 'REVIEWER_ALREADY_ASSIGNED', message: 'This reviewer already reviews this application' },
    },
    {
      state: S.adminWithApplicationReviewedTwice.name,
      reviewer: { id: REVIEWER_3, name: 'reviewer3', why: 'who declared a conflict' },
      refusal: { code: 'REVIEWER_CONFLICT', message: 'This reviewer declared a conflict of interest' },
    },
  ])('POST /admin/applications/{id}/reassign: refused with 409 $refusal.code', ({ state, reviewer, refusal }) =>
    pact
      .addInteraction()
      .given(state)
      .uponReceiving(`the reassignment of assignment 9102 of application 7001 to ${reviewer.name}, ${reviewer.why}`)
      .withRequest('POST', '/admin/applications/7001/reassign', (b) => b.headers(withJson).jsonBody({ assignment_id: 9102, reviewer_id: reviewer.id }))
      .willRespondWith(409, refusedWith({ code: refusal.code, message: like(refusal.message) }))
      .executeTest(async (server) => {
        await expect(reviewApi(server.url).reassign(7001, 9102, reviewer.id)).rejects.toMatchObject({ code: 'CONFLICT', status: 409, detail: { code: refusal.code } });
      }),
  );

  it('POST /admin/review-assignments: a selection of COMPLETE applications assigned at once', () =>
    pact
      .addInteraction()
      .given(S.adminWithRanking.name)
      .uponReceiving('the assignment of application 7005')
      .withRequest('POST', '/admin/review-assignments', (b) => b.headers(withJson).jsonBody({ application_ids: [7005] }))
      .willRespondWith(200, (b) =>
        b.headers(jsonResponse).jsonBody({ assigned: eachLike({ application_id: integer(7005), reviewer_ids: eachLike(like(REVIEWER_1)) }), skipped: [] }),
      )
      .executeTest(async (server) => {
        expect(await reviewApi(server.url).assignApplications([7005])).toEqual({ assigned: [{ application_id: 7005, reviewer_ids: [REVIEWER_1] }], skipped: [] });
      }));

  it("GET /admin/programs: the programs with their school, for the pickers", () =>
    pact
      .addInteraction()
      .given(S.adminWithRanking.name)
      .uponReceiving("a request for the school's programs")
      .withRequest('GET', '/admin/programs', (b) => b.headers(authenticated))
      .willRespondWith(200, (b) => b.headers(jsonResponse).jsonBody(eachLike({ id: integer(3), name: like('MSc Finance'), brand: like('northbridge') })))
      .executeTest(async (server) => {
        expect(await reviewApi(server.url).programs()).toEqual([{ id: 3, name: 'MSc Finance', brand: 'northbridge' }]);
      }));

  it("GET /admin/ranking: the program's applications in the domain's order, with the mean, reviews done and the disagreement", () =>
    pact
      .addInteraction()
      .given(S.adminWithRanking.name)
      .uponReceiving("a request for program 3's ranking")
      .withRequest('GET', '/admin/ranking', (b) => b.headers(authenticated).query({ program_id: '3' }))
      .willRespondWith(200, (b) =>
        b.headers(jsonResponse).jsonBody({
          program_id: integer(3),
          rows: arrayContaining({
            application_id: integer(7001),
            candidate_name: like('Jane Doe'),
            submitted_at: isoTimestamp('2026-10-01T09:00:00.000Z'),
            mean: like(3.5),
            reviews_done: integer(2),
            reviews_assigned: integer(2),
            disagreement: boolean(true),
            status: regex('^(DRAFT|IN_PROGRESS|COMPLETE|ADMISSIBLE|REJECTED)$', 'COMPLETE'),
          }),
        }),
      )
      .executeTest(async (server) => {
        const { program_id, rows } = await reviewApi(server.url).ranking(3);
        expect(program_id).toBe(3);
        const [row] = rows;
        expect(row).toMatchObject({ application_id: 7001, candidate_name: 'Jane Doe', mean: 3.5, reviews_done: 2, disagreement: true, status: 'COMPLETE' });
      }));

  it('GET /admin/ranking/export: the ranking as a CSV file, its name from Content-Disposition', () =>
    pact
      .addInteraction()
      .given(S.adminWithRanking.name)
      .uponReceiving("an export of program 3's ranking")
      .withRequest('GET', '/admin/ranking/export', (b) => b.headers(authenticated).query({ program_id: '3' }))
      .willRespondWith(200, (b) =>
        b
          .headers({
            'Content-Type': regex('^text/csv; ?charset=utf-8$', 'text/csv; charset=utf-8'),
            'Content-Disposition': regex('^attachment; filename="[^"/\\\\]+\\.csv"$', 'attachment; filename="ranking-2026-10-01.csv"'),
          })
          // Matched as text: the rows vary; the header above pins the type the app reads.
          .body('text/plain', Buffer.from('\uFEFFRank,Application,Candidate,Mean\r\n1,7001,Jane Doe,3.5\r\n')),
      )
      .executeTest(async (server) => {
        const file = await reviewApi(server.url).exportRanking(3);
        expect({ fileName: file.fileName, contentType: file.contentType }).toEqual({ fileName: 'ranking-2026-10-01.csv', contentType: 'text/csv; charset=utf-8' });
      }));

  it('POST /admin/ranking/decisions: the selected applications decided in one step', () =>
    pact
      .addInteraction()
      .given(S.adminWithRanking.name)
      .uponReceiving('the decision ADMISSIBLE for application 7001 from the ranking')
      .withRequest('POST', '/admin/ranking/decisions', (b) => b.headers(withJson).jsonBody({ application_ids: [7001], status: 'ADMISSIBLE', reasons: [] }))
      .willRespondWith(200, (b) => b.headers(jsonResponse).jsonBody({ decided: eachLike(integer(7001)), refused: [] }))
      .executeTest(async (server) => {
        expect(await reviewApi(server.url).decide({ application_ids: [7001], status: 'ADMISSIBLE', reasons: [] })).toEqual({ decided: [7001], refused: [] });
      }));
});
