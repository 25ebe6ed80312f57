// The server's ImageProbe and PDF check: the whole file decoded in a worker thread, stopped after the time
// limit, with at most two decodes at once. The domain has checked the structure and the header's size before
// any of this allocates a pixel; the worker reads the size from the header again before it decodes.
import { Worker } from 'node:worker_threads';
import {
  MAX_IMAGE_DIMENSION_PX,
  type CandidateFile,
  type FileValidationFailure,
  type ImageDimensions,
  type ImageProbe,
} from '@admission/domain';

type Decoded = { ok: true; width: number; height: number } | { ok: false; reason: string };

const WORKER = new URL('./image-decode.worker.mjs', import.meta.url);
const MAX_PARALLEL_DECODES = 2;
/** How long a worker may take to start and load its decoder (a busy machine), before the decode's own limit. */
const STARTUP_LIMIT_MS = 30_000;

let running = 0;
const waiting: (() => void)[] = [];

async function inTurn<T>(task: () => Promise<T>): Promise<T> {
  if (running >= MAX_PARALLEL_DECODES) await new Promise<void>((resolve) => waiting.push(resolve));
  running += 1;
  try {
    return await task();
  } finally {
    running -= 1;
    waiting.shift()?.();
  }
}

/**
 * Decodes in a worker; a decode still running `timeoutMs` after the worker has loaded its decoder is stopped
 * and counts as a failure.
 */
export function decodeFile(type: string, bytes: Uint8Array, timeoutMs: number): Promise<Decoded> {
  return inTurn(
    () =>
      new Promise<Decoded>((resolve) => {
        const worker = new Worker(WORKER, {
          workerData: { type, bytes, maxSidePx: MAX_IMAGE_DIMENSION_PX, timeoutSeconds: Math.max(1, Math.ceil(timeoutMs / 1000)) },
          resourceLimits: { maxOldGenerationSizeMb: 256 },
        });
        const settle = (result: Decoded) => {
          clearTimeout(timer);
          void worker.terminate();
          resolve(result);
        };
        let timer = setTimeout(() => settle({ ok: false, reason: `the decoder did not start within ${STARTUP_LIMIT_MS} ms` }), STARTUP_LIMIT_MS);
        worker.on('message', (message: Decoded | { ready: true }) => {
          if (!('ready' in message)) return settle(message);
          clearTimeout(timer);
          timer = setTimeout(() => settle({ ok: false, reason: `decode took longer than ${timeoutMs} ms` }), timeoutMs);
        });
        worker.once('error', (error) => settle({ ok: false, reason: error.message }));
        worker.once('exit', () => settle({ ok: false, reason: 'the decoder stopped' }));
      }),
  );
}

const typeOf = (file: CandidateFile): string => file.type.split(';')[0]?.trim().toLowerCase() ?? '';

export const bufferImageProbe: ImageProbe = {
  async measure(file: CandidateFile, timeoutMs: number): Promise<ImageDimensions> {
    const bytes = file.body;
    if (!Buffer.isBuffer(bytes)) throw new Error('no bytes to measure');
    const decoded = await decodeFile(typeOf(file) === 'image/png' ? 'image/png' : 'image/jpeg', bytes, timeoutMs);
    if (!decoded.ok) throw new Error(`Invalid or corrupted image file: ${decoded.reason}`);
    return { width: decoded.width, height: decoded.height };
  },
};

/** A PDF that pdf-lib cannot parse, or that is encrypted (staff could not open it); null when it opens. */
export async function pdfFailure(bytes: Buffer, timeoutMs: number): Promise<FileValidationFailure | null> {
  const decoded = await decodeFile('application/pdf', bytes, timeoutMs);
  if (decoded.ok) return null;
  return { code: decoded.reason === 'PDF_ENCRYPTED' ? 'PDF_ENCRYPTED' : 'PDF_INVALID' };
}

/** A Buffer as the domain's CandidateFile. */
export function candidateFileFromBuffer(name: string, type: string, bytes: Buffer): CandidateFile<Buffer> {
  return {
    name,
    size: bytes.length,
    type,
    readHead: (count) => Promise.resolve(new Uint8Array(bytes.subarray(0, count))),
    body: bytes,
  };
}
