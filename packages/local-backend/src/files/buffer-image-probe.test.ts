import { detectMimeTypeFromSignature } from '@admission/domain';
import { describe, expect, it } from 'vitest';
import { aPdf, aPng, aZeroWidthPng, withValidCrcs } from '../testing/files';
import { JPEG_DAMAGE, PNG_DAMAGE, SHARP_JPEGS, SHARP_PNGS, aCameraStyleJpeg, aJpegJsJpeg as aJpeg, aJpegWithRestartMarkers, aPngOfRows } from '../testing/images';
import { bufferImageProbe, candidateFileFromBuffer, decodeFile, pdfFailure } from './buffer-image-probe';
const measure = (name: string, type: string, bytes: Buffer) => bufferImageProbe.measure(candidateFileFromBuffer(name, type, bytes), 5000);

describe('bufferImageProbe: the whole image decoded', () => {
  it('reads the size of a generated PNG, which carries the PNG signature', async () => {
    const png = aPng(40, 30);
    expect(detectMimeTypeFromSignature(png.subarray(0, 20))).toBe('image/png');
    await expect(measure('a.png', 'image/png', png)).resolves.toEqual({ width: 40, height: 30 });
    await expect(measure('a.png', 'IMAGE/PNG', png)).resolves.toEqual({ width: 40, height: 30 });
  });

  it('decodes a real JPEG', async () => {
    await expect(measure('a.jpg', 'image/jpeg', aJpeg(64, 32))).resolves.toEqual({ width: 64, height: 32 });
  });

  it('refuses a PNG whose chunks are sound but whose pixel data does not inflate', async () => {
    const png = aPng(40, 30);
    const idat = png.indexOf(Buffer.from('IDAT')) + 4;
    for (let index = idat + 2; index < idat + 12; index += 1) png[index] = 0xff;
    await expect(measure('a.png', 'image/png', withValidCrcs(png))).rejects.toThrow(/Invalid or corrupted/);
  });

  it('refuses a JPEG whose markers are sound but whose scan uses Huffman tables it never defined', async () => {
    const broken = aJpeg();
    const scan = broken.indexOf(Buffer.from([0xff, 0xda]));
    // SOS: marker, length (2), component count, then (id, table selectors) per component.
    for (let component = 0; component < (broken[scan + 4] ?? 0); component += 1) broken[scan + 6 + 2 * component] = 0x33;
    await expect(measure('a.jpg', 'image/jpeg', broken)).rejects.toThrow(/Invalid or corrupted/);
  });

  it('refuses a zero-width PNG and an unreadable JPEG', async () => {
    await expect(measure('a.png', 'image/png', aZeroWidthPng())).rejects.toThrow();
    await expect(measure('a.jpg', 'image/jpeg', Buffer.from([0xff, 0xd8, 0xff, 0x00]))).rejects.toThrow();
  });

  it('stops a decode that takes longer than its time', async () => {
    await expect(decodeFile('image/png', aPng(400, 400), 1)).resolves.toMatchObject({ ok: false, reason: expect.stringMatching(/longer than 1 ms/) });
  });
});

describe.concurrent('bufferImageProbe: what real encoders write is kept', () => {
  it.each([
    ...Object.entries(SHARP_JPEGS).map(([label, make]) => [label, 'image/jpeg', make, 96, 64] as const),
    ...Object.entries(SHARP_PNGS).map(([label, make]) => [label, 'image/png', make, 40, 30] as const),
    ['a JPEG with restart markers', 'image/jpeg', async () => aJpegWithRestartMarkers(64, 10), 64, 80] as const,
    ['a camera-style JPEG (Exif thumbnail, bytes after EOI)', 'image/jpeg', async () => aCameraStyleJpeg(), 80, 60] as const,
  ])('decodes %s', async (_label, type, make, width, height) => {
    await expect(measure('photo', type, await make())).resolves.toEqual({ width, height });
  });
});

describe.concurrent('bufferImageProbe: a data stream that does not decode completely is refused', () => {
  const bases = { 'a baseline JPEG': async () => aJpeg(64, 48), 'a progressive JPEG': SHARP_JPEGS['a progressive JPEG'] };
  const jpegCases = Object.entries(bases).flatMap(([base, make]) => Object.entries(JPEG_DAMAGE).map(([damage, apply]) => [base, damage, make, apply] as const));
  it.each(jpegCases)('refuses %s with %s', async (_base, _damage, make, apply) => {
    await expect(measure('photo.jpg', 'image/jpeg', apply(await make()))).rejects.toThrow(/Invalid or corrupted image file/);
  });

  it('decodes the PNG the damaged ones are made from', async () => {
    await expect(measure('scan.png', 'image/png', aPngOfRows())).resolves.toEqual({ width: 40, height: 30 });
  });

  it.each(Object.entries(PNG_DAMAGE))('refuses a PNG with %s (every chunk CRC right)', async (_damage, make) => {
    await expect(measure('scan.png', 'image/png', make())).rejects.toThrow(/Invalid or corrupted image file/);
  });
});

describe('pdfFailure: the whole PDF parsed', () => {
  it('opens a generated PDF, which carries the PDF signature and a cross-reference table', async () => {
    const pdf = aPdf();
    expect(detectMimeTypeFromSignature(pdf.subarray(0, 20))).toBe('application/pdf');
    const text = pdf.toString('latin1');
    const startxref = Number(/startxref\n(\d+)/.exec(text)?.[1]);
    expect(text.slice(startxref, startxref + 4)).toBe('xref');
    expect(await pdfFailure(pdf, 5000)).toBeNull();
  });

  it('refuses an encrypted PDF and one that does not parse', async () => {
    const encrypted = Buffer.from(aPdf().toString('latin1').replace('/Root 1 0 R', '/Root 1 0 R /Encrypt << /Filter /Standard /V 2 /R 3 /Length 128 /P -4 /O <00> /U <00> >>'), 'latin1');
    expect(await pdfFailure(encrypted, 5000)).toEqual({ code: 'PDF_ENCRYPTED' });
    expect(await pdfFailure(Buffer.from('%PDF-1.4\ngarbage\nstartxref\n9\n%%EOF\n'), 5000)).toEqual({ code: 'PDF_INVALID' });
  });
});

describe('decodeFile: the time limit', () => {
  it('counts the decode, not the start of the worker: a tiny limit stops a large image, a usual one lets it through', async () => {
    const large = aJpeg(1200, 1200);
    await expect(decodeFile('image/jpeg', large, 1)).resolves.toEqual({ ok: false, reason: 'decode took longer than 1 ms' });
    // The worker's start and its loading of sharp (easily over a second on a busy machine) are not counted.
    await expect(decodeFile('application/pdf', aPdf(), 1000)).resolves.toMatchObject({ ok: true });
  });
});
