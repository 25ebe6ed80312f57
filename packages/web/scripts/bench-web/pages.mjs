// The pages Lighthouse measures: where each one is, who is signed in, and which path the page must still
// be on at the end (a signed-in page that bounced to /auth or /quiz would measure the wrong screen).
export const STAFF_KEY_NAMES = ['staff-100', 'staff-2000'];

const ADMIN = 'admin@northbridge.example';
/** A jury member of the first brand, with applications to review. */
export const REVIEWER = 'reviewer1@northbridge.example';
/** Some documents uploaded, fee open: the dashboard and /documents with real content; the data floor reads its invoice. */
const DOCS_INCOMPLETE = 'docs.incomplete@northbridge.example';
/** An admissible candidate with an interview booked next week (the booking page shows it, and the free times). */
export const INTERVIEW_BOOKED = 'interview.booked@northbridge.example';

/**
 * `served`: which built folder the page's origin serves (its scripts' gzip sizes are read there).
 * `readsData`: the page shows data of its own, and marks when it is on screen (first-screen.mjs measures it).
 * @param {{ firstBrand: string, secondBrand: string, floor: string, dataFloor: string, completeApplicationId: number | null, reviewAssignmentId?: number | null, rankingProgramId?: number | null, interviewApplicationId?: number | null }} where
 */
export function lighthousePages(where) {
  return [
    { name: 'floor', url: `${where.floor}/`, expectPath: '/', served: 'floor' },
    { name: 'data-floor', readsData: true, url: `${where.dataFloor}/`, account: DOCS_INCOMPLETE, expectPath: '/', served: 'dataFloor' },
    { name: 'auth-en', url: `${where.firstBrand}/auth`, expectPath: '/auth' },
    { name: 'auth-fr', url: `${where.secondBrand}/auth`, expectPath: '/auth' },
    { name: 'dashboard', readsData: true, url: `${where.firstBrand}/`, account: DOCS_INCOMPLETE, expectPath: '/' },
    { name: 'documents', readsData: true, url: `${where.firstBrand}/documents`, account: DOCS_INCOMPLETE, expectPath: '/documents' },
    // 5 of 20 answered, the 6th served: /quiz resumes it (GET /quiz/start) and shows the question; the bench
    // answers nothing, so the account stays as the seed left it for every run.
    { name: 'quiz', readsData: true, url: `${where.firstBrand}/quiz`, account: 'quiz.ongoing@northbridge.example', expectPath: '/quiz' },
    { name: 'admin', readsData: true, url: `${where.firstBrand}/admin?status=all`, account: ADMIN, expectPath: '/admin' },
    {
      name: 'application',
      readsData: true,
      url: `${where.firstBrand}/application/${where.completeApplicationId}`,
      account: ADMIN,
      expectPath: `/application/${where.completeApplicationId}`,
    },
    { name: 'reviews', readsData: true, url: `${where.firstBrand}/reviews`, account: REVIEWER, expectPath: '/reviews' },
    { name: 'review', readsData: true, url: `${where.firstBrand}/reviews/${where.reviewAssignmentId}`, account: REVIEWER, expectPath: `/reviews/${where.reviewAssignmentId}` },
    { name: 'ranking', readsData: true, url: `${where.firstBrand}/admin/ranking?program=${where.rankingProgramId}`, account: ADMIN, expectPath: '/admin/ranking' },
    {
      name: 'interview',
      readsData: true,
      url: `${where.firstBrand}/interview/${where.interviewApplicationId}`,
      account: INTERVIEW_BOOKED,
      expectPath: `/interview/${where.interviewApplicationId}`,
    },
    // The reviewer sits on the MSc Finance's interview panel: next week's interviews and those held lately.
    { name: 'panel', readsData: true, url: `${where.firstBrand}/interviews`, account: REVIEWER, expectPath: '/interviews' },
  ];
}

/** The ranking again, on the 2000-application seed (its largest program), measured after the pages of the usual seed. */
export const rankingOnLargeSeed = (firstBrand, programId) => ({
  name: 'ranking-2000',
  readsData: true,
  url: `${firstBrand}/admin/ranking?program=${programId}`,
  account: ADMIN,
  expectPath: '/admin/ranking',
});

export const LIGHTHOUSE_NAMES = lighthousePages({ firstBrand: '', secondBrand: '', floor: '', dataFloor: '', completeApplicationId: 0 }).map((page) => page.name);
export const LARGE_SEED_NAMES = ['ranking-2000', 'staff-2000'];
export const ALL_NAMES = [...LIGHTHOUSE_NAMES, 'ranking-2000', ...STAFF_KEY_NAMES];
