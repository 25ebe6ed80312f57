import type { Role } from './role';
import { isStaff } from './role';

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
      readonly to: '/' | '/auth' | '/quiz' | '/admin';
      readonly replace: boolean;
      readonly reason: 'SIGN_IN_REQUIRED' | 'ALREADY_SIGNED_IN' | 'QUIZ_ONGOING' | 'ACCESS_DENIED' | 'ROLE_CHECK_FAILED' | 'QUIZ_NOT_REQUIRED' | 'STAFF_HOME';
    };

/** Where a signed-in user starts: staff in the back-office, everyone else (a failed role check too) on the dashboard. */
export const homePathOf = (role: Role | null): '/' | '/admin' => (isStaff(role) ? '/admin' : '/');

const normalisePath = (path: string): string => (path.length > 1 ? path.replace(/\/+$/, '') : path);

export const isStaffPath = (path: string): boolean => {
  const clean = normalisePath(path);
  return clean === '/admin' || clean.startsWith('/admin/') || clean.startsWith('/application/') || clean === '/application';
};

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
  if (isStaffPath(path) && !isStaff(context.role)) {
    return { kind: 'redirect', to: '/', replace: true, reason: context.role === null ? 'ROLE_CHECK_FAILED' : 'ACCESS_DENIED' };
  }
  // The candidate dashboard has nothing for staff: their home is the back-office.
  if (path === '/' && isStaff(context.role)) return { kind: 'redirect', to: '/admin', replace: true, reason: 'STAFF_HOME' };
  if (path === '/quiz') {
    if (context.quizRequired === null) return { kind: 'wait' };
    if (!context.quizRequired) return { kind: 'redirect', to: homePathOf(context.role), replace: true, reason: 'QUIZ_NOT_REQUIRED' };
  }
  return { kind: 'stay' };
};
