// Finds the page addresses written by hand in web's product code: every address comes from the route table
// (packages/web/src/app/routes.ts, its pathTo helper). Read with TypeScript's parser, so comments never count.
import { readdirSync, readFileSync } from 'node:fs';
import { join, relative, sep } from 'node:path';
import ts from 'typescript';

/** A literal that starts like an address of the site: a slash, then a letter ('/admin', `/reviews/${id}`). */
const looksLikeAnAddress = (text: string): boolean => text.length > 1 && text.startsWith('/') && /[A-Za-z]/.test(text.charAt(1));

const CODE_ENDINGS = ['.ts', '.tsx'];
const NOT_PRODUCT_CODE = ['.test.ts', '.test.tsx', '.stories.tsx', '.d.ts'];

/** web's product code under `src`: not its tests, stories, declarations or the route table itself. */
function productFiles(src: string): string[] {
  return readdirSync(src, { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile())
    .map((entry) => join(entry.parentPath, entry.name))
    .filter((file) => CODE_ENDINGS.some((ending) => file.endsWith(ending)) && !NOT_PRODUCT_CODE.some((ending) => file.endsWith(ending)))
    .filter((file) => relative(src, file) !== join('app', 'routes.ts') && relative(src, file).split(sep)[0] !== 'stories');
}

/** Each address literal of one source text, with its line (1-based). */
export function addressLiteralsIn(fileName: string, text: string): { readonly line: number; readonly text: string }[] {
  const source = ts.createSourceFile(fileName, text, ts.ScriptTarget.Latest, true, fileName.endsWith('.tsx') ? ts.ScriptKind.TSX : ts.ScriptKind.TS);
  const found: { line: number; text: string }[] = [];
  const visit = (node: ts.Node): void => {
    if ((ts.isStringLiteral(node) || ts.isNoSubstitutionTemplateLiteral(node) || ts.isTemplateHead(node)) && looksLikeAnAddress(node.text)) {
      found.push({ line: source.getLineAndCharacterOfPosition(node.getStart(source)).line + 1, text: node.text });
    }
    ts.forEachChild(node, visit);
  };
  visit(source);
  return found;
}

/** Every address literal of web's product code under `src`, as "file:line text". */
export function addressLiterals(src: string): string[] {
  return productFiles(src).flatMap((file) => addressLiteralsIn(file, readFileSync(file, 'utf8')).map(({ line, text }) => `${relative(src, file)}:${line} ${text}`));
}
