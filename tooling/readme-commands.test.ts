// Every command README.md and the pages of docs/ ask for works as written on a fresh clone: each `npm run X` exists at the root,
// each `node <file>` is there, and no line needs a tool a newcomer does not have (pnpm, npx downloads).
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { commandProblems, readmeCommands, type CheckContext } from './readme-commands';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
const rootPackage = JSON.parse(readFileSync(join(root, 'package.json'), 'utf8')) as CheckContext['rootPackage'];
const repository: CheckContext = { rootPackage, exists: (path) => existsSync(join(root, path)) };

const sample: CheckContext = {
  rootPackage: { scripts: { test: 'x', start: 'x', storybook: 'x' }, devDependencies: { chromatic: '1' } },
  exists: (path) => path === 'scripts/bootstrap.mjs',
};
const problemsIn = (markdown: string) => commandProblems(readmeCommands(markdown), sample).map((found) => found.problem);

describe('the README checker', () => {
  it('reads fenced shell lines (comments, prompts and continuations handled) and inline commands, not prose', () => {
    const markdown = [
      '# Guide',
      'Then `npm run storybook`.',
      '## Start',
      'Run `npm start`, or look at `package.json`, `npm` and `GET /__dev/accounts`.',
      '```sh',
      '$ npm test   # all of it',
      '# a comment line',
      'npm run storybook -- \\',
      '  --port 6007',
      '```',
      '```json',
      '{ "pnpm": "not a command" }',
      '```',
    ].join('\n');
    expect(readmeCommands(markdown)).toEqual([
      { line: 2, text: 'npm run storybook', section: 'Guide', page: 'Guide' },
      { line: 4, text: 'npm start', section: 'Start', page: 'Guide' },
      { line: 6, text: 'npm test', section: 'Start', page: 'Guide' },
      { line: 8, text: 'npm run storybook -- --port 6007', section: 'Start', page: 'Guide' },
    ]);
  });

  it.each([
    ['`pnpm --filter @admission/ui run storybook`', "pnpm: not on a newcomer's PATH"],
    ['```sh\nnpm run build-storybook\n```', 'npm run build-storybook: no such script'],
    ['`npx supabase link`', 'npx supabase: not a dependency'],
    ['```sh\nnode scripts/missing.mjs\n```', 'node scripts/missing.mjs: no such file'],
    ['```sh\nCI=1 npm test && tsx src/cli.ts\n```', "tsx: not on a newcomer's PATH"],
    ['## Setup\n`supabase db push`', "supabase: not on a newcomer's PATH"],
  ])('flags %s', (markdown, problem) => {
    expect(problemsIn(markdown).join('\n')).toContain(problem);
  });

  it.each([['`npm run storybook`'], ['```sh\nnode scripts/bootstrap.mjs --browser\n```'], ['`npx chromatic --help`'], ['## Deploy\n```sh\nsupabase link --project-ref abc\n```'], ['# Deploy\n## Link\n```sh\nsupabase link --project-ref abc\n```']])(
    'accepts %s',
    (markdown) => {
      expect(problemsIn(markdown)).toEqual([]);
    },
  );
});

/** The README and every page of docs/ (the decision records keep the commands of their day). */
const guides = ['README.md', ...readdirSync(join(root, 'docs')).filter((name) => name.endsWith('.md')).map((name) => `docs/${name}`)];
const commandsOf = (file: string) => readmeCommands(readFileSync(join(root, file), 'utf8'));

describe.each(guides)('%s', (file) => {
  it('has only commands that work as written on a fresh clone', () => {
    expect(commandProblems(commandsOf(file), repository)).toEqual([]);
  });
});

it('reads the README and docs/ at all (they ask for the two commands and the npm scripts)', () => {
  expect(guides).toContain('docs/testing.md');
  const all = guides.flatMap(commandsOf).map((command) => command.text);
  expect(all).toEqual(expect.arrayContaining(['npm start', 'npm test']));
  expect(all.filter((text) => text.startsWith('npm run ')).length).toBeGreaterThan(5);
});
