// `pnpm i18n:compile`: each language's catalog compiled to ICU ASTs (no message parser in the bundle),
// split in parts: what every page may show, and one part a page (src/i18n/catalog-parts.json), loaded with it.
import { execFileSync } from 'node:child_process';
import { mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

const webRoot = join(dirname(fileURLToPath(import.meta.url)), '..');
const formatjs = join(webRoot, 'node_modules/.bin/formatjs');
const out = join(webRoot, 'src/i18n/compiled');
const parts = JSON.parse(readFileSync(join(webRoot, 'src/i18n/catalog-parts.json'), 'utf8'));
const partOf = (id) => Object.keys(parts).find((part) => parts[part].some((prefix) => id.startsWith(prefix))) ?? null;

mkdirSync(out, { recursive: true });
for (const language of ['en', 'fr']) {
  const compiled = join(tmpdir(), `catalog-${process.pid}-${language}.json`);
  execFileSync(formatjs, ['compile', join(webRoot, 'src/i18n/messages', `${language}.json`), '--format', 'simple', '--ast', '--out-file', compiled]);
  const messages = JSON.parse(readFileSync(compiled, 'utf8'));
  rmSync(compiled);
  const pick = (part) => Object.fromEntries(Object.entries(messages).filter(([id]) => partOf(id) === part));
  writeFileSync(join(out, `${language}.json`), `${JSON.stringify(pick(null))}\n`);
  for (const part of Object.keys(parts)) writeFileSync(join(out, `${language}.${part}.json`), `${JSON.stringify(pick(part))}\n`);
}
