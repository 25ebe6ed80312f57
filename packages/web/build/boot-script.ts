// index.html's boot script (src/boot): bundled at build time into one small classic script, inlined after the
// ShellData it reads (the facts only the build knows: the chunks of each page, the entry, where the API is).
import { fileURLToPath } from 'node:url';
import { build, type Rolldown } from 'vite';
// Relative imports of plain modules: Vite loads this file with Node, which cannot import a workspace package's TypeScript.
import { API_ROUTES, type ApiRouteName } from '../../adapters/src/http/api-routes';
import { PAGE_FIRST_READS } from '../../adapters/src/http/first-reads';
import { ROUTES, SIGNED_IN_MODULES, type RouteAccess } from '../src/app/routes';
import { SHELL_DATA_ID, type EarlyReadsData, type PreloadMap, type ShellBoot, type ShellData } from '../src/boot/shell-data';
import catalogPartPrefixes from '../src/i18n/catalog-parts.json';

type PartName = keyof typeof catalogPartPrefixes;
const PART_NAMES = Object.keys(catalogPartPrefixes) as PartName[];
const catalogParts = (language: 'en' | 'fr') => Object.fromEntries(PART_NAMES.map((part) => [`${part}-${language}`, [`src/i18n/compiled/${language}.${part}.json`]]));

/** The modules whose chunks the boot script preloads, by the names it knows them by (src/boot/preloads.ts). */
export const PRELOAD_MODULES: Readonly<Record<string, readonly string[]>> = {
  // Each page's modules (src/app/routes.ts), by the page's name.
  ...Object.fromEntries(ROUTES.map((route) => [route.name, route.modules.map((module) => `src/${module}`)])),
  // The notifications, loaded with the first one (app/app.tsx).
  toast: ['src/app/toast-region.tsx'],
  // A signed-in page also needs the services, the query cache with the route's first reads, and the shell.
  signedIn: SIGNED_IN_MODULES.map((module) => `src/${module}`),
  en: ['src/i18n/compiled/en.json'],
  fr: ['src/i18n/compiled/fr.json'],
  // Each part of the catalog (src/i18n/catalog-parts.json), by part and language.
  ...catalogParts('en'),
  ...catalogParts('fr'),
};

/** What the plugin reads of Rolldown's output bundle. */
export interface BundleChunk {
  readonly type: 'chunk' | 'asset';
  readonly fileName: string;
  readonly name?: string;
  readonly isEntry?: boolean;
  readonly facadeModuleId?: string | null;
  readonly moduleIds?: readonly string[];
  readonly imports?: readonly string[];
}

/** Each name's chunks and their static imports, minus what the entry already loads. */
export function preloadMapOf(bundle: Readonly<Record<string, BundleChunk>>, base = '/'): PreloadMap {
  const chunks = Object.values(bundle).filter((item) => item.type === 'chunk');
  const byFile = new Map(chunks.map((chunk) => [chunk.fileName, chunk]));
  // Each file after the files it imports (a chunk's dependencies first): the order in which the app evaluates them,
  // one a task (shared/chunk-preload.ts).
  const closure = (files: readonly string[], into = new Set<string>(), seen = new Set<string>()): Set<string> => {
    for (const file of files) {
      if (seen.has(file)) continue;
      seen.add(file);
      closure(byFile.get(file)?.imports ?? [], into, seen);
      into.add(file);
    }
    return into;
  };
  const entry = closure(chunks.filter((chunk) => chunk.isEntry).map((chunk) => chunk.fileName));
  const isModule = (id: string, module: string) => id.replaceAll('\\', '/').endsWith(`/${module}`);
  // The module's own chunk (a dynamic import's facade, which the app imports) before a chunk that merely holds it.
  const chunkOf = (module: string): string | undefined =>
    (chunks.find((chunk) => chunk.facadeModuleId != null && isModule(chunk.facadeModuleId, module)) ?? chunks.find((chunk) => chunk.moduleIds?.some((id) => isModule(id, module))))?.fileName;

  const map: Record<string, readonly string[]> = {};
  for (const [name, modules] of Object.entries(PRELOAD_MODULES)) {
    const roots = modules.map((module) => {
      const file = chunkOf(module);
      if (file === undefined) throw new Error(`html-shell: no chunk holds ${module}`);
      return file;
    });
    map[name] = [...closure(roots)].filter((file) => !entry.has(file)).map((file) => `${base}${file}`);
  }
  return map;
}

/**
 * The reads a signed-in page starts from the boot script, besides its own (the table's `earlyReads`): the access
 * checks on every page, and the programs on a page a candidate may open (the route rules need them).
 */
export const EARLY_READS = {
  every: ['me', 'allMe'],
  candidate: ['deals'],
} as const satisfies Record<string, readonly ApiRouteName[]>;
const CANDIDATE_ACCESS: readonly RouteAccess[] = ['candidate', 'any'];


/**
 * A page's early reads as the boot script sends them: a first-reads call the page reads stands for the GETs it holds
 * (adapters' first-reads.ts lists them: one preflight and one round trip instead of one each; the HTTP client hands
 * each GET its part), every other read as its own GET.
 */
