// Proves the dependency-direction check is real: each forbidden import, planted in a scratch file,
// makes dependency-cruiser fail with the rule's name, and the tree as committed passes.
import { spawnSync } from 'node:child_process';
import { mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterEach, describe, expect, it } from 'vitest';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
const planted: string[] = [];

function cruise(...targets: string[]) {
  const result = spawnSync(join(root, 'node_modules/.bin/depcruise'), [...targets, '--config', '.dependency-cruiser.cjs'], {
    cwd: root,
    encoding: 'utf8',
  });
  return { status: result.status, output: `${result.stdout}${result.stderr}` };
}

function plant(relativePath: string, source: string): string {
  const file = join(root, relativePath);
  mkdirSync(dirname(file), { recursive: true });
  writeFileSync(file, source);
  planted.push(file);
  return relativePath;
}

afterEach(() => {
  for (const file of planted.splice(0)) rmSync(file, { force: true });
});

describe('dependency direction', () => {
  it('passes on the workspace as it is', () => {
    const result = cruise('packages');
    expect(result.output).toContain('no dependency violations found');
    expect(result.status).toBe(0);
  });

  it.each([
    ['domain-is-pure', 'packages/domain/src/zz-planted.ts', "import axios from 'axios';\nexport const x = axios;\n"],
    ['domain-is-pure', 'packages/domain/src/zz-planted.ts', "import * as ui from '@admission/ui';\nexport const x = ui;\n"],
    ['domain-is-pure', 'packages/domain/src/zz-planted.ts', "import { readFileSync } from 'node:fs';\nexport const x = readFileSync;\n"],
    // An installed package (fast-check is one of the workspace's): only @date-fns/tz is allowed (decision 0062).
    ['domain-is-pure', 'packages/domain/src/zz-planted.ts', "import fc from 'fast-check';\nexport const x = fc;\n"],
    ['tokens-are-data', 'packages/tokens/src/zz-planted.ts', "import * as domain from '@admission/domain';\nexport const x = domain;\n"],
    ['wording-only-domain', 'packages/wording/src/zz-planted.ts', "import * as tokens from '@admission/tokens';\nexport const x = tokens;\n"],
    ['adapters-only-domain', 'packages/adapters/src/zz-planted.ts', "import * as ui from '@admission/ui';\nexport const x = ui;\n"],
    ['ui-only-tokens', 'packages/ui/src/zz-planted.ts', "import * as domain from '@admission/domain';\nexport const x = domain;\n"],
    ['ui-only-tokens', 'packages/ui/src/zz-planted.ts', "import * as intl from 'react-intl';\nexport const x = intl;\n"],
    ['local-backend-no-front-end', 'packages/local-backend/src/zz-planted.ts', "import * as web from '@admission/web';\nexport const x = web;\n"],
    ['local-backend-no-front-end', 'packages/local-backend/src/zz-planted.ts', "import * as ui from '@admission/ui';\nexport const x = ui;\n"],
    ['local-backend-no-front-end', 'packages/local-backend/src/zz-planted.ts', "import { brandThemes } from '../../ui/src/theme/themes';\nexport const x = brandThemes;\n"],
    ['web-features-are-separate', 'packages/web/src/features/quiz/zz-planted.ts', "import * as a from '../auth/zz-inside';\nexport const x = a;\n"],
  ])('fails with %s when %s imports what it must not', (rule, path, source) => {
    if (rule === 'web-features-are-separate') plant('packages/web/src/features/auth/zz-inside.ts', 'export const y = 1;\n');
    const result = cruise(plant(path, source));
    expect(result.status).not.toBe(0);
    expect(result.output).toContain(`error ${rule}:`);
  });

  it('fails with web-shared-not-app when a module of web/src/shared imports web/src/app', () => {
    const result = cruise(plant('packages/web/src/shared/zz-planted.ts', "import { queryClient } from '../app/query-client';\nexport const x = queryClient;\n"));
    expect(result.status).not.toBe(0);
    expect(result.output).toContain('error web-shared-not-app:');
  });

  it.each([
    ['statically', "import { b } from './zz-cycle-b';\nexport const a = () => b;\n"],
    ['through a lazy import()', "export const a = () => import('./zz-cycle-b');\n"],
  ])('fails with no-circular on two modules importing each other, %s', (_how, source) => {
    plant('packages/web/src/shared/zz-cycle-b.ts', "import { a } from './zz-cycle-a';\nexport const b = () => a;\n");
    const result = cruise(plant('packages/web/src/shared/zz-cycle-a.ts', source), 'packages/web/src/shared/zz-cycle-b.ts');
    expect(result.status).not.toBe(0);
    expect(result.output).toContain('error no-circular:');
  });
});

describe("the README's workspace table", () => {
  const ours = ['domain', 'tokens', 'wording', 'adapters', 'ui', 'web', 'local-backend'];
  /** Each package's row: the packages of ours named in its "may import" column ("anything" names them all). */
  const mayImport = new Map(
    readFileSync(join(root, 'README.md'), 'utf8')
      .split('\n')
      .flatMap((line) => {
        const [, name = '', , allowed = ''] = line.split('|').map((cell) => cell.trim());
        const from = ours.find((candidate) => name === `\`packages/${candidate}\``);
        if (from === undefined) return [];
        return [[from, allowed === 'anything' ? ours : ours.filter((to) => allowed.includes(`\`${to}\``))] as const];
      }),
  );

  it('has a row for every package of ours', () => {
    expect([...mayImport.keys()].sort()).toEqual([...ours].sort());
  });

  /** What a package's importers name: its entry point, or for the design tokens one of their data files. */
  const entryOf = (to: string) => (to === 'tokens' ? '@admission/tokens/brand-colors.json' : `@admission/${to}`);

  it('allows exactly the imports the dependency rules allow', () => {
    const pairs = ours.flatMap((from) => ours.filter((to) => to !== from).map((to) => [from, to] as const));
    const files = pairs.map(([from, to]) =>
      plant(`packages/${from}/src/zz-imports-${to}.ts`, `import * as planted from '${entryOf(to)}';\nexport const x = planted;\n`),
    );
    const { output } = cruise(...files, '--max-depth', '1');
    const refused = (from: string, to: string) =>
      output.split('\n').some((line) => /error (?!no-unresolvable)[a-z-]+:/.test(line) && line.includes(`packages/${from}/src/zz-imports-${to}.ts`));
    const verdicts = pairs.map(([from, to]) => `${from} -> ${to}: ${refused(from, to) ? 'refused' : 'allowed'}`);
    expect(verdicts).toEqual(pairs.map(([from, to]) => `${from} -> ${to}: ${mayImport.get(from)?.includes(to) ? 'allowed' : 'refused'}`));
  });
});
