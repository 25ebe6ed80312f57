// Proves each brand fact has one source: no source file but the domain's brands module spells a brand's name, its
// name in a sentence, its contact or one of its hosts as a string of its own (comment lines aside). Tests and e2e specs may: they assert
// what a user sees.
import { spawnSync } from 'node:child_process';
import { readFileSync, rmSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterEach, describe, expect, it } from 'vitest';
import { BRAND_CONFIG } from '../packages/domain/src/brands/brands.ts';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
const SOURCE = 'packages/domain/src/brands/brands.ts';
const CODE_ENDINGS = ['.ts', '.tsx', '.mjs', '.cjs', '.js', '.html', '.json'];
/** Files that state what a user sees rather than read a brand: tests, e2e specs, stories, contracts. */
const ASSERTING = ['.test.ts', '.test.tsx', '.spec.ts', '.stories.tsx', '.stories.ts'];
const ASSERTING_FOLDERS = ['/e2e/', '/pacts/', '/__screenshots__/'];

const brandFacts = (): string[] =>
  [BRAND_CONFIG.first, BRAND_CONFIG.second, BRAND_CONFIG.fallback].flatMap((brand) => [
    brand.name,
    ...Object.values('nameInSentence' in brand ? brand.nameInSentence : {}),
    brand.contact.email,
    ...(brand.contact.phone === null ? [] : [brand.contact.phone]),
    // 'localhost' names this machine, not a brand.
    ...('hosts' in brand ? brand.hosts.filter((host) => host !== 'localhost') : []),
  ]);

function sourceFiles(): string[] {
  const listed = spawnSync('git', ['ls-files', '--cached', '--others', '--exclude-standard', 'packages', '.storybook'], { cwd: root, encoding: 'utf8' });
  return listed.stdout
    .split('\n')
    .filter((file) => CODE_ENDINGS.some((ending) => file.endsWith(ending)))
    .filter((file) => !ASSERTING.some((ending) => file.endsWith(ending)) && !ASSERTING_FOLDERS.some((folder) => `/${file}`.includes(folder)))
    .filter((file) => file !== SOURCE);
}

/** The text without its comment lines (a comment may quote a brand to explain the code). */
const codeLines = (text: string): string =>
  text
    .split('\n')
    .filter((line) => !['//', '/*', '*'].some((start) => line.trimStart().startsWith(start)))
    .join('\n');

/** `file: fact` for each brand fact a file spells as a whole string literal. */
function brandFactCopies(): string[] {
  const facts = brandFacts();
  return sourceFiles().flatMap((file) => {
    const text = codeLines(readFileSync(join(root, file), 'utf8'));
    return facts.filter((fact) => ["'", '"', '`'].some((quote) => text.includes(`${quote}${fact}${quote}`))).map((fact) => `${file}: ${fact}`);
  });
}

const planted: string[] = [];
afterEach(() => {
  for (const file of planted.splice(0)) rmSync(file, { force: true });
});

describe('brand facts', () => {
  it('are spelled only in the domain brands module', () => {
    expect(brandFacts()).toContain('admissions@lumiere.example');
    expect(brandFactCopies()).toEqual([]);
  });

  it.each([
    ['packages/local-backend/src/zz-planted.ts', "export const school = { name: 'École Lumière' };\n", 'École Lumière'],
    ['packages/web/src/zz-planted.ts', 'export const contact = "admissions@northbridge.example";\n', 'admissions@northbridge.example'],
    ['packages/domain/src/testing/zz-planted.ts', 'export const hosts = [`apply.northbridge.example`];\n', 'apply.northbridge.example'],
  ])('finds a copy planted in %s', (path, source, fact) => {
    const file = join(root, path);
    writeFileSync(file, source);
    planted.push(file);
    expect(brandFactCopies()).toContain(`${path}: ${fact}`);
  });
});
