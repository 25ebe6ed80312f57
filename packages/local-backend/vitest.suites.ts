// Which test files run on which database (docs/decisions/0016).
//  - Every API file runs on Debian's PostgreSQL (vitest.postgres.config.ts): the production database, with real
//    concurrency (parallel claims, rate-limit counters) and node-postgres' type parsing.
//  - On embedded PGlite (vitest.config.ts), the database `npm start` and the e2e suite use, run the files that need no
//    server at all, and one file of each family of routes as a smoke check of the embedded engine: boot and restart,
//    the auth flow, a candidate's reads and writes, staff reads, the workflow, storage and its policies, the jury. The e2e suite
//    drives every journey on PGlite besides.

/** Files that need no database server: they run once, in the embedded suite. */
export const WITHOUT_SERVER = [
  'src/seed/*.test.ts',
  'src/quiz/adaptive-quiz.test.ts',
  'src/files/*.test.ts',
  'src/auth/user-update.test.ts',
  'src/storage/object-files.test.ts',
  'src/workflow/candidate-mail.test.ts',
  'src/rights/data-summary.test.ts',
  'src/interview/interview-calendar.test.ts',
];

/** The API files that also run on embedded PGlite. */
export const EMBEDDED_SMOKE = [
  'src/backend.test.ts',
  'src/auth/gotrue.test.ts',
  'src/api/candidate-api.test.ts',
  'src/api/admin-api.test.ts',
  'src/workflow/workflow-api.test.ts',
  'src/storage/storage.test.ts',
  'src/storage/storage-list-remove-move.test.ts',
  'src/supabase/storage-policies.test.ts',
  // The jury: the blind review's walks over every route (its answers, then its documents and e-mails), and its workflow.
  'src/review/reviewer-access.test.ts',
  'src/review/blind-review.test.ts',
  'src/review/jury-api.test.ts',
  // Admission interviews: the race for the last slot and parallel panel batches on the embedded engine too.
  'src/interview/candidate-interview-api.test.ts',
  'src/interview/interview-slots-api.test.ts',
  'src/interview/panel-interview-api.test.ts',
  'src/offer/offer-api.test.ts',
];
