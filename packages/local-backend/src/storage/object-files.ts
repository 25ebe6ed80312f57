// Where stored objects live on disk: {dataDir}/storage/{bucket}/{path}. Paths are checked segment by segment.
import { createHash, randomBytes } from 'node:crypto';
import { mkdir, readFile, rename, rm, writeFile } from 'node:fs/promises';
import { join } from 'node:path';

// A key segment may be longer than a file name on disk: the domain's 255-character names get a timestamp prefix.
const SEGMENT = /^[A-Za-z0-9._-]{1,512}$/;
/** The longest file name most file systems take (ext4, APFS, NTFS: 255 bytes). */
const MAX_DISK_NAME = 255;

/** A safe object path: non-empty segments of letters, digits, dot, underscore, hyphen; never '.' or '..'. */
export function isSafeObjectPath(path: string): boolean {
  if (path.length === 0 || path.length > 1024) return false;
  return path.split('/').every((segment) => SEGMENT.test(segment) && segment !== '.' && segment !== '..');
}

/** A segment as a name on disk: itself when it fits, else its start and a hash of the whole ('~' never occurs in keys). */
export function diskName(segment: string): string {
  if (segment.length <= MAX_DISK_NAME) return segment;
  return `${segment.slice(0, 180)}~${createHash('sha256').update(segment).digest('hex')}`;
}

export class ObjectFiles {
  constructor(private readonly dataDir: string) {}

  private fileOf(bucket: string, path: string): string {
    if (!isSafeObjectPath(bucket) || !isSafeObjectPath(path)) throw new Error(`unsafe object path ${bucket}/${path}`);
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
