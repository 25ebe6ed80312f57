// `pnpm i18n:compile`: each language's catalog compiled to ICU ASTs (no message parser in the bundle),
// split in parts: one a page (the messages defined under its folders or in its files, src/i18n/catalog-parts.json), loaded with it,
// and what every page may show (every message defined anywhere else, e.g. src/shared).
import { execFileSync } from 'node:child_process';
import { mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

const webRoot = join(dirname(fileURLToPath(import.meta.url)), '..');
const formatjs = join(webRoot, 'node_modules/.bin/formatjs');
const out = join(webRoot, 'src/i18n/compiled');
const parts = JSON.parse(readFileSync(join(webRoot, 'src/i18n/catalog-parts.json'), 'utf8'));

/** A part's folder (every source under it) or single source file, as a glob. */
const sourcesOf = (path) => (/\.tsx?$/.test(path) ? path : `${path}/**/*.{ts,tsx}`);

/** The ids of the messages defined in some folders (where they are defined decides, not how they are named). */
function idsDefinedIn(folders) {
  const extracted = join(tmpdir(), `catalog-${process.pid}-ids.json`);
  const sources = folders.map(sourcesOf);
  execFileSync(formatjs, ['extract', ...sources, '--ignore', 'src/**/*.test.{ts,tsx}', '--out-file', extracted, '--format', 'simple'], { cwd: webRoot });
  const ids = Object.keys(JSON.parse(readFileSync(extracted, 'utf8')));
  rmSync(extracted);
  return ids;
}
// A message defined in the files of two parts (the jury's labels: staff and reviewers) goes into both.
const partsOfId = new Map();
for (const [part, folders] of Object.entries(parts)) for (const id of idsDefinedIn(folders)) partsOfId.set(id, [...(partsOfId.get(id) ?? []), part]);
/** Whether a message goes into a part (`null`: the common part, every message of no part). */
const belongsTo = (id, part) => (part === null ? !partsOfId.has(id) : (partsOfId.get(id) ?? []).includes(part));

mkdirSync(out, { recursive: true });
for (const language of ['en', 'fr']) {
  const compiled = join(tmpdir(), `catalog-${process.pid}-${language}.json`);
  execFileSync(formatjs, ['compile', join(webRoot, 'src/i18n/messages', `${language}.json`), '--format', 'simple', '--ast', '--out-file', compiled]);
  const messages = JSON.parse(readFileSync(compiled, 'utf8'));
  rmSync(compiled);
  const pick = (part) => Object.fromEntries(Object.entries(messages).filter(([id]) => belongsTo(id, part)));
  writeFileSync(join(out, `${language}.json`), `${JSON.stringify(pick(null))}\n`);
  for (const part of Object.keys(parts)) writeFileSync(join(out, `${language}.${part}.json`), `${JSON.stringify(pick(part))}\n`);
}
