import { afterEach, describe, expect, it, vi } from 'vitest';
import { BOOT_HAND_OFF } from '../boot/hand-off';
import { evaluateInTurn, preloadChunks } from './chunk-preload';

describe('evaluateInTurn', () => {
  afterEach(() => vi.useRealTimers());

  it('imports each chunk in the order given, each in a task of its own', async () => {
    vi.useFakeTimers();
    const log: string[] = [];
    const load = (file: string) => {
      log.push(file);
      return Promise.resolve();
    };
    const done = evaluateInTurn(['/assets/aria-1.js', '/assets/aria-forms-2.js', '/assets/documents-3.js'], load);
    await vi.advanceTimersByTimeAsync(0);
    // One chunk, then the next only after a timer (a new task), and so on.
    expect(log.length).toBeLessThan(3);
    await vi.runAllTimersAsync();
    await done;
    expect(log).toEqual(['/assets/aria-1.js', '/assets/aria-forms-2.js', '/assets/documents-3.js']);
  });

  it('stops at a chunk that fails to load, and leaves the error to the page\'s own import', async () => {
    const log: string[] = [];
    const load = (file: string) => {
      log.push(file);
      return file.includes('broken') ? Promise.reject(new Error('offline')) : Promise.resolve();
    };
    await expect(evaluateInTurn(['/assets/a.js', '/assets/broken.js', '/assets/c.js'], load)).resolves.toBeUndefined();
    expect(log).toEqual(['/assets/a.js', '/assets/broken.js']);
  });

  it('skips what is not a script', async () => {
    const load = vi.fn(() => Promise.resolve());
    await evaluateInTurn(['/assets/styles.css'], load);
    expect(load).not.toHaveBeenCalled();
  });
});

describe('preloadChunks', () => {
  afterEach(() => vi.unstubAllGlobals());

  it("returns the shell script's files for a page, and nothing where no shell script ran", () => {
    vi.stubGlobal('window', {});
    expect(preloadChunks('documents')).toEqual([]);
    vi.stubGlobal('window', { [BOOT_HAND_OFF]: { preload: (name: string) => [`/assets/${name}.js`] } });
    expect(preloadChunks('documents')).toEqual(['/assets/documents.js']);
  });
});
