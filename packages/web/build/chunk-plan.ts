// Which chunk each module goes into (docs/decisions/0022, 0055). Left to itself, Rolldown gives every set of pages that
// shares a module a chunk of its own: a signed-in page loaded 15 to 30 chunks, many of 0.1 to 2 kB (re-exports of
// one module, single rules). On a phone's slow connection each costs more than its bytes: a round trip once a host's
// six connections are busy, its response headers (about 1 kB with the security policy), and a preload the shell
// script adds on the main thread; Lighthouse's simulation also shares the bandwidth equally among the requests in
// flight, so small requests slow down the big ones a page waits for. So the code every signed-in page needs comes in
// a few chunks named by purpose:
//
// | chunk        | holds                                                                       | loaded by            |
// |--------------|-----------------------------------------------------------------------------|----------------------|
// | `react`      | React and React DOM (by package name), evaluated in a task of their own      | every page           |
// | `app`        | the rest of what index.html's entry imports (router, styles, texts)          | every page           |
// | `ui`         | what a sign-in page imports and another part of the app needs too            | every page           |
// | `auth`       | what the sign-in page imports and only signed-out pages load                 | /auth, /auth/confirm |
// | `portal`     | what the signed-in code imports (services, query cache, shell, first reads), | every signed-in page |
// |              | and the light modules pages of several feature folders import (the header)   |                      |
// | `widgets`    | the rest of what pages of several chunks import: react-aria's components,    | the pages that need  |
// |              | ours built on them (select, dialog), what they need; nothing of `portal`     | it (not `/`)         |
// | a folder's   | our modules only the signed-in pages of one feature folder load (`dashboard`) | those pages          |
//
// No module is named here: the plan follows the module graph from the route table's modules (each page's, and the
// signed-in code's) and tells our workspace packages from npm's by the package.json a module belongs to, so moving or
// renaming a file changes no rule. A page chunk also takes the npm modules only its pages load and its first page
// loads first: left to Rolldown, they would land in the chunk of the page module's lazy import, which imports the page
// chunk while the page chunk imports it (a circle: one of the two runs before what it uses from the other).
// react-aria's components that pages of several chunks share go to `widgets` as one chunk: a data page waits for its
// data, which waits for the page's code, and the dozen small chunks Rolldown made of them took four rounds of requests
// on a slow phone (docs/decisions/0060); a page may load some of `widgets` it does not use. `widgets` needs nothing of
// `portal`: the notifications and the contact dialog, which the first chunks load lazily, share modules with it, and
// load it on the sign-in page too. What only some pages of a folder load stays in the chunks Rolldown makes by the
// pages that share it, and so do modules only a lazy part needs (a dialog, the notifications): they load when wanted.
import { existsSync, readFileSync } from 'node:fs';
import { dirname, isAbsolute, join, resolve } from 'node:path';
import type { Plugin, Rolldown } from 'vite';
import { DESTINATIONS, ROUTES, SIGNED_IN_MODULES, type PageRoute } from '../src/app/routes';
import { moduleGraphOf, type ModuleFacts, type ModuleGraph } from './module-graph';

type CodeSplittingGroup = Rolldown.CodeSplittingGroup;

/** React and React DOM, by package name: the chunk index.html's boot script runs as a script of its own. */
export const REACT_PACKAGES: readonly string[] = ['react', 'react-dom', 'scheduler'];
/** The domain's time-zone library and the chunk it gets (see the groups below). */
const TIME_ZONE_PACKAGE = '@date-fns/tz';
const TIME_ZONE_CHUNK = 'time-zone';

/** The chunk of what only the sign-in pages import, and of what they share with the rest of the app. */
const SIGN_IN_CHUNK = 'auth';
const SHARED_WITH_SIGN_IN_CHUNK = 'ui';
/** The chunk of the signed-in code every signed-in page loads with its own (the route table's SIGNED_IN_MODULES). */
const SIGNED_IN_CHUNK = 'portal';
/** The chunk of what pages of several chunks load first and the chunks above do not hold. */
const SHARED_BY_PAGES_CHUNK = 'widgets';
const NAMED_CHUNKS: ReadonlySet<string> = new Set([SIGN_IN_CHUNK, SHARED_WITH_SIGN_IN_CHUNK, SIGNED_IN_CHUNK, SHARED_BY_PAGES_CHUNK]);

