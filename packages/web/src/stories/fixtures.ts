// The data of the page stories: the domain's object mothers where they exist, small ones for the rest.
// Every date sits at noon UTC, so a page shows the same day in any time zone.
import {
  PortError,
  type AdminApplicationDetail,
  type AdminApplicationListItem,
  type AdminDocument,
  type BrandLanguage,
  type CandidateQuizTime,
  type ChosenReason,
  type DocumentReviewDecision,
  type Nationality,
  type QuizAccommodationGrant,
  type QuizQuestion,
  type StaffNote,
  type StaffQuizAccommodation,
  type TimelineEvent,
} from '@admission/domain';
import { aDeal, aDocumentRequirement, aProgram, aSubmissionStatus, anInvoice, anUploadedDocument } from '@admission/domain/testing';
import { STORY_NOW, type StoryPorts } from './story-services';
import type { PageParameters, StoryUser } from './page-story';

export const candidate: StoryUser = { email: 'amelia.hart@example.com', role: 'candidate' };
export const admin: StoryUser = { email: 'admissions.office@example.com', role: 'admin' };

export const management = aProgram({ name: 'Master in Management', requires_quiz: true });
export const finance = aProgram({ name: 'MSc in Finance', requires_quiz: false });

/** A failure as the adapters report it. */
export const portError = (code: 'NOT_FOUND' | 'SERVER', message = 'The server could not answer') => new PortError(code, message, { status: code === 'NOT_FOUND' ? 404 : 500 });
export const failing = (error: Error = portError('SERVER')) => () => Promise.reject(error);

/** The time `seconds` after the story's clock, as the API writes it. */
export const secondsFromNow = (seconds: number): string => new Date(STORY_NOW + seconds * 1000).toISOString();

/** The quiz time without a grant, and with 50 % extra time and relaxed focus-loss warnings. */
export const standardQuizTime: CandidateQuizTime = { duration_seconds: 2_400, standard_seconds: 2_400, extra_time_percent: 0, relaxed_focus_loss: false };
export const extraQuizTime: CandidateQuizTime = { duration_seconds: 3_600, standard_seconds: 2_400, extra_time_percent: 50, relaxed_focus_loss: true };

/** The dashboard of a candidate with one application of each kind of program: to do, with the quiz and the fee open. */
export const dashboardPorts = (options: { deals?: ReturnType<typeof aDeal>[]; quizOver?: boolean; invoice?: ReturnType<typeof anInvoice> | null } = {}): StoryPorts => ({
  deals: { list: async () => options.deals ?? [aDeal({ id: 1, program: management })] },
  quiz: { status: async () => ({ has_ongoing_quiz: false, is_quiz_over: options.quizOver ?? false }), time: async () => standardQuizTime },
  users: { invoice: async () => (options.invoice === undefined ? anInvoice({ status: 'open', amount: 9_000 }) : options.invoice) },
});

/** Documents submitted, quiz over, fee paid: what the dashboard shows once the candidate has done everything. */
export const finishedDashboardPorts = (dealStatus: 'COMPLETE' | 'ADMISSIBLE'): StoryPorts =>
  dashboardPorts({
    deals: [aDeal({ id: 1, program: management, deal_status: dealStatus, documents_submitted_at: '2026-02-22T12:00:00Z' })],
    quizOver: true,
    invoice: anInvoice({ status: 'paid', amount: 9_000 }),
  });

const nationalityNames: Record<string, { en: string; fr: string }> = {
  FR: { en: 'France', fr: 'France' },
  GB: { en: 'United Kingdom', fr: 'Royaume-Uni' },
  DE: { en: 'Germany', fr: 'Allemagne' },
  MA: { en: 'Morocco', fr: 'Maroc' },
};
const nationalitiesIn = (language: string, codes: readonly string[]): Nationality[] =>
  codes.map((code) => ({ code, name: nationalityNames[code]?.[language === 'fr' ? 'fr' : 'en'] ?? code }));

export const requirements = [
  aDocumentRequirement({ document_type: 'passport', label: 'Passport or ID card', description: 'Both sides, in colour', max_files: 2, min_files: 1 }),
  aDocumentRequirement({ document_type: 'transcripts', label: 'Academic transcripts', description: 'Your last two years of study', max_files: 3, min_files: 2, accepted_formats: ['pdf'] }),
  aDocumentRequirement({ document_type: 'cv', label: 'Curriculum vitae', description: 'One page if you can', max_files: 1, min_files: 1 }),
  aDocumentRequirement({ document_type: 'portfolio', label: 'Portfolio', description: 'Anything that shows your work', max_files: 1, min_files: 0, required: false }),
];

