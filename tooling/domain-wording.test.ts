// Proves the domain keeps ids and rules, not words: no source of packages/domain/src (tests and test builders aside)
// holds a text in several languages, an object literal such as `{ en: 'Draft', fr: 'Brouillon' }` or
// `{ en: { label: '…' }, fr: { label: '…' } }`. Such words belong in the catalogs (packages/wording, or the web app's
// messages); docs/decisions/0037-wording-in-catalogs.md says which. The local backend's sources are held to the same
// rule (its seed aside: the demo school's quiz and rubric are content a school enters in each of its languages).
import { spawnSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import ts from 'typescript';
import { describe, expect, it } from 'vitest';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
/** The languages of the brands (the domain's BrandLanguage). */
const LANGUAGES: readonly string[] = ['en', 'fr'];

/** A literal text anywhere inside a value: a string, a template, in an array or a nested object. */
function holdsText(node: ts.Node): boolean {
  if (ts.isStringLiteral(node) || ts.isNoSubstitutionTemplateLiteral(node) || ts.isTemplateExpression(node)) return true;
  return ts.forEachChild(node, (child) => (holdsText(child) ? true : undefined)) ?? false;
}

const propertyName = (property: ts.ObjectLiteralElementLike): string | null =>
  property.name !== undefined && (ts.isIdentifier(property.name) || ts.isStringLiteral(property.name)) ? property.name.text : null;

/** The lines (1-based) where a source builds an object holding a text in two or more languages. */
export function wordingsIn(fileName: string, text: string): number[] {
  const source = ts.createSourceFile(fileName, text, ts.ScriptTarget.Latest, true);
  const lines: number[] = [];
  const visit = (node: ts.Node): void => {
    if (ts.isObjectLiteralExpression(node)) {
      const worded = node.properties.filter(
        (property) => ts.isPropertyAssignment(property) && LANGUAGES.includes(propertyName(property) ?? '') && holdsText(property.initializer),
      );
      if (worded.length >= 2) lines.push(source.getLineAndCharacterOfPosition(node.getStart()).line + 1);
    }
    ts.forEachChild(node, visit);
  };
  visit(source);
  return lines;
}

/** The sources of a package: tests, test builders and the other folders named are left out (they may word what they state). */
function sourcesOf(folder: string, leftOut: readonly string[]): string[] {
  const listed = spawnSync('git', ['ls-files', '--cached', '--others', '--exclude-standard', folder], { cwd: root, encoding: 'utf8' });
  return listed.stdout
    .split('\n')
    .filter((file) => file.endsWith('.ts') && !file.endsWith('.test.ts') && !leftOut.some((out) => file.startsWith(`${folder}/${out}/`)));
}

/** Where each source of the list builds a text in several languages, as `file:line`. */
const wordedPlaces = (sources: readonly string[]): string[] =>
  sources.flatMap((file) => wordingsIn(file, readFileSync(join(root, file), 'utf8')).map((line) => `${file}:${line}`));

describe('words outside the domain', () => {
  it('finds a text in several languages, flat, in lists or nested', () => {
    expect(wordingsIn('a.ts', "export const S = { en: 'Draft', fr: 'Brouillon' };")).toEqual([1]);
    expect(wordingsIn('a.ts', "const H = {\n  en: ['Application'],\n  fr: ['Candidature'],\n};")).toEqual([1]);
    expect(wordingsIn('a.ts', "const W = { cost: { en: { label: 'Cost' }, 'fr': { label: `Coût` } } };")).toEqual([1]);
  });

  it('leaves alone a language used as a value, a single language, and data without text', () => {
    expect(wordingsIn('a.ts', "const brand = { language: 'en', nameInSentence: { fr: 'la Northbridge' } };")).toEqual([]);
    expect(wordingsIn('a.ts', 'const counts = { en: 3, fr: 4 };')).toEqual([]);
    expect(wordingsIn('a.ts', 'const pick = (words: Record<string, string>) => ({ en: words.en, fr: words.fr });')).toEqual([]);
  });

  it('packages/domain/src holds no text in several languages', () => {
    const sources = sourcesOf('packages/domain/src', ['testing']);
    expect(sources.length).toBeGreaterThan(50);
    expect(wordedPlaces(sources)).toEqual([]);
  });

  it('packages/local-backend/src holds no text in several languages outside its seed', () => {
    const sources = sourcesOf('packages/local-backend/src', ['testing', 'seed']);
    expect(sources.length).toBeGreaterThan(50);
    expect(wordedPlaces(sources)).toEqual([]);
  });
});
