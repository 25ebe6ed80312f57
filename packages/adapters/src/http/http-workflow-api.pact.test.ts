import { describe, expect, it } from 'vitest';
import { MatchersV3 } from '@pact-foundation/pact';
import { isPortError } from '@admission/domain';
import { PROVIDER_STATES as S } from '../pact/provider-states';
import { authenticated, createPact, EXAMPLE_ACCESS_TOKEN, isoTimestamp, jsonResponse, tokens } from '../pact/pact-harness';
import { ApiHttpClient } from './api-http-client';
import { HttpWorkflowApi } from './http-workflow-api';

const { like, eachLike, regex, integer, boolean } = MatchersV3;
const pact = createPact();
/** A candidate's quiz accommodation as staff read it. */
const withGrant = {
  accommodation: {
    extra_time_percent: integer(50),
    relaxed_focus_loss: boolean(false),
    reason: like('Dyslexia'),
    granted_by: { name: like('Alice Admin'), role: regex('^(admin|agent)$', 'admin') },
    granted_at: isoTimestamp('2026-10-02T09:00:00.000Z'),
    duration_seconds: integer(3600),
  },
  quiz: regex('^(not-started|ongoing|over)$', 'not-started'),
  quiz_required: true,
  standard_seconds: integer(2400),
};
const workflowApi = (url: string) => new HttpWorkflowApi(new ApiHttpClient({ baseUrl: url, tokens: tokens(EXAMPLE_ACCESS_TOKEN) }));

/** A grant of 50 % extra time on an application, refused with 409 and the domain's code. */
const refusedGrant = ({ state, dealId, why, refusal }: { state: string; dealId: number; why: string; refusal: { code: string; message: string } }) =>
  pact
    .addInteraction()
    .given(state)
    .uponReceiving(`a grant of extra time on application ${dealId}, ${why}`)
    .withRequest('PUT', `/admin/applications/${dealId}/quiz-accommodation`, (b) =>
      b.headers({ ...authenticated, 'Content-Type': 'application/json' }).jsonBody({ extra_time_percent: 50, relaxed_focus_loss: false, reason: 'Dyslexia' }),
    )
    .willRespondWith(409, (b) => b.headers(jsonResponse).jsonBody({ detail: { code: refusal.code, message: like(refusal.message) } }))
    .executeTest(async (server) => {
      await expect(workflowApi(server.url).grantQuizAccommodation(dealId, { extraTimePercent: 50, relaxedFocusLoss: false, reason: 'Dyslexia' })).rejects.toMatchObject({
        code: 'CONFLICT',
        status: 409,
        detail: { code: refusal.code },
      });
    });

const staffActor = { kind: 'staff', name: like('Alice Admin'), role: regex('^(admin|agent)$', 'admin') };
const note = (body: string) => ({
  id: integer(8001),
  body: like(body),
  author: { name: like('Alice Admin'), role: regex('^(admin|agent)$', 'admin') },
  created_at: isoTimestamp('2026-10-02T09:30:00.000Z'),
  mine: boolean(true),
});

