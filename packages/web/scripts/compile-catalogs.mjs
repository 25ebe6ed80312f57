// `pnpm i18n:compile`: each language's catalog compiled to ICU ASTs (no message parser in the bundle),
// split in two parts: what every page may show, and the staff pages' messages, loaded with those pages.
import { execFileSync } from 'node:child_process';
import { mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

const webRoot = join(dirname(fileURLToPath(import.meta.url)), '..');
const formatjs = join(webRoot, 'node_modules/.bin/formatjs');
const out = join(webRoot, 'src/i18n/compiled');
const isStaffMessage = (id) => id.startsWith('admin.') || id.startsWith('application.');

mkdirSync(out, { recursive: true });
for (const language of ['en', 'fr']) {
  const compiled = join(tmpdir(), `catalog-${process.pid}-${language}.json`);
  execFileSync(formatjs, ['compile', join(webRoot, 'src/i18n/messages', `${language}.json`), '--format', 'simple', '--ast', '--out-file', compiled]);
  const messages = JSON.parse(readFileSync(compiled, 'utf8'));
  rmSync(compiled);
  const pick = (staff) => Object.fromEntries(Object.entries(messages).filter(([id]) => isStaffMessage(id) === staff));
  writeFileSync(join(out, `${language}.json`), `${JSON.stringify(pick(false))}\n`);
  writeFileSync(join(out, `${language}.staff.json`), `${JSON.stringify(pick(true))}\n`);
}
