// The build's module graph as the chunk plan (build/chunk-plan.ts) reads it: which modules each module needs. A
// package's index.ts only re-exports its modules, so the plain graph would say that every importer of
// `@admission/ui` needs every component; here an import through such a re-export module counts for the modules of the
// names it takes, as the bundle, which keeps only what is used (`sideEffects: false`), has them.

/** What the plan reads of a module in the build's graph. */
export interface ModuleFacts {
  readonly isEntry: boolean;
  /** The modules it needs statically, a re-export module's (an index.ts) replaced by the modules of the names it takes. */
  readonly importedIds: readonly string[];
  readonly dynamicallyImportedIds: readonly string[];
  readonly dynamicImporters: readonly string[];
  /** It only passes other modules' names on (an index.ts): the bundle keeps no code of it, and no chunk imports it. */
  readonly reexportsOnly: boolean;
}

export interface ModuleGraph {
  readonly ids: Iterable<string>;
  info(id: string): ModuleFacts | null;
}

/** The part of Rolldown's plugin context the graph reads. */
export interface BuildContext {
  getModuleIds(): IterableIterator<string>;
  getModuleInfo(id: string): {
    readonly isEntry: boolean;
    readonly code: string | null;
    readonly exports: readonly string[];
    readonly importedIds: readonly string[];
    readonly dynamicallyImportedIds: readonly string[];
    readonly dynamicImporters: readonly string[];
  } | null;
  parse(code: string): unknown;
  resolve(source: string, importer?: string): Promise<{ readonly id: string } | null>;
}

/** The names an import or a re-export takes from its module: `all` for a namespace or a bare import. */
type Taken = ReadonlySet<string> | 'all';

/** One import or re-export of a module, by the source text. */
interface Link {
  readonly source: string;
  /** The names it takes, each with the name it gives it (a re-export's exported name; an import's imported one). */
  readonly names: ReadonlyArray<readonly [taken: string, given: string]> | 'all';
}

/**
 * A module's imports and re-exports, and whether it does nothing else (a re-export module: `export … from`, or imports
 * it exports again as they are, as react-aria's index files do).
 */
interface Links {
  /** Its imports and re-exports, for the names it takes from each module. */
  readonly imports: readonly Link[];
  /** Its exports of another module's names: for a re-export module, where each of its names comes from. */
  readonly reexports: readonly Link[];
  /** The modules it imports for their effects alone (`import 'client-only'`). */
  readonly bare: readonly string[];
  readonly reexportsOnly: boolean;
}

interface Named {
  readonly type: string;
  readonly name?: string;
  readonly value?: unknown;
}
interface Specifier {
  readonly type: string;
  readonly importKind?: string;
  readonly exportKind?: string;
  readonly imported?: Named;
  readonly local?: Named;
  readonly exported?: Named | null;
}
interface Statement {
  readonly type: string;
  readonly importKind?: string;
  readonly exportKind?: string;
  readonly source?: { readonly value?: unknown } | null;
  readonly specifiers?: readonly Specifier[];
  readonly declaration?: unknown;
  readonly exported?: Named | null;
}

const nameOf = (node: Named | null | undefined): string => (node === null || node === undefined ? '' : typeof node.name === 'string' ? node.name : String(node.value));

/** The imports and re-exports of a parsed module (an ESTree program), type-only ones left out. */
export function linksOf(program: unknown): Links {
  const body = (program as { readonly body?: readonly Statement[] }).body ?? [];
  const imports: Link[] = [];
  const reexports: Link[] = [];
  /** Each name an import binds: its module and its name there. */
  const bound = new Map<string, readonly [source: string, taken: string]>();
  const localExports: Array<readonly [local: string, exported: string]> = [];
  const bare: string[] = [];
  let reexportsOnly = body.length > 0;
  for (const statement of body) {
    const source = typeof statement.source?.value === 'string' ? statement.source.value : null;
    if (statement.importKind === 'type' || statement.exportKind === 'type') continue;
    if (statement.type === 'ImportDeclaration' && source !== null) {
      const all = statement.specifiers ?? [];
      const specifiers = all.filter((specifier) => specifier.importKind !== 'type');
      if (all.length > 0 && specifiers.length === 0) continue;
      if (all.length === 0) bare.push(source);
      const namespace = specifiers.length === 0 || specifiers.some((specifier) => specifier.type === 'ImportNamespaceSpecifier');
      if (namespace && all.length > 0) reexportsOnly = false;
      const names = specifiers.map((specifier) => (specifier.type === 'ImportDefaultSpecifier' ? 'default' : nameOf(specifier.imported)));
      imports.push({ source, names: namespace ? 'all' : names.map((name) => [name, name]) });
      specifiers.forEach((specifier, index) => bound.set(nameOf(specifier.local), [source, names[index] ?? '']));
    } else if (statement.type === 'ExportNamedDeclaration' && source !== null) {
      const specifiers = (statement.specifiers ?? []).filter((specifier) => specifier.exportKind !== 'type');
      if (specifiers.length === 0) continue;
      const link: Link = { source, names: specifiers.map((specifier) => [nameOf(specifier.local), nameOf(specifier.exported)]) };
      imports.push(link);
      reexports.push(link);
    } else if (statement.type === 'ExportNamedDeclaration' && statement.declaration == null) {
      for (const specifier of statement.specifiers ?? []) if (specifier.exportKind !== 'type') localExports.push([nameOf(specifier.local), nameOf(specifier.exported)]);
    } else if (statement.type === 'ExportAllDeclaration' && source !== null) {
      const link: Link = { source, names: statement.exported ? [['*', nameOf(statement.exported)]] : 'all' };
      imports.push(link);
      reexports.push(link);
    } else {
      reexportsOnly = false;
    }
  }
  for (const [local, exported] of localExports) {
    const from = bound.get(local);
    if (from === undefined) reexportsOnly = false;
    else reexports.push({ source: from[0], names: [[from[1], exported]] });
  }
  return { imports, reexports, bare, reexportsOnly };
}