const sentDocuments = [
  anUploadedDocument({ id: 11, name: 'passport-amelia-hart.pdf', document_type: 'passport', document_index: 1, created_at: '2026-02-20T12:00:00Z' }),
  anUploadedDocument({ id: 12, name: 'transcript-2024.pdf', document_type: 'transcripts', document_index: 1, created_at: '2026-02-21T12:00:00Z' }),
];
const lastDocuments = [
  anUploadedDocument({ id: 13, name: 'transcript-2025.pdf', document_type: 'transcripts', document_index: 2, created_at: '2026-02-22T12:00:00Z' }),
  anUploadedDocument({ id: 14, name: 'cv-amelia-hart.pdf', document_type: 'cv', document_index: 1, created_at: '2026-02-22T12:00:00Z' }),
];

/** /documents: half done by default; `complete`: every required item there; `submittedAt`: sent and locked. */
export const documentsPorts = (options: { complete?: boolean; submittedAt?: string } = {}): StoryPorts => {
  const submitted = options.submittedAt !== undefined;
  const complete = options.complete === true || submitted;
  return {
    deals: { list: async () => [aDeal({ id: 1, program: management })] },
    documents: {
      requirements: async () => requirements,
      list: async () => (complete ? [...sentDocuments, ...lastDocuments] : sentDocuments),
      submissionStatus: async () => aSubmissionStatus({ is_submitted: submitted, submitted_at: options.submittedAt ?? null, can_submit: !submitted }),
    },
    users: {
      disability: async () => ({ has_disability: complete ? false : null }),
      nationalities: async () => (complete ? nationalitiesIn('en', ['GB', 'FR']) : []),
      availableNationalities: async (language) => nationalitiesIn(language, Object.keys(nationalityNames)),
    },
  };
};

export const quizQuestion = (number: number): QuizQuestion => ({
  id: 100 + number,
  number,
  question: 'Un manteau coûte 120 €. Il est soldé à 25 %. Quel est son nouveau prix ?',
  question_en: 'A coat costs €120. It is reduced by 25%. What is its new price?',
  answers: [
    { id: 1, answer: '80 €', answer_en: '€80' },
    { id: 2, answer: '90 €', answer_en: '€90' },
    { id: 3, answer: '95 €', answer_en: '€95' },
    { id: 4, answer: '100 €', answer_en: '€100' },
  ],
});

/** /quiz with a quiz under way: the question `number`, `secondsLeft` before the end. */
export const quizPorts = (options: { number?: number; secondsLeft?: number; over?: boolean } = {}): StoryPorts => ({
  deals: { list: async () => [aDeal({ id: 1, program: management })] },
  quiz: {
    status: async () => ({ has_ongoing_quiz: options.over !== true, is_quiz_over: options.over === true }),
    start: async () => ({ question: quizQuestion(options.number ?? 3), end_time: secondsFromNow(options.secondsLeft ?? 23 * 60 + 45) }),
  },
});

const listItem = (item: Partial<AdminApplicationListItem> & Pick<AdminApplicationListItem, 'deal_id' | 'first_name' | 'last_name'>): AdminApplicationListItem => ({
  email: `${item.first_name}.${item.last_name}@example.com`.toLowerCase(),
  phone: null,
  program_name: management.name,
  deal_status: 'COMPLETE',
  quiz_outcome: 1,
  quiz_score: 14,
  document_count: 5,
  payer_count: 1,
  created_at: '2026-02-12T12:00:00Z',
  ...item,
});

export const applications: readonly AdminApplicationListItem[] = [
  listItem({ deal_id: 42, first_name: 'Amelia', last_name: 'Hart', phone: '+44 20 7946 0958' }),
  listItem({ deal_id: 43, first_name: 'Hugo', last_name: 'Lefèvre', email: 'hugo.lefevre@example.com', program_name: finance.name, quiz_outcome: null, quiz_score: null, created_at: '2026-02-14T12:00:00Z' }),
  listItem({ deal_id: 44, first_name: 'Yasmine', last_name: 'Benali', deal_status: 'ADMISSIBLE', quiz_outcome: 0, quiz_score: 9, payer_count: 2 }),
  listItem({ deal_id: 45, first_name: 'Jonas', last_name: 'Weber', deal_status: 'IN_PROGRESS', quiz_outcome: -1, quiz_score: 6, document_count: 2, payer_count: 0 }),
];

