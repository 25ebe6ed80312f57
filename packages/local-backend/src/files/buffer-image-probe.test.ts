import { detectMimeTypeFromSignature } from '@admission/domain';
import { ANCILLARY_CHUNKS, PNG_TOLERATED } from '@admission/domain/testing';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { aPdf, aPng, aZeroWidthPng, encryptedPdf, withValidCrcs } from '../testing/files';
import { JPEG_DAMAGE, PNG_DAMAGE, SHARP_JPEGS, SHARP_PNGS, aCameraStyleJpeg, aJpegJsJpeg as aJpeg, aJpegWithRestartMarkers, aPngOfRows } from '../testing/images';
import { bufferImageProbe, candidateFileFromBuffer, decodeFile, pdfVerdict } from './buffer-image-probe';

const decode = (name: string, type: string, bytes: Buffer) => bufferImageProbe.decode(candidateFileFromBuffer(name, type, bytes), 5000);
const decoded = (width: number, height: number) => ({ outcome: 'decoded', width, height });
const UNDECODABLE = { outcome: 'undecodable', reason: expect.any(String) };

describe('bufferImageProbe: the whole image decoded', () => {
  it('reads the size of a generated PNG, which carries the PNG signature', async () => {
    const png = aPng(40, 30);
    expect(detectMimeTypeFromSignature(png.subarray(0, 20))).toBe('image/png');
    await expect(decode('a.png', 'image/png', png)).resolves.toEqual(decoded(40, 30));
    await expect(decode('a.png', 'IMAGE/PNG', png)).resolves.toEqual(decoded(40, 30));
  });

  it('decodes a real JPEG', async () => {
    await expect(decode('a.jpg', 'image/jpeg', aJpeg(64, 32))).resolves.toEqual(decoded(64, 32));
  });

  it('refuses a PNG whose chunks are sound but whose pixel data does not inflate', async () => {
    const png = aPng(40, 30);
    const idat = png.indexOf(Buffer.from('IDAT')) + 4;
    for (let index = idat + 2; index < idat + 12; index += 1) png[index] = 0xff;
    await expect(decode('a.png', 'image/png', withValidCrcs(png))).resolves.toEqual(UNDECODABLE);
  });

  it('refuses a JPEG whose markers are sound but whose scan uses Huffman tables it never defined', async () => {
    const broken = aJpeg();
    const scan = broken.indexOf(Buffer.from([0xff, 0xda]));
    // SOS: marker, length (2), component count, then (id, table selectors) per component.
    for (let component = 0; component < (broken[scan + 4] ?? 0); component += 1) broken[scan + 6 + 2 * component] = 0x33;
    await expect(decode('a.jpg', 'image/jpeg', broken)).resolves.toEqual(UNDECODABLE);
  });

  it('refuses a zero-width PNG and an unreadable JPEG', async () => {
    await expect(decode('a.png', 'image/png', aZeroWidthPng())).resolves.toEqual(UNDECODABLE);
    await expect(decode('a.jpg', 'image/jpeg', Buffer.from([0xff, 0xd8, 0xff, 0x00]))).resolves.toEqual(UNDECODABLE);
  });

  it('stops a decode that takes longer than its time', async () => {
    await expect(decodeFile('image/png', aPng(400, 400), 1)).resolves.toEqual({ outcome: 'timed-out' });
  });
});

describe.concurrent('bufferImageProbe: what real encoders write is kept', () => {
  it.each([
    ...Object.entries(SHARP_JPEGS).map(([label, make]) => [label, 'image/jpeg', make, 96, 64] as const),
    ...Object.entries(SHARP_PNGS).map(([label, make]) => [label, 'image/png', make, 40, 30] as const),
    ['a JPEG with restart markers', 'image/jpeg', async () => aJpegWithRestartMarkers(64, 10), 64, 80] as const,
    ['a camera-style JPEG (Exif thumbnail, bytes after EOI)', 'image/jpeg', async () => aCameraStyleJpeg(), 80, 60] as const,
  ])('decodes %s', async (_label, type, make, width, height) => {
    await expect(decode('photo', type, await make())).resolves.toEqual(decoded(width, height));
  });
});

