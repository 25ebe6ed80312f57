import type { Role } from './role';
import { isReviewer, isStaff } from './role';

export interface RouteContext {
  readonly path: string;
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
      readonly to: HomePath | '/auth' | '/quiz';
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

/** The jury's pages: a reviewer's queue (their home) and the review page of one assignment. */
export const REVIEWER_PATHS = { queue: '/reviews', review: '/reviews/:assignmentId' } as const;

/** The address of the review page of one assignment. */
export const reviewPathOf = (assignmentId: number): string => `${REVIEWER_PATHS.queue}/${String(assignmentId)}`;

export type HomePath = '/' | '/admin' | typeof REVIEWER_PATHS.queue;

/**
 * Where a signed-in user starts: staff in the back-office, a reviewer on their queue, everyone else (a failed role
 * check too) on the dashboard.
 */
export const homePathOf = (role: Role | null): HomePath => {
  if (isStaff(role)) return '/admin';
  return isReviewer(role) ? REVIEWER_PATHS.queue : '/';
};

const normalisePath = (path: string): string => (path.length > 1 ? path.replace(/\/+$/, '') : path);

/** The jury's pages (REVIEWER_PATHS): only reviewers may be there. */
export const isReviewerPath = (path: string): boolean => {
  const clean = normalisePath(path);
  return clean === REVIEWER_PATHS.queue || clean.startsWith(`${REVIEWER_PATHS.queue}/`);
};

/** The candidate's own pages besides the dashboard: a reviewer is refused them as a role without access. */
const CANDIDATE_PATHS: readonly string[] = ['/documents', '/quiz'];

export const isStaffPath = (path: string): boolean => {
  const clean = normalisePath(path);
  return clean === '/admin' || clean.startsWith('/admin/') || clean.startsWith('/application/') || clean === '/application';
};

/**
 * The staff pages only admins open (an agent is refused them): the jury's ranking, where applications are decided,
 * and each program's jury settings.
 */
export const ADMIN_ONLY_PATHS = ['/admin/ranking', '/admin/jury'] as const;

export const isAdminOnlyPath = (path: string): boolean => (ADMIN_ONLY_PATHS as readonly string[]).includes(normalisePath(path));

/** The pages of signing in: the sign-in form and the emailed link's confirm page. */
export const isSignInPath = (path: string): boolean => {
  const clean = normalisePath(path);
  return clean === '/auth' || clean === '/auth/confirm';
};

/** The pages every visitor may read, signed in or not ("Candidates' rights"): accessibility, privacy, cookies and storage. */
export const PUBLIC_PATHS = ['/accessibility', '/privacy', '/cookies'] as const;
export type PublicPath = (typeof PUBLIC_PATHS)[number];

export const isPublicPath = (path: string): path is PublicPath => (PUBLIC_PATHS as readonly string[]).includes(normalisePath(path));

/** Where a user may be, given what is known of them (spec §2, §4, §6). */
export const routeDecision = (context: RouteContext): RouteDecision => {
  const path = normalisePath(context.path);
  if (context.access === 'verifying') return { kind: 'wait' };
  if (context.access === 'anonymous') {
    return isSignInPath(path) || isPublicPath(path) ? { kind: 'stay' } : { kind: 'redirect', to: '/auth', replace: true, reason: 'SIGN_IN_REQUIRED' };
  }
  if (isSignInPath(path)) return { kind: 'redirect', to: homePathOf(context.role), replace: true, reason: 'ALREADY_SIGNED_IN' };
  if (context.hasOngoingQuiz) {
    return path === '/quiz' ? { kind: 'stay' } : { kind: 'redirect', to: '/quiz', replace: true, reason: 'QUIZ_ONGOING' };
  }
  // After the quiz rule: a timed quiz under way keeps the candidate on it (its page shows no footer to leave by).
  if (isPublicPath(path)) return { kind: 'stay' };
  const refused = context.role === null ? 'ROLE_CHECK_FAILED' : 'ACCESS_DENIED';
  if (isReviewerPath(path)) return isReviewer(context.role) ? { kind: 'stay' } : { kind: 'redirect', to: homePathOf(context.role), replace: true, reason: refused };
  if (isReviewer(context.role)) {
    // A reviewer's home is their queue; every staff and candidate page answers as for a role without access.
    if (path === '/') return { kind: 'redirect', to: REVIEWER_PATHS.queue, replace: true, reason: 'REVIEWER_HOME' };
    if (isStaffPath(path) || CANDIDATE_PATHS.includes(path)) return { kind: 'redirect', to: REVIEWER_PATHS.queue, replace: true, reason: 'ACCESS_DENIED' };
    return { kind: 'stay' };
  }
  if (isStaffPath(path) && !isStaff(context.role)) {
    return { kind: 'redirect', to: '/', replace: true, reason: refused };
  }
  if (isAdminOnlyPath(path) && context.role !== 'admin') return { kind: 'redirect', to: '/admin', replace: true, reason: 'ACCESS_DENIED' };
  // The candidate dashboard has nothing for staff: their home is the back-office.
  if (path === '/' && isStaff(context.role)) return { kind: 'redirect', to: '/admin', replace: true, reason: 'STAFF_HOME' };
  if (path === '/quiz') {
    if (context.quizRequired === null) return { kind: 'wait' };
    if (!context.quizRequired) return { kind: 'redirect', to: homePathOf(context.role), replace: true, reason: 'QUIZ_NOT_REQUIRED' };
  }
  return { kind: 'stay' };
};
