// Proves comments and test names say what the code does, not which ticket asked for it: no source file of the
// workspace (packages, tooling, scripts, .storybook, .ci) names an issue by its number, in words or as a number in
// parentheses after a hash. How a piece of code came to be is told in docs/decisions/; an upstream bug is cited by
// its URL.
import { spawnSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
const FOLDERS = ['packages', 'tooling', 'scripts', '.storybook', '.ci'];
const CODE_ENDINGS = ['.ts', '.tsx', '.mjs', '.cjs', '.js'];

/**
 * Files and folders other branches were still rewriting when this test came: they clean their own mentions, and once
 * merged this list is emptied so that the test covers every file.
 */
export const NOT_YET_CLEANED_OF_ISSUE_NUMBERS: readonly string[] = [];

const ISSUE_NUMBER = /\bissues? #\d+|\(#\d+\)/i;

/** The lines (1-based) of a text that name an issue number. */
export const issueNumberLines = (text: string): number[] =>
  text.split('\n').flatMap((line, index) => (ISSUE_NUMBER.test(line) ? [index + 1] : []));

function sourceFiles(): string[] {
  const listed = spawnSync('git', ['ls-files', '--cached', '--others', '--exclude-standard', ...FOLDERS], { cwd: root, encoding: 'utf8' });
  return listed.stdout
    .split('\n')
    .filter((file) => CODE_ENDINGS.some((ending) => file.endsWith(ending)))
    .filter((file) => !NOT_YET_CLEANED_OF_ISSUE_NUMBERS.some((path) => file.startsWith(path)));
}

describe('issue numbers in code', () => {
  const number = 31;
  it('are found in a comment, a test name or a parenthesis, and not in other numbers', () => {
    expect(issueNumberLines(`// Fixed for issue #${number}\nit('works (issues #${number} and #32)', f);\n/** Sort (#${number}). */`)).toEqual([1, 2, 3]);
    expect(issueNumberLines(`const colour = '#${number}a';\n// Tissue #${number} is not an issue\n// see https://github.com/rolldown/rolldown/issues/9729`)).toEqual([]);
  });

  it('appear in no source file', () => {
    const files = sourceFiles();
    expect(files.length).toBeGreaterThan(300);
    const found = files.flatMap((file) => issueNumberLines(readFileSync(join(root, file), 'utf8')).map((line) => `${file}:${line}`));
    expect(found).toEqual([]);
  });
});
