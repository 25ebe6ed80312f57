import { TraceMap, originalPositionFor } from '@jridgewell/trace-mapping';
import MagicString from 'magic-string';
import { describe, expect, it } from 'vitest';
import { collapseFacades, facadeOf, manifestWithModules, withoutFacadeImports } from './collapse-facades';

const chunk = (fileName: string, code: string, dynamicImports: string[] = [], imports: string[] = []) => ({ type: 'chunk' as const, fileName, code, map: null, imports, dynamicImports });

describe('collapsing re-export chunks', () => {
  it('knows a facade by its one re-export, and nothing else for one', () => {
    expect(facadeOf('assets/portal-a.js', 'export{h as SignedInShell,g as prefetchRouteData}from"./portal-b.js";\n//# sourceMappingURL=portal-a.js.map')).toEqual({
      target: 'assets/portal-b.js',
      names: [
        ['SignedInShell', 'h'],
        ['prefetchRouteData', 'g'],
      ],
    });
    expect(facadeOf('assets/x.js', 'export{t}from"./y.js";')).toEqual({ target: 'assets/y.js', names: [['t', 't']] });
    expect(facadeOf('assets/x.js', 'import{t as e}from"./y.js";var a=e();export{a as Component};')).toBeNull();
    expect(facadeOf('assets/x.js', 'export*from"./y.js";')).toBeNull();
    expect(facadeOf('assets/x.js', 'export{}from"./y.js";')).toBeNull();
  });

  it("turns a lazy import of a facade into an import of its target that picks the facade's names", () => {
    const facades = new Map([['assets/portal-a.js', { target: 'assets/portal-b.js', names: [['prefetchRouteData', 'g'] as const] }]]);
    const code = 'let{prefetchRouteData:e}=await import(`./portal-a.js`);import("./other.js");';
    expect(withoutFacadeImports('assets/index.js', code, facades)?.toString()).toBe(
      'let{prefetchRouteData:e}=await import(`./portal-b.js`).then((m)=>({prefetchRouteData:m.g}));import("./other.js");',
    );
    expect(withoutFacadeImports('assets/index.js', 'import("./other.js")', facades)).toBeNull();
  });

  it('removes each facade from the bundle with its map, and points the importers (code and metadata) at the target', () => {
    const bundle = {
      'assets/index.js': chunk('assets/index.js', 'import(`./portal-a.js`).then(({createContainer:c})=>c());', ['assets/portal-a.js']),
      'assets/portal-a.js': chunk('assets/portal-a.js', 'export{K as createContainer}from"./portal-b.js";'),
      'assets/portal-a.js.map': { type: 'asset' as const, fileName: 'assets/portal-a.js.map', source: '{}' },
      'assets/portal-b.js': chunk('assets/portal-b.js', 'var K=()=>1;export{K};'),
    };
    expect(collapseFacades(bundle)).toEqual([{ file: 'assets/portal-a.js', target: 'assets/portal-b.js' }]);
    expect(Object.keys(bundle).sort()).toEqual(['assets/index.js', 'assets/portal-b.js']);
    expect(bundle['assets/index.js'].code).toBe('import(`./portal-b.js`).then((m)=>({createContainer:m.K})).then(({createContainer:c})=>c());');
    expect(bundle['assets/index.js'].dynamicImports).toEqual(['assets/portal-b.js']);
  });

  it('keeps a facade that a chunk still imports statically', () => {
    const bundle = {
      'assets/a.js': chunk('assets/a.js', 'import{K as x}from"./facade.js";import(`./facade.js`);', ['assets/facade.js'], ['assets/facade.js']),
      'assets/facade.js': chunk('assets/facade.js', 'export{K}from"./b.js";'),
      'assets/b.js': chunk('assets/b.js', 'var K=1;export{K};'),
    };
    expect(collapseFacades(bundle)).toEqual([]);
    expect(Object.keys(bundle)).toContain('assets/facade.js');
  });

  it("keeps the importer's source map true after the edit", () => {
    const code = 'const a=1;import(`./f.js`);const later=2;';
    const original = new MagicString('const a=1;import(`./f.js`);const later=2;').generateMap({ source: 'src/main.ts', hires: true, includeContent: true });
    const importer = { ...chunk('assets/index.js', code), map: original };
    const bundle = { 'assets/index.js': importer, 'assets/f.js': chunk('assets/f.js', 'export{x as y}from"./g.js";'), 'assets/g.js': chunk('assets/g.js', 'var x=1;export{x};') };
    collapseFacades(bundle);
    const edited = bundle['assets/index.js'];
    const column = edited.code.indexOf('later');
    const position = originalPositionFor(new TraceMap(JSON.parse(edited.map!.toString()) as never), { line: 1, column });
    expect(position).toMatchObject({ source: 'src/main.ts', line: 1, column: code.indexOf('later') });
  });

  it('names each removed facade’s module again in the manifest, by the chunk that holds it', () => {
    const manifest = JSON.stringify({ '_portal-b.js': { file: 'assets/portal-b.js', imports: ['_react.js'] } });
    const result = JSON.parse(manifestWithModules(manifest, [{ module: 'src/app/portal.ts', target: 'assets/portal-b.js' }])) as Record<string, unknown>;
    expect(result['src/app/portal.ts']).toEqual({ file: 'assets/portal-b.js', imports: ['_react.js'], src: 'src/app/portal.ts', isDynamicEntry: true });
  });
});
