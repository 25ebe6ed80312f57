import { describe, expect, it, vi } from 'vitest';
import { aCandidateFile } from '../testing/builders';
import { BrowserImageProbe, imageBitmapDecoder, imageElementDecoder, type ImageElementHost } from './browser-image-probe';

const pngFile = () => aCandidateFile({ name: 'photo.png', type: 'image/png', bytes: new Uint8Array([0x89, 0x50, 0x4e, 0x47]) });

/** A fake <img> host: the image loads (or fails) when the test says so. */
function fakeHost() {
  const created: string[] = [];
  const revoked: string[] = [];
  let image: { naturalWidth: number; naturalHeight: number; onload: (() => void) | null; onerror: (() => void) | null; src: string } | null = null;
  const host = {
    createObjectURL: () => {
      const url = `blob:fake/${created.length + 1}`;
      created.push(url);
      return url;
    },
    revokeObjectURL: (url: string) => void revoked.push(url),
    createImage: () => {
      image = { naturalWidth: 0, naturalHeight: 0, onload: null, onerror: null, src: '' };
      return image;
    },
  } as unknown as ImageElementHost;
  return {
    host,
    created,
    revoked,
    load(width: number, height: number) {
      if (!image) throw new Error('no image yet');
      image.naturalWidth = width;
      image.naturalHeight = height;
      image.onload?.();
    },
    fail() {
      image?.onerror?.();
    },
  };
}

describe('BrowserImageProbe with the <img> decoder', () => {
  it('reads the natural size and revokes the object URL', async () => {
    const fake = fakeHost();
    const measuring = new BrowserImageProbe({ decode: imageElementDecoder(fake.host) }).decode(pngFile(), 5000);
    fake.load(640, 480);
    expect(await measuring).toEqual({ outcome: 'decoded', width: 640, height: 480 });
    expect(fake.revoked).toEqual(fake.created);
  });

  it('answers undecodable for a file the browser cannot decode, and still revokes', async () => {
    const fake = fakeHost();
    const measuring = new BrowserImageProbe({ decode: imageElementDecoder(fake.host) }).decode(pngFile(), 5000);
    fake.fail();
    expect(await measuring).toEqual({ outcome: 'undecodable', reason: 'Invalid or corrupted image file' });
    expect(fake.revoked).toEqual(['blob:fake/1']);
  });

  it('answers timed-out after the timeout given, and revokes then', async () => {
    vi.useFakeTimers();
    try {
      const fake = fakeHost();
      const outcome = new BrowserImageProbe({ decode: imageElementDecoder(fake.host) }).decode(pngFile(), 5000);
      await vi.advanceTimersByTimeAsync(4999);
      expect(fake.revoked).toEqual([]);
      await vi.advanceTimersByTimeAsync(1);
      expect(await outcome).toEqual({ outcome: 'timed-out' });
      expect(fake.revoked).toEqual(['blob:fake/1']);
    } finally {
      vi.useRealTimers();
    }
  });

  it('answers undecodable for a body that is not a Blob without decoding', async () => {
    const decode = vi.fn();
    expect(await new BrowserImageProbe({ decode }).decode(aCandidateFile({ body: 'not a blob' }), 5000)).toMatchObject({ outcome: 'undecodable' });
    expect(decode).not.toHaveBeenCalled();
  });
});

describe('imageBitmapDecoder', () => {
  it('reads the bitmap size and closes it', async () => {
    const close = vi.fn();
    const decode = imageBitmapDecoder(() => Promise.resolve({ width: 10, height: 20, close } as unknown as ImageBitmap));
    expect(await decode(new Blob(['x']), new AbortController().signal)).toEqual({ width: 10, height: 20 });
    expect(close).toHaveBeenCalledOnce();
  });
});
