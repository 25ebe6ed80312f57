// Where stored objects live on disk: {dataDir}/storage/{bucket}/{key}, one folder per key segment.
import { createHash, randomBytes } from 'node:crypto';
import { mkdir, readFile, rename, rm, writeFile } from 'node:fs/promises';
import { join } from 'node:path';

/** S3's (and so Supabase Storage's) longest key, in bytes. */
export const MAX_KEY_BYTES = 1024;
/** The longest file name most file systems take (ext4, APFS, NTFS: 255 bytes). */
const MAX_DISK_NAME_BYTES = 255;
/**
 * The characters Supabase Storage takes in a key (its isValidKey): S3's safe characters and a few that need
 * special handling; nothing else (no accent, no '~', '%', '#', control character or other letter). '~' never
 * occurring is what keeps diskName's hashed names from meeting a key.
 */
const KEY_CHARACTERS = new Set("ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789_/!-.*'() &$=@;:+,?");

/** Every segment names a file or folder of its own: none empty, '.' or '..', none holding a NUL. */
const segmentsAreNames = (key: string): boolean =>
  !key.includes('\0') && key.split('/').every((segment) => segment !== '' && segment !== '.' && segment !== '..');

/**
 * A key Storage takes: only its characters, and not empty. The stand-in also refuses what it cannot keep as a
 * file path (a '.', '..' or empty segment, over 1 024 bytes), which Storage would store.
 */
export function isValidObjectKey(key: string): boolean {
  if (key === '' || Buffer.byteLength(key) > MAX_KEY_BYTES) return false;
  return [...key].every((char) => KEY_CHARACTERS.has(char)) && segmentsAreNames(key);
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
    // Any key in storage.objects, the upload route's or one written directly: only what would not name a file of
    // its own inside the bucket's folder is refused here.
    if (bucket.includes('/') || !segmentsAreNames(bucket) || !segmentsAreNames(path)) throw new Error(`unsafe object path ${bucket}/${path}`);
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

  /** The object's bytes under another key (read whole: objects are at most a few MiB). */
  async move(fromBucket: string, fromPath: string, toBucket: string, toPath: string): Promise<void> {
    await this.write(toBucket, toPath, await this.read(fromBucket, fromPath));
    await this.remove(fromBucket, fromPath);
  }

  async removeAll(): Promise<void> {
    await rm(join(this.dataDir, 'storage'), { recursive: true, force: true });
  }
}
