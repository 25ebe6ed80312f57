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
  PNG_REFUSED_BY_DECODER,
  PNG_REFUSED_BY_FRAME,
  PNG_TOLERATED,
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

  it('reads the 20-byte head, then the whole image once the signature matches', async () => {
    const counts: number[] = [];
    const file = aPngFile();
    await validateCandidateFile(anImageProbe(), { ...file, readHead: (count) => (counts.push(count), file.readHead(count)) });
    expect(counts).toEqual([20, file.size]);
  });

  it('reads no more than the head when the signature does not match', async () => {
    const counts: number[] = [];
    const file = aPdfFile({ bytes: textBytes(400) });
    await validateCandidateFile(anImageProbe(), { ...file, readHead: (count) => (counts.push(count), file.readHead(count)) });
    expect(counts).toEqual([20]);
  });

  it("passes a PDF on its signature: its content is for the server's PDF reader to judge", async () => {
    const counts: number[] = [];
    const file = aPdfFile({ bytes: Uint8Array.from([...aValidPdf().slice(0, 40)]) });
    const result = await validateCandidateFile(anImageProbe(), { ...file, readHead: (count) => (counts.push(count), file.readHead(count)) });
    expect(result).toEqual({ ok: true, value: { mimeType: 'application/pdf', extension: 'pdf' } });
    expect(counts).toEqual([20]);
  });

  it.each(Object.entries(PNG_TOLERATED))('accepts a PNG with %s, as its decoder does', async (_label, make) => {
    const probe = anImageProbe();
    expect(await validateCandidateFile(probe, aPngFile({ bytes: make() }))).toMatchObject({ ok: true });
    expect(probe.calls).toEqual([{ timeoutMs: 5_000 }]);
  });

  it.each(Object.entries(PNG_REFUSED_BY_FRAME))('refuses a PNG with %s without decoding it', async (_label, make) => {
    const probe = anImageProbe();
    expect(await validateCandidateFile(probe, aPngFile({ bytes: make() }))).toEqual({ ok: false, error: { code: 'IMAGE_INVALID' } });
    expect(probe.calls).toEqual([]);
  });

  it.each(Object.entries(PNG_REFUSED_BY_DECODER))('refuses a PNG with %s when its decoder cannot show it', async (_label, make) => {
    expect(await validateCandidateFile(anImageProbe({ broken: true }), aPngFile({ bytes: make() }))).toEqual({ ok: false, error: { code: 'IMAGE_INVALID' } });
  });

  it('accepts a JPEG with bytes before EOI when its decoder shows it, and refuses one its decoder cannot', async () => {
    const jpeg = aValidJpeg();
    const bytes = Uint8Array.from([...jpeg.slice(0, -2), 0x17, 0x42, 0xff, 0xd9]);
    expect((await validateCandidateFile(anImageProbe(), aJpegFile({ bytes }))).ok).toBe(true);
    expect(await validateCandidateFile(anImageProbe({ broken: true }), aJpegFile({ bytes: jpeg.slice(0, -6) }))).toEqual({ ok: false, error: { code: 'IMAGE_INVALID' } });
  });

  it('refuses a JPEG whose frame header declares more than 10 000 px a side without decoding it', async () => {
    const probe = anImageProbe();
    expect(await validateCandidateFile(probe, aJpegFile({ bytes: aValidJpeg(10_001, 8) }))).toEqual({ ok: false, error: { code: 'IMAGE_INVALID' } });
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
