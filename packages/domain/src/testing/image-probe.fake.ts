import type { DecoderVerdict } from '../files/decoder-verdict';
import type { ImageProbe } from '../files/image-probe.port';

export interface FakeImageProbe extends ImageProbe {
  readonly calls: { readonly timeoutMs: number }[];
}

/**
 * An image probe that "decodes" in `loadMs` and honours the time limit it is given, as the browser adapter does;
 * `broken` makes it answer that it cannot decode.
 */
export const anImageProbe = (
  options: { readonly width?: number; readonly height?: number; readonly loadMs?: number; readonly broken?: boolean } = {},
): FakeImageProbe => {
  const calls: { timeoutMs: number }[] = [];
  return {
    calls,
    decode: (_file, timeoutMs) => {
      calls.push({ timeoutMs });
      const verdict: DecoderVerdict =
        options.broken === true
          ? { outcome: 'undecodable', reason: 'image could not be decoded' }
          : (options.loadMs ?? 10) > timeoutMs
            ? { outcome: 'timed-out' }
            : { outcome: 'decoded', width: options.width ?? 800, height: options.height ?? 600 };
      return Promise.resolve(verdict);
    },
  };
};
