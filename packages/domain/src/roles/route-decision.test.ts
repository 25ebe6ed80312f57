import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { Role } from './role';
import { type Destination, type PageAccess, type PageRule, type RouteContext, homeOf, routeDecision } from './route-decision';

const SIGN_IN: PageRule = { access: 'signedOut' };
const PUBLIC: PageRule = { access: 'public' };
const HOME: PageRule = { access: 'candidate', journey: 'home' };
const QUIZ: PageRule = { access: 'candidate', journey: 'quiz' };
const DOCUMENTS: PageRule = { access: 'candidate' };
const STAFF: PageRule = { access: 'staff' };
const ADMIN: PageRule = { access: 'admin' };
const REVIEWER: PageRule = { access: 'reviewer' };
const NOT_FOUND: PageRule = { access: 'any' };
const PANEL: PageRule = { access: 'panel' };

const signedIn = (overrides: Partial<RouteContext> = {}): RouteContext => ({
  page: HOME,
  access: 'signed-in',
  role: 'candidate',
  hasOngoingQuiz: false,
  quizRequired: false,
  ...overrides,
});

const to = (destination: Destination, reason: string) => ({ kind: 'redirect', to: destination, replace: true, reason });

describe('routeDecision', () => {
  it('waits while access is verified', () => {
    expect(routeDecision(signedIn({ access: 'verifying', page: STAFF }))).toEqual({ kind: 'wait' });
  });

  it.each([HOME, DOCUMENTS, QUIZ, STAFF, ADMIN, REVIEWER, NOT_FOUND])('sends an anonymous visitor of a %o page to the sign-in page', (page) => {
    expect(routeDecision(signedIn({ access: 'anonymous', role: null, page }))).toEqual(to('signIn', 'SIGN_IN_REQUIRED'));
  });

  it('lets an anonymous visitor stay on the sign-in pages and the public pages', () => {
    expect(routeDecision(signedIn({ access: 'anonymous', role: null, page: SIGN_IN }))).toEqual({ kind: 'stay' });
    expect(routeDecision(signedIn({ access: 'anonymous', role: null, page: PUBLIC }))).toEqual({ kind: 'stay' });
  });

  it('sends a signed-in user away from the sign-in pages to their home', () => {
    expect(routeDecision(signedIn({ page: SIGN_IN }))).toEqual(to('candidateHome', 'ALREADY_SIGNED_IN'));
    expect(routeDecision(signedIn({ page: SIGN_IN, role: 'agent' }))).toEqual(to('staffHome', 'ALREADY_SIGNED_IN'));
    expect(routeDecision(signedIn({ page: SIGN_IN, role: 'reviewer' }))).toEqual(to('reviewerHome', 'ALREADY_SIGNED_IN'));
    // A failed role check starts on the dashboard (no loop to the back-office).
    expect(routeDecision(signedIn({ page: SIGN_IN, role: null }))).toEqual(to('candidateHome', 'ALREADY_SIGNED_IN'));
  });

  it.each(['candidate', 'admin', 'agent', 'reviewer', null] as const)('lets anyone read a public page, signed in or not (role %s)', (role) => {
    expect(routeDecision(signedIn({ page: PUBLIC, role }))).toEqual({ kind: 'stay' });
  });

  it('keeps a candidate with a quiz under way on the quiz, from any other page, a public one too', () => {
    for (const page of [HOME, DOCUMENTS, PUBLIC, STAFF, NOT_FOUND]) expect(routeDecision(signedIn({ page, hasOngoingQuiz: true, role: 'admin' }))).toEqual(to('quiz', 'QUIZ_ONGOING'));
    expect(routeDecision(signedIn({ page: QUIZ, hasOngoingQuiz: true }))).toEqual({ kind: 'stay' });
  });

  it('keeps a candidate out of the staff pages, and says the role check failed when there is no role', () => {
    expect(routeDecision(signedIn({ page: STAFF }))).toEqual(to('candidateHome', 'ACCESS_DENIED'));
    expect(routeDecision(signedIn({ page: ADMIN }))).toEqual(to('candidateHome', 'ACCESS_DENIED'));
    expect(routeDecision(signedIn({ page: STAFF, role: null }))).toEqual(to('candidateHome', 'ROLE_CHECK_FAILED'));
  });

  it.each(['admin', 'agent'] as const)('lets %s into the back-office', (role) => {
    expect(routeDecision(signedIn({ page: STAFF, role }))).toEqual({ kind: 'stay' });
  });

  it('opens the admins-only pages to admins, sends an agent to the back-office as a role without access', () => {
    expect(routeDecision(signedIn({ page: ADMIN, role: 'admin' }))).toEqual({ kind: 'stay' });
    expect(routeDecision(signedIn({ page: ADMIN, role: 'agent' }))).toEqual(to('staffHome', 'ACCESS_DENIED'));
  });

  it('opens the quiz only when a program requires it, and waits while that is unknown', () => {
    expect(routeDecision(signedIn({ page: QUIZ, quizRequired: true }))).toEqual({ kind: 'stay' });
    expect(routeDecision(signedIn({ page: QUIZ, quizRequired: false }))).toEqual(to('candidateHome', 'QUIZ_NOT_REQUIRED'));
    expect(routeDecision(signedIn({ page: QUIZ, quizRequired: null }))).toEqual({ kind: 'wait' });
    expect(routeDecision(signedIn({ page: QUIZ, role: 'agent', quizRequired: false }))).toEqual(to('staffHome', 'QUIZ_NOT_REQUIRED'));
  });

  it("lets a candidate stay on their pages and on the page not found", () => {
    for (const page of [HOME, DOCUMENTS, NOT_FOUND]) expect(routeDecision(signedIn({ page }))).toEqual({ kind: 'stay' });
  });

  it.each(['admin', 'agent'] as const)('sends %s from the dashboard to the back-office', (role) => {
    expect(routeDecision(signedIn({ page: HOME, role }))).toEqual(to('staffHome', 'STAFF_HOME'));
  });

  it('keeps a user whose role check failed on the dashboard (no loop to the back-office)', () => {
    expect(routeDecision(signedIn({ page: HOME, role: null }))).toEqual({ kind: 'stay' });
  });

  it('starts staff in the back-office, a reviewer on their queue and everyone else on the dashboard', () => {
    expect((['admin', 'agent', 'reviewer', 'candidate', null] as const).map(homeOf)).toEqual(['staffHome', 'staffHome', 'reviewerHome', 'candidateHome', 'candidateHome']);
  });

  describe('the jury', () => {
    it('lets a reviewer stay on the jury pages, the public pages and the page not found', () => {
      for (const page of [REVIEWER, PUBLIC, NOT_FOUND]) expect(routeDecision(signedIn({ page, role: 'reviewer' }))).toEqual({ kind: 'stay' });
    });

    it.each([
      ['candidate', 'candidateHome'],
      ['admin', 'staffHome'],
      ['agent', 'staffHome'],
    ] as const)('keeps a %s out of the jury pages, back to their home', (role, home) => {
      expect(routeDecision(signedIn({ page: REVIEWER, role }))).toEqual(to(home, 'ACCESS_DENIED'));
    });

    it('says the role check failed on a jury page when there is no role', () => {
      expect(routeDecision(signedIn({ page: REVIEWER, role: null }))).toEqual(to('candidateHome', 'ROLE_CHECK_FAILED'));
    });

    it('sends a reviewer from the dashboard to their queue', () => {
      expect(routeDecision(signedIn({ page: HOME, role: 'reviewer' }))).toEqual(to('reviewerHome', 'REVIEWER_HOME'));
    });

    it('answers a reviewer on a staff or candidate page as a role without access, back to the queue', () => {
      for (const page of [STAFF, ADMIN, DOCUMENTS, QUIZ]) {
        expect(routeDecision(signedIn({ page, role: 'reviewer', quizRequired: true }))).toEqual(to('reviewerHome', 'ACCESS_DENIED'));
      }
    });
  });

  describe("the interview panel's pages", () => {
    it.each(['admin', 'agent', 'reviewer'] as const)('lets a %s stay: staff and reviewers sit on panels', (role) => {
      expect(routeDecision(signedIn({ page: PANEL, role }))).toEqual({ kind: 'stay' });
    });

    it('keeps a candidate out, back to their dashboard; without a role, says the role check failed', () => {
      expect(routeDecision(signedIn({ page: PANEL, role: 'candidate' }))).toEqual(to('candidateHome', 'ACCESS_DENIED'));
      expect(routeDecision(signedIn({ page: PANEL, role: null }))).toEqual(to('candidateHome', 'ROLE_CHECK_FAILED'));
    });
  });
});

