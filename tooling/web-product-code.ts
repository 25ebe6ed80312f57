// web's product code, file by file, for the architecture checks that read it with TypeScript's parser.
import { readdirSync } from 'node:fs';
import { join, relative, sep } from 'node:path';
import ts from 'typescript';

const CODE_ENDINGS = ['.ts', '.tsx'];
const NOT_PRODUCT_CODE = ['.test.ts', '.test.tsx', '.stories.tsx', '.d.ts'];

/** web's product code under `src`: its `.ts` and `.tsx` files but its tests, stories and declarations. */
export function productFiles(src: string): string[] {
  return readdirSync(src, { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile())
    .map((entry) => join(entry.parentPath, entry.name))
    .filter((file) => CODE_ENDINGS.some((ending) => file.endsWith(ending)) && !NOT_PRODUCT_CODE.some((ending) => file.endsWith(ending)))
    .filter((file) => relative(src, file).split(sep)[0] !== 'stories');
}

/** One source text parsed as its file's kind (TSX for a `.tsx` file), with parent links. */
export const parseSource = (fileName: string, text: string): ts.SourceFile =>
  ts.createSourceFile(fileName, text, ts.ScriptTarget.Latest, true, fileName.endsWith('.tsx') ? ts.ScriptKind.TSX : ts.ScriptKind.TS);

/** The 1-based line of a node in its source. */
export const lineOf = (source: ts.SourceFile, node: ts.Node): number => source.getLineAndCharacterOfPosition(node.getStart(source)).line + 1;

/**
 * Each text of a source's strings and templates that `accept` takes, with its line (1-based): whole strings and a
 * template's start, and with `everyTemplatePart` each text between a template's substitutions too.
 */
export function literalsIn(fileName: string, text: string, accept: (literal: string) => boolean, everyTemplatePart = false): { readonly line: number; readonly text: string }[] {
  const source = parseSource(fileName, text);
  const found: { line: number; text: string }[] = [];
  const isLiteral = (node: ts.Node): node is ts.LiteralLikeNode =>
    ts.isStringLiteral(node) || ts.isNoSubstitutionTemplateLiteral(node) || (everyTemplatePart ? ts.isTemplateLiteralToken(node) : ts.isTemplateHead(node));
  const visit = (node: ts.Node): void => {
    if (isLiteral(node) && accept(node.text)) found.push({ line: lineOf(source, node), text: node.text });
    ts.forEachChild(node, visit);
  };
  visit(source);
  return found;
}
