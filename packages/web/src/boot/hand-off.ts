// What index.html's boot script hands the app: one object under one window property, its shape this type, which the
// boot script (src/boot, bundled by build/boot-script.ts) writes and the app (main.tsx, shared/chunk-preload.ts,
// di/early-reads.ts) reads. It imports types only, so that the boot script stays small.
import type { EarlyAnswer } from '@admission/adapters';

/** The window property that holds the hand-off. */
export const BOOT_HAND_OFF = '__admissionBoot';

/** The first reads the boot script sent: the token it read with, and each read's answer by API path. */
export interface ShellEarlyReads {
  readonly token: string;
  readonly reads: Record<string, Promise<EarlyAnswer | null> | undefined>;
}

export interface BootHandOff {
  /** The page the boot script named from the address and the stored session (routes.ts, routeNameOf). */
  route?: string;
  /** Preloads the chunks of a name (a page's, 'signedIn', 'toast') with the page's texts; returns their addresses. */
  preload?: (name: string) => readonly string[];
  /** A signed-in page's first reads, when the page had a valid stored session. */
  earlyReads?: ShellEarlyReads;
}

const isObject = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null;

/** The hand-off in `holder` (the window) for the boot script to fill: the one there, or a new one left there. */
export function bootHandOff(holder: object): BootHandOff {
  const slot = holder as Record<string, unknown>;
  const present = slot[BOOT_HAND_OFF];
  if (isObject(present)) return present as BootHandOff;
  const handOff: BootHandOff = {};
  slot[BOOT_HAND_OFF] = handOff;
  return handOff;
}

/** What the boot script left in `holder` (the window); empty where no boot script ran (tests, Storybook). */
export function readBootHandOff(holder: object = window): Readonly<BootHandOff> {
  const present = (holder as Record<string, unknown>)[BOOT_HAND_OFF];
  return isObject(present) ? (present as BootHandOff) : {};
}
