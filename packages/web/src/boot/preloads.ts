// The chunks a page needs, as `modulepreload` links: the browser fetches them all at once instead of discovering them
// one import at a time. The app asks for more by name through the hand-off (src/shared/chunk-preload.ts).
import { bootHandOff } from './hand-off';
import { catalogPartsOf } from './route';
import type { PreloadMap } from './shell-data';

/**
 * The chunks of a route (or of a part the app loads by name: 'signedIn', 'toast') in this language, each after the
 * chunks it imports: the language's catalog, the route's code, the signed-in code with the signed-in texts (the
 * portal part), then the route's own catalog parts.
 */
export function chunksOf(preload: PreloadMap, name: string, language: string, signedIn: boolean): readonly string[] {
  const named = (key: string) => preload[key] ?? [];
  const files = [
    ...named(language),
    ...named(name),
    ...(signedIn ? [...named('signedIn'), ...named(`portal-${language}`)] : []),
    ...catalogPartsOf(name).flatMap((part) => named(`${part}-${language}`)),
  ];
  return [...new Set(files)];
}

/** Adds a `modulepreload` link for a chunk, once a chunk. */
export function modulePreloader(doc: Document): (file: string) => void {
  const added = new Set<string>();
  return (file) => {
    if (added.has(file)) return;
    added.add(file);
    const link = doc.createElement('link');
    link.rel = 'modulepreload';
    link.href = file;
    doc.head.appendChild(link);
  };
}

/** The hand-off's `preload`, which the app calls: preloads the chunks of a name and returns their addresses. */
export function offerChunkPreloads(holder: object, chunksByName: (name: string) => readonly string[], preload: (file: string) => void): void {
  bootHandOff(holder).preload = (name: string): readonly string[] => {
    const files = chunksByName(name);
    files.forEach(preload);
    return files;
  };
}
