import { detectMimeTypeFromSignature } from '@admission/domain';
import { describe, expect, it } from 'vitest';
import { aPdf, aPng, aZeroWidthPng } from '../testing/files';
import { bufferImageProbe, candidateFileFromBuffer } from './buffer-image-probe';

describe('bufferImageProbe and the generated sample files', () => {
  it('reads the size of a generated PNG, which carries the PNG signature', async () => {
    const png = aPng(40, 30);
    expect(detectMimeTypeFromSignature(png.subarray(0, 20))).toBe('image/png');
    await expect(bufferImageProbe.measure(candidateFileFromBuffer('a.png', 'image/png', png), 5000)).resolves.toEqual({ width: 40, height: 30 });
  });

  it('reads the size of a minimal JPEG frame header', async () => {
    const jpeg = Buffer.from([0xff, 0xd8, 0xff, 0xe0, 0x00, 0x04, 0x00, 0x00, 0xff, 0xc0, 0x00, 0x0b, 0x08, 0x00, 0x20, 0x00, 0x40, 0x01, 0x01, 0x11, 0x00, 0xff, 0xd9]);
    await expect(bufferImageProbe.measure(candidateFileFromBuffer('a.jpg', 'image/jpeg', jpeg), 5000)).resolves.toEqual({ width: 64, height: 32 });
  });

  it('rejects an unreadable image and reports a zero width as such', async () => {
    await expect(bufferImageProbe.measure(candidateFileFromBuffer('a.jpg', 'image/jpeg', Buffer.from([0xff, 0xd8, 0xff, 0x00])), 5000)).rejects.toThrow();
    await expect(bufferImageProbe.measure(candidateFileFromBuffer('a.png', 'image/png', aZeroWidthPng()), 5000)).resolves.toMatchObject({ width: 0 });
  });

  it('generates a PDF with the PDF signature and a cross-reference table', () => {
    const pdf = aPdf();
    expect(detectMimeTypeFromSignature(pdf.subarray(0, 20))).toBe('application/pdf');
    const text = pdf.toString('latin1');
    const startxref = Number(/startxref\n(\d+)/.exec(text)?.[1]);
    expect(text.slice(startxref, startxref + 4)).toBe('xref');
  });
});
