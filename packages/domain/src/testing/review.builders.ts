// The jury's test data: a rubric, its criteria, and the wire shapes of the review calls.
import type { ApplicationReviews, RankingEntry, ReviewQueueEnd, ReviewQueueItem, ReviewSettingsView, ReviewWorkspace } from '../api/review-entities';
import type { RankingRow } from '../review/ranking';
import type { LocalText, Rubric, RubricCriterion, RubricLevels } from '../review/rubric';

const text = (en: string, fr: string): LocalText => ({ en, fr });

/** The words of a 1-5 scale, from "Weak" to "Outstanding". */
export const someRubricLevels = (): RubricLevels => [
  text('Weak', 'Faible'),
  text('Fair', 'Passable'),
  text('Good', 'Bien'),
  text('Very good', 'Très bien'),
  text('Outstanding', 'Excellent'),
];

export const aRubricCriterion = (overrides: Partial<RubricCriterion> = {}): RubricCriterion => ({
  id: 'academic_record',
  weight: 3,
  label: text('Academic record', 'Parcours académique'),
  levels: someRubricLevels(),
  ...overrides,
});

/** Four criteria weighted 3, 2, 2 and 1, as the demo programs have. */
export const aRubric = (overrides: Partial<Rubric> = {}): Rubric => ({
  criteria: [
    aRubricCriterion(),
    aRubricCriterion({ id: 'motivation', weight: 2, label: text('Motivation', 'Motivation') }),
    aRubricCriterion({ id: 'experience', weight: 2, label: text('Professional experience', 'Expérience professionnelle') }),
    aRubricCriterion({ id: 'languages', weight: 1, label: text('Languages', 'Langues') }),
  ],
  ...overrides,
});

export const aRankingRow = (overrides: Partial<RankingRow> = {}): RankingRow => ({
  applicationId: 4_201,
  submittedAt: new Date('2026-02-01T08:00:00.000Z'),
  mean: 3.5,
  reviewsDone: 2,
  reviewsAssigned: 2,
  disagreement: false,
  ...overrides,
});

export const aReviewQueueItem = (overrides: Partial<ReviewQueueItem> = {}): ReviewQueueItem => ({
  assignment_id: 71,
  pseudonym: '4F7K',
  program_name: 'Master in Finance',
  due_at: '2026-02-15T08:00:00.000Z',
  state: 'todo',
  reviews_done: 0,
  reviews_required: 2,
  ended: null,
  ...overrides,
});

/** A queue row whose assignment ended before it was submitted: decided, the reviewer's draft kept, unless overridden. */
export const anEndedQueueItem = (ended: Partial<ReviewQueueEnd> = {}, overrides: Partial<ReviewQueueItem> = {}): ReviewQueueItem =>
  aReviewQueueItem({ state: 'draft', ended: { reason: 'decided', ended_at: '2026-02-10T08:00:00.000Z', draft_kept: true, ...ended }, ...overrides });

export const aReviewWorkspace = (overrides: Partial<ReviewWorkspace> = {}): ReviewWorkspace => ({
  assignment_id: 71,
  pseudonym: '4F7K',
  program_name: 'Master in Finance',
  submitted_at: '2026-02-01T08:00:00.000Z',
  due_at: '2026-02-15T08:00:00.000Z',
  state: 'todo',
  rubric: aRubric(),
  documents_seen: [{ document_type: 'cv', label: 'CV' }],
  documents: [{ id: 12, document_type: 'cv', document_label: 'CV', document_index: 1, content_type: 'application/pdf' }],
  quiz: { outcome: 1, score: 74 },
  draft: null,
  submitted_at_review: null,
  reopened: null,
  ...overrides,
});

export const aReviewSettingsView = (overrides: Partial<ReviewSettingsView> = {}): ReviewSettingsView => ({
  program_id: 3,
  program_name: 'Master in Finance',
  reviews_per_application: 2,
  due_days: 14,
  disagreement_threshold: 1.5,
  reviewers: [
    { id: 'reviewer-1', name: 'Ada Reviewer', email: 'reviewer1@northbridge.example' },
    { id: 'reviewer-2', name: 'Basil Reviewer', email: 'reviewer2@northbridge.example' },
  ],
  eligible_reviewers: [
    { id: 'reviewer-1', name: 'Ada Reviewer', email: 'reviewer1@northbridge.example' },
    { id: 'reviewer-2', name: 'Basil Reviewer', email: 'reviewer2@northbridge.example' },
  ],
  rubric: aRubric(),
  rubric_editable: true,
  reviewer_document_types: ['transcripts', 'cv'],
  document_types: [
    { document_type: 'identity_document', label: 'Passport or ID card', identity: true },
    { document_type: 'transcripts', label: 'Academic transcripts', identity: false },
    { document_type: 'cv', label: 'Curriculum vitae', identity: false },
    { document_type: 'photo', label: 'ID photo', identity: true },
    { document_type: 'recommendation_letter', label: 'Recommendation letters', identity: false },
  ],
  ...overrides,
});

export const anApplicationReviews = (overrides: Partial<ApplicationReviews> = {}): ApplicationReviews => ({
  program_id: 3,
  reviews_assigned: 2,
  reviews_done: 1,
  mean: 3.63,
  spread: null,
  disagreement: false,
  threshold: 1.5,
  rubric: aRubric(),
  reviews: [
    {
      assignment_id: 71,
      reviewer_id: 'reviewer-1',
      reviewer_name: 'Ada Reviewer',
      scores: { academic_record: 4, motivation: 3, experience: 4, languages: 3 },
      total: 3.63,
      recommendation: 'admit',
      comment: 'A clear project.',
      submitted_at: '2026-02-05T08:00:00.000Z',
    },
  ],
  assignments: [
    { assignment_id: 71, reviewer_id: 'reviewer-1', reviewer_name: 'Ada Reviewer', state: 'active', review_state: 'submitted', due_at: '2026-02-15T08:00:00.000Z' },
    { assignment_id: 72, reviewer_id: 'reviewer-2', reviewer_name: 'Basil Reviewer', state: 'active', review_state: 'todo', due_at: '2026-02-15T08:00:00.000Z' },
  ],
  conflicts: [],
  ...overrides,
});

export const aRankingEntry = (overrides: Partial<RankingEntry> = {}): RankingEntry => ({
  application_id: 4_201,
  candidate_name: 'Camille Durand',
  submitted_at: '2026-02-01T08:00:00.000Z',
  mean: 3.63,
  reviews_done: 2,
  reviews_assigned: 2,
  disagreement: false,
  status: 'COMPLETE',
  interview_score: null,
  combined_score: null,
  ...overrides,
});
