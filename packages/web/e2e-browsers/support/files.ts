import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { FilePayload } from '../../e2e/support/files';

const fileDir = mkdtempSync(join(tmpdir(), 'admission-browsers-'));

/** Writes a test file under its own name (a browser types a file by its name's extension) and gives its path. */
export function fileOnDisk(file: FilePayload): string {
  const path = join(fileDir, file.name);
  writeFileSync(path, file.buffer);
  return path;
}
