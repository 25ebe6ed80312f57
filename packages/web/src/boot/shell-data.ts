// What the build hands the boot script (build/html-shell.ts writes it into index.html as JSON, before the script):
// the facts only the build knows, such as the chunks' file names. Every rule the script applies is imported code.
/** The id of the `<script type="application/json">` element that holds the ShellData. */
export const SHELL_DATA_ID = 'shell-data';

/**
 * Chunk addresses by name, each after the chunks it imports: a route's chunks by its route name ('dashboard'), the
 * signed-in code ('signedIn'), the notifications ('toast'), a language's catalog ('en') and each catalog part by
 * part and language ('auth-en').
 */
export type PreloadMap = Readonly<Record<string, readonly string[]>>;

/** The production build's entry script and the chunks Vite preloads with it (all of them the script's to add). */
export interface ShellBoot {
  readonly entry: string;
  readonly preload: readonly string[];
  /**
   * Chunks of `preload` the script runs as module scripts of their own before the entry (React's: build/chunk-plan.ts),
   * so that the browser evaluates each in a task of its own, not all of the entry's imports in one long task.
   */
  readonly first?: readonly string[];
}

/**
 * Where a signed-in page's first reads go, as the app's configuration (src/config/app-config.ts) says, with the
 * page's own protocol and host name left as `{protocol}` and `{host}`, and which reads each route starts.
 */
export interface EarlyReadsData {
  readonly apiUrl: string;
  /** Its host name's first label names the stored session (sb-<label>-auth-token). */
  readonly supabaseUrl: string;
  /** The API paths each route reads first, by route name; a route without an entry reads nothing early. */
  readonly reads: Readonly<Record<string, readonly string[]>>;
}

export interface ShellData {
  readonly preload: PreloadMap;
  /** Null in development: the page keeps Vite's own entry script. */
  readonly boot: ShellBoot | null;
  /** Null where the build names no API (Storybook, tests). */
  readonly early: EarlyReadsData | null;
}

/** The ShellData of the page; throws when the build wrote none. */
export function readShellData(doc: Document): ShellData {
  const text = doc.getElementById(SHELL_DATA_ID)?.textContent;
  if (text == null) throw new Error(`No #${SHELL_DATA_ID} in the page`);
  return JSON.parse(text) as ShellData;
}
