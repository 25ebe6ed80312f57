// Decodes one uploaded file completely, in a worker thread the server can stop when it takes too long:
// a PNG with pngjs (every chunk's CRC, the whole zlib stream, every row), a JPEG with jpeg-js (strict, with
// resolution and memory bounds), a PDF with pdf-lib (refusing encryption). Plain JavaScript: workers run no
// TypeScript loader.
import { parentPort, workerData } from 'node:worker_threads';
import jpeg from 'jpeg-js';
import { PDFDocument } from 'pdf-lib';
import pngjs from 'pngjs';

const { type, bytes, maxResolutionInMP, maxMemoryUsageInMB } = workerData;
const buffer = Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength);

async function decode() {
  if (type === 'image/png') {
    const png = pngjs.PNG.sync.read(buffer, { checkCRC: true });
    return { ok: true, width: png.width, height: png.height };
  }
  if (type === 'image/jpeg') {
    const image = jpeg.decode(buffer, { useTArray: true, formatAsRGBA: false, tolerantDecoding: false, maxResolutionInMP, maxMemoryUsageInMB });
    return { ok: true, width: image.width, height: image.height };
  }
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
