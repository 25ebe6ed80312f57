import { detectMimeTypeFromSignature } from '@admission/domain';
import jpeg from 'jpeg-js';
import { describe, expect, it } from 'vitest';
import { aPdf, aPng, aZeroWidthPng, withValidCrcs } from '../testing/files';
import { bufferImageProbe, candidateFileFromBuffer, decodeFile, pdfFailure } from './buffer-image-probe';

const aJpeg = (width = 32, height = 16): Buffer => Buffer.from(jpeg.encode({ width, height, data: Buffer.alloc(width * height * 4, 128) }, 80).data);
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
