// What a structural check of an image finds: its size from the header, or why it is broken.

export type ImageStructure =
  | { readonly ok: true; readonly width: number; readonly height: number }
  | { readonly ok: false; readonly reason: string };

export const broken = (reason: string): ImageStructure => ({ ok: false, reason });
