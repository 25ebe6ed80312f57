import type { CandidateFile, DecoderVerdict, ImageDimensions, ImageProbe } from '@admission/domain';

/**
 * Decodes an image blob to its size; stops (and releases what it holds) when `signal` aborts.
 * Injected so the probe is testable outside a browser.
 */
export type ImageDecoder = (blob: Blob, signal: AbortSignal) => Promise<ImageDimensions>;

/** What the <img> decoder needs from the browser. */
export interface ImageElementHost {
  createObjectURL(blob: Blob): string;
  revokeObjectURL(url: string): void;
  createImage(): Pick<HTMLImageElement, 'naturalWidth' | 'naturalHeight' | 'onload' | 'onerror' | 'src'>;
}

/** Decodes with an <img> and an object URL, which it always revokes. */
export function imageElementDecoder(host: ImageElementHost): ImageDecoder {
  return (blob, signal) => {
    const url = host.createObjectURL(blob);
    return new Promise<ImageDimensions>((resolve, reject) => {
      const image = host.createImage();
      image.onload = () => resolve({ width: image.naturalWidth, height: image.naturalHeight });
      image.onerror = () => reject(new Error('Invalid or corrupted image file'));
      signal.addEventListener('abort', () => reject(new Error('Image load aborted')), { once: true });
      image.src = url;
    }).finally(() => host.revokeObjectURL(url));
  };
}

/** Decodes with createImageBitmap (no object URL at all), releasing the bitmap afterwards. */
export function imageBitmapDecoder(create: (blob: Blob) => Promise<ImageBitmap>): ImageDecoder {
  return async (blob) => {
    const bitmap = await create(blob);
    try {
      return { width: bitmap.width, height: bitmap.height };
    } finally {
      bitmap.close();
    }
  };
}

export function defaultBrowserImageDecoder(): ImageDecoder {
  if (typeof createImageBitmap === 'function') return imageBitmapDecoder((blob) => createImageBitmap(blob));
  return imageElementDecoder({
    createObjectURL: (blob) => URL.createObjectURL(blob),
    revokeObjectURL: (url) => URL.revokeObjectURL(url),
    createImage: () => new Image(),
  });
}

export interface BrowserImageProbeDeps {
  readonly decode?: ImageDecoder;
  readonly setTimer?: (callback: () => void, ms: number) => unknown;
  readonly clearTimer?: (handle: unknown) => void;
}

/** Decodes an image with the browser's own decoder and answers its verdict: decoded with its size, cannot decode, or timed out. */
export class BrowserImageProbe implements ImageProbe {
  private readonly decodeBlob: ImageDecoder;
  private readonly setTimer: (callback: () => void, ms: number) => unknown;
  private readonly clearTimer: (handle: unknown) => void;

  constructor(deps: BrowserImageProbeDeps = {}) {
    this.decodeBlob = deps.decode ?? defaultBrowserImageDecoder();
    this.setTimer = deps.setTimer ?? ((callback, ms) => setTimeout(callback, ms));
    this.clearTimer = deps.clearTimer ?? ((handle) => clearTimeout(handle as ReturnType<typeof setTimeout>));
  }

  decode(file: CandidateFile, timeoutMs: number): Promise<DecoderVerdict> {
    const body = file.body;
    if (!(body instanceof Blob)) return Promise.resolve({ outcome: 'undecodable', reason: 'no bytes to decode' });
    const abort = new AbortController();
    return new Promise<DecoderVerdict>((resolve) => {
      const timer = this.setTimer(() => {
        abort.abort();
        resolve({ outcome: 'timed-out' });
      }, timeoutMs);
      this.decodeBlob(body, abort.signal).then(
        ({ width, height }) => {
          this.clearTimer(timer);
          resolve({ outcome: 'decoded', width, height });
        },
        (error: unknown) => {
          this.clearTimer(timer);
          resolve({ outcome: 'undecodable', reason: error instanceof Error ? error.message : String(error) });
        },
      );
    });
  }
}
