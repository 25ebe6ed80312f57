import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { ANCILLARY_CHUNKS, PNG_REFUSED_BY_DECODER, PNG_REFUSED_BY_FRAME, PNG_TOLERATED, aValidPng, pngSuiteCh1n3p04, pngSuiteCh2n3p08 } from '../testing';
import { checkPngFrame } from './png-frame';

const readUint32 = (bytes: Uint8Array, at: number): number => new DataView(bytes.buffer, bytes.byteOffset).getUint32(at);

const typeOf = (chunk: Uint8Array): string => String.fromCharCode(...chunk.subarray(4, 8));
/** A PNG's chunks up to IEND, each as its bytes (signature and any bytes after IEND left out). */
const chunksOf = (png: Uint8Array): Uint8Array[] => {
  const chunks: Uint8Array[] = [];
  for (let at = 8; chunks.at(-1) === undefined || typeOf(chunks.at(-1) ?? new Uint8Array()) !== 'IEND'; at += 12 + readUint32(png, at)) {
    chunks.push(png.slice(at, at + 12 + readUint32(png, at)));
  }
  return chunks;
};
const join = (chunks: readonly Uint8Array[]): Uint8Array => Uint8Array.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, ...chunks.flatMap((chunk) => [...chunk])]);

describe('checkPngFrame', () => {
  it('reads the size of a valid PNG from IHDR', () => {
    expect(checkPngFrame(aValidPng(17, 9))).toEqual({ ok: true, size: { width: 17, height: 9 } });
  });

  it('rebuilds the PngSuite files from their published chunk lists, and reads them', () => {
    expect(chunksOf(pngSuiteCh1n3p04()).map((chunk) => [typeOf(chunk), chunk.length - 12])).toEqual([
      ['IHDR', 13], ['gAMA', 4], ['sBIT', 3], ['PLTE', 45], ['hIST', 30], ['IDAT', expect.any(Number)], ['IEND', 0],
    ]);
    expect(chunksOf(pngSuiteCh2n3p08()).map((chunk) => [typeOf(chunk), chunk.length - 12])).toEqual([
      ['IHDR', 13], ['gAMA', 4], ['PLTE', 768], ['hIST', 512], ['IDAT', expect.any(Number)], ['IEND', 0],
    ]);
    expect(checkPngFrame(pngSuiteCh1n3p04())).toEqual({ ok: true, size: { width: 32, height: 32 } });
    expect(checkPngFrame(pngSuiteCh2n3p08())).toEqual({ ok: true, size: { width: 32, height: 32 } });
  });

  it.each(Object.entries(PNG_TOLERATED))('passes %s', (_label, make) => {
    expect(checkPngFrame(make())).toMatchObject({ ok: true });
  });

  it.each(Object.entries(PNG_REFUSED_BY_FRAME))('refuses %s', (_label, make) => {
    expect(checkPngFrame(make())).toMatchObject({ ok: false });
  });

  it.each(Object.entries(PNG_REFUSED_BY_DECODER))('leaves %s to the decoder', (_label, make) => {
    expect(checkPngFrame(make())).toMatchObject({ ok: true });
  });
});

describe('checkPngFrame, as properties', () => {
  const RUNS = { numRuns: 2_000 };
  const base = fc.constantFrom(...Object.values(PNG_TOLERATED).map((make) => make()));
  const ancillary = fc.constantFrom(...Object.values(ANCILLARY_CHUNKS).map((chunk) => Uint8Array.from(chunk)));

  it('never turns acceptance into refusal when ancillary chunks are moved or repeated', () => {
    const edit = fc.record({ png: base, added: fc.array(fc.tuple(ancillary, fc.nat()), { maxLength: 6 }), moves: fc.array(fc.tuple(fc.nat(), fc.nat()), { maxLength: 4 }) });
    fc.assert(
      fc.property(edit, ({ png, added, moves }) => {
        const chunks = chunksOf(png);
        // Between IHDR (first) and IEND (last): anywhere else a chunk may stand.
        for (const [from, to] of moves) {
          const ancillaryAt = chunks.map((chunk, index) => ((chunk[4] ?? 0) & 0x20 ? index : -1)).filter((index) => index >= 0);
          if (ancillaryAt.length === 0) break;
          const [moved] = chunks.splice(ancillaryAt[from % ancillaryAt.length] ?? 1, 1);
          if (moved !== undefined) chunks.splice(1 + (to % (chunks.length - 1)), 0, moved);
        }
        for (const [chunk, at] of added) chunks.splice(1 + (at % (chunks.length - 1)), 0, chunk);
        expect(checkPngFrame(join(chunks))).toMatchObject({ ok: true });
      }),
      RUNS,
    );
  });

  it('refuses every PNG cut short before the end of IEND', () => {
    const png = pngSuiteCh1n3p04();
    fc.assert(fc.property(fc.integer({ min: 0, max: png.length - 1 }), (length) => !checkPngFrame(png.slice(0, length)).ok), RUNS);
  });

  it('never throws, whatever the bytes', () => {
    fc.assert(
      fc.property(fc.uint8Array({ maxLength: 200 }), (tail) => {
        checkPngFrame(Uint8Array.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, ...tail]));
      }),
      { numRuns: 10_000 },
    );
  });
});
