import type { Role } from './role';
import { isReviewer, isStaff } from './role';

/**
 * Who may open a page (the web app's route table gives each page one):
 * - `signedOut`: the sign-in pages; a signed-in visitor goes home;
 * - `public`: anyone, signed in or not;
 * - `candidate`: a signed-in candidate's pages (a reviewer is refused them);
 * - `staff`: admins and agents;
 * - `admin`: admins only (a staff page an agent is refused);
 * - `reviewer`: a jury member's pages (their queue and the review page);
 * - `any`: anyone signed in (the page not found).
 */
/** `panel`: the interview panel's pages, for staff and reviewers alike (a candidate never sits on a panel). */
export type PageAccess = 'signedOut' | 'public' | 'candidate' | 'staff' | 'admin' | 'reviewer' | 'panel' | 'any';

/**
 * A page as the rules see it: who may open it, and whether it is one of the two candidate pages with rules of their
 * own (`home`: the dashboard, where staff and reviewers do not start; `quiz`: where a quiz under way keeps its
 * candidate, open only when a program requires it).
 */
export interface PageRule {
  readonly access: PageAccess;
  readonly journey?: 'home' | 'quiz';
}

/** The pages a decision sends a user to, by what they are: the web app's route table gives each its address. */
export type Destination = 'signIn' | 'quiz' | 'candidateHome' | 'staffHome' | 'reviewerHome';

export interface RouteContext {
  readonly page: PageRule;
  /** 'verifying' while access is being checked (full-screen spinner). */
  readonly access: 'verifying' | 'anonymous' | 'signed-in';
  /** null when the role could not be fetched. */
  readonly role: Role | null;
  readonly hasOngoingQuiz: boolean;
  /** Whether some program requires the quiz; null while unknown. */
  readonly quizRequired: boolean | null;
}

export type RouteDecision =
  | { readonly kind: 'wait' }
  | { readonly kind: 'stay' }
  | {
      readonly kind: 'redirect';
      readonly to: Destination;
      readonly replace: boolean;
      readonly reason:
        | 'SIGN_IN_REQUIRED'
        | 'ALREADY_SIGNED_IN'
        | 'QUIZ_ONGOING'
        | 'ACCESS_DENIED'
        | 'ROLE_CHECK_FAILED'
        | 'QUIZ_NOT_REQUIRED'
        | 'STAFF_HOME'
        | 'REVIEWER_HOME';
    };

/**
 * Where a signed-in user starts: staff in the back-office, a reviewer on their queue, everyone else (a failed role
 * check too) on the dashboard.
 */
export const homeOf = (role: Role | null): Destination => {
  if (isStaff(role)) return 'staffHome';
  return isReviewer(role) ? 'reviewerHome' : 'candidateHome';
};

type Redirect = Extract<RouteDecision, { kind: 'redirect' }>;
const redirect = (to: Destination, reason: Redirect['reason']): Redirect => ({ kind: 'redirect', to, replace: true, reason });

/** Where a user may be, given the page and what is known of them (spec §2, §4, §6). */
export const routeDecision = ({ page, access, role, hasOngoingQuiz, quizRequired }: RouteContext): RouteDecision => {
  if (access === 'verifying') return { kind: 'wait' };
  if (access === 'anonymous') return page.access === 'signedOut' || page.access === 'public' ? { kind: 'stay' } : redirect('signIn', 'SIGN_IN_REQUIRED');
  if (page.access === 'signedOut') return redirect(homeOf(role), 'ALREADY_SIGNED_IN');
  if (hasOngoingQuiz) return page.journey === 'quiz' ? { kind: 'stay' } : redirect('quiz', 'QUIZ_ONGOING');
  // After the quiz rule: a timed quiz under way keeps the candidate on it (its page shows no footer to leave by).
  if (page.access === 'public') return { kind: 'stay' };
  const refused = role === null ? 'ROLE_CHECK_FAILED' : 'ACCESS_DENIED';
  if (page.access === 'reviewer') return isReviewer(role) ? { kind: 'stay' } : redirect(homeOf(role), refused);
  if (page.access === 'panel') return isReviewer(role) || isStaff(role) ? { kind: 'stay' } : redirect(homeOf(role), refused);
  if (isReviewer(role)) {
    // A reviewer's home is their queue; every staff and candidate page answers as for a role without access.
    if (page.journey === 'home') return redirect('reviewerHome', 'REVIEWER_HOME');
    return page.access === 'any' ? { kind: 'stay' } : redirect('reviewerHome', 'ACCESS_DENIED');
  }
  const staffPage = page.access === 'staff' || page.access === 'admin';
  if (staffPage && !isStaff(role)) return redirect('candidateHome', refused);
  if (page.access === 'admin' && role !== 'admin') return redirect('staffHome', 'ACCESS_DENIED');
  // The candidate dashboard has nothing for staff: their home is the back-office.
  if (page.journey === 'home' && isStaff(role)) return redirect('staffHome', 'STAFF_HOME');
  if (page.journey === 'quiz') {
    if (quizRequired === null) return { kind: 'wait' };
    if (!quizRequired) return redirect(homeOf(role), 'QUIZ_NOT_REQUIRED');
  }
  return { kind: 'stay' };
};
