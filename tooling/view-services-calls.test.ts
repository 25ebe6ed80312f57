// Proves the check is real: no view of web's product code calls the services locator, a call planted in a view is
// found, and the same call in a data hook is not.
import { mkdirSync, rmSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterEach, describe, expect, it } from 'vitest';
import { servicesCallsIn, viewsCallingServices } from './view-services-calls';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
const webSrc = join(root, 'packages', 'web', 'src');
const plantedView = join(webSrc, 'features', 'quiz', 'zz-planted-view.tsx');
const plantedHook = join(webSrc, 'features', 'quiz', 'use-zz-planted.ts');
const CALL = "import { services } from '../../di/services';\n\nexport const load = async () => (await services()).users.downloadData();\n";

afterEach(() => {
  rmSync(plantedView, { force: true });
  rmSync(plantedHook, { force: true });
});

describe('only hooks reach for the services', () => {
  it('no view of web’s product code calls services()', () => {
    expect(viewsCallingServices(webSrc)).toEqual([]);
  });

  it('finds a call planted in a view, and none in a hook', () => {
    mkdirSync(dirname(plantedView), { recursive: true });
    writeFileSync(plantedView, `${CALL}export const View = () => <button onClick={() => void services()}>x</button>;\n`);
    writeFileSync(plantedHook, CALL);
    expect(viewsCallingServices(webSrc).filter((found) => found.includes('zz-planted'))).toEqual(['features/quiz/zz-planted-view.tsx:3', 'features/quiz/zz-planted-view.tsx:4']);
  });

  it('counts only calls of the identifier services, not comments, strings, other names or a method of that name', () => {
    const text = "// await services()\nconst a = 'services()';\nconst b = appConfig();\nconst c = portal.services();\nconst d = services;\nexport {};\n";
    expect(servicesCallsIn('x.tsx', text)).toEqual([]);
  });
});
