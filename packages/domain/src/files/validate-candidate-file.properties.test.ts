import fc from 'fast-check';
import { describe, it } from 'vitest';
import { aCandidateFile, anImageProbe } from '../testing';
import { ALLOWED_MIME_TYPES } from './file-formats';
import { matchesFileSignature } from './file-signature';
import { validateCandidateFile } from './validate-candidate-file';

const RUNS = { numRuns: 10_000 };
const anyFile = fc.record({
  name: fc.oneof(fc.constantFrom('a.pdf', 'b.jpg', 'c.jpeg', 'd.png', 'e', ''), fc.string({ maxLength: 12 })),
  size: fc.oneof(fc.integer({ min: 0, max: 4_194_304 }), fc.constantFrom(2_097_152, 2_097_153)),
  type: fc.constantFrom(...ALLOWED_MIME_TYPES, '', 'image/gif'),
  bytes: fc.oneof(
    fc.uint8Array({ maxLength: 24 }),
    fc.constantFrom([0x25, 0x50, 0x44, 0x46], [0xff, 0xd8, 0xff], [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]).map((s) => Uint8Array.from(s)),
  ),
});
const anyProbe = fc.record({
  width: fc.integer({ min: -1, max: 10_002 }),
  height: fc.integer({ min: -1, max: 10_002 }),
  loadMs: fc.integer({ min: 0, max: 6_000 }),
});

describe('the whole pipeline, as properties', () => {
  it('never accepts bytes that do not match the declared type, nor a file over 2 MiB, nor an image out of bounds', async () => {
    await fc.assert(
      fc.asyncProperty(anyFile, anyProbe, async (file, probe) => {
        const result = await validateCandidateFile(anImageProbe(probe), aCandidateFile(file));
        if (!result.ok) return true;
        const inBounds = result.value.mimeType === 'application/pdf' || [probe.width, probe.height].every((side) => side >= 1 && side <= 10_000);
        return matchesFileSignature(result.value.mimeType, file.bytes) && file.size <= 2_097_152 && inBounds && probe.loadMs <= (result.value.mimeType === 'application/pdf' ? Infinity : 5_000);
      }),
      RUNS,
    );
  });
});
