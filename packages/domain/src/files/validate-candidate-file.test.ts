import { describe, expect, it } from 'vitest';
import { aCandidateFile, aJpegFile, aPdfFile, aPngFile, anImageProbe, textBytes } from '../testing';
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

  it('reads only the first 20 bytes', async () => {
    const counts: number[] = [];
    const file = aPdfFile();
    await validateCandidateFile(anImageProbe(), { ...file, readHead: (count) => (counts.push(count), file.readHead(count)) });
    expect(counts).toEqual([20]);
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
