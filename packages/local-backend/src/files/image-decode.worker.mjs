// Decodes one uploaded file completely, in a worker thread the server can stop when it takes too long, and answers
// the domain's DecoderVerdict: an image with sharp (libvips over libpng and libjpeg-turbo) after reading its size
// from the header, a sequential JPEG's blocks then read for the one fault libjpeg passes over (jpeg-block-overrun.mjs),
// a PDF with pdf.js, which tells a document that needs a password from one it cannot open. Plain JavaScript:
// workers run no TypeScript loader.
// The decoder this file needs is loaded first, then the worker says it is ready: the server's time limit counts
// the decode, not the start of a thread and a library on a busy machine.
import { parentPort, workerData } from 'node:worker_threads';
import { jpegBlockOverrun } from './jpeg-block-overrun.mjs';

const { type, bytes, maxSidePx, timeoutSeconds } = workerData;
const buffer = Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength);

const FORMATS = { 'image/png': 'png', 'image/jpeg': 'jpeg' };
const isImage = type in FORMATS;
const sharp = isImage ? (await import('sharp')).default : null;
const pdfjs = isImage ? null : await import('pdfjs-dist/legacy/build/pdf.mjs');
if (sharp) {
  // One libvips thread and no operation cache: the server runs at most two decodes at once.
  sharp.concurrency(1);
  sharp.cache(false);
} else {
  // pdf.js runs its parser in this thread (its "fake worker") from the module loaded here, not from a file it finds.
  globalThis.pdfjsWorker = await import('pdfjs-dist/legacy/build/pdf.worker.mjs');
}
parentPort?.postMessage({ ready: true });

const undecodable = (reason) => ({ outcome: 'undecodable', reason });

// libjpeg raises "extraneous bytes before marker 0xd9" on reaching EOI, once every scan has been read: the picture
// is whole (every viewer shows it), so this one warning is not a failure.
const LIBJPEG_MESSAGE = /VipsJpeg: ([^\n]*?)(?=\s*VipsJpeg:|\s*$)/g;
const onlyBytesBeforeEoi = (message) => {
  const messages = [...message.matchAll(LIBJPEG_MESSAGE)].map((match) => match[1].trim());
  return messages.length > 0 && messages.every((text) => /^Corrupt JPEG data: \d+ extraneous bytes before marker 0xd9$/.test(text));
};

/**
 * Every row decoded in order, only the last one kept (sharp's stats() would do the same work ten times slower).
 * failOn: libpng's and libjpeg's errors and a cut stream fail at 'error'; libpng's warnings (an ancillary chunk
 * repeated, out of place, unknown or with a bad CRC; too much image data) do not. libjpeg reports corrupt scan
 * data only as warnings, so a JPEG is decoded at 'warning'.
 */
const decodeRows = (failOn, width, height) =>
  sharp(buffer, { failOn, limitInputPixels: maxSidePx * maxSidePx, sequentialRead: true })
    .timeout({ seconds: timeoutSeconds })
    .extract({ left: 0, top: height - 1, width, height: 1 })
    .raw()
    .toBuffer();

async function decodeImage() {
  // The header first: no pixel is allocated for a file of another format or an oversized one.
  const { format, width = 0, height = 0 } = await sharp(buffer, { failOn: 'error', limitInputPixels: maxSidePx * maxSidePx }).metadata();
  if (format !== FORMATS[type]) return undecodable(`not a ${FORMATS[type]} file`);
  if (width > maxSidePx || height > maxSidePx) return undecodable(`${width} x ${height} is over ${maxSidePx} px a side`);
  if (type === 'image/png') {
    await decodeRows('error', width, height);
    return { outcome: 'decoded', width, height };
  }
  try {
    await decodeRows('warning', width, height);
  } catch (error) {
    const message = String(error?.message ?? error);
    if (!onlyBytesBeforeEoi(message)) return undecodable(message);
    await decodeRows('error', width, height);
  }
  const overrun = jpegBlockOverrun(buffer);
  return overrun === null ? { outcome: 'decoded', width, height } : undecodable(overrun);
}

/** pdf.js opens the document and its first page, as a reader does; it answers PasswordException for a user password. */
async function decodePdf() {
  const task = pdfjs.getDocument({ data: new Uint8Array(buffer), isEvalSupported: false, disableFontFace: true, verbosity: 0 });
  try {
    const document = await task.promise;
    await document.getPage(1);
    return { outcome: 'decoded' };
  } catch (error) {
    return error?.name === 'PasswordException' ? { outcome: 'needs-password' } : undecodable(String(error?.message ?? error));
  } finally {
    await task.destroy();
  }
}

(isImage ? decodeImage() : decodePdf()).then(
  (verdict) => parentPort?.postMessage(verdict),
  (error) => parentPort?.postMessage(undecodable(String(error?.message ?? error))),
);
