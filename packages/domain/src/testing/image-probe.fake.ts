import type { ImageDimensions, ImageProbe } from '../files/image-probe.port';

export interface FakeImageProbe extends ImageProbe {
  readonly calls: { readonly timeoutMs: number }[];
}

/**
 * An image probe that "loads" in `loadMs` and honours the time limit it is given, as the browser
 * adapter does; `broken` makes it fail to decode.
 */
export const anImageProbe = (
  options: { readonly width?: number; readonly height?: number; readonly loadMs?: number; readonly broken?: boolean } = {},
): FakeImageProbe => {
  const calls: { timeoutMs: number }[] = [];
  return {
    calls,
    measure: (_file, timeoutMs) => {
      calls.push({ timeoutMs });
      if (options.broken === true) return Promise.reject(new Error('image could not be decoded'));
      if ((options.loadMs ?? 10) > timeoutMs) return Promise.reject(new Error('image load timed out'));
      const dimensions: ImageDimensions = { width: options.width ?? 800, height: options.height ?? 600 };
      return Promise.resolve(dimensions);
    },
  };
};
