// Which chunk each module goes into (docs/decisions/0022). Left to itself, Rolldown gives every set of pages that
// shares a module a chunk of its own: a signed-in page loaded 15 to 30 chunks, many of 0.1 to 2 kB (re-exports of
// one module, single rules). On a phone's slow connection each costs more than its bytes: a round trip once a host's
// six connections are busy, its response headers (about 1 kB with the security policy), and a preload the shell
// script adds on the main thread; Lighthouse's simulation also shares the bandwidth equally among the requests in
// flight, so small requests slow down the big ones a page waits for. So the code every signed-in page needs comes in
// a few chunks named by purpose:
//
// | chunk        | holds                                                                 | loaded by            |
// |--------------|-----------------------------------------------------------------------|----------------------|
// | `react`      | React and React DOM, evaluated in a task of their own                  | every page           |
// | `app`        | the rest of what index.html's entry imports (router, styles, texts)    | every page           |
// | `ui`         | the design system's light parts (no react-aria) every page draws        | every page           |
// | `auth`       | the sign-in page and what the link's confirm page shares with it        | /auth, /auth/confirm |
// | `portal`     | the signed-in code: services, query cache, shell, header, shared rules   | every signed-in page |
// | a feature's  | a page's own modules (`dashboard`, `documents`, ...)                   | that page            |
//
// react-aria's components stay in the chunks Rolldown makes by the pages that share them: the pages that use them
// draw their largest text from the shell (their load waits for nothing of it), and the router evaluates a page's
// chunks one a task, so smaller chunks are shorter tasks (a page evaluating all of react-aria in one chunk took 10
// to 35 kB more and longer tasks). Modules only a lazy part needs (a dialog, the notifications) are left to Rolldown
// too: they load when wanted.
import type { Rolldown } from 'vite';

type CodeSplittingGroup = Rolldown.CodeSplittingGroup;

const sep = String.raw`[/\\]`;
const inUi = (names: string) => new RegExp(String.raw`${sep}packages${sep}ui${sep}src${sep}(?:${names})`);

/** The design system's parts without react-aria that the sign-in page and every other page draw. */
export const LIGHT_UI = inUi(
  String.raw`Alert|Card|Icon|LanguageToggle|Layout|RichText|Spinner|TextField|Typography|Button${sep}(?:buttonLook|NativeButton)|Field${sep}NativeField|Link${sep}(?:Anchor|ExternalLink)|theme${sep}(?:media|touch|visually-hidden)`,
);

/** What every page draws besides its own: the language switch, the contact button, the domain's Result. */
export const EVERY_PAGE = new RegExp(
  String.raw`${sep}packages${sep}(?:web${sep}src${sep}shared${sep}(?:language-switch|contact-button)|domain${sep}src${sep}shared${sep}result|ui${sep}src${sep}ContactButton${sep}ContactButton)\.tsx?$`,
);

/** The sign-in page with what the link's confirm page shares with it. */
export const SIGN_IN = new RegExp(
  String.raw`${sep}packages${sep}(?:web${sep}src${sep}(?:features${sep}auth${sep}auth\.(?:route|messages)|shared${sep}sign-in-[\w-]+)|domain${sep}src${sep}auth${sep}(?:sign-in|sign-in-email|email-code))\.tsx?$`,
);

/**
 * What every signed-in page loads before its own code (the group takes their dependencies too): the services
 * (axios, inversify, the adapters), the query cache, the signed-in shell and header, the route data, and the rules
 * and texts several signed-in pages share (the workflow's, withdrawal's, the reasons' texts).
 */
export const SIGNED_IN = new RegExp(
  [
    String.raw`packages/web/src/(?:di/|app/(?:portal|route-data|query-client|signed-in-shell)\.|shared/(?:page-heading|portal-header|queries|quiz-navigation|money|system-clock|reason-texts|staff-labels)\.)`,
    String.raw`packages/web/src/features/(?:application/use-application|admin/(?:use-admin-applications|admin-list-params)|documents/use-documents-data|quiz/early-quiz-start)\.`,
    String.raw`packages/domain/src/(?:workflow/|shared/date-format|rights/withdrawal|api/(?:entities|port-error)|applications/(?:deal-status|quiz-requirement|money)|cache/|quiz/(?:load-quiz-status|quiz-expiry|quiz-session|quiz-settings|quiz-accommodation|quiz-outcome)|admin/(?:application-id|admin-search|admin-list-query))`,
    String.raw`packages/ui/src/(?:EmptyState|EmailAddress|Badge|StatusBadge|PageHeader|TaskCard)/`,
    String.raw`packages/adapters/src/`,
    String.raw`node_modules/(?:@tanstack/(?:query-core|react-query)|axios|inversify|@inversifyjs|reflect-metadata)/`,
  ].join('|'),
);

const FEATURE = new RegExp(String.raw`${sep}packages${sep}web${sep}src${sep}features${sep}(dashboard|documents|quiz|admin|application)${sep}`);

interface ModuleGraph {
  getModuleInfo(id: string): { readonly dynamicImporters: readonly string[] } | null;
}

/**
 * The domain's rules of the dashboard's cards and status line (domain/src/applications/ but for the ones the portal
 * group takes first: deal status, quiz requirement, money). Left to Rolldown they went into the route's own chunk, so
 * the dashboard's lazy import was a chunk of its own rather than a re-export that build/collapse-facades.ts removes.
 */
const DASHBOARD_RULES = new RegExp(String.raw`${sep}packages${sep}domain${sep}src${sep}applications${sep}`);

/**
 * A page's own modules, by feature folder, with the page's route module (and the dashboard's domain rules); a module
 * that is itself imported lazily (a dialog) stays out, so it keeps loading when wanted.
 */
export function featureChunkOf(id: string, graph: ModuleGraph): string | null {
  if (DASHBOARD_RULES.test(id)) return 'dashboard';
  const feature = FEATURE.exec(id)?.[1];
  if (feature === undefined) return null;
  const lazy = (graph.getModuleInfo(id)?.dynamicImporters.length ?? 0) > 0;
  return lazy && !id.endsWith('.route.tsx') ? null : feature;
}

/**
 * The groups, highest priority first: a module goes to the first group that matches it; `portal` also takes its
 * dependencies that no earlier group took (so what the signed-in code needs is not split into small shared chunks),
 * `auth` and the features only the modules they name.
 */
export const CHUNK_GROUPS: CodeSplittingGroup[] = [
  // React and React DOM: the biggest part of what every page runs first, evaluated in a task of their own (index.html's
  // shell script runs this chunk as a script before the entry's: ShellBoot.first in build/html-shell.ts).
  { name: 'react', test: /[/\\]node_modules[/\\](?:\.pnpm[/\\][^/\\]+[/\\]node_modules[/\\])?(?:react|react-dom|scheduler)[/\\]/, priority: 7 },
  // The entry (index.html, main.tsx) stays the entry chunk, which the page and the manifest name.
  { name: 'app', tags: ['$initial'], test: (id) => !/(?:\.html|[/\\]src[/\\]main\.tsx)$/.test(id), priority: 6 },
  { name: 'ui', test: (id) => LIGHT_UI.test(id) || EVERY_PAGE.test(id), priority: 5 },
  // Its dependencies (the result helpers, the language switch) stay in the chunks the other pages share.
  { name: 'auth', test: SIGN_IN, priority: 5, includeDependenciesRecursively: false },
  { name: 'portal', test: SIGNED_IN, priority: 4 },
  { name: (id, graph) => featureChunkOf(id, graph), debugName: 'features', priority: 3, includeDependenciesRecursively: false },
];
