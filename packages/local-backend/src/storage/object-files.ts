// Where stored objects live on disk: {dataDir}/storage/{bucket}/{key}, one folder per key segment.
import { createHash, randomBytes } from 'node:crypto';
import { mkdir, readFile, rename, rm, writeFile } from 'node:fs/promises';
import { join } from 'node:path';

/** S3's (and so Supabase Storage's) longest key, in bytes of UTF-8. */
export const MAX_KEY_BYTES = 1024;
/** The longest file name most file systems take (ext4, APFS, NTFS: 255 bytes). */
const MAX_DISK_NAME_BYTES = 255;
// The characters S3 asks keys to avoid; '~' also never occurs, so diskName's hashed names cannot meet a key.
const AVOIDED_IN_KEYS = /[\\{}^%`[\]"<>~#|]/;
const hasControlCharacter = (text: string): boolean => [...text].some((char) => char < ' ' || char === '\u007f');

/**
 * A key Storage takes: at most 1 024 bytes, no control or avoided character, no '.', '..' or empty segment.
 * Anything else (spaces, accents, a name of spaces only) is a valid key, as on the real server.
 */
export function isValidObjectKey(key: string): boolean {
  if (key === '' || Buffer.byteLength(key) > MAX_KEY_BYTES || AVOIDED_IN_KEYS.test(key) || hasControlCharacter(key)) return false;
  return key.split('/').every((segment) => segment !== '' && segment !== '.' && segment !== '..');
}

/** A segment as a name on disk: itself when it fits, else its start and a hash of the whole. */
export function diskName(segment: string): string {
  if (Buffer.byteLength(segment) <= MAX_DISK_NAME_BYTES) return segment;
  let start = segment.slice(0, 180);
  while (Buffer.byteLength(start) > 180) start = start.slice(0, -1);
  return `${start}~${createHash('sha256').update(segment).digest('hex')}`;
}

export class ObjectFiles {
  constructor(private readonly dataDir: string) {}

  private fileOf(bucket: string, path: string): string {
    if (!isValidObjectKey(bucket) || bucket.includes('/') || !isValidObjectKey(path)) throw new Error(`unsafe object path ${bucket}/${path}`);
    return join(this.dataDir, 'storage', bucket, ...path.split('/').map(diskName));
  }

  /** Creates or replaces the object's file; readers see the old bytes or the new ones, never a mix. */
  async write(bucket: string, path: string, bytes: Buffer): Promise<void> {
    const file = this.fileOf(bucket, path);
    const folder = join(file, '..');
    await mkdir(folder, { recursive: true });
    const partial = join(folder, `.upload-${randomBytes(8).toString('hex')}.partial`);
    try {
      await writeFile(partial, bytes, { flag: 'wx' });
      await rename(partial, file);
    } catch (error) {
      await rm(partial, { force: true });
      throw error;
    }
  }

  read(bucket: string, path: string): Promise<Buffer> {
    return readFile(this.fileOf(bucket, path));
  }

  async remove(bucket: string, path: string): Promise<void> {
    await rm(this.fileOf(bucket, path), { force: true });
  }

  async removeAll(): Promise<void> {
    await rm(join(this.dataDir, 'storage'), { recursive: true, force: true });
  }
}