function sentAs(paths: readonly string[]): readonly string[] {
  const held = PAGE_FIRST_READS.filter(({ route }) => paths.includes(route.path)).flatMap(({ reads }) => reads.map((read) => read.path));
  return paths.filter((path) => !held.includes(path));
}

/** The API paths each page a session may open reads early, by page name. */
export function earlyReadsByRoute(): Readonly<Record<string, readonly string[]>> {
  const signedIn = ROUTES.filter((route) => route.access !== 'signedOut');
  return Object.fromEntries(
    signedIn.map((route) => {
      const names: readonly ApiRouteName[] = [
        ...EARLY_READS.every,
        ...(CANDIDATE_ACCESS.includes(route.access) ? EARLY_READS.candidate : []),
        ...('earlyReads' in route ? route.earlyReads : []),
      ];
      return [route.name, sentAs(names.map((name) => API_ROUTES[name].path))];
    }),
  );
}

/**
 * Where the early reads go, as the app's configuration (src/config/app-config.ts) says with the page's own
 * protocol and host name left as `{protocol}` and `{host}` (the local backend's default is on the page's host).
 */
export type EarlyReadsTarget = Pick<EarlyReadsData, 'apiUrl' | 'supabaseUrl'>;

/** The placeholders of an EarlyReadsTarget, handed to readAppConfig as the page's location. */
export const PAGE_LOCATION = { protocol: '{protocol}', hostname: '{host}' } as const;

/** The boot script's data: without `boot` (development) the page keeps its own entry script; without `target` no early reads. */
export function shellData(preload: PreloadMap, boot: ShellBoot | null, target: EarlyReadsTarget | undefined): ShellData {
  return { preload, boot, early: target ? { apiUrl: target.apiUrl, supabaseUrl: target.supabaseUrl, reads: earlyReadsByRoute() } : null };
}

const ENTRY_TAG = /\s*<script type="module" crossorigin src="([^"]+)"><\/script>/g;
const PRELOAD_TAG = /\s*<link rel="modulepreload" crossorigin href="([^"]+)">/g;

/** The chunks run as scripts of their own before the entry (ShellBoot.first), by their chunk name. */
export const FIRST_CHUNK_NAMES = ['react'] as const;

/** Takes Vite's entry script and modulepreload tags out of the built page, for the boot script to add. */
export function takeBootTags(html: string, bundle: Readonly<Record<string, BundleChunk>> = {}): { html: string; boot: ShellBoot } {
  const entries = [...html.matchAll(ENTRY_TAG)].map((match) => match[1] ?? '');
  const [entry] = entries;
  if (entries.length !== 1 || entry === undefined) throw new Error(`html-shell: expected one entry script in index.html, found ${entries.length}`);
  const preload = [...html.matchAll(PRELOAD_TAG)].map((match) => match[1] ?? '');
  const firstFiles = new Set(Object.values(bundle).filter((chunk) => chunk.type === 'chunk' && (FIRST_CHUNK_NAMES as readonly string[]).includes(chunk.name ?? '')).map((chunk) => chunk.fileName));
  const first = preload.filter((file) => firstFiles.has(file.replace(/^\//, '')));
  return { html: html.replace(ENTRY_TAG, '').replace(PRELOAD_TAG, ''), boot: { entry, preload, ...(first.length > 0 ? { first } : {}) } };
}

/**
 * src/boot bundled by Vite (Rolldown) into one minified classic script. ES2017: it runs on every page load, before
 * anything else, and shows the brand even in a browser too old for the app.
 */
export async function bundleBootScript(entry = fileURLToPath(new URL('../src/boot/boot.ts', import.meta.url))): Promise<string> {
  const output = (await build({
    configFile: false,
    logLevel: 'warn',
    // The boot script reads no VITE_* variable (its data comes as ShellData) and has no public folder.
    envDir: false,
    publicDir: false,
    build: {
      write: false,
      target: 'es2022',
      minify: true,
      sourcemap: false,
      emptyOutDir: false,
      copyPublicDir: false,
      reportCompressedSize: false,
      lib: { entry, formats: ['iife'], name: 'admissionBoot', fileName: 'boot' },
    },
  })) as Rolldown.RolldownOutput | Rolldown.RolldownOutput[];
  const [result] = [output].flat();
  const items: readonly (Rolldown.OutputChunk | Rolldown.OutputAsset)[] = result?.output ?? [];
  const chunks = items.filter((item): item is Rolldown.OutputChunk => item.type === 'chunk');
  const [script] = chunks;
  if (chunks.length !== 1 || script === undefined) throw new Error(`boot script: expected one chunk, got ${chunks.length}`);
  return script.code.trim();
}

/** JSON inside a <script> element: no `<` can end the element early. */
const scriptJson = (value: unknown): string => JSON.stringify(value).replace(/</g, '\\u003c');

/** The ShellData as JSON, then the boot script that reads it. */
export const bootTags = (data: ShellData, script: string): string =>
  `<script type="application/json" id="${SHELL_DATA_ID}">${scriptJson(data)}</script>\n    <script>${script}</script>`;
