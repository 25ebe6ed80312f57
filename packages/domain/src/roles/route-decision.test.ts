import { describe, expect, it } from 'vitest';
import { type RouteContext, ADMIN_ONLY_PATHS, REVIEWER_PATHS, homePathOf, isAdminOnlyPath, isPublicPath, isReviewerPath, isStaffPath, reviewPathOf, routeDecision } from './route-decision';

const signedIn = (overrides: Partial<RouteContext> = {}): RouteContext => ({
  path: '/',
  access: 'signed-in',
  role: 'candidate',
  hasOngoingQuiz: false,
  quizRequired: false,
  ...overrides,
});

describe('routeDecision', () => {
  it('waits while access is verified', () => {
    expect(routeDecision(signedIn({ access: 'verifying', path: '/admin' }))).toEqual({ kind: 'wait' });
  });

  it.each(['/', '/documents', '/quiz', '/admin', '/application/7', '/nowhere'])('sends an anonymous visitor of %s to /auth', (path) => {
    expect(routeDecision(signedIn({ access: 'anonymous', role: null, path }))).toEqual({ kind: 'redirect', to: '/auth', replace: true, reason: 'SIGN_IN_REQUIRED' });
  });

  it.each(['/auth', '/auth/confirm', '/auth/confirm/'])('lets an anonymous visitor stay on %s', (path) => {
    expect(routeDecision(signedIn({ access: 'anonymous', path }))).toEqual({ kind: 'stay' });
  });

  it.each(['/auth/', '/auth/confirm'])('sends a signed-in user away from %s to /', (path) => {
    expect(routeDecision(signedIn({ path }))).toEqual({ kind: 'redirect', to: '/', replace: true, reason: 'ALREADY_SIGNED_IN' });
  });

  it.each(['/accessibility', '/privacy', '/cookies', '/privacy/'])('lets anyone read %s, signed in or not, staff too', (path) => {
    expect(isPublicPath(path)).toBe(true);
    expect(routeDecision(signedIn({ access: 'anonymous', role: null, path }))).toEqual({ kind: 'stay' });
    expect(routeDecision(signedIn({ path }))).toEqual({ kind: 'stay' });
    expect(routeDecision(signedIn({ path, role: 'admin' }))).toEqual({ kind: 'stay' });
    expect(routeDecision(signedIn({ path, role: null }))).toEqual({ kind: 'stay' });
  });

  it('keeps a candidate with a quiz under way on the quiz, even from a public page', () => {
    expect(routeDecision(signedIn({ path: '/privacy', hasOngoingQuiz: true }))).toEqual({ kind: 'redirect', to: '/quiz', replace: true, reason: 'QUIZ_ONGOING' });
    expect(isPublicPath('/privacy/more')).toBe(false);
  });

  it('sends an anonymous visitor of another /auth/ path to /auth', () => {
    expect(routeDecision(signedIn({ access: 'anonymous', path: '/auth/other' }))).toMatchObject({ kind: 'redirect', to: '/auth' });
  });

  it.each(['/', '/documents', '/admin', '/nowhere'])('forces an ongoing quiz from %s to /quiz', (path) => {
    expect(routeDecision(signedIn({ path, hasOngoingQuiz: true, role: 'admin' }))).toMatchObject({ kind: 'redirect', to: '/quiz', reason: 'QUIZ_ONGOING' });
  });

  it('keeps an ongoing quiz on /quiz', () => {
    expect(routeDecision(signedIn({ path: '/quiz', hasOngoingQuiz: true }))).toEqual({ kind: 'stay' });
  });

  it.each(['/admin', '/application/12'])('keeps a candidate out of %s', (path) => {
    expect(routeDecision(signedIn({ path }))).toEqual({ kind: 'redirect', to: '/', replace: true, reason: 'ACCESS_DENIED' });
  });

  it('says the role check failed when there is no role', () => {
    expect(routeDecision(signedIn({ path: '/admin', role: null }))).toMatchObject({ reason: 'ROLE_CHECK_FAILED' });
  });

  it.each(['admin', 'agent'] as const)('lets %s into the back-office', (role) => {
    expect(routeDecision(signedIn({ path: '/admin', role }))).toEqual({ kind: 'stay' });
    expect(routeDecision(signedIn({ path: '/application/12', role }))).toEqual({ kind: 'stay' });
  });

  it('allows /quiz only when a program requires it', () => {
    expect(routeDecision(signedIn({ path: '/quiz', quizRequired: true }))).toEqual({ kind: 'stay' });
    expect(routeDecision(signedIn({ path: '/quiz', quizRequired: false }))).toEqual({ kind: 'redirect', to: '/', replace: true, reason: 'QUIZ_NOT_REQUIRED' });
    expect(routeDecision(signedIn({ path: '/quiz', quizRequired: null }))).toEqual({ kind: 'wait' });
  });

  it('lets a candidate stay elsewhere', () => {
    expect(routeDecision(signedIn({ path: '/documents' }))).toEqual({ kind: 'stay' });
    expect(routeDecision(signedIn({ path: '/' }))).toEqual({ kind: 'stay' });
  });

  it.each(['admin', 'agent'] as const)('sends %s from / to /admin, and from the sign-in pages straight there', (role) => {
    expect(routeDecision(signedIn({ path: '/', role }))).toEqual({ kind: 'redirect', to: '/admin', replace: true, reason: 'STAFF_HOME' });
    expect(routeDecision(signedIn({ path: '/auth', role }))).toEqual({ kind: 'redirect', to: '/admin', replace: true, reason: 'ALREADY_SIGNED_IN' });
    expect(routeDecision(signedIn({ path: '/auth/confirm', role }))).toMatchObject({ to: '/admin' });
    expect(routeDecision(signedIn({ path: '/quiz', role, quizRequired: false }))).toMatchObject({ to: '/admin', reason: 'QUIZ_NOT_REQUIRED' });
  });

  it('keeps a user whose role check failed on the dashboard (no loop to the back-office)', () => {
    expect(routeDecision(signedIn({ path: '/', role: null }))).toEqual({ kind: 'stay' });
    expect(routeDecision(signedIn({ path: '/auth', role: null }))).toMatchObject({ to: '/' });
  });

  it('starts staff in the back-office, a reviewer on their queue and everyone else on the dashboard', () => {
    expect([homePathOf('admin'), homePathOf('agent'), homePathOf('reviewer'), homePathOf('candidate'), homePathOf(null)]).toEqual(['/admin', '/admin', '/reviews', '/', '/']);
  });

  it('knows the staff paths', () => {
    expect(['/admin', '/admin/', '/application/3', '/application', '/administrator', '/'].map(isStaffPath)).toEqual([true, true, true, true, false, false]);
  });

  describe('the jury', () => {
    it('names the queue and the review page', () => {
      expect(REVIEWER_PATHS).toEqual({ queue: '/reviews', review: '/reviews/:assignmentId' });
      expect(reviewPathOf(42)).toBe('/reviews/42');
    });

    it('knows the reviewer paths', () => {
      expect(['/reviews', '/reviews/', '/reviews/7', '/reviews/7/', '/reviewsx', '/review', '/admin/reviews', '/'].map(isReviewerPath)).toEqual([
        true,
        true,
        true,
        true,
        false,
        false,
        false,
        false,
      ]);
    });

    it.each(['/reviews', '/reviews/7', '/reviews/7/'])('lets a reviewer stay on %s', (path) => {
      expect(routeDecision(signedIn({ path, role: 'reviewer' }))).toEqual({ kind: 'stay' });
    });

    it.each(['/reviews', '/reviews/7'])('sends an anonymous visitor of %s to /auth', (path) => {
      expect(routeDecision(signedIn({ access: 'anonymous', role: null, path }))).toEqual({ kind: 'redirect', to: '/auth', replace: true, reason: 'SIGN_IN_REQUIRED' });
    });

    it.each([
      ['candidate', '/'],
      ['admin', '/admin'],
      ['agent', '/admin'],
    ] as const)('keeps a %s out of the jury pages, back to their home', (role, home) => {
      for (const path of ['/reviews', '/reviews/7']) {
        expect(routeDecision(signedIn({ path, role }))).toEqual({ kind: 'redirect', to: home, replace: true, reason: 'ACCESS_DENIED' });
      }
    });

    it('says the role check failed on a jury page when there is no role', () => {
      expect(routeDecision(signedIn({ path: '/reviews/7', role: null }))).toEqual({ kind: 'redirect', to: '/', replace: true, reason: 'ROLE_CHECK_FAILED' });
    });

    it('sends a reviewer from the dashboard to their queue, and from the sign-in pages straight there', () => {
      expect(routeDecision(signedIn({ path: '/', role: 'reviewer' }))).toEqual({ kind: 'redirect', to: '/reviews', replace: true, reason: 'REVIEWER_HOME' });
      expect(routeDecision(signedIn({ path: '/auth', role: 'reviewer' }))).toEqual({ kind: 'redirect', to: '/reviews', replace: true, reason: 'ALREADY_SIGNED_IN' });
      expect(routeDecision(signedIn({ path: '/auth/confirm', role: 'reviewer' }))).toMatchObject({ to: '/reviews' });
    });

    it.each(['/admin', '/admin/', '/application/12', '/application', '/documents', '/quiz', '/documents/'])(
      'answers a reviewer on %s as a role without access, back to the queue',
      (path) => {
        expect(routeDecision(signedIn({ path, role: 'reviewer', quizRequired: true }))).toEqual({ kind: 'redirect', to: '/reviews', replace: true, reason: 'ACCESS_DENIED' });
      },
    );

    it.each(['/accessibility', '/privacy', '/cookies', '/nowhere'])('lets a reviewer read %s (a public page, or the page not found)', (path) => {
      expect(routeDecision(signedIn({ path, role: 'reviewer' }))).toEqual({ kind: 'stay' });
    });
  });
});

describe('the pages only admins open', () => {
  const at = (path: string, role: RouteContext['role']) => routeDecision({ path, access: 'signed-in', role, hasOngoingQuiz: false, quizRequired: true });
  it('are the ranking and the jury settings, with or without a trailing slash, and no other staff page', () => {
    expect(ADMIN_ONLY_PATHS).toEqual(['/admin/ranking', '/admin/jury']);
    expect(isAdminOnlyPath('/admin/jury/')).toBe(true);
    expect(['/admin/ranking', '/admin/ranking/', '/admin', '/admin/rankings', '/application/3'].map(isAdminOnlyPath)).toEqual([true, true, false, false, false]);
  });
  it('keep an admin, send an agent to the back-office as a role without access, and a candidate home', () => {
    expect(at('/admin/ranking', 'admin')).toEqual({ kind: 'stay' });
    expect(at('/admin/ranking', 'agent')).toEqual({ kind: 'redirect', to: '/admin', replace: true, reason: 'ACCESS_DENIED' });
    expect(at('/admin/ranking', 'candidate')).toEqual({ kind: 'redirect', to: '/', replace: true, reason: 'ACCESS_DENIED' });
    expect(at('/admin', 'agent')).toEqual({ kind: 'stay' });
  });
});
