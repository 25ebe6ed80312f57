// The pages Lighthouse measures: where each one is, who is signed in, and which path the page must still
// be on at the end (a signed-in page that bounced to /auth or /quiz would measure the wrong screen).
export const STAFF_KEY_NAMES = ['staff-100', 'staff-2000'];

const ADMIN = 'admin@northbridge.example';

/**
 * @param {{ firstBrand: string, secondBrand: string, floor: string, completeApplicationId: number | null }} where
 */
export function lighthousePages(where) {
  return [
    { name: 'floor', url: `${where.floor}/`, expectPath: '/' },
    { name: 'auth-en', url: `${where.firstBrand}/auth`, expectPath: '/auth' },
    { name: 'auth-fr', url: `${where.secondBrand}/auth`, expectPath: '/auth' },
    // Some documents uploaded, fee open: the dashboard and /documents with real content.
    { name: 'dashboard', url: `${where.firstBrand}/`, account: 'docs.incomplete@northbridge.example', expectPath: '/' },
    { name: 'documents', url: `${where.firstBrand}/documents`, account: 'docs.incomplete@northbridge.example', expectPath: '/documents' },
    // 5 of 20 answered, the 6th served: /quiz resumes it (GET /quiz/start) and shows the question; the bench
    // answers nothing, so the account stays as the seed left it for every run.
    { name: 'quiz', url: `${where.firstBrand}/quiz`, account: 'quiz.ongoing@northbridge.example', expectPath: '/quiz' },
    { name: 'admin', url: `${where.firstBrand}/admin?status=all`, account: ADMIN, expectPath: '/admin' },
    {
      name: 'application',
      url: `${where.firstBrand}/application/${where.completeApplicationId}`,
      account: ADMIN,
      expectPath: `/application/${where.completeApplicationId}`,
    },
  ];
}

export const LIGHTHOUSE_NAMES = lighthousePages({ firstBrand: '', secondBrand: '', floor: '', completeApplicationId: 0 }).map((page) => page.name);
export const ALL_NAMES = [...LIGHTHOUSE_NAMES, ...STAFF_KEY_NAMES];
