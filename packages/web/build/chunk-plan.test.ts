import { mkdirSync, mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { chunkPlan, doorsOf, packageFinder, planChunks, workspacePackages, type Door, type Packages } from './chunk-plan';
import type { ModuleFacts, ModuleGraph } from './module-graph';
import { ROUTES, SIGNED_IN_MODULES, type PageRoute } from '../src/app/routes';

const webRoot = fileURLToPath(new URL('..', import.meta.url));
const packagesDir = resolve(webRoot, '..');

/**
 * A module graph from `importer: [imports]` lines, lazy imports marked with `lazy:`; ids are paths under /repo. The
 * modules of `reexporting` only pass names on (an index.ts).
 */
function graphOf(edges: Readonly<Record<string, readonly string[]>>, entries: readonly string[] = ['web/index.html'], reexporting: readonly string[] = []): ModuleGraph {
  const id = (name: string) => `/repo/${name}`;
  const ids = new Set([...Object.keys(edges), ...Object.values(edges).flat().map((name) => name.replace('lazy:', ''))].map(id));
  const facts = new Map<string, ModuleFacts>();
  for (const module of ids) facts.set(module, { isEntry: entries.map(id).includes(module), importedIds: [], dynamicallyImportedIds: [], dynamicImporters: [], reexportsOnly: reexporting.map(id).includes(module) });
  for (const [from, targets] of Object.entries(edges)) {
    const own = facts.get(id(from));
    if (own === undefined) continue;
    const importedIds = targets.filter((target) => !target.startsWith('lazy:')).map(id);
    const dynamicallyImportedIds = targets.filter((target) => target.startsWith('lazy:')).map((target) => id(target.replace('lazy:', '')));
    facts.set(id(from), { ...own, importedIds, dynamicallyImportedIds });
    for (const lazy of dynamicallyImportedIds) {
      const target = facts.get(lazy);
      if (target !== undefined) facts.set(lazy, { ...target, dynamicImporters: [...target.dynamicImporters, id(from)] });
    }
  }
  return { ids, info: (module) => facts.get(module) ?? null };
}

/** Ours: packages/web, domain, ui; anything under node_modules is npm's, named by its folder there. */
const packages: Packages = {
  of: (id) => (id.includes('/node_modules/') ? (id.split('/node_modules/')[1]?.split('/')[0] ?? null) : (id.split('/')[2] ?? null)),
  ours: (id) => !id.includes('/node_modules/'),
};

const door = (name: string, kind: Door['kind'], modules: readonly string[], chunk = name): Door => ({ name, kind, chunk, modules: modules.map((module) => `/repo/${module}`) });
const DOORS: readonly Door[] = [
  door('auth', 'signIn', ['web/src/features/auth/auth.route.tsx']),
  door('confirm', 'signedOut', ['web/src/features/auth-confirm/auth-confirm.route.tsx']),
  door('dashboard', 'signedIn', ['web/src/features/dashboard/dashboard.route.tsx']),
  door('documents', 'signedIn', ['web/src/features/documents/documents.route.tsx']),
  door('admin', 'signedIn', ['web/src/features/admin/admin.route.tsx']),
  door('ranking', 'signedIn', ['web/src/features/admin/ranking.route.tsx'], 'admin'),
  door('privacy', 'other', ['web/src/features/rights/privacy.route.tsx']),
  door('portal', 'signedInCode', ['web/src/app/portal.ts', 'web/src/di/container.ts']),
];

/**
 * A small app: its entry (with the notifications, loaded lazily), two sign-in pages, the signed-in code, four signed-in
 * pages (two in one folder), a public page.
 */
const APP: Readonly<Record<string, readonly string[]>> = {
  'web/index.html': ['web/src/main.tsx'],
  'web/src/main.tsx': ['web/node_modules/react/index.js', 'web/src/app/router.tsx', 'lazy:web/src/app/portal.ts', 'lazy:web/src/app/toast-region.tsx'],
  'web/src/app/router.tsx': [
    'lazy:web/src/features/auth/auth.route.tsx',
    'lazy:web/src/features/auth-confirm/auth-confirm.route.tsx',
    'lazy:web/src/features/dashboard/dashboard.route.tsx',
    'lazy:web/src/features/documents/documents.route.tsx',
    'lazy:web/src/features/admin/admin.route.tsx',
    'lazy:web/src/features/admin/ranking.route.tsx',
    'lazy:web/src/features/rights/privacy.route.tsx',
  ],
  'web/src/di/services.ts': ['lazy:web/src/di/container.ts'],
  'web/src/app/toast-region.tsx': ['ui/src/Toast/Toast.tsx'],
  'ui/src/Toast/Toast.tsx': ['web/node_modules/react-aria-components/Button.js'],
  'web/src/features/auth/auth.route.tsx': ['web/src/shared/sign-in-frame.tsx', 'ui/src/Alert/Alert.tsx', 'lazy:web/src/features/auth/account-not-found-dialog.tsx'],
  'web/src/features/auth-confirm/auth-confirm.route.tsx': ['web/src/shared/sign-in-frame.tsx', 'web/src/features/auth-confirm/use-auth-confirm.ts'],
  'web/src/app/portal.ts': ['web/src/app/route-data.ts', 'web/src/app/signed-in-shell.tsx'],
  'web/src/app/route-data.ts': ['web/src/features/application/use-application.ts', 'web/node_modules/axios/index.js'],
  'web/src/app/signed-in-shell.tsx': ['ui/src/Alert/Alert.tsx', 'ui/src/Field/index.ts'],
  'web/src/di/container.ts': ['web/node_modules/inversify/index.js'],
  'web/src/features/dashboard/dashboard.route.tsx': [
    'web/src/app/portal-header.tsx',
    'web/src/shared/money.ts',
    'web/src/features/dashboard/withdrawal.tsx',
    'lazy:web/src/features/dashboard/quiz-intro-dialog.tsx',
  ],
  'web/src/features/dashboard/quiz-intro-dialog.tsx': ['ui/src/Dialog/Dialog.tsx'],
  'web/src/features/documents/documents.route.tsx': [
    'web/src/app/portal-header.tsx',
    'web/src/shared/money.ts',
    'ui/src/Select/Select.tsx',
    'web/node_modules/axios/helpers.js',
    'web/src/shared/reason-dialog.tsx',
  ],
  'ui/src/Select/Select.tsx': ['web/node_modules/react-aria-components/Select.js', 'ui/src/Field/index.ts'],
  'web/node_modules/react-aria-components/Select.js': ['web/node_modules/react-aria-components/Button.js'],
  'web/src/shared/reason-dialog.tsx': ['ui/src/Dialog/Dialog.tsx', 'web/src/app/route-data.ts'],
  'ui/src/Dialog/Dialog.tsx': ['web/node_modules/react-aria-components/Dialog.js'],
  'web/src/features/admin/admin.route.tsx': [
    'web/src/app/portal-header.tsx',
    'ui/src/Select/Select.tsx',
    'web/src/features/admin/list-filters.tsx',
    'web/node_modules/axios/helpers.js',
    'ui/src/SearchField/SearchField.tsx',
    'web/src/shared/reason-dialog.tsx',
  ],
  'ui/src/SearchField/SearchField.tsx': ['web/node_modules/react-aria-components/SearchField.js'],
  'web/src/features/admin/ranking.route.tsx': ['web/src/features/admin/list-filters.tsx', 'web/src/features/admin/ranking-table.tsx'],
  'web/src/features/rights/privacy.route.tsx': ['domain/src/rights/retention.ts'],
};

const chunksOf = (plan: ReadonlyMap<string, string>) => Object.fromEntries([...plan].map(([id, chunk]) => [id.replace('/repo/', ''), chunk]));

describe('the chunk plan', () => {
  const plan = chunksOf(planChunks(graphOf(APP, undefined, ['ui/src/Field/index.ts']), DOORS, packages));

  it('leaves what the entry imports to the first chunks', () => {
    expect(plan['web/src/main.tsx']).toBeUndefined();
    expect(plan['web/src/app/router.tsx']).toBeUndefined();
    expect(plan['web/node_modules/react/index.js']).toBeUndefined();
  });

  it("puts what only the sign-in pages load in `auth`, what the sign-in page shares with the rest in `ui`, and the confirm page's own modules in no group", () => {
    expect(plan['web/src/features/auth/auth.route.tsx']).toBe('auth');
    expect(plan['web/src/shared/sign-in-frame.tsx']).toBe('auth');
    expect(plan['ui/src/Alert/Alert.tsx']).toBe('ui');
    expect(plan['web/src/features/auth-confirm/use-auth-confirm.ts']).toBeUndefined();
    expect(plan['web/src/features/auth/account-not-found-dialog.tsx']).toBeUndefined();
  });

  it('puts the signed-in code, its npm packages and a feature module it reads in `portal`', () => {
    for (const module of ['web/src/app/portal.ts', 'web/src/app/route-data.ts', 'web/src/di/container.ts', 'web/src/features/application/use-application.ts']) {
      expect(plan[module]).toBe('portal');
    }
    expect(plan['web/node_modules/inversify/index.js']).toBe('portal');
    expect(plan['web/node_modules/axios/index.js']).toBe('portal');
  });

  it('adds to `portal` what pages of several folders load first and needs nothing more, not a react-aria component', () => {
    expect(plan['web/src/app/portal-header.tsx']).toBe('portal');
    expect(plan['web/src/shared/money.ts']).toBe('portal');
    // A part of a package the signed-in code already has.
    expect(plan['web/node_modules/axios/helpers.js']).toBe('portal');
    expect(plan['ui/src/Select/Select.tsx']).not.toBe('portal');
    expect(plan['web/node_modules/react-aria-components/Select.js']).not.toBe('portal');
  });

  it('puts in `widgets` the react-aria components and ours built on them that pages of several chunks load first, the ones the notifications share too', () => {
    // The documents page and the staff list, each in a chunk of its own, share the select: one chunk, not one a module.
    for (const module of ['ui/src/Select/Select.tsx', 'web/node_modules/react-aria-components/Select.js', 'ui/src/Dialog/Dialog.tsx', 'web/node_modules/react-aria-components/Dialog.js']) {
      expect(plan[module]).toBe('widgets');
    }
    // The notifications, loaded lazily by the first chunks, share react-aria's button: it goes with the rest, they stay lazy.
    expect(plan['web/node_modules/react-aria-components/Button.js']).toBe('widgets');
    expect(plan['ui/src/Toast/Toast.tsx']).toBeUndefined();
    expect(plan['web/src/features/dashboard/quiz-intro-dialog.tsx']).toBeUndefined();
  });

  it('keeps out of `widgets` what needs the signed-in code, but not for an index that only passes names on', () => {
    // The notifications may load `widgets` on the sign-in page: it must not import `portal`.
    expect(plan['web/src/shared/reason-dialog.tsx']).toBeUndefined();
    // The select imports the fields' index, which the signed-in shell imports too: the bundle keeps no code of it.
    expect(plan['ui/src/Field/index.ts']).toBe('portal');
    expect(plan['ui/src/Select/Select.tsx']).toBe('widgets');
  });

  it('gives the dashboard, which loads none of these modules first, no `widgets`', () => {
    const dashboard = DOORS.find((each) => each.name === 'dashboard');
    const graph = graphOf(APP, undefined, ['ui/src/Field/index.ts']);
    const first = new Set<string>();
    const queue = [...(dashboard?.modules ?? [])];
    for (let module = queue.pop(); module !== undefined; module = queue.pop()) {
      if (first.has(module)) continue;
      first.add(module);
      queue.push(...(graph.info(module)?.importedIds ?? []));
    }
    expect([...first].filter((module) => plan[module.replace('/repo/', '')] === 'widgets')).toEqual([]);
  });

  it("gives a page's own modules its chunk, and the pages of one folder the first one's, but not a lazy dialog nor what only a sibling loads", () => {
    expect(plan['web/src/features/dashboard/dashboard.route.tsx']).toBe('dashboard');
    expect(plan['web/src/features/dashboard/withdrawal.tsx']).toBe('dashboard');
    expect(plan['web/src/features/dashboard/quiz-intro-dialog.tsx']).toBeUndefined();
    expect(plan['web/src/features/admin/list-filters.tsx']).toBe('admin');
    expect(plan['web/src/features/admin/ranking.route.tsx']).toBeUndefined();
    expect(plan['web/src/features/admin/ranking-table.tsx']).toBeUndefined();
    expect(plan['web/src/features/rights/privacy.route.tsx']).toBeUndefined();
  });

  it('gives a page chunk the npm modules only its pages load, with ours that use them: no module is left to a chunk of the page module\'s own that would import the page chunk back', () => {
    expect(plan['ui/src/SearchField/SearchField.tsx']).toBe('admin');
    expect(plan['web/node_modules/react-aria-components/SearchField.js']).toBe('admin');
    // What pages of several chunks load goes to `widgets`.
    expect(plan['web/node_modules/react-aria-components/Select.js']).toBe('widgets');
  });

  it('gives a feature file the same chunk wherever it moves and whatever its name: the plan names no module', () => {
    const moved = (name: string) => (name.endsWith('features/application/use-application.ts') ? name.replace('features/application/use-application.ts', 'features/jury/data/read-the-application.ts') : name);
    const renamed = Object.fromEntries(Object.entries(APP).map(([from, targets]) => [moved(from), targets.map(moved)]));
    const after = chunksOf(planChunks(graphOf(renamed, undefined, ['ui/src/Field/index.ts']), DOORS, packages));
    expect(after['web/src/features/jury/data/read-the-application.ts']).toBe('portal');
    expect(Object.keys(after)).toHaveLength(Object.keys(plan).length);
  });
});

describe('the chunk plan on the real route table', () => {
  it("makes a door of each page and of the signed-in code, the pages of one feature folder sharing the first one's chunk", () => {
    const doors = doorsOf(webRoot);
    expect(doors.map((each) => each.name)).toEqual([...ROUTES.map((route: PageRoute) => route.name), 'portal']);
    const byName = Object.fromEntries(doors.map((each) => [each.name, each]));
    expect(byName.auth?.kind).toBe('signIn');
    expect(byName.confirm?.kind).toBe('signedOut');
    expect(byName.privacy?.kind).toBe('other');
    // The staff list, the ranking and the jury settings have a folder each, so a chunk each; a reviewer's two pages share one.
    expect(byName.admin).toMatchObject({ kind: 'signedIn', chunk: 'admin' });
    expect(byName.ranking).toMatchObject({ kind: 'signedIn', chunk: 'ranking' });
    expect(byName.jurySettings).toMatchObject({ kind: 'signedIn', chunk: 'jurySettings' });
    expect(byName.review).toMatchObject({ kind: 'signedIn', chunk: 'reviews' });
    expect(byName.portal?.modules).toEqual(SIGNED_IN_MODULES.map((module) => join(webRoot, 'src', module)));
  });

  it('tells a module\'s package by its package.json, ours by the web package\'s workspace dependencies', () => {
    const packageOf = packageFinder();
    expect(packageOf(join(webRoot, 'src/main.tsx'))).toBe('@admission/web');
    expect(packageOf(join(packagesDir, 'ui/src/Button/Button.tsx?inline'))).toBe('@admission/ui');
    expect(packageOf('\0vite/preload-helper.js')).toBeNull();
    const workspace = workspacePackages(webRoot);
    expect([...workspace].sort()).toEqual(['@admission/adapters', '@admission/domain', '@admission/ui', '@admission/web', '@admission/wording']);
    // In an npm package, the package's own package.json (a nested one without a name does not count).
    const root = mkdtempSync(join(tmpdir(), 'chunk-plan-'));
    mkdirSync(join(root, 'node_modules/@scope/lib/dist/esm'), { recursive: true });
    writeFileSync(join(root, 'node_modules/@scope/lib/package.json'), JSON.stringify({ name: '@scope/lib' }));
    writeFileSync(join(root, 'node_modules/@scope/lib/dist/esm/package.json'), JSON.stringify({ type: 'module' }));
    expect(packageOf(join(root, 'node_modules/@scope/lib/dist/esm/index.js'))).toBe('@scope/lib');
  });

  it('stops the build when the route table names a module the build does not have (a moved page module)', async () => {
    const { plugin } = chunkPlan(webRoot);
    const buildEnd = plugin.buildEnd as unknown as (this: unknown, error?: Error) => Promise<void>;
    const context = { getModuleIds: () => [][Symbol.iterator](), getModuleInfo: () => null };
    await expect(buildEnd.call(context)).rejects.toThrow(SIGNED_IN_MODULES[0]);
  });

  it('names no module of ours in the build: the plan reads the route table and the module graph', () => {
    for (const file of ['chunk-plan.ts', 'module-graph.ts']) {
      const source = readFileSync(join(webRoot, 'build', file), 'utf8');
      const code = source.split('\n').filter((line) => !line.trimStart().startsWith('//') && !line.trimStart().startsWith('*'));
      expect(code.filter((line) => line.includes("'src/") || line.includes('features/') || line.includes("src/'"))).toEqual([]);
    }
  });
});