/** One part of the app a visitor loads as a whole: a page of the route table, or the signed-in code. */
export interface Door {
  readonly name: string;
  /**
   * `signIn`: the page a signed-out visitor is sent to; `signedOut`: another page only they open; `signedIn`: a page
   * with its own chunk; `signedInCode`; `other`: a public page, not found.
   */
  readonly kind: 'signIn' | 'signedOut' | 'signedIn' | 'signedInCode' | 'other';
  /** The chunk of a signed-in page: the first of the table's pages whose page module is in the same folder. */
  readonly chunk: string;
  /** Its modules' ids (absolute paths). */
  readonly modules: readonly string[];
}

/** The route table's pages and the signed-in code as doors, their modules resolved under packages/web/src. */
export function doorsOf(webRoot: string, routes: readonly PageRoute[] = ROUTES, signedInModules: readonly string[] = SIGNED_IN_MODULES, signIn: string = DESTINATIONS.signIn): Door[] {
  const ids = (modules: readonly string[]) => modules.map((module) => resolve(webRoot, 'src', module));
  const kindOf = (route: PageRoute): Door['kind'] => {
    if (route.name === signIn) return 'signIn';
    if (route.access === 'signedOut') return 'signedOut';
    return route.access === 'public' || route.access === 'any' ? 'other' : 'signedIn';
  };
  const folderOf = (route: PageRoute) => dirname(resolve(webRoot, 'src', route.modules[0] ?? ''));
  const chunkOf = (route: PageRoute) => routes.find((other) => kindOf(other) === 'signedIn' && folderOf(other) === folderOf(route))?.name ?? route.name;
  return [
    ...routes.map((route) => ({ name: route.name, kind: kindOf(route), chunk: chunkOf(route), modules: ids(route.modules) })),
    { name: SIGNED_IN_CHUNK, kind: 'signedInCode', chunk: SIGNED_IN_CHUNK, modules: ids(signedInModules) },
  ];
}

/** The name of the package a file belongs to (the nearest package.json that has a name), or null for a virtual module. */
export function packageFinder(): (id: string) => string | null {
  const byFolder = new Map<string, string | null>();
  const nameIn = (folder: string): string | null => {
    const known = byFolder.get(folder);
    if (known !== undefined) return known;
    const file = join(folder, 'package.json');
    const own = existsSync(file) ? (JSON.parse(readFileSync(file, 'utf8')) as { name?: unknown }).name : undefined;
    const parent = dirname(folder);
    const name = typeof own === 'string' ? own : parent === folder ? null : nameIn(parent);
    byFolder.set(folder, name);
    return name;
  };
  return (id) => {
    const [file = ''] = id.split('?');
    return isAbsolute(file) ? nameIn(dirname(file)) : null;
  };
}

/** Our packages: packages/web and the workspace packages it depends on (`workspace:` in its package.json). */
export function workspacePackages(webRoot: string): ReadonlySet<string> {
  const manifest = JSON.parse(readFileSync(join(webRoot, 'package.json'), 'utf8')) as {
    readonly name: string;
    readonly dependencies?: Readonly<Record<string, string>>;
    readonly devDependencies?: Readonly<Record<string, string>>;
  };
  const local = Object.entries({ ...manifest.devDependencies, ...manifest.dependencies }).filter(([, version]) => version.startsWith('workspace:'));
  return new Set([manifest.name, ...local.map(([name]) => name)]);
}

/** Which package a module belongs to, and whether it is one of ours (a workspace package). */
export interface Packages {
  of(id: string): string | null;
  ours(id: string): boolean;
}

const signedOutKinds: ReadonlySet<Door['kind']> = new Set(['signIn', 'signedOut']);

/**
 * Each module's chunk, from the graph. What the entry imports is left to the `react` and `app` groups; then, by the
 * doors whose modules import a module first (statically) and those that may import it at all (lazily too):
 * - what the sign-in page imports first goes to `auth` when only signed-out pages may load it, else to `ui`;
 * - what the signed-in code imports first goes to `portal`, and so does what most signed-in pages import first, when
 *   it is ours or from a package the signed-in code already uses and needs nothing the first chunks and `portal` lack;
 * - what pages of more than one chunk import first and none of the above holds goes to `widgets`, when it needs nothing
 *   of `portal` (npm's and ours alike, what the notifications share with the pages too);
 * - what only one signed-in page's chunk may load, and its first page loads first (ours or npm's), goes to that
 *   chunk, unless it is itself imported lazily (a dialog), but for the page's own modules.
 * Every other module is left to Rolldown.
 */