export const applicationDetail: AdminApplicationDetail = {
  user: {
    first_name: 'Amelia',
    last_name: 'Hart',
    email: 'amelia.hart@example.com',
    phone: '+44 20 7946 0958',
    english_level: 'C1',
    first_login_at: '2026-02-10T12:00:00Z',
    hubspot_contact_id: '5150',
  },
  program: { name: management.name },
  deal: { id: 42, deal_status: 'COMPLETE', created_at: '2026-02-12T12:00:00Z', is_self_financed: false, documents_submitted_at: '2026-03-03T10:00:00Z' },
  quiz: {
    score: 14,
    outcome: 1,
    number_of_correct_answers: 3,
    calculated: true,
    questions: [
      { level: 2, question: 'A coat costs €120. It is reduced by 25%. What is its new price?', answer: '€90', is_correct: true },
      { level: 3, question: 'What is 15% of 240?', answer: '36', is_correct: true },
      { level: 4, question: 'Solve 3x + 7 = 31.', answer: '9', is_correct: false },
      { level: 3, question: 'A train covers 180 km in 1 h 30. What is its mean speed?', answer: null, is_correct: false },
    ],
  },
  payers: [
    { id: 1, first_name: 'Margaret', last_name: 'Hart', email: 'margaret.hart@example.com', phone: '+44 20 7946 0000', address: '12 Elm Street', zip_code: 'OX1 2JD', country: 'United Kingdom' },
  ],
};

/** Reviewed by Alice Admin. */
const reviewed = (state: 'accepted' | 'needs-new-file', reason: ChosenReason | null = null) => ({
  state,
  reason,
  reviewed_at: '2026-03-04T09:00:00Z',
  reviewer: { name: 'Alice Admin', role: 'admin' },
});

/** Three documents: one accepted, one sent back as expired, one to review. */
const applicationDocuments: readonly AdminDocument[] = [
  { ...anUploadedDocument({ id: 21, name: 'passport-amelia-hart.pdf', document_type: 'passport', created_at: '2026-02-20T12:00:00Z' }), review: reviewed('accepted') },
  { ...anUploadedDocument({ id: 22, name: 'transcript-2024.pdf', document_type: 'transcripts', created_at: '2026-02-21T12:00:00Z' }), review: reviewed('needs-new-file', { id: 'expired' }) },
  {
    ...anUploadedDocument({ id: 23, name: 'transcript-2025.pdf', document_type: 'transcripts', document_index: 2, created_at: '2026-02-22T12:00:00Z' }),
    review: { state: 'to-review', reason: null, reviewed_at: null, reviewer: null },
  },
];

/** Application 42 rejected for two reasons. */
export const rejectedApplicationDetail: AdminApplicationDetail = {
  ...applicationDetail,
  deal: { ...applicationDetail.deal, deal_status: 'REJECTED', rejection_reasons: [{ id: 'places-filled' }, { id: 'other', text: 'Portfolio missing' }] },
};

/** What was recorded on application 42: the candidate's upload, the portal's reminder, the submission, staff's changes. */
export const applicationTimeline: readonly TimelineEvent[] = [
  { id: 4, applicationId: 42, at: '2026-03-05T09:00:00Z', actor: { kind: 'staff', name: 'Alice Admin', role: 'admin' }, kind: 'note-added', details: { note_id: 7 } },
  { id: 3, applicationId: 42, at: '2026-03-04T16:30:00Z', actor: { kind: 'staff', name: 'Alice Admin', role: 'admin' }, kind: 'status-changed', details: { from: 'IN_PROGRESS', to: 'COMPLETE' } },
  { id: 2, applicationId: 42, at: '2026-03-03T10:00:00Z', actor: { kind: 'candidate' }, kind: 'documents-submitted', details: {} },
  { id: 5, applicationId: 42, at: '2026-02-27T12:00:00Z', actor: { kind: 'system' }, kind: 'email-sent', details: { template: 'documents-reminder' } },
  { id: 1, applicationId: 42, at: '2026-02-20T12:00:00Z', actor: { kind: 'candidate' }, kind: 'document-uploaded', details: { document_type: 'identity_document', document_index: 1, name: 'passport-amelia-hart.pdf' } },
];

/** Two notes on application 42: one by the reader (deletable), one by an agent. */
export const applicationNotes: readonly StaffNote[] = [
  { id: 7, body: 'Called the candidate.\nThe diploma arrives Monday.', author: { name: 'Alice Admin', role: 'admin' }, created_at: '2026-03-05T09:00:00Z', mine: true },
  { id: 6, body: '<b>Not markup</b>: shown as typed.', author: { name: 'Aaron Agent', role: 'agent' }, created_at: '2026-03-04T08:00:00Z', mine: false },
];

