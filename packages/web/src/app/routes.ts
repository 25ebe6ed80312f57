// Every page of the portal, once: its address, who may open it, its modules, its catalog parts and the reads it starts
// with. The router (router.tsx), the first reads (route-data.ts), index.html's shell (build/html-shell.ts) and the
// chunk plan (build/chunk-plan.ts) are derived from this table; each page's address pattern comes from the domain's
// PORTAL_PAGES, which the server's e-mails link with too. A plain data module: besides types it imports only that
// small module, so that the boot script bundled into index.html and the build's Node code can read it too.
import type { ApiRouteName } from '@admission/adapters';
import type { Destination, PageAccess, PageRule, PathParamNames } from '@admission/domain';
// By path, as vite.config.ts imports the brands: Vite loads the build's code (which reads this table) with Node, which
// cannot import a workspace package's TypeScript by name; the config bundler compiles relative imports.
import { fillPathPattern, matchesPathPattern, pathParamsAt, PORTAL_PAGES } from '../../../domain/src/roles/portal-pages';
import type { CatalogPart } from '../i18n/language';

/** Who may open a page: the domain's routeDecision applies its rules to each kind (PageAccess says which is which). */
export type RouteAccess = PageAccess;

/** The groups of first reads a page starts with its code (route-data.ts says what each reads). */
export type FirstReadName = 'invoice' | 'documentsPage' | 'ongoingQuiz' | 'adminList' | 'applicationPage' | 'reviewQueue' | 'reviewPage';

export interface PageRoute {
  /** The name index.html's shell gives the page (`data-route`) and knows its chunks by. */
  readonly name: string;
  /** The router's pattern: `:name` stands for one segment, `*` for any address no other page has. */
  readonly path: string;
  readonly access: RouteAccess;
  /** The candidate's home and the quiz have rules of their own (the domain's PageRule). */
  readonly journey?: PageRule['journey'];
  /**
   * The page's modules, relative to packages/web/src: the router loads the first (it exports the page as `Component`);
   * the shell preloads the chunks of all of them.
   */
  readonly modules: readonly string[];
  /** The parts of the catalog the page shows (src/i18n/catalog-parts.json), loaded with its code. */
  readonly parts: readonly CatalogPart[];
  /** The reads the app starts with the page's code when a session is stored (route-data.ts). */
  readonly firstReads?: readonly FirstReadName[];
  /**
   * The product API's reads index.html's shell script sends before the app's code arrived, besides every page's. A
   * read's `{name}` path parameters are the page's own (`/reviews/{assignmentId}` on `/reviews/:assignmentId`).
   */
  readonly earlyReads?: readonly ApiRouteName[];
  /** Catalog ids of the page's static heading and lead, which the shell draws as the page will. */
  readonly shellHead?: { readonly heading: string; readonly lead: string };
}

