// Vite's own preloading names, in the first chunk every page loads, each chunk the app's lazy imports need (some
// fifty file names, 0.8 kB gzip on /auth). index.html's shell script knows them all already, by route, for the first
// page's preloads (build/html-shell.ts): the app asks it instead, by name, before a lazy import of its own first
// chunk. The build leaves those imports without Vite's list (vite.config.ts, modulePreload.resolveDependencies).

/** The window property the shell script leaves its preload function in. */
export const CHUNK_PRELOAD_GLOBAL = '__admissionPreload';

/**
 * Preloads the chunks of a route by the shell's name for it ('dashboard', 'auth'...), or of a part the app loads on
 * demand ('signedIn': the services and the signed-in shell; 'toast'), with the catalog parts of the page's language.
 * Nothing where no shell script ran (the dev server's preload map is empty; tests and Storybook have none).
 */
export function preloadChunks(name: string): void {
  const preload = (window as unknown as Partial<Record<string, (name: string) => void>>)[CHUNK_PRELOAD_GLOBAL];
  preload?.(name);
}