/** The types' names the server gives with the staff's documents, by language (the requirements' labels). */
const documentLabels: Readonly<Record<BrandLanguage, Readonly<Record<string, string>>>> = {
  en: { passport: 'Passport or ID card', transcripts: 'Academic transcripts' },
  fr: { passport: "Passeport ou carte d'identité", transcripts: 'Relevés de notes' },
};

/** A quiz the candidate started 15 minutes before the story's clock, with 24 minutes 30 seconds left. */
export const quizUnderWayDetail: AdminApplicationDetail = {
  ...applicationDetail,
  deal: { ...applicationDetail.deal, deal_status: 'IN_PROGRESS', documents_submitted_at: null },
  quiz: { score: null, outcome: null, number_of_correct_answers: null, calculated: false, started_at: secondsFromNow(-15 * 60), end_time: secondsFromNow(24 * 60 + 30), finished_at: null, questions: [] },
};

/** /application/42 of a COMPLETE application with documents, quiz results and a payer, its timeline and notes. */
export const applicationPorts = (): StoryPorts => ({
  admin: {
    detail: async () => applicationDetail,
    documents: async (_id: number, language: BrandLanguage) => applicationDocuments.map((document) => ({ ...document, document_label: documentLabels[language][document.document_type] ?? null })),
  },
  workflow: {
    timeline: async () => applicationTimeline,
    notes: async () => applicationNotes,
    quizAccommodation: async () => grantedAccommodation('over'),
    addNote: async (_id: number, body: string) => ({ id: 8, body, author: { name: 'Alice Admin', role: 'admin' }, created_at: '2026-03-06T09:00:00Z', mine: true }),
    deleteNote: async () => undefined,
    reviewDocument: async (_id: number, _documentId: number, decision: DocumentReviewDecision) => ({
      ...reviewed(decision.state, decision.state === 'needs-new-file' ? decision.reason : null),
      reviewed_at: '2026-03-06T09:00:00Z',
    }),
  },
});

/** /application/42 as an admin reads it: the page stories' starting point. */
export const applicationPage = (): PageParameters => ({ path: '/application/42', route: '/application/:applicationId', parts: ['staff'], user: admin, ports: applicationPorts() });

/** A 25 % grant by the admin, the candidate's quiz standing as given. */
export const grantedAccommodation = (quiz: StaffQuizAccommodation['quiz'], extra: Partial<QuizAccommodationGrant> = {}): StaffQuizAccommodation => ({
  accommodation: {
    extra_time_percent: 25,
    relaxed_focus_loss: false,
    reason: 'Dyslexia (certificate of 2026-02-01)',
    granted_by: { name: 'Alice Admin', role: 'admin' },
    granted_at: '2026-03-02T10:00:00Z',
    duration_seconds: 3_000,
    ...extra,
  },
  quiz,
  quiz_required: true,
  standard_seconds: 2_400,
});

/** The candidate's short history of a rejected application, and the passport sent back before. */
const rejectedHistory: readonly TimelineEvent[] = [
  { id: 3, applicationId: 1, at: '2026-03-06T09:00:00Z', actor: { kind: 'staff', name: '', role: 'admin' }, kind: 'status-changed', details: { from: 'COMPLETE', to: 'REJECTED', reasons: ['quiz-below-level', 'places-filled'] } },
  { id: 2, applicationId: 1, at: '2026-03-04T09:00:00Z', actor: { kind: 'staff', name: '', role: 'admin' }, kind: 'document-reviewed', details: { document_name: 'passport-amelia-hart.pdf', state: 'needs-new-file', reason: 'expired' } },
  { id: 1, applicationId: 1, at: '2026-03-03T10:00:00Z', actor: { kind: 'candidate' }, kind: 'documents-submitted', details: {} },
];

/** A rejected application with its reasons, a document to replace and its history. */
export const rejectedDashboardPorts = (): StoryPorts =>
  dashboardPorts({
    deals: [
      aDeal({
        id: 1,
        program: management,
        deal_status: 'REJECTED',
        documents_submitted_at: '2026-03-03T10:00:00Z',
        rejection_reasons: [{ id: 'quiz-below-level' }, { id: 'places-filled' }],
        documents_to_replace: [{ document_type: 'passport', document_index: 1, document_name: 'passport-amelia-hart.pdf', reason: { id: 'expired' }, reviewed_at: '2026-03-04T09:00:00Z' }],
        history: rejectedHistory,
      }),
    ],
    quizOver: true,
    invoice: anInvoice({ status: 'paid', amount: 9_000 }),
  });

