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
import { existsSync, statSync } from 'node:fs';
import { join, resolve, sep } from 'node:path';
import type { Rolldown } from 'vite';
import { ROUTES, type PageRoute } from '../src/app/routes';

type CodeSplittingGroup = Rolldown.CodeSplittingGroup;

/**
 * Our modules by place, relative to packages/: a file is one module; a place ending in `/` is a folder, every module
 * under it. Each must exist when the build starts (a renamed module fails the build here, it does not silently move to
 * another chunk).
 */
type Places = readonly string[];

/** The design system's parts without react-aria that the sign-in page and every other page draw. */
export const LIGHT_UI: Places = [
  'ui/src/Alert/', 'ui/src/Card/', 'ui/src/Icon/', 'ui/src/LanguageToggle/', 'ui/src/Layout/', 'ui/src/RichText/', 'ui/src/Spinner/',
  'ui/src/TextField/', 'ui/src/Typography/', 'ui/src/Button/buttonLook.ts', 'ui/src/Button/NativeButton.tsx', 'ui/src/Button/NativeButton.styles.ts',
  'ui/src/Field/NativeField.styles.ts', 'ui/src/Field/NativeFieldFrame.tsx', 'ui/src/Link/Anchor.styles.ts', 'ui/src/Link/ExternalLink.tsx',
  'ui/src/theme/media.ts', 'ui/src/theme/touch.ts', 'ui/src/theme/visually-hidden.ts',
];

/**
 * What every page draws or uses besides its own: the language switch, the contact button, the page's title, the
 * refusals that wait (the sign-in form's and a signed-in page's), the domain's Result.
 */
export const EVERY_PAGE: Places = [
  'web/src/shared/language-switch.tsx', 'web/src/shared/contact-button.tsx', 'web/src/shared/page-title.ts', 'web/src/shared/use-refusal.ts',
  'web/src/shared/button-with-refusal.tsx', 'domain/src/shared/result.ts', 'ui/src/ContactButton/ContactButton.tsx',
];

/** The sign-in page with what the link's confirm page shares with it. */
export const SIGN_IN: Places = [
  'web/src/features/auth/auth.route.tsx', 'web/src/features/auth/auth.messages.ts', 'web/src/features/auth/sign-in-actions.ts',
  'web/src/shared/sign-in-failures.ts', 'web/src/shared/sign-in-fields.tsx',
  'web/src/shared/sign-in-frame.tsx', 'web/src/shared/sign-in-link.ts', 'domain/src/auth/sign-in.ts', 'domain/src/auth/sign-in-email.ts', 'domain/src/auth/email-code.ts',
];

/**
 * What every signed-in page loads before its own code (the group takes their dependencies too): the services
 * (axios, inversify, the adapters), the query cache, the signed-in shell and header, the route data, and the rules
 * and texts several signed-in pages share (the workflow's, withdrawal's, the reasons' texts).
 */
export const SIGNED_IN: Places = [
  'web/src/di/', 'web/src/app/portal.ts', 'web/src/app/route-data.ts', 'web/src/app/query-client.ts', 'web/src/app/signed-in-shell.tsx', 'web/src/app/portal-header.tsx',
  'web/src/shared/page-heading.tsx', 'web/src/shared/queries.ts', 'web/src/shared/quiz-navigation.ts', 'web/src/shared/money.ts', 'web/src/shared/system-clock.ts',
  'web/src/shared/reason-texts.ts', 'web/src/shared/staff-labels.ts',
  'web/src/features/application/use-application.ts', 'web/src/features/admin/use-admin-applications.ts', 'web/src/features/admin/admin-list-params.ts',
  'web/src/features/documents/use-documents-data.ts', 'web/src/features/quiz/early-quiz-start.ts',
  'domain/src/workflow/', 'domain/src/shared/date-format.ts', 'domain/src/rights/withdrawal.ts', 'domain/src/api/entities.ts', 'domain/src/api/port-error.ts',
  'domain/src/applications/deal-status.ts', 'domain/src/applications/quiz-requirement.ts', 'domain/src/applications/money.ts', 'domain/src/cache/',
  'domain/src/quiz/load-quiz-status.ts', 'domain/src/quiz/quiz-expiry.ts', 'domain/src/quiz/quiz-session.ts', 'domain/src/quiz/quiz-settings.ts',
  'domain/src/quiz/quiz-accommodation.ts', 'domain/src/quiz/quiz-outcome.ts', 'domain/src/admin/application-id.ts', 'domain/src/admin/admin-search.ts',
  'domain/src/admin/admin-list-query.ts',
  'ui/src/EmptyState/', 'ui/src/EmailAddress/', 'ui/src/Badge/', 'ui/src/StatusBadge/', 'ui/src/PageHeader/', 'ui/src/TaskCard/', 'adapters/src/',
  // The reasons' words (the dashboard's, the documents' and the application page's).
  'wording/src/',
];

/** The libraries the signed-in code needs, by package name (a scope ending in `/` stands for its every package). */
export const SIGNED_IN_PACKAGES: readonly string[] = ['@tanstack/query-core', '@tanstack/react-query', 'axios', 'inversify', '@inversifyjs/', 'reflect-metadata'];

/** React and React DOM, by package name. */
export const REACT_PACKAGES: readonly string[] = ['react', 'react-dom', 'scheduler'];

