// The jury's page stories' data: a reviewer, their queue and review page, an application's Reviews tab, a ranking.
import { PortError, type ReviewWorkspace } from '@admission/domain';
import { aRankingEntry, aReviewQueueItem, aReviewWorkspace, anApplicationReviews, anEndedQueueItem, pngSuiteCh2n3p08 } from '@admission/domain/testing';
import type { StoryUser } from './page-story';
import { secondsFromNow } from './fixtures';
import type { StoryPorts } from './story-services';

export const reviewer: StoryUser = { email: 'reviewer1@northbridge.example', role: 'reviewer' };

const DAY = 86_400;

export const reviewQueue = [
  aReviewQueueItem({ assignment_id: 71, pseudonym: '4F7K', program_name: 'Master in Management', due_at: secondsFromNow(-2 * DAY), state: 'draft', reviews_done: 1, reviews_required: 2 }),
  aReviewQueueItem({ assignment_id: 72, pseudonym: 'Q8M2', program_name: 'Master in Management', due_at: secondsFromNow(9 * DAY), state: 'todo', reviews_done: 0, reviews_required: 2 }),
  aReviewQueueItem({ assignment_id: 73, pseudonym: 'H3ZD', program_name: 'MSc in Finance', due_at: secondsFromNow(5 * DAY), state: 'submitted', reviews_done: 2, reviews_required: 2 }),
];

/** The application of assignment 71: the types its program shows reviewers, two documents by type, the quiz's outcome, no draft yet. */
export const reviewWorkspace: ReviewWorkspace = aReviewWorkspace({
  assignment_id: 71,
  pseudonym: '4F7K',
  program_name: 'Master in Management',
  submitted_at: secondsFromNow(-12 * DAY),
  due_at: secondsFromNow(2 * DAY),
  documents_seen: [
    { document_type: 'cv', label: 'CV' },
    { document_type: 'transcript', label: 'Transcript' },
    { document_type: 'recommendation_letter', label: 'Recommendation letters' },
  ],
  documents: [
    { id: 12, document_type: 'cv', document_label: 'CV', document_index: 1, content_type: 'image/png' },
    { id: 13, document_type: 'transcript', document_label: 'Transcript', document_index: 1, content_type: 'image/png' },
  ],
});

/** A draft saved an hour ago: two criteria scored. */
export const draftWorkspace: ReviewWorkspace = {
  ...reviewWorkspace,
  state: 'draft',
  draft: { scores: { academic_record: 4, motivation: 3 }, recommendation: null, comment: 'Strong grades.', version: 3, saved_at: secondsFromNow(-3_600) },
};

export const submittedWorkspace: ReviewWorkspace = {
  ...reviewWorkspace,
  state: 'submitted',
  draft: { scores: { academic_record: 4, motivation: 3, experience: 4, languages: 5 }, recommendation: 'admit', comment: 'Strong grades.', version: 5, saved_at: secondsFromNow(-7_200) },
  submitted_at_review: secondsFromNow(-7_000),
};

/** The queue above, and two assignments that ended unsubmitted: one decided with a draft (yesterday), one withdrawn by its candidate before any draft. */
export const queueWithEnded = [
  ...reviewQueue,
  anEndedQueueItem(
    { reason: 'candidate-withdrew', ended_at: secondsFromNow(-6 * DAY), draft_kept: false },
    { assignment_id: 74, pseudonym: 'W1TX', program_name: 'MSc in Finance', due_at: secondsFromNow(-3 * DAY), state: 'todo', reviews_done: 0, reviews_required: 2 },
  ),
  anEndedQueueItem(
    { reason: 'decided', ended_at: secondsFromNow(-DAY), draft_kept: true },
    { assignment_id: 75, pseudonym: 'D5CV', program_name: 'Master in Management', due_at: secondsFromNow(-2 * DAY), state: 'draft', reviews_done: 1, reviews_required: 2 },
  ),
];

/** The review page of an assignment that ended, decided, while the reviewer had a draft (409 REVIEW_ENDED). */
export const reviewEnded = () =>
  Promise.reject(new PortError('CONFLICT', 'This review has ended', { status: 409, detail: { code: 'REVIEW_ENDED', reason: 'decided', ended_at: secondsFromNow(-DAY), draft_kept: true } }));

/** The same 403 for another reviewer's assignment as for an unknown one. */
export const forbidden = () => Promise.reject(new PortError('FORBIDDEN', 'Forbidden', { status: 403, detail: 'Forbidden' }));

export const reviewPorts = (workspace: ReviewWorkspace = reviewWorkspace): StoryPorts => ({
  review: {
    workspace: async () => workspace,
    documentContent: async () => ({ contentType: 'image/png', bytes: pngSuiteCh2n3p08() }),
    saveDraft: async (_id, draft) => ({ version: draft.version + 1, saved_at: secondsFromNow(0), not_saved: [] }),
    submit: async () => ({ submitted_at: secondsFromNow(0) }),
    declareConflict: async () => undefined,
    queue: async () => reviewQueue,
  },
});

/** Two reviews far apart (a disagreement), a third reviewer who declared a conflict. */
export const disagreeingReviews = anApplicationReviews({
  reviews_assigned: 2,
  reviews_done: 2,
  mean: 3.07,
  spread: 2.25,
  disagreement: true,
  reviews: [
    {
      assignment_id: 71,
      reviewer_id: 'reviewer-1',
      reviewer_name: 'Ada Reviewer',
      scores: { academic_record: 5, motivation: 4, experience: 4, languages: 4 },
      total: 4.38,
      recommendation: 'admit',
      comment: 'A clear project and strong grades.',
      submitted_at: secondsFromNow(-3 * DAY),
    },
    {
      assignment_id: 72,
      reviewer_id: 'reviewer-2',
      reviewer_name: 'Basil Reviewer',
      scores: { academic_record: 2, motivation: 2, experience: 2, languages: 3 },
      total: 2.13,
      recommendation: 'reject',
      comment: 'The motivation letter does not say why this program.',
      submitted_at: secondsFromNow(-2 * DAY),
    },
  ],
  assignments: [
    { assignment_id: 71, reviewer_id: 'reviewer-1', reviewer_name: 'Ada Reviewer', state: 'active', review_state: 'submitted', due_at: secondsFromNow(2 * DAY) },
    { assignment_id: 72, reviewer_id: 'reviewer-2', reviewer_name: 'Basil Reviewer', state: 'active', review_state: 'submitted', due_at: secondsFromNow(2 * DAY) },
  ],
  conflicts: [{ reviewer_name: 'Cyril Reviewer', reason: 'I taught this candidate last year.', declared_at: secondsFromNow(-10 * DAY) }],
});

export const rankingRows = [
  aRankingEntry({ application_id: 42, candidate_name: 'Amelia Hart', mean: 4.38, disagreement: false, reviews_done: 2, reviews_assigned: 2, interview_score: 4, combined_score: 4.19 }),
  aRankingEntry({ application_id: 43, candidate_name: 'Bruno Costa', mean: 3.07, disagreement: true, reviews_done: 2, reviews_assigned: 2, interview_score: 3.33, combined_score: 3.2 }),
  aRankingEntry({ application_id: 44, candidate_name: 'Chloé Martin', mean: 2.5, disagreement: false, reviews_done: 2, reviews_assigned: 2 }),
  aRankingEntry({ application_id: 45, candidate_name: 'Dev Patel', mean: null, disagreement: false, reviews_done: 0, reviews_assigned: 2 }),
];
