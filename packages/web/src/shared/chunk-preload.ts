// Vite's own preloading names, in the first chunk every page loads, each chunk the app's lazy imports need (some
// fifty file names, 0.8 kB gzip on /auth). index.html's boot script knows them all already, by route, for the first
// page's preloads (src/boot/preloads.ts): the app asks it instead, by name, before a lazy import of its own first
// chunk. The build leaves those imports without Vite's list (vite.config.ts, modulePreload.resolveDependencies).
import { readBootHandOff } from '../boot/hand-off';
import { yieldToMain } from './yield-to-main';

/**
 * Preloads the chunks of a route by the shell's name for it ('dashboard', 'auth'...), or of a part the app loads on
 * demand ('signedIn': the services and the signed-in shell; 'toast'), with the catalog parts of the page's language.
 * Returns their addresses, each after the chunks it imports. Nothing where no boot script ran (the dev server's
 * preload map is empty; tests and Storybook have none).
 */
export function preloadChunks(name: string): readonly string[] {
  return readBootHandOff().preload?.(name) ?? [];
}

/**
 * Evaluates chunks one a task, in the order given (each after the chunks it imports), so that a page's code does not
 * run in one long task when its lazy import resolves: a browser evaluates every module an import needs at once,
 * some 100 kB gzip for a page with react-aria's components (60 to 90 ms on this machine, four times that on a slow
 * phone). Each import waits for its chunk to arrive; a chunk already evaluated costs nothing. A chunk that fails to
 * load is left to the page's own import, which reports it.
 */
export async function evaluateInTurn(files: readonly string[], load: (file: string) => Promise<unknown> = (file) => import(/* @vite-ignore */ file)): Promise<void> {
  for (const file of files) {
    if (!file.endsWith('.js')) continue;
    try {
      await load(file);
    } catch {
      return;
    }
    await yieldToMain();
  }
}
