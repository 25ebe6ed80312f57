export * from './shared/result';
export * from './shared/date-format';
export type * from './shared/clock.port';
export * from './shared/calendar-day';
export * from './shared/retry-wait';
export * from './shared/free-text';
export * from './shared/https-url';
export * from './api/entities';
export * from './api/port-error';
export type * from './api/product-api.port';
export type * from './auth/auth-gateway.port';
export type * from './files/candidate-file';
export type * from './files/image-probe.port';
export type * from './files/document-storage.port';

// Files (spec §5, §9)
export * from './files/file-limits';
export * from './files/file-formats';
export type * from './files/file-validation-failure';
export * from './files/file-signature';
export * from './files/validate-file-facts';
export * from './files/validate-file-bytes';
export * from './files/validate-candidate-file';
export * from './files/file-refusal-detail';
export * from './files/crc32';
export type * from './files/image-frame';
export * from './files/png-frame';
export * from './files/jpeg-frame';
export * from './files/decoder-verdict';
export * from './files/sanitise-file-name';
export * from './files/document-storage-path';
export * from './files/upload-progress';
export * from './files/upload-card-file-check';
export * from './files/file-hints';
export * from './files/file-advice';

// Documents (spec §2, §4, §5)
export * from './documents/document-card-state';
export * from './documents/document-slots';
export * from './documents/document-cards-order';
export * from './documents/documents-checklist';
export * from './documents/submission-readiness';
export * from './documents/submission-lock';
export * from './documents/upload-document';
export * from './documents/submit-documents';
export * from './documents/delete-document';

// Applications and payments (spec §2, §4)
export * from './applications/deal-status';
export * from './applications/quiz-requirement';
export * from './applications/documents-submitted';
export * from './applications/application-status-line';
export * from './applications/task-cards';
export * from './applications/money';
export * from './applications/payment-card';

// Roles and routes (spec §4, §6)
export * from './roles/role';
export * from './roles/status-actions';
export * from './roles/route-decision';
export * from './roles/portal-pages';

// Access verification (spec §4)
export * from './access/access-state';
export * from './access/session-refusal';
export * from './access/verify-access';

// Quiz (spec §4, §9)
export * from './quiz/quiz-settings';
export * from './quiz/quiz-countdown';
export * from './quiz/staff-quiz-state';
export * from './quiz/quiz-outcome';
export * from './quiz/quiz-expiry';
export * from './quiz/quiz-texts';

// Brands (spec §1)
export type * from './brands/brand';
export * from './brands/brand-for-host';
export * from './brands/brands';

// Admin (spec §2, §5, §7)
export * from './admin/admin-list-query';
export * from './admin/admin-search';
export * from './admin/application-id';
export * from './admin/document-size';

// Sign-in (spec §5)
export * from './auth/sign-in-email';
export * from './auth/email-code';
export * from './auth/confirm-link';
export * from './auth/sign-in';
export * from './auth/token-refresh-backoff';

// Caching and delays (spec §9)
export * from './cache/cache-policy';
export * from './cache/timing';

// Further use cases
export * from './documents/candidate-answers';
export * from './quiz/quiz-session';
export * from './quiz/load-quiz-status';
export * from './admin/change-application-status';

// Staff workflow: reasons, document reviews, notes, timeline, reminders, emails, export and sort
export * from './workflow/reasons';
export * from './workflow/rejection-reasons';
export * from './workflow/document-review';
export * from './workflow/staff-notes';
export * from './workflow/timeline';
export * from './workflow/reminders';
export * from './workflow/candidate-emails';
export * from './workflow/csv-export';
export * from './workflow/admin-sort';

// Candidates' rights and accommodations: withdrawal, quiz accommodations, account deletion, data download
export * from './rights/withdrawal-reasons';
export * from './rights/withdrawal';
export * from './quiz/quiz-accommodation';
export * from './quiz/quiz-deadline';
export * from './rights/retention';
export * from './rights/account-deletion';
export * from './rights/anonymise';
export * from './rights/data-archive';

// The jury: reviewers, rubrics, assignments, the blind review, the ranking
export * from './review/jury-membership';
export * from './review/review-settings';
export * from './review/rubric';
export * from './review/review-scores';
export * from './review/review-summary';
export * from './review/assignment';
export * from './review/assignment-id';
export * from './interview/booking-id';
export * from './review/assignment-end';
export * from './review/reviewer-view';
export * from './review/reviewer-documents';
export * from './review/ranking';
export * from './review/review-access';
export * from './review/review-reason';
export * from './review/review-reminder';
export * from './review/review-timeline';
export * from './review/review-due';
export * from './review/review-draft-parts';
export type * from './api/review-entities';
export type * from './api/review-api.port';
export type * from './api/interview-entities';
export type * from './api/interview-api.port';
export * from './interview/interview-kinds';
export * from './interview/slot-batch';
export * from './interview/panel-overlap';
export * from './interview/change-cutoff';
export * from './interview/slot-place';
export * from './interview/adjustments';
export * from './interview/interview-access';
export * from './interview/interview-reminders';
export * from './interview/interview-score';
export * from './interview/interview-settings';
export * from './interview/interview-timeline';
export * from './interview/slot-days';

// Offers: the decision after the interview, the reply, conditions, the deposit, the places and the waitlist
export type * from './api/offer-entities';
export type * from './api/offer-api.port';
export * from './offer/offer-kinds';
export * from './offer/offer-machine';
export * from './offer/offer-deadlines';
export * from './offer/offer-places';
export * from './offer/waitlist';
export * from './offer/offer-accept';
export * from './offer/offer-settings';
export * from './offer/offer-timeline';
export * from './offer/standard-conditions';