describe('staff workflow API pact (extensions)', () => {
  it('GET /admin/applications/{id}/timeline: every change with its actor, newest first', () =>
    pact
      .addInteraction()
      .given(S.adminWithWorkflow.name)
      .uponReceiving("a request for application 7001's timeline")
      .withRequest('GET', '/admin/applications/7001/timeline', (b) => b.headers(authenticated))
      .willRespondWith(200, (b) =>
        b.headers(jsonResponse).jsonBody({
          events: eachLike({
            id: integer(1),
            applicationId: integer(7001),
            at: isoTimestamp('2026-10-02T09:00:00.000Z'),
            actor: staffActor,
            kind: regex('^[a-z-]+$', 'status-changed'),
            details: like({ from: 'IN_PROGRESS', to: 'COMPLETE' }),
          }),
        }),
      )
      .executeTest(async (server) => {
        const [event] = await workflowApi(server.url).timeline(7001);
        expect(event).toMatchObject({ applicationId: 7001, kind: 'status-changed', actor: { kind: 'staff', name: 'Alice Admin', role: 'admin' } });
      }));

  it('GET /admin/applications/{id}/notes: the notes, newest first, each saying whether the reader wrote it', () =>
    pact
      .addInteraction()
      .given(S.adminWithWorkflow.name)
      .uponReceiving("a request for application 7001's notes")
      .withRequest('GET', '/admin/applications/7001/notes', (b) => b.headers(authenticated))
      .willRespondWith(200, (b) => b.headers(jsonResponse).jsonBody({ notes: eachLike(note('Called the candidate.')) }))
      .executeTest(async (server) => {
        const [first] = await workflowApi(server.url).notes(7001);
        expect(first).toMatchObject({ id: 8001, body: 'Called the candidate.', author: { name: 'Alice Admin', role: 'admin' }, mine: true });
      }));

  it("GET /admin/applications/{id}/notes: refused to a candidate's token", () =>
    pact
      .addInteraction()
      .given(S.signedInCandidate.name)
      .uponReceiving('a request for notes with a candidate token')
      .withRequest('GET', '/admin/applications/7001/notes', (b) => b.headers(authenticated))
      .willRespondWith(403, (b) => b.headers(jsonResponse).jsonBody({ detail: like('Admin or agent role required') }))
      .executeTest(async (server) => {
        const error = await workflowApi(server.url).notes(7001).catch((caught: unknown) => caught);
        expect(isPortError(error) && error.code).toBe('FORBIDDEN');
      }));

  it('POST /admin/applications/{id}/notes: a plain-text note, kept and answered with its author', () =>
    pact
      .addInteraction()
      .given(S.adminWithWorkflow.name)
      .uponReceiving('a new note on application 7001')
      .withRequest('POST', '/admin/applications/7001/notes', (b) =>
        b.headers({ ...authenticated, 'Content-Type': 'application/json' }).jsonBody({ body: 'Diploma arrives Monday.\nCall back then.' }),
      )
      .willRespondWith(201, (b) => b.headers(jsonResponse).jsonBody(note('Diploma arrives Monday.\nCall back then.')))
      .executeTest(async (server) => {
        const saved = await workflowApi(server.url).addNote(7001, 'Diploma arrives Monday.\nCall back then.');
        expect(saved).toMatchObject({ body: 'Diploma arrives Monday.\nCall back then.', mine: true });
      }));

  it('POST /admin/applications/{id}/notes: an empty note is refused with a detail', () =>
    pact
      .addInteraction()
      .given(S.adminWithWorkflow.name)
      .uponReceiving('an empty note on application 7001')
      .withRequest('POST', '/admin/applications/7001/notes', (b) => b.headers({ ...authenticated, 'Content-Type': 'application/json' }).jsonBody({ body: '   ' }))
      .willRespondWith(422, (b) => b.headers(jsonResponse).jsonBody({ detail: like('A note cannot be empty') }))
      .executeTest(async (server) => {
        const error = await workflowApi(server.url).addNote(7001, '   ').catch((caught: unknown) => caught);
        expect(isPortError(error) && error.code).toBe('INVALID_INPUT');
      }));

  it('DELETE /admin/applications/{id}/notes/{noteId}: the author deletes their note', () =>
    pact
      .addInteraction()
      .given(S.adminWithWorkflow.name)
      .uponReceiving('the deletion of note 8001 by its author')
      .withRequest('DELETE', '/admin/applications/7001/notes/8001', (b) => b.headers(authenticated))
      .willRespondWith(204)
      .executeTest(async (server) => {
        await expect(workflowApi(server.url).deleteNote(7001, 8001)).resolves.toBeUndefined();
      }));

  it('PUT /admin/applications/{id}/documents/{docId}/review: a document sent back for a new file, with its reason', () =>
    pact
      .addInteraction()
      .given(S.adminWithCompleteApplication.name)
      .uponReceiving('an admin sending document 9001 of application 7001 back as expired')
      .withRequest('PUT', '/admin/applications/7001/documents/9001/review', (b) => b.headers(authenticated).jsonBody({ state: 'needs-new-file', reason: { id: 'expired' } }))
      .willRespondWith(200, (b) =>
        b.headers(jsonResponse).jsonBody({
          document_id: integer(9001),
          state: 'needs-new-file',
          reason: { id: 'expired' },
          reviewed_at: isoTimestamp('2026-10-02T10:00:00.000Z'),
          reviewer: { name: like('Alice Admin'), role: regex('^(admin|agent)$', 'admin') },
        }),
      )
      .executeTest(async (server) => {
        expect(await workflowApi(server.url).reviewDocument(7001, 9001, { state: 'needs-new-file', reason: { id: 'expired' } })).toEqual({
          state: 'needs-new-file',
          reason: { id: 'expired' },
          reviewed_at: '2026-10-02T10:00:00.000Z',
          reviewer: { name: 'Alice Admin', role: 'admin' },
        });
      }));

  it('GET /admin/applications/{id}/quiz-accommodation: the grant, who gave it, and a quiz not started', () =>
    pact
      .addInteraction()
      .given(S.adminWithQuizAccommodation.name)
      .uponReceiving('a request for the quiz accommodation of application 7004')
      .withRequest('GET', '/admin/applications/7004/quiz-accommodation', (b) => b.headers(authenticated))
      .willRespondWith(200, (b) => b.headers(jsonResponse).jsonBody(withGrant))
      .executeTest(async (server) => {
        expect(await workflowApi(server.url).quizAccommodation(7004)).toMatchObject({
          accommodation: { extra_time_percent: 50, relaxed_focus_loss: false, reason: 'Dyslexia', granted_by: { name: 'Alice Admin', role: 'admin' }, duration_seconds: 3600 },
          quiz: 'not-started',
          standard_seconds: 2400,
        });
      }));

  it('GET /admin/applications/{id}/quiz-accommodation: refused to a candidate\'s token', () =>
    pact
      .addInteraction()
      .given(S.signedInCandidate.name)
      .uponReceiving('a request for a quiz accommodation with a candidate token')
      .withRequest('GET', '/admin/applications/7004/quiz-accommodation', (b) => b.headers(authenticated))
      .willRespondWith(403, (b) => b.headers(jsonResponse).jsonBody({ detail: like('Admin or agent role required') }))
      .executeTest(async (server) => {
        await expect(workflowApi(server.url).quizAccommodation(7004)).rejects.toMatchObject({ code: 'FORBIDDEN', status: 403 });
      }));

  it('PUT /admin/applications/{id}/quiz-accommodation: grants 50 % extra time with a reason', () =>
    pact
      .addInteraction()
      .given(S.adminWithQuizNotStarted.name)
      .uponReceiving('a grant of 50 % extra time on application 7004')
      .withRequest('PUT', '/admin/applications/7004/quiz-accommodation', (b) =>
        b.headers({ ...authenticated, 'Content-Type': 'application/json' }).jsonBody({ extra_time_percent: 50, relaxed_focus_loss: false, reason: 'Dyslexia' }),
      )
      .willRespondWith(200, (b) => b.headers(jsonResponse).jsonBody(withGrant))
      .executeTest(async (server) => {
        const saved = await workflowApi(server.url).grantQuizAccommodation(7004, { extraTimePercent: 50, relaxedFocusLoss: false, reason: 'Dyslexia' });
        expect(saved.accommodation).toMatchObject({ extra_time_percent: 50, duration_seconds: 3600, granted_by: { name: 'Alice Admin' } });
      }));

  it('PUT /admin/applications/{id}/quiz-accommodation: a grant without a reason is refused with the domain\'s code', () =>
    pact
      .addInteraction()
      .given(S.adminWithQuizNotStarted.name)
      .uponReceiving('a grant of extra time on application 7004 without a reason')
      .withRequest('PUT', '/admin/applications/7004/quiz-accommodation', (b) =>
        b.headers({ ...authenticated, 'Content-Type': 'application/json' }).jsonBody({ extra_time_percent: 25, relaxed_focus_loss: false, reason: '' }),
      )
      .willRespondWith(422, (b) => b.headers(jsonResponse).jsonBody({ detail: { code: 'ACCOMMODATION_REASON_MISSING', message: like('Say why the accommodation is granted') } }))
      .executeTest(async (server) => {
        await expect(workflowApi(server.url).grantQuizAccommodation(7004, { extraTimePercent: 25, relaxedFocusLoss: false, reason: '' })).rejects.toMatchObject({
          status: 422,
          detail: { code: 'ACCOMMODATION_REASON_MISSING' },
        });
      }));

  it.each([
    {
      state: S.adminWithCompleteApplication.name,
      dealId: 7001,
      why: 'whose quiz is over',
      refusal: { code: 'QUIZ_ALREADY_STARTED', message: 'The quiz has started: its time can no longer change' },
    },
    {
      state: S.adminWithNoQuizRequired.name,
      dealId: 7003,
      why: 'whose candidate has no program with the quiz',
      refusal: { code: 'QUIZ_NOT_REQUIRED', message: "None of the candidate's programs requires the quiz: there is no time to extend" },
    },
  ])('PUT /admin/applications/{id}/quiz-accommodation: refused with 409 $refusal.code on an application $why', (refused) => refusedGrant(refused));

  it('GET /admin/applications/{id}/quiz-accommodation: none of the candidate\'s programs has the quiz', () =>
    pact
      .addInteraction()
      .given(S.adminWithNoQuizRequired.name)
      .uponReceiving('a request for the quiz accommodation of application 7003, whose candidate has no program with the quiz')
      .withRequest('GET', '/admin/applications/7003/quiz-accommodation', (b) => b.headers(authenticated))
      .willRespondWith(200, (b) => b.headers(jsonResponse).jsonBody({ accommodation: null, quiz: 'not-started', quiz_required: false, standard_seconds: integer(2400) }))
      .executeTest(async (server) => {
        expect(await workflowApi(server.url).quizAccommodation(7003)).toEqual({ accommodation: null, quiz: 'not-started', quiz_required: false, standard_seconds: 2400 });
      }));

  it('DELETE /admin/applications/{id}/quiz-accommodation: removes the grant', () =>
    pact
      .addInteraction()
      .given(S.adminWithQuizAccommodation.name)
      .uponReceiving('the removal of the quiz accommodation of application 7004')
      .withRequest('DELETE', '/admin/applications/7004/quiz-accommodation', (b) => b.headers(authenticated))
      .willRespondWith(200, (b) => b.headers(jsonResponse).jsonBody({ accommodation: null, quiz: 'not-started', quiz_required: true, standard_seconds: integer(2400) }))
      .executeTest(async (server) => {
        expect(await workflowApi(server.url).removeQuizAccommodation(7004)).toEqual({ accommodation: null, quiz: 'not-started', quiz_required: true, standard_seconds: 2400 });
      }));

  it('PUT /admin/applications/{id}/documents/{docId}/review: a reason the list does not know is a 422', () =>
    pact
      .addInteraction()
      .given(S.adminWithCompleteApplication.name)
      .uponReceiving('an admin sending document 9001 back for a reason not in the list')
      .withRequest('PUT', '/admin/applications/7001/documents/9001/review', (b) => b.headers(authenticated).jsonBody({ state: 'needs-new-file', reason: { id: 'blurry-ish' } }))
      .willRespondWith(422, (b) => b.headers(jsonResponse).jsonBody({ detail: like('Unknown reason: blurry-ish') }))
      .executeTest(async (server) => {
        await expect(workflowApi(server.url).reviewDocument(7001, 9001, { state: 'needs-new-file', reason: { id: 'blurry-ish' as 'other' } })).rejects.toMatchObject({ status: 422 });
      }));
});
