// Decodes one uploaded file completely, in a worker thread the server can stop when it takes too long: an image
// with sharp (libvips over mozjpeg and libpng: every row, failing on any decoder warning) after reading its
// size from the header, a JPEG's Huffman-coded scans also walked to their end (jpeg-scan-check.mjs), a PDF with
// pdf-lib (refusing encryption). Plain JavaScript: workers run no TypeScript loader.
// The decoder this file needs is loaded first, then the worker says it is ready: the server's time limit counts
// the decode, not the start of a thread and a native library on a busy machine.
import { parentPort, workerData } from 'node:worker_threads';
import { jpegScanProblem } from './jpeg-scan-check.mjs';

const { type, bytes, maxSidePx, timeoutSeconds } = workerData;
const buffer = Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength);

const FORMATS = { 'image/png': 'png', 'image/jpeg': 'jpeg' };
const isImage = type in FORMATS;
const sharp = isImage ? (await import('sharp')).default : null;
const { PDFDocument } = isImage ? {} : await import('pdf-lib');
if (sharp) {
  // One libvips thread and no operation cache: the server runs at most two decodes at once.
  sharp.concurrency(1);
  sharp.cache(false);
}
parentPort?.postMessage({ ready: true });

async function decodeImage() {
  const warnings = [];
  const image = () =>
    sharp(buffer, { failOn: 'warning', limitInputPixels: maxSidePx * maxSidePx, sequentialRead: true })
      .timeout({ seconds: timeoutSeconds })
      .on('warning', (warning) => warnings.push(warning));
  // The header first: no pixel is allocated for a file of another format or an oversized one.
  const { format, width = 0, height = 0 } = await image().metadata();
  if (format !== FORMATS[type]) return { ok: false, reason: `not a ${FORMATS[type]} file` };
  if (width > maxSidePx || height > maxSidePx) return { ok: false, reason: `${width} x ${height} is over ${maxSidePx} px a side` };
  if (type === 'image/jpeg') {
    const problem = jpegScanProblem(buffer);
    if (problem !== null) return { ok: false, reason: problem };
  }
  // Every row decoded in order, only the last one kept (sharp's stats() would do the same work ten times slower).
  await image().extract({ left: 0, top: height - 1, width, height: 1 }).raw().toBuffer();
  // libvips reports some problems (a warning near the end, extra image data) only as warnings.
  if (warnings.length > 0) return { ok: false, reason: warnings.join('; ') };
  return { ok: true, width, height };
}

async function decode() {
  if (isImage) return decodeImage();
  try {
    const document = await PDFDocument.load(buffer, { throwOnInvalidObject: true, updateMetadata: false });
    return document.getPageCount() > 0 ? { ok: true, width: 0, height: 0 } : { ok: false, reason: 'PDF_INVALID' };
  } catch (error) {
    const encrypted = error?.constructor?.name === 'EncryptedPDFError' || /encrypted/i.test(String(error?.message));
    return { ok: false, reason: encrypted ? 'PDF_ENCRYPTED' : 'PDF_INVALID' };
  }
}

decode().then(
  (result) => parentPort?.postMessage(result),
  (error) => parentPort?.postMessage({ ok: false, reason: String(error?.message ?? error) }),
);
