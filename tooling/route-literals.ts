// Finds the page addresses written by hand in web's product code: every address comes from the route table
// (packages/web/src/app/routes.ts, its pathTo helper), whose path patterns come from the domain's portal pages
// (packages/domain/src/roles/portal-pages.ts): no file of web's product code, the table included, writes one.
// Read with TypeScript's parser, so comments never count.
import { readFileSync } from 'node:fs';
import { relative } from 'node:path';
import { literalsIn, productFiles } from './web-product-code';

/** A literal that starts like an address of the site: a slash, then a letter ('/admin', `/reviews/${id}`). */
const looksLikeAnAddress = (text: string): boolean => text.length > 1 && text.startsWith('/') && /[A-Za-z]/.test(text.charAt(1));

/** Each address literal of one source text, with its line (1-based). */
export const addressLiteralsIn = (fileName: string, text: string): { readonly line: number; readonly text: string }[] => literalsIn(fileName, text, looksLikeAnAddress);

/** Every address literal of web's product code under `src`, as "file:line text". */
export function addressLiterals(src: string): string[] {
  return productFiles(src).flatMap((file) => addressLiteralsIn(file, readFileSync(file, 'utf8')).map(({ line, text }) => `${relative(src, file)}:${line} ${text}`));
}
