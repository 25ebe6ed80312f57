// The server's ImageProbe and PDF reader: the whole file decoded in a worker thread, stopped after the time
// limit, with at most two decodes at once; each answers the domain's DecoderVerdict. The domain has checked an
// image's frame and the header's size before any of this allocates a pixel; the worker reads the size from the
// header again before it decodes.
import { Worker } from 'node:worker_threads';
import { MAX_IMAGE_DIMENSION_PX, type CandidateFile, type DecoderVerdict, type ImageProbe } from '@admission/domain';

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
 * and answers `timed-out`.
 */
export function decodeFile(type: string, bytes: Uint8Array, timeoutMs: number): Promise<DecoderVerdict> {
  return inTurn(
    () =>
      new Promise<DecoderVerdict>((resolve) => {
        const worker = new Worker(WORKER, {
          workerData: { type, bytes, maxSidePx: MAX_IMAGE_DIMENSION_PX, timeoutSeconds: Math.max(1, Math.ceil(timeoutMs / 1000)) },
          resourceLimits: { maxOldGenerationSizeMb: 256 },
        });
        const settle = (result: DecoderVerdict) => {
          clearTimeout(timer);
          void worker.terminate();
          resolve(result);
        };
        let timer = setTimeout(() => settle({ outcome: 'undecodable', reason: `the decoder did not start within ${STARTUP_LIMIT_MS} ms` }), STARTUP_LIMIT_MS);
        worker.on('message', (message: DecoderVerdict | { ready: true }) => {
          if (!('ready' in message)) return settle(message);
          clearTimeout(timer);
          timer = setTimeout(() => settle({ outcome: 'timed-out' }), timeoutMs);
        });
        worker.once('error', (error) => settle({ outcome: 'undecodable', reason: error.message }));
        worker.once('exit', () => settle({ outcome: 'undecodable', reason: 'the decoder stopped' }));
      }),
  );
}

const typeOf = (file: CandidateFile): string => file.type.split(';')[0]?.trim().toLowerCase() ?? '';

export const bufferImageProbe: ImageProbe = {
  decode(file: CandidateFile, timeoutMs: number): Promise<DecoderVerdict> {
    const bytes = file.body;
    if (!Buffer.isBuffer(bytes)) return Promise.resolve({ outcome: 'undecodable', reason: 'no bytes to decode' });
    return decodeFile(typeOf(file) === 'image/png' ? 'image/png' : 'image/jpeg', bytes, timeoutMs);
  },
};

/** What pdf.js makes of a PDF: opened (page 1 included), needs a password, or cannot be opened. */
export const pdfVerdict = (bytes: Buffer, timeoutMs: number): Promise<DecoderVerdict> => decodeFile('application/pdf', bytes, timeoutMs);

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