export function planChunks(graph: ModuleGraph, doors: readonly Door[], packages: Packages): ReadonlyMap<string, string> {
  const facts = (id: string): ModuleFacts => graph.info(id) ?? { isEntry: false, importedIds: [], dynamicallyImportedIds: [], dynamicImporters: [], reexportsOnly: false };
  const walk = (from: Iterable<string>, stopAt: ReadonlySet<string>, lazyToo: boolean): Set<string> => {
    const seen = new Set<string>();
    const queue = [...from].filter((id) => !stopAt.has(id));
    for (let id = queue.pop(); id !== undefined; id = queue.pop()) {
      if (seen.has(id)) continue;
      seen.add(id);
      const { importedIds, dynamicallyImportedIds } = facts(id);
      for (const next of lazyToo ? [...importedIds, ...dynamicallyImportedIds] : importedIds) if (!seen.has(next) && !stopAt.has(next)) queue.push(next);
    }
    return seen;
  };
  const ids = [...graph.ids];
  const entries = ids.filter((id) => facts(id).isEntry);
  const initial = walk(entries, new Set(), false);
  const doorModules = new Set(doors.flatMap((door) => door.modules));
  // What each door loads first (its static imports) and what it may load at all (its lazy parts too), up to the other doors.
  const loaded = doors.map((door) => {
    const others = new Set([...initial, ...[...doorModules].filter((id) => !door.modules.includes(id))]);
    return { door, first: walk(door.modules, others, false), any: walk(door.modules, others, true) };
  });
  // What the first chunks may load lazily besides the doors (the notifications, the catalogs, supabase-js).
  const lazyFromEntry = walk(entries, doorModules, true);
  const firstBy = (id: string) => loaded.filter(({ first }) => first.has(id)).map(({ door }) => door);
  const mayLoad = (id: string) => loaded.filter(({ any }) => any.has(id)).map(({ door }) => door);
  const open = ids.filter((id) => !initial.has(id));

  const plan = new Map<string, string>();
  for (const id of open) {
    const by = firstBy(id);
    if (by.some((door) => door.kind === 'signIn')) {
      plan.set(id, !lazyFromEntry.has(id) && mayLoad(id).every((door) => signedOutKinds.has(door.kind)) ? SIGN_IN_CHUNK : SHARED_WITH_SIGN_IN_CHUNK);
    } else if (by.some((door) => door.kind === 'signedOut') && mayLoad(id).some((door) => !signedOutKinds.has(door.kind))) {
      plan.set(id, SHARED_WITH_SIGN_IN_CHUNK);
    } else if (by.some((door) => door.kind === 'signedInCode')) {
      plan.set(id, SIGNED_IN_CHUNK);
    }
  }
  const pageChunks = (id: string) => new Set(firstBy(id).flatMap((door) => (door.kind === 'signedIn' ? [door.chunk] : [])));
  const signedInPackages = new Set([...plan].flatMap(([id, chunk]) => (chunk === SIGNED_IN_CHUNK ? [packages.of(id) ?? ''] : [])));
  // Of the candidates, only what needs nothing more than the first chunks, the given chunks and other candidates: a
  // chunk that imported a module left to Rolldown could be imported back by that module's chunk. An index that only
  // passes names on needs nothing: the bundle keeps no code of it.
  const needingNothingMore = (candidates: readonly string[], chunks: ReadonlySet<string>): Set<string> => {
    const kept = new Set(candidates);
    const present = (id: string) => initial.has(id) || chunks.has(plan.get(id) ?? '') || kept.has(id) || facts(id).reexportsOnly;
    for (let dropped = true; dropped; ) {
      dropped = false;
      for (const id of kept) {
        if (facts(id).importedIds.every(present)) continue;
        kept.delete(id);
        dropped = true;
      }
    }
    return kept;
  };
  const shared = needingNothingMore(
    open.filter((id) => !plan.has(id) && !lazyFromEntry.has(id) && (packages.ours(id) || signedInPackages.has(packages.of(id) ?? '')) && pageChunks(id).size > 1),
    new Set([SHARED_WITH_SIGN_IN_CHUNK, SIGNED_IN_CHUNK]),
  );
  for (const id of shared) plan.set(id, SIGNED_IN_CHUNK);
  // The rest of what pages of several chunks load first (react-aria's components, the ui components built on them),
  // in one chunk: a page then waits for one request, not for a dozen small ones spread over several rounds. Only what
  // needs none of the signed-in code: the first chunks' lazy parts (the notifications, the contact dialog) share some
  // of these modules, and load this chunk on the sign-in page too.
  const widgets = needingNothingMore(
    open.filter((id) => !plan.has(id) && pageChunks(id).size > 1),
    new Set([SHARED_WITH_SIGN_IN_CHUNK]),
  );
  for (const id of widgets) plan.set(id, SHARED_BY_PAGES_CHUNK);
  for (const id of open) {
    if (plan.has(id) || lazyFromEntry.has(id)) continue;
    const may = mayLoad(id);
    const [page] = may;
    if (page === undefined || may.some((door) => door.kind !== 'signedIn' || door.chunk !== page.chunk)) continue;
    // The page the chunk is named after loads it first; of the lazily imported modules, only its own.
    const owner = doors.find((door) => door.name === page.chunk);
    if (owner === undefined || !firstBy(id).includes(owner)) continue;
    if (facts(id).dynamicImporters.length === 0 || owner.modules.includes(id)) plan.set(id, page.chunk);
  }
  return plan;
}

