// The first reads of a signed-in page, sent by index.html's boot script before the app's code arrived
// (src/boot/early-reads.ts, left in the boot hand-off: src/boot/hand-off.ts) and handed to the HTTP client (adapters' early-answers.ts): each answer once, to a
// call of the same path with the same token, while it is fresh.
import type { EarlyAnswers } from '@admission/adapters';
import { readBootHandOff, type ShellEarlyReads } from '../boot/hand-off';

/** An answer asked for this long after the page started is asked again: it may be out of date. */
export const EARLY_READS_FRESH_MS = 15_000;

const isShellEarlyReads = (value: unknown): value is ShellEarlyReads =>
  typeof value === 'object' && value !== null && typeof (value as ShellEarlyReads).token === 'string' && typeof (value as ShellEarlyReads).reads === 'object';

/** The boot script's reads in `holder` (the window), taken once each, for `EARLY_READS_FRESH_MS` after the page started. */
export function shellEarlyAnswers(holder: object = window, sincePageStart: () => number = () => performance.now()): EarlyAnswers {
  const isFresh = () => sincePageStart() <= EARLY_READS_FRESH_MS;
  return {
    take(path, token) {
      const early: unknown = readBootHandOff(holder).earlyReads;
      if (!isShellEarlyReads(early) || early.token !== token) return null;
      const read = early.reads[path];
      delete early.reads[path];
      return read !== undefined && isFresh() ? read : null;
    },
    // The parts of a first-reads answer (adapters' first-reads.ts) count as fresh as long as the script's own answers.
    isFresh,
  };
}
