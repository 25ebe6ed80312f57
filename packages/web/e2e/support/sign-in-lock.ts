import { mkdir, rm, stat } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { BACKEND_PORT } from './ports';

/**
 * One sign-in at a time per address, across the run's workers: a new sign-in email replaces the account's
 * previous link, so two tests signing in as the same demo account at the same moment made one of them land on
 * an expired link (seen as a flaky "a program without quiz" in routing.spec.ts). The lock is a directory
 * (mkdir is atomic), per backend port so two runs on other ports never wait for each other.
 */
const lockRoot = join(tmpdir(), `admission-e2e-sign-in-${BACKEND_PORT}`);
/** A lock older than this was left by a killed run: a sign-in takes a few seconds. */
const STALE_MS = 60_000;

export async function withSignInLock<T>(email: string, signIn: () => Promise<T>): Promise<T> {
  await mkdir(lockRoot, { recursive: true });
  const lock = join(lockRoot, encodeURIComponent(email.toLowerCase()));
  for (;;) {
    try {
      await mkdir(lock);
      break;
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
      const since = await stat(lock).then((info) => Date.now() - info.mtimeMs, () => 0);
      if (since > STALE_MS) await rm(lock, { recursive: true, force: true });
      else await new Promise((resolve) => setTimeout(resolve, 100));
    }
  }
  try {
    return await signIn();
  } finally {
    await rm(lock, { recursive: true, force: true });
  }
}