/**
 * The chunk groups, with the plugin that fills them: the plugin reads the module graph once the build has it, and the
 * groups ask it each module's chunk. `webRoot` is packages/web.
 */
export function chunkPlan(webRoot: string): { readonly plugin: Plugin; readonly groups: CodeSplittingGroup[] } {
  const packageOf = packageFinder();
  const workspace = workspacePackages(webRoot);
  const packages: Packages = {
    of: packageOf,
    ours: (id) => {
      const name = packageOf(id);
      return name !== null && workspace.has(name);
    },
  };
  const doors = doorsOf(webRoot);
  let plan: ReadonlyMap<string, string> | null = null;
  /** index.html and the scripts it loads (main.tsx): the entry chunk, which the page and the manifest name. */
  let entry: ReadonlySet<string> = new Set();
  const plugin: Plugin = {
    name: 'admission-chunk-plan',
    apply: 'build',
    buildStart() {
      plan = null;
    },
    async buildEnd(error) {
      if (error !== undefined) return;
      const missing = doors.flatMap((door) => door.modules).filter((id) => this.getModuleInfo(id) === null);
      if (missing.length > 0) throw new Error(`chunk-plan: the route table names modules the build does not have: ${missing.join(', ')}`);
      const entries = [...this.getModuleIds()].filter((id) => this.getModuleInfo(id)?.isEntry === true);
      entry = new Set([...entries, ...entries.flatMap((id) => this.getModuleInfo(id)?.importedIds ?? [])]);
      plan = planChunks(await moduleGraphOf(this), doors, packages);
    },
  };
  const planned = (id: string): string | null => {
    if (plan === null) throw new Error('chunk-plan: the plan is asked for before the build has its module graph');
    return plan.get(id) ?? null;
  };
  const pageChunk = (chunk: string | null) => (chunk === null || NAMED_CHUNKS.has(chunk) ? null : chunk);
  const only = (chunk: string) => (id: string) => (planned(id) === chunk ? chunk : null);
  const reactPackages = new Set(REACT_PACKAGES);
  return {
    plugin,
    groups: [
      // React and React DOM: the biggest part of what every page runs first, evaluated in a task of their own (index.html's
      // boot script runs this chunk as a script before the entry's: ShellBoot.first in build/boot-script.ts).
      { name: 'react', test: (id) => reactPackages.has(packageOf(id) ?? ''), priority: 7 },
      // The entry (index.html, main.tsx) stays the entry chunk, which the page and the manifest name.
      { name: 'app', tags: ['$initial'], test: (id) => !entry.has(id), priority: 6 },
      // What the sign-in pages share with the rest and the signed-in code take their dependencies too (what no earlier
      // group took), so that what they need is not split into small shared chunks.
      { name: only(SHARED_WITH_SIGN_IN_CHUNK), priority: 5 },
      { name: only(SIGN_IN_CHUNK), priority: 5, includeDependenciesRecursively: false },
      { name: only(SIGNED_IN_CHUNK), priority: 4 },
      // The plan puts a module here only with what it imports (or in the chunks above).
      { name: only(SHARED_BY_PAGES_CHUNK), priority: 3, includeDependenciesRecursively: false },
      // The time-zone library, which only the interview slots page runs (the domain's generateSlots, for its preview):
      // a chunk of its own, loaded with that page. Left to Rolldown, it landed in the page's route chunk, which imports
      // the page's chunk, which imported it back: a circle (e2e/chunk-preload.spec.ts).
      { name: TIME_ZONE_CHUNK, test: (id) => packageOf(id) === TIME_ZONE_PACKAGE, priority: 3 },
      { name: (id) => pageChunk(planned(id)), debugName: 'pages', priority: 2, includeDependenciesRecursively: false },
    ],
  };
}
