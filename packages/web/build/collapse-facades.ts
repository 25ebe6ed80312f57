// Rolldown gives every lazily imported module that a chunk group took (build/chunk-plan.ts) a chunk of its own that
// only re-exports it from the group's chunk (https://github.com/rolldown/rolldown/issues/9729; Rollup instead imports the group's chunk and picks
// the names). On a phone's connection that is one more request, and a round trip, before the page's code runs: the
// signed-in code's door (`portal`) and the dashboard's route were two such chunks on every signed-in page's first
// load. This plugin does what Rollup does: each `import('./facade.js')` becomes an import of the chunk the facade
// re-exports, with the facade's names picked from it, and the facade leaves the bundle (docs/decisions/0024).
import remapping from '@jridgewell/remapping';
import MagicString from 'magic-string';
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import { join, posix } from 'node:path';
import type { Plugin } from 'vite';

/** What a re-export-only chunk is: its target chunk (a file name) and each exported name with the target's name. */
export interface Facade {
  readonly target: string;
  readonly names: ReadonlyArray<readonly [exported: string, imported: string]>;
}

const FACADE = /^\s*export\s*\{([^}]*)\}\s*from\s*(["'`])(\.{1,2}\/[^"'`]+)\2\s*;?\s*(?:\/\/# sourceMappingURL=\S+\s*)?$/;
const IDENTIFIER = /^[A-Za-z_$][\w$]*$/;

/** The facade that `code` (a chunk named `fileName`) is, or null when it does anything but re-export one chunk. */
export function facadeOf(fileName: string, code: string): Facade | null {
  const match = FACADE.exec(code);
  if (match === null) return null;
  const names: Array<readonly [string, string]> = [];
  for (const part of (match[1] ?? '').split(',')) {
    const words = part.trim().split(/\s+as\s+/);
    const [imported, exported = imported] = words;
    if (words.length > 2 || imported === undefined || exported === undefined || !IDENTIFIER.test(imported) || !IDENTIFIER.test(exported)) return null;
    names.push([exported, imported]);
  }
  if (names.length === 0) return null;
  return { target: posix.join(posix.dirname(fileName), match[3] ?? ''), names };
}

/** A dynamic import of a relative file, the specifier in any of JavaScript's three quotes. */
const DYNAMIC_IMPORT = /\bimport\(\s*(["'`])(\.{1,2}\/[^"'`$]+)\1\s*\)/g;

/**
 * `code` (the chunk `fileName`) with each dynamic import of a facade turned into an import of its target that picks
 * the facade's names; null when it imports no facade.
 */
export function withoutFacadeImports(fileName: string, code: string, facades: ReadonlyMap<string, Facade>): MagicString | null {
  const edited = new MagicString(code);
  for (const match of code.matchAll(DYNAMIC_IMPORT)) {
    const [whole, quote, specifier] = match;
    const facade = facades.get(posix.join(posix.dirname(fileName), specifier ?? ''));
    if (facade === undefined || quote === undefined) continue;
    let target = posix.relative(posix.dirname(fileName), facade.target);
    if (!target.startsWith('.')) target = `./${target}`;
    const picked = facade.names.map(([exported, imported]) => `${exported}:m.${imported}`).join(',');
    edited.overwrite(match.index, match.index + whole.length, `import(${quote}${target}${quote}).then((m)=>({${picked}}))`);
  }
  return edited.hasChanged() ? edited : null;
}

interface BundleChunk {
  readonly type: 'chunk';
  readonly fileName: string;
  code: string;
  map: { toString(): string; file?: string | null } | null;
  readonly imports: readonly string[];
  dynamicImports: string[];
}
type BundleItem = BundleChunk | { readonly type: 'asset'; readonly fileName: string; source: string | Uint8Array };

/** Removes the facades of `bundle`, rewriting the imports of each (and their source maps); returns each with its target. */
export function collapseFacades(bundle: Record<string, BundleItem>): Array<{ readonly file: string; readonly target: string }> {
  const chunks = Object.values(bundle).filter((item): item is BundleChunk => item.type === 'chunk');
  const facades = new Map<string, Facade>();
  for (const chunk of chunks) {
    const facade = facadeOf(chunk.fileName, chunk.code);
    // A facade of a facade, or of a file not in the bundle, is left alone.
    if (facade !== null && bundle[facade.target]?.type === 'chunk' && facadeOf(facade.target, (bundle[facade.target] as BundleChunk).code) === null) {
      facades.set(chunk.fileName, facade);
    }
  }
  if (facades.size === 0) return [];
  for (const chunk of chunks) {
    if (facades.has(chunk.fileName)) continue;
    const edited = withoutFacadeImports(chunk.fileName, chunk.code, facades);
    // This chunk imports no facade lazily.
    if (edited === null) continue;
    chunk.code = edited.toString();
    chunk.dynamicImports = [...new Set(chunk.dynamicImports.map((file) => facades.get(file)?.target ?? file))];
    if (chunk.map !== null) {
      const edit = edited.generateMap({ source: chunk.fileName, hires: 'boundary' });
      const map = remapping([edit.toString(), chunk.map.toString()], () => null);
      if (chunk.map.file) map.file = chunk.map.file;
      chunk.map = map;
      const mapAsset = bundle[`${chunk.fileName}.map`];
      if (mapAsset?.type === 'asset') mapAsset.source = map.toString();
    }
  }
  // Only facades that no chunk still imports statically go.
  const removed: Array<{ readonly file: string; readonly target: string }> = [];
  for (const [file, { target }] of facades) {
    if (chunks.some((chunk) => !facades.has(chunk.fileName) && chunk.imports.includes(file))) continue;
    delete bundle[file];
    delete bundle[`${file}.map`];
    removed.push({ file, target });
  }
  return removed;
}

interface ManifestEntry {
  readonly file: string;
  readonly src?: string;
  readonly isDynamicEntry?: boolean;
  readonly [key: string]: unknown;
}

/**
 * The build manifest (`.vite/manifest.json`) with each removed facade's module named again, now by the chunk that
 * holds it: what reads the manifest (`bench:size`, a server's preload list) still finds `src/app/portal.ts`.
 */
export function manifestWithModules(manifestJson: string, removed: ReadonlyArray<{ readonly module: string; readonly target: string }>): string {
  const manifest = JSON.parse(manifestJson) as Record<string, ManifestEntry>;
  for (const { module, target } of removed) {
    const holder = Object.values(manifest).find((entry) => entry.file === target);
    if (holder === undefined || module in manifest) continue;
    manifest[module] = { ...holder, src: module, isDynamicEntry: true };
  }
  return JSON.stringify(manifest, null, 2);
}

/** The build's plugin: runs before Vite's own bundle work (preload lists, index.html) sees the facades. */
export function collapseFacadesPlugin(root: string): Plugin {
  let removed: Array<{ readonly module: string; readonly target: string }> = [];
  return {
    name: 'admission-collapse-facades',
    apply: 'build',
    generateBundle: {
      order: 'pre',
      handler(_options, bundle) {
        const facades = Object.fromEntries(
          Object.values(bundle).flatMap((item) => (item.type === 'chunk' && item.facadeModuleId ? [[item.fileName, item.facadeModuleId]] : [])),
        );
        const targets = collapseFacades(bundle as unknown as Record<string, BundleItem>);
        removed = targets.flatMap(({ file, target }) => {
          const module = facades[file];
          return module === undefined ? [] : [{ module: posix.relative(root, module), target }];
        });
      },
    },
    // After Vite wrote the manifest.
    writeBundle: {
      order: 'post',
      handler(options) {
        const path = join(options.dir ?? '', '.vite/manifest.json');
        if (removed.length === 0 || !existsSync(path)) return;
        writeFileSync(path, manifestWithModules(readFileSync(path, 'utf8'), removed));
      },
    },
  };
}
