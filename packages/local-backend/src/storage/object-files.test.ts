// The files behind stored objects: the product API reads and removes them by key (document deletion, account
// deletion, the data export), whether the upload route took the key or it was written directly.
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { isValidObjectKey, ObjectFiles } from './object-files';

let dataDir: string;
let files: ObjectFiles;
beforeAll(async () => {
  dataDir = await mkdtemp(join(tmpdir(), 'object-files-'));
  files = new ObjectFiles(dataDir);
});
afterAll(() => rm(dataDir, { recursive: true, force: true }));

describe('a key the upload route would refuse (an accent), written directly or kept from an older data directory', () => {
  it('is read, moved and removed by key, though Storage would refuse it today', async () => {
    const key = 'documents/u1/cv/1790000000000_relevé.pdf';
    expect(isValidObjectKey(key)).toBe(false);
    await files.write('candidate-documents', key, Buffer.from('%PDF-1.4'));
    expect((await files.read('candidate-documents', key)).toString()).toBe('%PDF-1.4');
    await files.move('candidate-documents', key, 'candidate-documents', 'documents/u1/cv/1790000000000_releve.pdf');
    await expect(files.read('candidate-documents', key)).rejects.toThrow();
    await files.remove('candidate-documents', 'documents/u1/cv/1790000000000_releve.pdf');
    await expect(files.read('candidate-documents', 'documents/u1/cv/1790000000000_releve.pdf')).rejects.toThrow();
  });

  it.each(['documents/../../etc/passwd', 'documents/./x.pdf', 'documents//x.pdf'])('is refused when it would not name a file of its own: %s', async (key) => {
    await expect(files.write('candidate-documents', key, Buffer.from('x'))).rejects.toThrow(/unsafe object path/);
  });
});

describe('Storage’s key rule', () => {
  it.each(["documents/u1/cv/Aa0_!-.*'() &$=@;:+,?.pdf", 'a'])('takes %s', (key) => expect(isValidObjectKey(key)).toBe(true));
  it.each(['', 'documents/u1/cv/Résumé.pdf', 'a~b', 'a%20b', 'a#b', 'a\u0001b', 'a\\b', `a${'b'.repeat(1024)}`])('refuses %j', (key) => expect(isValidObjectKey(key)).toBe(false));
});
