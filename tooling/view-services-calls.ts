// Finds the views of web's product code that reach for the services locator (packages/web/src/di/services.ts)
// themselves: only data hooks and data modules (`.ts`) call `services()`; a view (`.tsx`) calls its hook. Read with
// TypeScript's parser, so comments and strings never count.
import { readFileSync } from 'node:fs';
import { relative } from 'node:path';
import ts from 'typescript';
import { lineOf, parseSource, productFiles } from './web-product-code';

/** The lines (1-based) of one source text's calls to `services`. */
export function servicesCallsIn(fileName: string, text: string): number[] {
  const source = parseSource(fileName, text);
  const lines: number[] = [];
  const visit = (node: ts.Node): void => {
    if (ts.isCallExpression(node) && ts.isIdentifier(node.expression) && node.expression.text === 'services') lines.push(lineOf(source, node));
    ts.forEachChild(node, visit);
  };
  visit(source);
  return lines;
}

/** Every call to `services` in a view (a `.tsx` file) of web's product code under `src`, as "file:line". */
export function viewsCallingServices(src: string): string[] {
  return productFiles(src)
    .filter((file) => file.endsWith('.tsx'))
    .flatMap((file) => servicesCallsIn(file, readFileSync(file, 'utf8')).map((line) => `${relative(src, file)}:${line}`));
}
