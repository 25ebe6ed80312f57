// The candidate's side of the file check with Chromium's own image decoder: what decoders tolerate is kept, what
// no decoder can show is refused, by the same domain rule as on the server.
import { validateCandidateFile, type CandidateFile } from '@admission/domain';
import { PNG_REFUSED_BY_DECODER, PNG_REFUSED_BY_FRAME, PNG_TOLERATED, aValidJpeg } from '@admission/domain/testing';
import { describe, expect, it } from 'vitest';
import { BrowserImageProbe } from './browser-image-probe';

/** A picked file as the documents page hands it over: a Blob read through its slices. */
const picked = (name: string, type: string, bytes: Uint8Array): CandidateFile<Blob> => {
  const body = new Blob([Uint8Array.from(bytes)], { type });
  return { name, size: body.size, type, body, readHead: async (count) => new Uint8Array(await body.slice(0, count).arrayBuffer()) };
};
const png = (bytes: Uint8Array) => picked('scan.png', 'image/png', bytes);

describe("BrowserImageProbe with Chromium's decoder", () => {
  it.each(Object.entries(PNG_TOLERATED))('decodes a PNG with %s', async (_label, make) => {
    expect(await new BrowserImageProbe().decode(png(make()), 5000)).toMatchObject({ outcome: 'decoded' });
  });

  it('decodes the PngSuite files at their size', async () => {
    const probe = new BrowserImageProbe();
    expect(await probe.decode(png((PNG_TOLERATED['the PngSuite file ch1n3p04'] ?? (() => new Uint8Array()))()), 5000)).toEqual({ outcome: 'decoded', width: 32, height: 32 });
    expect(await probe.decode(png((PNG_TOLERATED['the PngSuite file ch2n3p08'] ?? (() => new Uint8Array()))()), 5000)).toEqual({ outcome: 'decoded', width: 32, height: 32 });
  });

  it.each(Object.entries(PNG_REFUSED_BY_DECODER))('cannot decode a PNG with %s', async (_label, make) => {
    expect(await new BrowserImageProbe().decode(png(make()), 5000)).toMatchObject({ outcome: 'undecodable' });
  });
});

describe('validateCandidateFile in the browser', () => {
  it.each(Object.entries(PNG_TOLERATED))('accepts a PNG with %s', async (_label, make) => {
    expect(await validateCandidateFile(new BrowserImageProbe(), png(make()))).toMatchObject({ ok: true });
  });

  it.each(Object.entries({ ...PNG_REFUSED_BY_FRAME, ...PNG_REFUSED_BY_DECODER }))('refuses a PNG with %s', async (_label, make) => {
    expect(await validateCandidateFile(new BrowserImageProbe(), png(make()))).toEqual({ ok: false, error: { code: 'IMAGE_INVALID' } });
  });

  it('accepts a JPEG with bytes before EOI', async () => {
    const jpeg = aValidJpeg(8, 8);
    const bytes = Uint8Array.from([...jpeg.slice(0, -2), 0x17, 0x42, 0xff, 0xd9]);
    expect(await validateCandidateFile(new BrowserImageProbe(), picked('photo.jpg', 'image/jpeg', bytes))).toMatchObject({ ok: true });
  });
});