/** /documents submitted, with the passport sent back for a new file: that slot alone is open. */
export const documentsSentBackPorts = (): StoryPorts => {
  const ports = documentsPorts({ submittedAt: '2026-03-03T10:00:00Z' });
  return {
    ...ports,
    documents: {
      ...ports.documents,
      submissionStatus: async () =>
        aSubmissionStatus({
          is_submitted: true,
          submitted_at: '2026-03-03T10:00:00Z',
          can_submit: false,
          open_slots: [{ document_type: 'passport', document_index: 1, document_name: 'passport-amelia-hart.pdf', reason: { id: 'expired' }, reviewed_at: '2026-03-04T09:00:00Z' }],
        }),
    },
  };
};

/** A candidate's withdrawal on 25 February 2026: a listed reason and "other" with its text. */
export const withdrawal = {
  withdrawn_at: '2026-02-25T12:00:00Z',
  withdrawal_reasons: [{ id: 'accepted-elsewhere' }, { id: 'other', text: 'Moving abroad' }],
} as const;

/** An application withdrawn before its documents were sent, its fee still open. */
export const withdrawnUnsubmittedDashboardPorts = (): StoryPorts =>
  dashboardPorts({
    deals: [aDeal({ id: 1, program: management, deal_status: 'IN_PROGRESS', documents_submitted_at: null, ...withdrawal, withdrawal_reasons: [{ id: 'cost' }] })],
    quizOver: true,
    invoice: anInvoice({ status: 'open', amount: 9_000 }),
  });

/** The dashboard of a candidate who withdrew their application while it waited for the jury. */
export const withdrawnDashboardPorts = (): StoryPorts =>
  dashboardPorts({
    deals: [
      aDeal({
        id: 1,
        program: management,
        deal_status: 'COMPLETE',
        documents_submitted_at: '2026-02-22T12:00:00Z',
        ...withdrawal,
        history: [
          { id: 2, applicationId: 1, at: withdrawal.withdrawn_at, actor: { kind: 'candidate' }, kind: 'withdrawn', details: { from: 'COMPLETE', to: 'WITHDRAWN', reasons: ['accepted-elsewhere', 'other'], other_reason: 'Moving abroad' } },
          { id: 1, applicationId: 1, at: '2026-02-22T12:00:00Z', actor: { kind: 'candidate' }, kind: 'documents-submitted', details: {} },
        ],
      }),
    ],
    quizOver: true,
    invoice: anInvoice({ status: 'paid', amount: 9_000 }),
  });

/** Application 42 withdrawn by the candidate: its status kept, the date and reasons beside it, the timeline's entry. */
export const withdrawnApplicationPorts = (): StoryPorts => {
  const ports = applicationPorts();
  const withdrawn: TimelineEvent = {
    id: 6,
    applicationId: 42,
    at: withdrawal.withdrawn_at,
    actor: { kind: 'candidate' },
    kind: 'withdrawn',
    details: { from: 'COMPLETE', to: 'WITHDRAWN', reasons: ['accepted-elsewhere', 'other'], other_reason: 'Moving abroad' },
  };
  return {
    ...ports,
    admin: { ...ports.admin, detail: async () => ({ ...applicationDetail, deal: { ...applicationDetail.deal, ...withdrawal } }) },
    workflow: { ...ports.workflow, timeline: async () => [withdrawn, ...applicationTimeline] },
  };
};

/** /admin filtered to Withdrawn: the applications their candidates withdrew, whatever status they had. */
export const withdrawnApplications: readonly AdminApplicationListItem[] = [
  listItem({ deal_id: 46, first_name: 'Camille', last_name: 'Moreau', withdrawn_at: withdrawal.withdrawn_at }),
  listItem({ deal_id: 47, first_name: 'Noah', last_name: 'Schmidt', deal_status: 'IN_PROGRESS', document_count: 2, withdrawn_at: '2026-02-27T12:00:00Z' }),
];

/** /documents once the candidate withdrew their only application: read-only, even the slot staff sent back. */
export const documentsWithdrawnPorts = (): StoryPorts => ({
  ...documentsSentBackPorts(),
  deals: { list: async () => [aDeal({ id: 1, program: management, deal_status: 'COMPLETE', documents_submitted_at: '2026-03-03T10:00:00Z', ...withdrawal })] },
});
