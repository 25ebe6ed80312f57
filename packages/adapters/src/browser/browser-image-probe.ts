import type { CandidateFile, ImageDimensions, ImageProbe } from '@admission/domain';

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

/** Reads an image's width and height, failing when it cannot decode within the time given. */
export class BrowserImageProbe implements ImageProbe {
  private readonly decode: ImageDecoder;
  private readonly setTimer: (callback: () => void, ms: number) => unknown;
  private readonly clearTimer: (handle: unknown) => void;

  constructor(deps: BrowserImageProbeDeps = {}) {
    this.decode = deps.decode ?? defaultBrowserImageDecoder();
    this.setTimer = deps.setTimer ?? ((callback, ms) => setTimeout(callback, ms));
    this.clearTimer = deps.clearTimer ?? ((handle) => clearTimeout(handle as ReturnType<typeof setTimeout>));
  }

  measure(file: CandidateFile, timeoutMs: number): Promise<ImageDimensions> {
    const body = file.body;
    if (!(body instanceof Blob)) return Promise.reject(new Error('Invalid or corrupted image file'));
    const abort = new AbortController();
    return new Promise<ImageDimensions>((resolve, reject) => {
      const timer = this.setTimer(() => {
        abort.abort();
        reject(new Error('Image load timed out'));
      }, timeoutMs);
      this.decode(body, abort.signal).then(
        (dimensions) => {
          this.clearTimer(timer);
          resolve(dimensions);
        },
        (error: unknown) => {
          this.clearTimer(timer);
          reject(error instanceof Error ? error : new Error('Invalid or corrupted image file'));
        },
      );
    });
  }
}