describe('no decision sends a user round in circles', () => {
  /** Each destination as the rules see its page (the web app's route table holds the same, and tests it). */
  const PAGE_OF: Readonly<Record<Destination, PageRule>> = { signIn: SIGN_IN, quiz: QUIZ, candidateHome: HOME, staffHome: STAFF, reviewerHome: REVIEWER };
  const ACCESS: readonly PageAccess[] = ['signedOut', 'public', 'candidate', 'staff', 'admin', 'reviewer', 'panel', 'any'];
  const context = fc.record<RouteContext>({
    page: fc.record({ access: fc.constantFrom(...ACCESS), journey: fc.constantFrom(undefined, 'home' as const, 'quiz' as const) }, { requiredKeys: ['access'] }),
    access: fc.constantFrom('anonymous' as const, 'signed-in' as const),
    role: fc.constantFrom<Role | null>('candidate', 'admin', 'agent', 'reviewer', null),
    hasOngoingQuiz: fc.boolean(),
    quizRequired: fc.constantFrom(true, false, null),
  });

  it('following the redirects ends on a page that keeps the user (or waits for what it needs to know), each page once', () => {
    fc.assert(
      fc.property(context, (user) => {
        const visited: Destination[] = [];
        let decision = routeDecision(user);
        while (decision.kind === 'redirect') {
          expect(visited, JSON.stringify(user)).not.toContain(decision.to);
          visited.push(decision.to);
          decision = routeDecision({ ...user, page: PAGE_OF[decision.to] });
        }
        // A signed-in user on a sign-in page with a quiz under way: home, then the quiz.
        expect(visited.length).toBeLessThanOrEqual(2);
      }),
    );
  });
});
