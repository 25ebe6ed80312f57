import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { chunkGroups, featureChunks, inPackages, packageOf, placesIn, SIGNED_IN } from './chunk-plan';

const webRoot = fileURLToPath(new URL('..', import.meta.url));
const packagesDir = resolve(webRoot, '..');
const ours = (file: string) => join(packagesDir, file);
const pnpm = (file: string) => `/repo/node_modules/.pnpm/x@1.0.0/node_modules/${file}`;

describe('the chunk plan', () => {
  it('takes a listed file by its exact path and a listed folder by everything under it', () => {
    const signedIn = placesIn(packagesDir, SIGNED_IN);
    expect(signedIn(ours('web/src/app/portal.ts'))).toBe(true);
    expect(signedIn(ours('adapters/src/http/api-routes.ts'))).toBe(true);
    expect(signedIn(ours('domain/src/workflow/reasons.ts'))).toBe(true);
    expect(signedIn(ours('web/src/app/portal.tsx'))).toBe(false);
    expect(signedIn(ours('web/src/app/router.tsx'))).toBe(false);
    expect(signedIn(`${ours('adapters/src')}-other/file.ts`)).toBe(false);
  });

  it('fails the build when a listed module or folder does not exist (a rename)', () => {
    const root = mkdtempSync(join(tmpdir(), 'chunk-plan-'));
    mkdirSync(join(root, 'web/src'), { recursive: true });
    writeFileSync(join(root, 'web/src/here.ts'), '');
    expect(() => placesIn(root, ['web/src/here.ts', 'web/src/'])).not.toThrow();
    expect(() => placesIn(root, ['web/src/gone.ts'])).toThrow('web/src/gone.ts');
    expect(() => placesIn(root, ['web/src/here.ts/'])).toThrow('folder');
    expect(() => placesIn(root, ['web/src'])).toThrow('file');
  });

  it('tells the npm package of a module, scoped or not, in a pnpm store too', () => {
    expect(packageOf(pnpm('axios/lib/axios.js'))).toBe('axios');
    expect(packageOf(pnpm('@tanstack/query-core/build/modern/index.js'))).toBe('@tanstack/query-core');
    expect(packageOf(ours('web/src/main.tsx'))).toBeNull();
    const react = inPackages(['react', '@inversifyjs/']);
    expect(react(pnpm('react/index.js'))).toBe(true);
    expect(react(pnpm('react-dom/index.js'))).toBe(false);
    expect(react(pnpm('@inversifyjs/core/lib/index.js'))).toBe(true);
  });

  it("gives a signed-in page's own modules its chunk, named from the route table, but not a dialog it imports lazily", () => {
    const feature = featureChunks(packagesDir);
    const graph = (lazy: boolean) => ({ getModuleInfo: () => ({ dynamicImporters: lazy ? [ours('web/src/app/page-modules.ts')] : [] }) });
    expect(feature(ours('web/src/features/documents/upload-cards.tsx'), graph(false))).toBe('documents');
    expect(feature(ours('web/src/features/documents/documents.route.tsx'), graph(true))).toBe('documents');
    expect(feature(ours('web/src/features/dashboard/quiz-intro-dialog.tsx'), graph(true))).toBeNull();
    expect(feature(ours('web/src/features/auth/auth.route.tsx'), graph(true))).toBeNull();
    expect(feature(ours('web/src/shared/queries.ts'), graph(false))).toBeNull();
    expect(feature(ours('domain/src/applications/payment-card.ts'), graph(false))).toBe('dashboard');
  });

  it('orders its groups by priority, highest first', () => {
    const priorities = chunkGroups(webRoot).map((group) => group.priority ?? 0);
    expect(priorities).toEqual([...priorities].sort((a, b) => b - a));
    expect(new Set(priorities.filter((priority) => priority < 0)).size).toBe(0);
  });
});
