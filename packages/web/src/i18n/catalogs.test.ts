// The catalogs are complete: every message the code defines is in English and in French, no catalog
// keeps a message the code no longer uses, English matches the code's default texts, and each French
// message uses the same placeholders as its English one.
import { spawnSync } from 'node:child_process';
import { mkdtempSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

const webRoot = join(dirname(fileURLToPath(import.meta.url)), '..', '..');
const readCatalog = (language: string): Record<string, string> =>
  JSON.parse(readFileSync(join(webRoot, 'src/i18n/messages', `${language}.json`), 'utf8')) as Record<string, string>;

function extractDefaults(sources: readonly string[] = ['src/**/*.{ts,tsx}']): Record<string, string> {
  const outFile = join(mkdtempSync(join(tmpdir(), 'i18n-')), 'extracted.json');
  const result = spawnSync(
    join(webRoot, 'node_modules/.bin/formatjs'),
    ['extract', ...sources, '--ignore', 'src/**/*.test.{ts,tsx}', '--out-file', outFile, '--format', 'simple', '--throws'],
    { cwd: webRoot, encoding: 'utf8' },
  );
  if (result.status !== 0) throw new Error(`formatjs extract failed: ${result.stderr}`);
  return JSON.parse(readFileSync(outFile, 'utf8')) as Record<string, string>;
}

/** As scripts/compile-catalogs.mjs reads catalog-parts.json: a folder's sources, or one source file. */
const sourcesOf = (path: string): string => (/\.tsx?$/.test(path) ? path : `${path}/**/*.{ts,tsx}`);

const placeholders = (message: string): string[] =>
  [...new Set([...message.matchAll(/\{\s*([A-Za-z0-9_]+)\s*[,}]/g)].map((match) => match[1] ?? ''))].sort();

describe('message catalogs', () => {
  const defaults = extractDefaults();
  const english = readCatalog('en');
  const french = readCatalog('fr');

  it('English holds every message of the code, with the code\'s default text, and nothing else', () => {
    expect(english).toEqual(defaults);
  });

  it('French holds every message of the code and nothing else', () => {
    expect(Object.keys(french).sort()).toEqual(Object.keys(defaults).sort());
  });

  it('French uses the same placeholders as English in every message', () => {
    const mismatched = Object.keys(defaults).filter((id) => placeholders(french[id] ?? '').join() !== placeholders(english[id] ?? '').join());
    expect(mismatched).toEqual([]);
  });

  it('no French message is left empty', () => {
    expect(Object.entries(french).filter(([, text]) => text.trim() === '')).toEqual([]);
  });

  it('each page part holds the messages defined in its folders (a message of two parts in both), and the common part every other message', () => {
    const parts = JSON.parse(readFileSync(join(webRoot, 'src/i18n/catalog-parts.json'), 'utf8')) as Record<string, string[]>;
    const compiled = (name: string) => Object.keys(JSON.parse(readFileSync(join(webRoot, 'src/i18n/compiled', `${name}.json`), 'utf8')) as object).sort();
    const definedIn = Object.entries(parts).map(([part, paths]) => [part, Object.keys(extractDefaults(paths.map(sourcesOf)))] as const);
    const partCount = (id: string) => definedIn.filter(([, ids]) => ids.includes(id)).length;
    for (const [part, ids] of definedIn) {
      for (const language of ['en', 'fr']) expect(compiled(`${language}.${part}`)).toEqual([...ids].sort());
    }
    // A message defined in src/shared or src/app outside every part (a redirect's toast, say) shows on any page.
    const common = Object.keys(defaults).filter((id) => partCount(id) === 0).sort();
    for (const language of ['en', 'fr']) expect(compiled(language)).toEqual(common);
  });
});
