import { describe, expect, it } from 'vitest';
import {
  aCandidateFile,
  aJpegFile,
  aPdfFile,
  aPngFile,
  aValidJpeg,
  aValidPdf,
  anImageProbe,
  ihdrData,
  pngChunk,
  pngOf,
  rgbIdatData,
  textBytes,
} from '../testing';
import { validateCandidateFile } from './validate-candidate-file';

describe('validateCandidateFile', () => {
  it('accepts a PDF without probing it as an image', async () => {
    const probe = anImageProbe();
    expect(await validateCandidateFile(probe, aPdfFile())).toEqual({ ok: true, value: { mimeType: 'application/pdf', extension: 'pdf' } });
    expect(probe.calls).toEqual([]);
  });

  it('probes an image with the 5 s limit', async () => {
    const probe = anImageProbe();
    expect((await validateCandidateFile(probe, aJpegFile())).ok).toBe(true);
    expect(probe.calls).toEqual([{ timeoutMs: 5_000 }]);
  });

  it('accepts an image that loads in exactly 5 s', async () => {
    expect((await validateCandidateFile(anImageProbe({ loadMs: 5_000 }), aPngFile())).ok).toBe(true);
  });

  it('refuses an image that takes longer than 5 s', async () => {
    expect(await validateCandidateFile(anImageProbe({ loadMs: 5_001 }), aPngFile())).toEqual({ ok: false, error: { code: 'IMAGE_INVALID' } });
  });

  it('refuses an image that cannot be decoded', async () => {
    expect(await validateCandidateFile(anImageProbe({ broken: true }), aJpegFile())).toMatchObject({ error: { code: 'IMAGE_INVALID' } });
  });

  it.each([
    [10_000, 10_000, true],
    [10_001, 10, false],
    [10, 10_001, false],
    [0, 10, false],
    [10, 0, false],
    [1, 1, true],
    [-5, 10, false],
    [Number.NaN, 10, false],
  ])('an image of %i x %i px is accepted: %s', async (width, height, accepted) => {
    const result = await validateCandidateFile(anImageProbe({ width, height }), aPngFile());
    expect(result.ok).toBe(accepted);
    if (!result.ok) expect(result.error).toEqual({ code: 'IMAGE_INVALID' });
  });

  it('refuses content that does not match the declared type', async () => {
    expect(await validateCandidateFile(anImageProbe(), aPdfFile({ bytes: textBytes() }))).toEqual({
      ok: false,
      error: { code: 'FILE_SIGNATURE_MISMATCH' },
    });
  });

  it('reads the 20-byte head, then the whole file once the signature matches', async () => {
    const counts: number[] = [];
    const file = aPdfFile();
    await validateCandidateFile(anImageProbe(), { ...file, readHead: (count) => (counts.push(count), file.readHead(count)) });
    expect(counts).toEqual([20, file.size]);
  });

  it('reads no more than the head when the signature does not match', async () => {
    const counts: number[] = [];
    const file = aPdfFile({ bytes: textBytes(400) });
    await validateCandidateFile(anImageProbe(), { ...file, readHead: (count) => (counts.push(count), file.readHead(count)) });
    expect(counts).toEqual([20]);
  });

  it('refuses a password-protected PDF with PDF_ENCRYPTED', async () => {
    expect(await validateCandidateFile(anImageProbe(), aPdfFile({ bytes: aValidPdf({ encrypted: true }) }))).toEqual({ ok: false, error: { code: 'PDF_ENCRYPTED' } });
  });

  it('refuses a PDF cut before its end with PDF_INVALID', async () => {
    const bytes = aValidPdf();
    expect(await validateCandidateFile(anImageProbe(), aPdfFile({ bytes: bytes.slice(0, bytes.length - 30) }))).toEqual({ ok: false, error: { code: 'PDF_INVALID' } });
  });

  it('refuses a PNG with a bad CRC without decoding it', async () => {
    const probe = anImageProbe();
    const bytes = pngOf(pngChunk('IHDR', ihdrData(4, 3)), pngChunk('IDAT', rgbIdatData(4, 3), { badCrc: true }), pngChunk('IEND'));
    expect(await validateCandidateFile(probe, aPngFile({ bytes }))).toEqual({ ok: false, error: { code: 'IMAGE_INVALID' } });
    expect(probe.calls).toEqual([]);
  });

  it('refuses a truncated JPEG without decoding it', async () => {
    const probe = anImageProbe();
    const bytes = aValidJpeg();
    expect(await validateCandidateFile(probe, aJpegFile({ bytes: bytes.slice(0, -2) }))).toEqual({ ok: false, error: { code: 'IMAGE_INVALID' } });
    expect(probe.calls).toEqual([]);
  });

  it.each([
    [10_000, 1, true],
    [10_001, 1, false],
    [1, 10_001, false],
  ])('checks the header size %i x %i before any decode (pixel flood): accepted %s', async (width, height, accepted) => {
    const probe = anImageProbe();
    const bytes = pngOf(pngChunk('IHDR', ihdrData(width, height)), pngChunk('IDAT', [0x78, 0x01]), pngChunk('IEND'));
    const result = await validateCandidateFile(probe, aPngFile({ bytes }));
    expect(probe.calls.length).toBe(accepted ? 1 : 0);
    if (!accepted) expect(result).toEqual({ ok: false, error: { code: 'IMAGE_INVALID' } });
  });

  it('stops at the facts without reading when the file is too large', async () => {
    expect(await validateCandidateFile(anImageProbe(), aCandidateFile({ size: 2_097_153, unreadable: true }))).toMatchObject({
      error: { code: 'FILE_TOO_LARGE' },
    });
  });

  it('turns an unexpected failure into FILE_VALIDATION_FAILED', async () => {
    expect(await validateCandidateFile(anImageProbe(), aPdfFile({ unreadable: true }))).toEqual({
      ok: false,
      error: { code: 'FILE_VALIDATION_FAILED' },
    });
  });
});
