import { parseAst } from 'vite';
import { describe, expect, it } from 'vitest';
import { linksOf, moduleGraphOf, type BuildContext } from './module-graph';

/** A build context over modules given by their code; a source resolves to `/m/<source without ./>.js`. */
function contextOf(modules: Readonly<Record<string, string>>, entry: string): BuildContext {
  const id = (source: string) => `/m/${source.replace('./', '')}.js`;
  const sources = (code: string) => [...parseAst(code).body].flatMap((node) => ('source' in node && node.source !== null && node.source !== undefined && typeof node.source.value === 'string' ? [node.source.value] : []));
  const exportsOf = (code: string): string[] => linksOf(parseAst(code)).reexports.flatMap((link) => (link.names === 'all' ? [] : link.names.map(([, given]) => given)));
  return {
    getModuleIds: () => Object.keys(modules).map(id)[Symbol.iterator](),
    getModuleInfo: (moduleId) => {
      const name = Object.keys(modules).find((each) => id(each) === moduleId);
      const code = name === undefined ? undefined : modules[name];
      if (code === undefined) return null;
      return {
        isEntry: name === entry,
        code,
        exports: [...exportsOf(code), ...[...code.matchAll(/export (?:const|function) (\w+)/g)].map((match) => match[1] ?? '')],
        importedIds: [...new Set(sources(code).map(id))],
        dynamicallyImportedIds: [],
        dynamicImporters: [],
      };
    },
    parse: (code) => parseAst(code),
    resolve: async (source) => ({ id: id(source) }),
  };
}

describe('the module graph the chunk plan reads', () => {
  it('tells a module that only passes names on (export from, or import then export) from one with code', () => {
    expect(linksOf(parseAst("export * from './a'; export { b as c } from './b';")).reexportsOnly).toBe(true);
    expect(linksOf(parseAst("import 'client-only'; import { a as x } from './a'; export { x as a };")).reexportsOnly).toBe(true);
    expect(linksOf(parseAst("import { a } from './a'; export const b = a;")).reexportsOnly).toBe(false);
    expect(linksOf(parseAst("import * as all from './a'; export { all };")).reexportsOnly).toBe(false);
  });

  it("counts an import through a package's index for the modules of the names it takes, not for every module the index names", async () => {
    const graph = await moduleGraphOf(
      contextOf(
        {
          page: "import { Alert, formatMoney } from './index'; export const page = [Alert, formatMoney];",
          index: "export * from './alert'; export * from './dialog'; export { money as formatMoney } from './money-index';",
          'money-index': "import { money as m } from './money'; export { m as money };",
          alert: 'export const Alert = 1;',
          dialog: "import { Aria } from './aria'; export const Dialog = Aria;",
          aria: 'export const Aria = 2;',
          money: 'export function money() {}',
        },
        'page',
      ),
    );
    expect([...(graph.info('/m/page.js')?.importedIds ?? [])].sort()).toEqual(['/m/alert.js', '/m/index.js', '/m/money-index.js', '/m/money.js']);
    // The index needs nothing of its own, and the bundle keeps no code of it; the dialog still needs what it imports.
    expect(graph.info('/m/index.js')).toMatchObject({ importedIds: [], reexportsOnly: true });
    expect(graph.info('/m/page.js')?.reexportsOnly).toBe(false);
    expect(graph.info('/m/dialog.js')?.importedIds).toEqual(['/m/aria.js']);
  });

  it('counts a lazily imported index, loaded as a whole, for all it re-exports', async () => {
    const context = contextOf({ door: "export { shell } from './shell'; export { reads } from './reads';", shell: 'export const shell = 1;', reads: 'export const reads = 2;' }, 'none');
    const lazy: BuildContext = {
      ...context,
      getModuleInfo: (id) => {
        const info = context.getModuleInfo(id);
        return info === null || id !== '/m/door.js' ? info : { ...info, dynamicImporters: ['/m/main.js'] };
      },
    };
    const graph = await moduleGraphOf(lazy);
    expect([...(graph.info('/m/door.js')?.importedIds ?? [])].sort()).toEqual(['/m/reads.js', '/m/shell.js']);
  });
});
