// Finds the portal page addresses written by hand in the local backend's e-mail code: the links of the e-mails the
// server writes take each page's path from the domain's portalPath (packages/domain/src/roles/portal-pages.ts), the
// source the web app's route table reads too. Read with TypeScript's parser, so comments never count.
import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { PORTAL_PAGES, portalPageAt } from '../packages/domain/src/roles/portal-pages';
import { literalsIn } from './web-product-code';

/** What marks a file as e-mail code: it renders an e-mail template or sends one. */
const EMAIL_CODE_MARKS = ['renderCandidateEmail(', 'magicLinkEmail(', 'outbox.send('];

/** The fixed start of each page address with parameters ('/reviews/' of '/reviews/:assignmentId'). */
const PARAMETER_PREFIXES = Object.values(PORTAL_PAGES).flatMap((pattern: string) => (pattern.includes(':') ? [pattern.slice(0, pattern.indexOf(':'))] : []));

/**
 * A piece of text that is a page's address, or the start of one a template goes on to fill ('/reviews/${id}'); a lone
 * slash is left alone (a separator as often as the home page).
 */
const namesAPage = (text: string): boolean => {
  const path = text.split(/[?#]/)[0] ?? '';
  return path.length > 1 && path.startsWith('/') && (portalPageAt(path) !== null || PARAMETER_PREFIXES.includes(path));
};

/** Each page address of one source text, in a string or any part of a template, with its line (1-based). */
export const pagePathsIn = (fileName: string, text: string): { readonly line: number; readonly text: string }[] => literalsIn(fileName, text, namesAPage, true);

/** The local backend's e-mail code under `src` (its tests aside). */
export function emailCodeFiles(src: string): string[] {
  return readdirSync(src, { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile() && entry.name.endsWith('.ts') && !entry.name.endsWith('.test.ts'))
    .map((entry) => join(entry.parentPath, entry.name))
    .filter((file) => {
      const text = readFileSync(file, 'utf8');
      return EMAIL_CODE_MARKS.some((mark) => text.includes(mark));
    });
}

/** Every page address written by hand in the e-mail code under `src`, as "file:line text". */
export function serverPagePaths(src: string): string[] {
  return emailCodeFiles(src).flatMap((file) => pagePathsIn(file, readFileSync(file, 'utf8')).map(({ line, text }) => `${relative(src, file)}:${line} ${text}`));
}