describe.concurrent('bufferImageProbe: a data stream that does not decode completely is refused', () => {
  const bases = { 'a baseline JPEG': async () => aJpeg(64, 48), 'a progressive JPEG': SHARP_JPEGS['a progressive JPEG'] };
  const jpegCases = Object.entries(bases).flatMap(([base, make]) => Object.entries(JPEG_DAMAGE).map(([damage, apply]) => [base, damage, make, apply] as const));
  it.each(jpegCases)('refuses %s with %s', async (_base, _damage, make, apply) => {
    await expect(decode('photo.jpg', 'image/jpeg', apply(await make()))).resolves.toEqual(UNDECODABLE);
  });

  it('decodes the PNG the damaged ones are made from', async () => {
    await expect(decode('scan.png', 'image/png', aPngOfRows())).resolves.toEqual(decoded(40, 30));
  });

  it.each(Object.entries(PNG_DAMAGE))('refuses a PNG with %s (every chunk CRC right)', async (_damage, make) => {
    await expect(decode('scan.png', 'image/png', make())).resolves.toEqual(UNDECODABLE);
  });
});

describe('pdfVerdict: pdf.js opens the PDF', () => {
  it('opens a generated PDF, which carries the PDF signature and a cross-reference table', async () => {
    const pdf = aPdf();
    expect(detectMimeTypeFromSignature(pdf.subarray(0, 20))).toBe('application/pdf');
    const text = pdf.toString('latin1');
    const startxref = Number(/startxref\n(\d+)/.exec(text)?.[1]);
    expect(text.slice(startxref, startxref + 4)).toBe('xref');
    expect(await pdfVerdict(pdf, 5000)).toEqual({ outcome: 'decoded' });
  });

  it('opens a PDF encrypted for permissions only (an empty user password), as every reader does', async () => {
    expect(await pdfVerdict(encryptedPdf('permissions-only'), 5000)).toEqual({ outcome: 'decoded' });
    expect(await pdfVerdict(encryptedPdf('permissions-only-aes128'), 5000)).toEqual({ outcome: 'decoded' });
  });

  it('tells a PDF that needs a password from one it cannot open', async () => {
    expect(await pdfVerdict(encryptedPdf('user-password'), 5000)).toEqual({ outcome: 'needs-password' });
    expect(await pdfVerdict(Buffer.from('%PDF-1.4\ngarbage\nstartxref\n9\n%%EOF\n'), 5000)).toEqual(UNDECODABLE);
    expect(await pdfVerdict(Buffer.from('%PDF-this is not a document at all'), 5000)).toEqual(UNDECODABLE);
  });
});

describe('bufferImageProbe, as a property: moving or repeating ancillary chunks', () => {
  const readUint32 = (bytes: Uint8Array, at: number): number => Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength).readUInt32BE(at);
  /** The chunks of a PNG from IHDR to IEND. */
  const chunksOf = (png: Uint8Array): Buffer[] => {
    const chunks: Buffer[] = [];
    for (let at = 8; chunks.at(-1)?.toString('latin1', 4, 8) !== 'IEND'; at += 12 + readUint32(png, at)) chunks.push(Buffer.from(png.subarray(at, at + 12 + readUint32(png, at))));
    return chunks;
  };

  it('never turns a decoded PNG into a refused one', async () => {
    const bases = Object.values(PNG_TOLERATED).map((make) => make());
    const edit = fc.record({
      base: fc.nat({ max: bases.length - 1 }),
      added: fc.array(fc.tuple(fc.constantFrom(...Object.values(ANCILLARY_CHUNKS)), fc.nat()), { minLength: 1, maxLength: 4 }),
    });
    await fc.assert(
      fc.asyncProperty(edit, async ({ base, added }) => {
        const png = bases[base] ?? bases[0] ?? new Uint8Array();
        const chunks = chunksOf(png);
        for (const [chunk, at] of added) chunks.splice(1 + (at % (chunks.length - 1)), 0, Buffer.from(chunk));
        const edited = Buffer.concat([Buffer.from(png.subarray(0, 8)), ...chunks]);
        expect(await decode('scan.png', 'image/png', edited)).toMatchObject({ outcome: 'decoded' });
      }),
      { numRuns: 24 },
    );
  });
});

describe('decodeFile: the time limit', () => {
  it('counts the decode, not the start of the worker: a tiny limit stops a large image, a usual one lets it through', async () => {
    const large = aJpeg(1200, 1200);
    await expect(decodeFile('image/jpeg', large, 1)).resolves.toEqual({ outcome: 'timed-out' });
    // The worker's start and its loading of pdf.js (easily over a second on a busy machine) are not counted.
    await expect(decodeFile('application/pdf', aPdf(), 1000)).resolves.toEqual({ outcome: 'decoded' });
  });
});