export const ROUTES = [
  {
    name: 'dashboard',
    path: PORTAL_PAGES.dashboard,
    access: 'candidate',
    journey: 'home',
    modules: ['features/dashboard/dashboard.route.tsx'],
    parts: ['dashboard'],
    firstReads: ['invoice'],
    // The account checks, the programs and the fee in one answer (adapters' first-reads.ts says which GETs it holds).
    earlyReads: ['dashboardFirstReads'],
  },
  {
    name: 'auth',
    path: PORTAL_PAGES.auth,
    access: 'signedOut',
    modules: ['features/auth/auth.route.tsx'],
    parts: ['auth'],
    shellHead: { heading: 'auth.welcome', lead: 'auth.intro' },
  },
  {
    name: 'confirm',
    path: PORTAL_PAGES.confirm,
    access: 'signedOut',
    modules: ['features/auth-confirm/auth-confirm.route.tsx'],
    // The confirm page shows the sign-in texts both pages share (the auth part) and its own.
    parts: ['confirm', 'auth'],
    shellHead: { heading: 'confirm.title', lead: 'confirm.intro' },
  },
  { name: 'quiz', path: PORTAL_PAGES.quiz, access: 'candidate', journey: 'quiz', modules: ['features/quiz/quiz.route.tsx'], parts: ['quiz'], firstReads: ['ongoingQuiz'] },
  {
    name: 'documents',
    path: PORTAL_PAGES.documents,
    access: 'candidate',
    modules: ['features/documents/documents.route.tsx'],
    parts: ['documents'],
    firstReads: ['documentsPage'],
    // The account checks, the programs and what the page shows first, in one answer (adapters' first-reads.ts).
    earlyReads: ['documentsFirstReads'],
    shellHead: { heading: 'documents.title', lead: 'documents.intro' },
  },
  {
    name: 'admin',
    path: PORTAL_PAGES.admin,
    access: 'staff',
    modules: ['features/staff-list/admin.route.tsx'],
    parts: ['staff'],
    firstReads: ['adminList'],
    shellHead: { heading: 'admin.title', lead: 'admin.subtitle' },
  },
  {
    name: 'application',
    path: PORTAL_PAGES.application,
    access: 'staff',
    modules: ['features/application/application.route.tsx'],
    parts: ['staff'],
    firstReads: ['applicationPage'],
    earlyReads: ['adminApplication'],
  },
  {
    name: 'ranking',
    path: PORTAL_PAGES.ranking,
    access: 'admin',
    modules: ['features/ranking/ranking.route.tsx'],
    parts: ['staff'],
    shellHead: { heading: 'ranking.title', lead: 'ranking.intro' },
  },
  {
    name: 'jurySettings',
    path: PORTAL_PAGES.jurySettings,
    access: 'admin',
    modules: ['features/jury-settings/jury-settings.route.tsx'],
    parts: ['staff'],
  },
  {
    name: 'interviewSlots',
    path: PORTAL_PAGES.interviewSlots,
    access: 'admin',
    modules: ['features/interview-slots/interview-slots.route.tsx'],
    parts: ['staff'],
  },
  {
    name: 'reviews',
    path: PORTAL_PAGES.reviews,
    access: 'reviewer',
    modules: ['features/reviews/reviews.route.tsx'],
    parts: ['reviews'],
    firstReads: ['reviewQueue'],
    earlyReads: ['reviewQueue'],
    shellHead: { heading: 'reviews.queue.title', lead: 'reviews.queue.intro' },
  },
  {
    name: 'review',
    path: PORTAL_PAGES.review,
    access: 'reviewer',
    modules: ['features/reviews/review.route.tsx'],
    parts: ['reviews'],
    firstReads: ['reviewPage'],
    earlyReads: ['reviewWorkspace'],
    shellHead: { heading: 'reviews.review.title', lead: 'reviews.review.intro' },
  },
  {
    name: 'interview',
    path: PORTAL_PAGES.interview,
    access: 'candidate',
    modules: ['features/interview-booking/interview.route.tsx'],
    parts: ['interview'],
    earlyReads: ['candidateInterview'],
    shellHead: { heading: 'interview.title', lead: 'interview.intro' },
  },
  {
    name: 'panelInterviews',
    path: PORTAL_PAGES.panelInterviews,
    access: 'panel',
    modules: ['features/panel-interviews/panel-interviews.route.tsx'],
    parts: ['panel'],
    earlyReads: ['panelInterviews'],
    shellHead: { heading: 'panel.list.title', lead: 'panel.list.intro' },
  },
  {
    name: 'panelInterview',
    path: PORTAL_PAGES.panelInterview,
    access: 'panel',
    modules: ['features/panel-interviews/panel-interview.route.tsx'],
    parts: ['panel'],
    earlyReads: ['panelInterview'],
  },
  // The rights pages are one module, which picks each page's own chunk; they name the account menu's actions in
  // its own words (the portal part).
  {
    name: 'accessibility',
    path: PORTAL_PAGES.accessibility,
    access: 'public',
    modules: ['features/rights/rights-pages.tsx', 'features/rights/accessibility.route.tsx'],
    parts: ['rights', 'portal'],
    shellHead: { heading: 'rights.accessibility.title', lead: 'rights.accessibility.lead' },
  },
  {
    name: 'privacy',
    path: PORTAL_PAGES.privacy,
    access: 'public',
    modules: ['features/rights/rights-pages.tsx', 'features/rights/privacy.route.tsx'],
    parts: ['rights', 'portal'],
    shellHead: { heading: 'rights.privacy.title', lead: 'rights.privacy.lead' },
  },
  {
    name: 'cookies',
    path: PORTAL_PAGES.cookies,
    access: 'public',
    modules: ['features/rights/rights-pages.tsx', 'features/rights/cookies.route.tsx'],
    parts: ['rights', 'portal'],
    shellHead: { heading: 'rights.cookies.title', lead: 'rights.cookies.lead' },
  },
  { name: 'notFound', path: PORTAL_PAGES.notFound, access: 'any', modules: ['features/not-found/not-found.route.tsx'], parts: ['portal'] },
] as const satisfies readonly PageRoute[];

