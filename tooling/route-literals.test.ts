// Proves the check is real: web's product code names no page address by hand (each comes from the route table's
// pathTo), and an address planted in a scratch file is found.
import { mkdirSync, rmSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterEach, describe, expect, it } from 'vitest';
import { addressLiterals, addressLiteralsIn } from './route-literals';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
const webSrc = join(root, 'packages', 'web', 'src');
const planted = join(webSrc, 'features', 'quiz', 'zz-planted-address.tsx');

afterEach(() => rmSync(planted, { force: true }));

describe('page addresses come from the route table', () => {
  it('web’s product code writes none by hand', () => {
    expect(addressLiterals(webSrc)).toEqual([]);
  });

  it('finds an address planted in a page, in a string, a template and a JSX attribute', () => {
    mkdirSync(dirname(planted), { recursive: true });
    writeFileSync(planted, "export const a = '/documents';\nexport const b = (id: number) => `/reviews/${id}`;\nexport const c = <a href=\"/admin\">x</a>;\n");
    expect(addressLiterals(webSrc).filter((found) => found.startsWith('features/quiz/zz-planted'))).toEqual([
      'features/quiz/zz-planted-address.tsx:1 /documents',
      'features/quiz/zz-planted-address.tsx:2 /reviews/',
      'features/quiz/zz-planted-address.tsx:3 /admin',
    ]);
  });

  it('leaves comments, a lone slash and what is not an address alone', () => {
    const text = "// navigate('/admin')\nconst parts = path.split('/');\nconst ratio = '1/2';\n/** '/reviews' */\nexport {};\n";
    expect(addressLiteralsIn('x.ts', text)).toEqual([]);
  });
});
