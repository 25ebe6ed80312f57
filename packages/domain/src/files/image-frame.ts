// What the cheap read of an image's frame finds before any decoder runs: the size its header declares (the
// pixel-flood guard), or why no decoder could show it.

export type ImageFrame =
  /** The header's size; null when this read could not find it (the decoder then decides, and its size is checked). */
  | { readonly ok: true; readonly size: { readonly width: number; readonly height: number } | null }
  | { readonly ok: false; readonly reason: string };

export const broken = (reason: string): ImageFrame => ({ ok: false, reason });