/**
 * The domain's rules of the dashboard's cards and status line (domain/src/applications/ but for the ones the portal
 * group takes first: deal status, quiz requirement, money). Left to Rolldown they went into the route's own chunk, so
 * the dashboard's lazy import was a chunk of its own rather than a re-export that build/collapse-facades.ts removes.
 */
const DASHBOARD_RULES: Places = ['domain/src/applications/'];

/** Whether a module id is one of some places: an `===` of absolute paths for a file, the folder's path and a separator for a folder. */
export type Membership = (id: string) => boolean;

/** The places resolved under `packagesDir`, each checked to exist (a file as a file, a folder as a folder). */
export function placesIn(packagesDir: string, places: Places): Membership {
  const files = new Set<string>();
  const folders: string[] = [];
  for (const place of places) {
    const folder = place.endsWith('/');
    const path = resolve(packagesDir, place);
    if (!existsSync(path) || statSync(path).isDirectory() !== folder) {
      throw new Error(`chunk-plan: ${place} is not a ${folder ? 'folder' : 'file'} under ${packagesDir} (renamed? update build/chunk-plan.ts)`);
    }
    if (folder) folders.push(path + sep);
    else files.add(path);
  }
  return (id) => files.has(id) || folders.some((folder) => id.startsWith(folder));
}

const NODE_MODULES = `${sep}node_modules${sep}`;

/** The npm package a module id is in ('react', '@tanstack/query-core'), or null for one of ours. */
export function packageOf(id: string): string | null {
  const at = id.lastIndexOf(NODE_MODULES);
  if (at < 0) return null;
  const [first = '', second = ''] = id.slice(at + NODE_MODULES.length).split(sep);
  return first.startsWith('@') ? `${first}/${second}` : first;
}

/** Whether a module id is in one of the packages (a scope ending in `/`: any of its packages). */
export const inPackages = (packages: readonly string[]): Membership => (id) => {
  const name = packageOf(id);
  return name !== null && packages.some((wanted) => (wanted.endsWith('/') ? name.startsWith(wanted) : name === wanted));
};

interface ModuleGraph {
  getModuleInfo(id: string): { readonly dynamicImporters: readonly string[] } | null;
}

/** The signed-in pages of the route table (a candidate's, staff's and the jury's), each with its feature folder: their own chunks. */
const featurePages = (): readonly PageRoute[] => ROUTES.filter((route) => route.access !== 'signedOut' && route.access !== 'public' && route.access !== 'any');

/**
 * A page's own modules: for each signed-in page of the route table, the modules of its route module's folder, in a chunk
 * named as the page (with the dashboard's domain rules); a module that is itself imported lazily (a dialog) stays out,
 * so it keeps loading when wanted, but for the route module itself.
 */
export function featureChunks(packagesDir: string): (id: string, graph: ModuleGraph) => string | null {
  const webSrc = join(packagesDir, 'web', 'src');
  const pages = featurePages().map((route) => {
    const [module = ''] = route.modules;
    const routeModule = resolve(webSrc, module);
    return { name: route.name, routeModule, inFolder: placesIn(packagesDir, [`web/src/${module.slice(0, module.lastIndexOf('/') + 1)}`, `web/src/${module}`]) };
  });
  const dashboardRules = placesIn(packagesDir, DASHBOARD_RULES);
  return (id, graph) => {
    if (dashboardRules(id)) return 'dashboard';
    const page = pages.find((candidate) => candidate.inFolder(id));
    if (page === undefined) return null;
    const lazy = (graph.getModuleInfo(id)?.dynamicImporters.length ?? 0) > 0;
    return lazy && id !== page.routeModule ? null : page.name;
  };
}

/**
 * The groups, highest priority first: a module goes to the first group that matches it; `portal` also takes its
 * dependencies that no earlier group took (so what the signed-in code needs is not split into small shared chunks),
 * `auth` and the features only the modules they name. `webRoot` is packages/web.
 */
export function chunkGroups(webRoot: string): CodeSplittingGroup[] {
  const packagesDir = resolve(webRoot, '..');
  const entry = new Set([resolve(webRoot, 'index.html'), resolve(webRoot, 'src/main.tsx')]);
  const react = inPackages(REACT_PACKAGES);
  const ui = placesIn(packagesDir, [...LIGHT_UI, ...EVERY_PAGE]);
  const signIn = placesIn(packagesDir, SIGN_IN);
  const signedIn = placesIn(packagesDir, SIGNED_IN);
  const signedInPackages = inPackages(SIGNED_IN_PACKAGES);
  const feature = featureChunks(packagesDir);
  return [
    // React and React DOM: the biggest part of what every page runs first, evaluated in a task of their own (index.html's
    // shell script runs this chunk as a script before the entry's: ShellBoot.first in build/html-shell.ts).
    { name: 'react', test: react, priority: 7 },
    // The entry (index.html, main.tsx) stays the entry chunk, which the page and the manifest name.
    { name: 'app', tags: ['$initial'], test: (id) => !entry.has(id), priority: 6 },
    { name: 'ui', test: ui, priority: 5 },
    // Its dependencies (the result helpers, the language switch) stay in the chunks the other pages share.
    { name: 'auth', test: signIn, priority: 5, includeDependenciesRecursively: false },
    { name: 'portal', test: (id) => signedIn(id) || signedInPackages(id), priority: 4 },
    { name: feature, debugName: 'features', priority: 3, includeDependenciesRecursively: false },
  ];
}