/** The build's graph, each import through a re-export module replaced by the modules of the names it takes. */
export async function moduleGraphOf(context: BuildContext): Promise<ModuleGraph> {
  const ids = [...context.getModuleIds()];
  const parsed = new Map<string, Links>();
  const linksIn = (id: string): Links => {
    let links = parsed.get(id);
    if (links === undefined) {
      const code = context.getModuleInfo(id)?.code ?? null;
      links = code === null ? { imports: [], reexports: [], bare: [], reexportsOnly: false } : linksOf(context.parse(code));
      parsed.set(id, links);
    }
    return links;
  };
  const resolved = new Map<string, string | null>();
  const resolve = async (source: string, importer: string): Promise<string | null> => {
    const key = `${importer}\u0000${source}`;
    if (!resolved.has(key)) resolved.set(key, (await context.resolve(source, importer))?.id ?? null);
    return resolved.get(key) ?? null;
  };
  const reexporting = (id: string): boolean => linksIn(id).reexportsOnly;

  /** The modules whose code the names `taken` of `id` come from (a re-export module itself counts too). */
  const modulesFor = async (id: string, taken: Taken, into: Set<string>, seen = new Set<string>()): Promise<void> => {
    into.add(id);
    if (!reexporting(id)) return;
    for (const source of linksIn(id).bare) {
      const target = await resolve(source, id);
      if (target !== null) into.add(target);
    }
    for (const link of linksIn(id).reexports) {
      const target = await resolve(link.source, id);
      if (target === null) continue;
      if (link.names === 'all') {
        // `export *`: the names the target exports.
        const exported = context.getModuleInfo(target)?.exports ?? [];
        const wanted = taken === 'all' ? 'all' : new Set(exported.filter((name) => taken.has(name)));
        if (wanted !== 'all' && wanted.size === 0) continue;
        const key = `${target}\u0000${wanted === 'all' ? '*' : [...wanted].join(',')}`;
        if (seen.has(key)) continue;
        seen.add(key);
        await modulesFor(target, wanted, into, seen);
        continue;
      }
      const wanted = new Set<string>();
      let everything = false;
      for (const [inTarget, given] of link.names) {
        if (taken !== 'all' && !taken.has(given)) continue;
        if (inTarget === '*') everything = true;
        else wanted.add(inTarget);
      }
      if (!everything && wanted.size === 0) continue;
      await modulesFor(target, everything ? 'all' : wanted, into, seen);
    }
  };

  const facts = new Map<string, ModuleFacts>();
  for (const id of ids) {
    const info = context.getModuleInfo(id);
    if (info === null) continue;
    const needed = new Set<string>();
    // A re-export module its importers take names of needs nothing itself: they need the modules of those names. One
    // loaded as a whole (imported lazily, an entry) needs all it re-exports.
    if (reexporting(id)) {
      if (info.isEntry || info.dynamicImporters.length > 0) await modulesFor(id, 'all', needed);
      needed.delete(id);
      facts.set(id, { isEntry: info.isEntry, importedIds: [...needed], dynamicallyImportedIds: info.dynamicallyImportedIds, dynamicImporters: info.dynamicImporters, reexportsOnly: true });
      continue;
    }
    const throughReexports = info.importedIds.filter(reexporting);
    for (const target of info.importedIds) if (!throughReexports.includes(target)) needed.add(target);
    if (throughReexports.length > 0) {
      for (const link of linksIn(id).imports) {
        const target = await resolve(link.source, id);
        if (target === null || !throughReexports.includes(target)) continue;
        await modulesFor(target, link.names === 'all' ? 'all' : new Set(link.names.map(([taken]) => taken)), needed);
      }
    }
    facts.set(id, { isEntry: info.isEntry, importedIds: [...needed], dynamicallyImportedIds: info.dynamicallyImportedIds, dynamicImporters: info.dynamicImporters, reexportsOnly: false });
  }
  return { ids, info: (id) => facts.get(id) ?? null };
}