export type RouteName = (typeof ROUTES)[number]['name'];

/**
 * The signed-in code, relative to packages/web/src: what a signed-in page loads with its own modules, as one chunk
 * (build/chunk-plan.ts). Its door first (the route's first reads and the signed-in shell: what the boot script preloads
 * for a signed-in page), then the services' container, which di/services.ts imports lazily.
 */
export const SIGNED_IN_MODULES = ['app/portal.ts', 'di/container.ts'] as const;

/** A page of the table by its name. */
export const routeNamed = (name: RouteName): PageRoute => ROUTES.find((route) => route.name === name) as PageRoute;

/** The address pattern of the page named `Name`. */
type PatternOf<Name extends RouteName> = Extract<(typeof ROUTES)[number], { readonly name: Name }>['path'];

/** The parameters of the page named `Name`'s address ('applicationId' for 'application'; none for most pages). */
export type RouteParamName<Name extends RouteName> = PathParamNames<PatternOf<Name>>;

/** Every parameter any address of the table holds. */
export type AnyRouteParamName = PathParamNames<(typeof ROUTES)[number]['path']>;

/** The values an address needs, by name: each an id. */
export type RouteParams<Name extends RouteName> = { readonly [Param in RouteParamName<Name>]: number };

/**
 * The address of the page named `name`, its parameters filled in: `pathTo('review', { assignmentId: 71 })` is
 * '/reviews/71'. A page with parameters cannot be asked for without them, nor with another page's.
 */
export function pathTo<Name extends RouteName>(name: Name, ...[params]: RouteParamName<Name> extends never ? [] : [RouteParams<Name>]): string {
  return fillPathPattern(routeNamed(name).path, params ?? {});
}

/** Whether `pathname` is one of `pattern`'s addresses (`:name` is one non-empty segment; `*` matches nothing here). */
export const matchesPath = matchesPathPattern;

/** The parameters of `pathname` by `pattern`'s names, decoded; null when the address is not one of the pattern's. */
export const routeParamsAt = pathParamsAt;

const HOME = 'dashboard' satisfies RouteName;
const SIGN_IN = 'auth' satisfies RouteName;
const NOT_FOUND = 'notFound' satisfies RouteName;

/** The page of each place the domain's routeDecision sends a user to. */
export const DESTINATIONS: Readonly<Record<Destination, RouteName>> = {
  signIn: SIGN_IN,
  quiz: 'quiz',
  candidateHome: HOME,
  staffHome: 'admin',
  reviewerHome: 'reviews',
};

/** The address of a place routeDecision sends a user to. */
export const destinationPath = (destination: Destination): string => routeNamed(DESTINATIONS[destination]).path;

/** The page the sign-in e-mail links to, at `origin` (an exact entry of Supabase's redirect allow-list, supabase/config.toml). */
export const confirmPageUrl = (origin: string): string => `${origin}${pathTo('confirm')}`;

/** The page of an address (the page not found where no other page has it). */
export function routeAt(pathname: string): PageRoute {
  return ROUTES.find((route) => matchesPath(route.path, pathname)) ?? routeNamed(NOT_FOUND);
}

/** The page of an address as the domain's routeDecision sees it: who may open it, and its journey. */
export function pageRuleOf(pathname: string): PageRule {
  const { access, journey } = routeAt(pathname);
  return journey === undefined ? { access } : { access, journey };
}

/**
 * The page the guard will show at `pathname`, as far as the address and whether a session is stored tell (the role is
 * not known yet): a public page to anyone; the sign-in page (or its confirm page) to a visitor signed out; home to a
 * signed-in visitor of a sign-in page; else the page of the address, or the not-found page.
 */
export function routeNameOf(pathname: string, signedIn: boolean): RouteName {
  const route = routeAt(pathname);
  if (route.access === 'public') return route.name as RouteName;
  if (!signedIn) return route.access === 'signedOut' ? (route.name as RouteName) : SIGN_IN;
  if (route.access === 'signedOut') return HOME;
  return route.name as RouteName;
}
