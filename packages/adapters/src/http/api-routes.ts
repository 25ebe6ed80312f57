// Every call of spec §7 the portal makes to the product API: the single source of truth for the
// adapters (they build their URLs from it) and for the pact coverage check.

export type HttpMethod = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

export interface ApiRoute {
  readonly method: HttpMethod;
  /** Path template; `{name}` segments are filled by `routePath`. */
  readonly path: string;
  /** Sent without the bearer header even when a session exists. */
  readonly anonymous?: boolean;
  /** Opened in a new browser tab rather than called with axios (the token travels in the query). */
  readonly newTab?: boolean;
  /** The spec §8 wording when the server gives no detail. */
  readonly failure: string;
}

export const API_ROUTES = {
  checkExists: { method: 'POST', path: '/users/check-exists', anonymous: true, failure: 'Unable to verify account' },
  me: { method: 'GET', path: '/users/me', failure: 'Failed to fetch user role' },
  allMe: { method: 'GET', path: '/test/all_me', failure: 'Verification failed' },
  dataExport: { method: 'GET', path: '/users/me/data-export', failure: 'Failed to download your data' },
  deletionRequest: { method: 'GET', path: '/users/me/deletion-request', failure: 'Failed to load your deletion request' },
  requestDeletion: { method: 'POST', path: '/users/me/deletion-request', failure: 'Failed to ask for the deletion of your account' },
  cancelDeletion: { method: 'DELETE', path: '/users/me/deletion-request', failure: 'Failed to cancel your deletion request' },
  invoice: { method: 'GET', path: '/users/invoice', failure: 'Failed to fetch invoice' },
  // The dashboard's and the documents page's first reads, each in one answer: an extension beyond spec §7 (docs/security.md, first-reads.ts).
  dashboardFirstReads: { method: 'GET', path: '/first-reads/dashboard', failure: 'Failed to load data' },
  documentsFirstReads: { method: 'GET', path: '/first-reads/documents', failure: 'Failed to load data' },
  disability: { method: 'GET', path: '/users/disability', failure: 'Failed to fetch disability status' },
  setDisability: { method: 'PUT', path: '/users/disability', failure: 'Failed to update disability status' },
  nationalities: { method: 'GET', path: '/users/nationalities', failure: 'Failed to load nationalities' },
  setNationalities: { method: 'PUT', path: '/users/nationalities', failure: 'Failed to update nationalities' },
  availableNationalities: { method: 'GET', path: '/users/available-nationalities', failure: 'Failed to load nationalities' },
  quizHasOngoing: { method: 'GET', path: '/quiz/has_ongoing', failure: 'Failed to check quiz status' },
  quizIsOver: { method: 'GET', path: '/quiz/is_quiz_over', failure: 'Failed to check quiz status' },
  quizStart: { method: 'GET', path: '/quiz/start', failure: 'Failed to start quiz' },
  quizAnswer: { method: 'POST', path: '/quiz/answer', failure: 'Failed to submit answer' },
  // Quiz accommodations: extensions beyond spec §7 (docs/security.md).
  quizAccommodation: { method: 'GET', path: '/quiz/accommodation', failure: 'Failed to load your quiz time' },
  deals: { method: 'GET', path: '/deals/', failure: 'Failed to load data' },
  // Candidates' rights: an extension beyond spec §7 (docs/security.md).
  withdrawDeal: { method: 'POST', path: '/deals/{applicationId}/withdraw', failure: 'Failed to withdraw the application' },
  documents: { method: 'GET', path: '/documents/', failure: "Failed to fetch user's documents" },
  documentRequirements: { method: 'GET', path: '/documents/requirements', failure: "Failed to fetch user's document requirements" },
  createDocument: { method: 'POST', path: '/documents/create', failure: 'Failed to create document record' },
  replaceDocument: { method: 'POST', path: '/documents/{documentId}/replace', failure: 'Failed to replace the document' },
  submissionStatus: { method: 'GET', path: '/documents/submission-status', failure: 'Failed to fetch submission status' },
  submitDocuments: { method: 'POST', path: '/documents/submit', failure: 'Failed to submit documents' },
  documentDownload: { method: 'GET', path: '/documents/{documentId}/download', failure: 'Failed to get download URL' },
  deleteDocument: { method: 'DELETE', path: '/documents/{documentId}', failure: 'Failed to delete document' },
  adminApplications: { method: 'GET', path: '/admin/applications', failure: 'Failed to load applications' },
  adminExport: { method: 'GET', path: '/admin/applications/export', failure: 'Failed to export applications' },
  // Account deletion: admins only; an extension beyond spec §7 (docs/security.md).
  adminDeletionRequests: { method: 'GET', path: '/admin/deletion-requests', failure: 'Failed to load the deletion requests' },
  adminCompleteDeletion: { method: 'POST', path: '/admin/deletion-requests/{requestId}/complete', failure: 'Failed to delete the account' },
  adminApplication: { method: 'GET', path: '/admin/applications/{applicationId}', failure: 'Failed to load application details' },
  adminDocuments: { method: 'GET', path: '/admin/applications/{applicationId}/documents', failure: 'Failed to load documents' },
  adminDocumentContent: {
    method: 'GET',
    path: '/admin/applications/{applicationId}/documents/{documentId}/content',
    failure: 'Failed to load document content',
  },
  adminSetStatus: { method: 'PATCH', path: '/admin/applications/{applicationId}/status', failure: 'Failed to update application status' },
  adminDocumentDownload: {
    method: 'GET',
    path: '/admin/applications/{applicationId}/documents/{documentId}/download',
    newTab: true,
    failure: 'Unable to download the document',
  },
  // The staff workflow: extensions beyond spec §7 (docs/security.md, "What Supabase does not do").
  adminTimeline: { method: 'GET', path: '/admin/applications/{applicationId}/timeline', failure: 'Failed to load the timeline' },
  adminNotes: { method: 'GET', path: '/admin/applications/{applicationId}/notes', failure: 'Failed to load the notes' },
  adminAddNote: { method: 'POST', path: '/admin/applications/{applicationId}/notes', failure: 'Failed to save the note' },
  adminDeleteNote: { method: 'DELETE', path: '/admin/applications/{applicationId}/notes/{noteId}', failure: 'Failed to delete the note' },
  adminReviewDocument: {
    method: 'PUT',
    path: '/admin/applications/{applicationId}/documents/{documentId}/review',
    failure: 'Failed to save the review of the document',
  },
  adminQuizAccommodation: { method: 'GET', path: '/admin/applications/{applicationId}/quiz-accommodation', failure: 'Failed to load the quiz accommodation' },
  adminGrantQuizAccommodation: { method: 'PUT', path: '/admin/applications/{applicationId}/quiz-accommodation', failure: 'Failed to save the quiz accommodation' },
  adminRemoveQuizAccommodation: { method: 'DELETE', path: '/admin/applications/{applicationId}/quiz-accommodation', failure: 'Failed to remove the quiz accommodation' },
  // The jury: extensions beyond spec §7 (docs/contracts.md, "The jury's calls"). A reviewer's token may call only these
  // first six, /users/me and /test/all_me.
  reviewQueue: { method: 'GET', path: '/reviews', failure: 'Failed to load your reviews' },
  reviewWorkspace: { method: 'GET', path: '/reviews/{assignmentId}', failure: 'Failed to load the review' },
  reviewDocumentContent: {
    method: 'GET',
    path: '/reviews/{assignmentId}/documents/{documentId}/content',
    failure: 'Failed to load the document',
  },
  saveReviewDraft: { method: 'PUT', path: '/reviews/{assignmentId}/draft', failure: 'Failed to save the draft review' },
  submitReview: { method: 'POST', path: '/reviews/{assignmentId}/submit', failure: 'Failed to submit the review' },
  declareConflict: { method: 'POST', path: '/reviews/{assignmentId}/conflict', failure: 'Failed to declare the conflict of interest' },
  adminReviewSettings: { method: 'GET', path: '/admin/programs/{programId}/review-settings', failure: 'Failed to load the review settings' },
  adminSaveReviewSettings: { method: 'PUT', path: '/admin/programs/{programId}/review-settings', failure: 'Failed to save the review settings' },
  adminSaveRubric: { method: 'PUT', path: '/admin/programs/{programId}/rubric', failure: 'Failed to save the rubric' },
  adminApplicationReviews: { method: 'GET', path: '/admin/applications/{applicationId}/reviews', failure: 'Failed to load the reviews' },
  adminReopenReview: {
    method: 'POST',
    path: '/admin/applications/{applicationId}/reviews/{assignmentId}/reopen',
    failure: 'Failed to re-open the review',
  },
  adminReassignReview: { method: 'POST', path: '/admin/applications/{applicationId}/reassign', failure: 'Failed to reassign the review' },
  adminAssignReviews: { method: 'POST', path: '/admin/review-assignments', failure: 'Failed to assign the applications' },
  adminPrograms: { method: 'GET', path: '/admin/programs', failure: 'Failed to load the programs' },
  adminRanking: { method: 'GET', path: '/admin/ranking', failure: 'Failed to load the ranking' },
  adminRankingExport: { method: 'GET', path: '/admin/ranking/export', failure: 'Failed to export the ranking' },
  adminRankingDecisions: { method: 'POST', path: '/admin/ranking/decisions', failure: 'Failed to record the decisions' },
  // Admission interviews: extensions beyond spec §7 (docs/contracts.md, "The admission interview's calls").
  candidateInterview: { method: 'GET', path: '/applications/{applicationId}/interview', failure: 'Failed to load your interview' },
  bookInterview: { method: 'POST', path: '/applications/{applicationId}/interview', failure: 'Failed to book the interview' },
  moveInterview: { method: 'PUT', path: '/applications/{applicationId}/interview', failure: 'Failed to move the interview' },
  cancelInterview: { method: 'POST', path: '/applications/{applicationId}/interview/cancel', failure: 'Failed to cancel the interview' },
  adminProgramInterviews: { method: 'GET', path: '/admin/programs/{programId}/interviews', failure: 'Failed to load the interview slots' },
  adminSaveInterviewSettings: { method: 'PUT', path: '/admin/programs/{programId}/interview-settings', failure: 'Failed to save the interview settings' },
  adminCreateInterviewSlots: { method: 'POST', path: '/admin/programs/{programId}/interview-slots', failure: 'Failed to open the interview slots' },
  adminUpdateInterviewSlot: { method: 'PATCH', path: '/admin/interview-slots/{slotId}', failure: 'Failed to change the interview slot' },
  adminRemoveInterviewSlots: { method: 'POST', path: '/admin/interview-slots/remove', failure: 'Failed to remove the interview slots' },
  adminApplicationInterview: { method: 'GET', path: '/admin/applications/{applicationId}/interview', failure: 'Failed to load the interview' },
  adminBookInterview: { method: 'POST', path: '/admin/applications/{applicationId}/interview', failure: 'Failed to book the interview' },
  adminMoveInterview: { method: 'PUT', path: '/admin/applications/{applicationId}/interview', failure: 'Failed to move the interview' },
  adminCancelInterview: { method: 'POST', path: '/admin/applications/{applicationId}/interview/cancel', failure: 'Failed to cancel the interview' },
  adminAllowInterviewRebook: { method: 'POST', path: '/admin/applications/{applicationId}/interview/rebook', failure: 'Failed to allow a new booking' },
  panelInterviews: { method: 'GET', path: '/interviews', failure: 'Failed to load your interviews' },
  panelInterview: { method: 'GET', path: '/interviews/{bookingId}', failure: 'Failed to load the interview' },
  recordInterviewAttendance: { method: 'PUT', path: '/interviews/{bookingId}/attendance', failure: 'Failed to record the attendance' },
  scoreInterview: { method: 'PUT', path: '/interviews/{bookingId}/score', failure: 'Failed to save the score' },
} as const satisfies Record<string, ApiRoute>;

export type ApiRouteName = keyof typeof API_ROUTES;

/** Fills the `{name}` segments of a route's path, URL-encoding each value. */
export function routePath(route: ApiRoute, params: Readonly<Record<string, string | number>> = {}): string {
  return fillPathTemplate(route.path, params);
}

/** A path template ('/reviews/{assignmentId}') with each `{name}` replaced by its URI-encoded value; throws when one lacks. */
export function fillPathTemplate(template: string, params: Readonly<Record<string, string | number>>): string {
  return template.replace(/\{(\w+)\}/g, (_whole, name: string) => {
    const value = params[name];
    if (value === undefined) throw new Error(`Missing path parameter ${name} for ${template}`);
    return encodeURIComponent(String(value));
  });
}

/** A regular expression matching the concrete paths of a route template. */
export function routePattern(route: ApiRoute): RegExp {
  const escaped = route.path
    .split(/\{\w+\}/)
    .map((part) => part.replace(/[.*+?^${}()|[\]\\]/g, '\\$&'))
    .join('[^/]+');
  return new RegExp(`^${escaped}$`);
}
