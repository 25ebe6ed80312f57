import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { ALLOWED_MIME_TYPES } from './file-formats';
import { matchesFileSignature } from './file-signature';
import { validateFileBytes } from './validate-file-bytes';
import { validateFileFacts } from './validate-file-facts';

const RUNS = { numRuns: 10_000 };
const declaredType = fc.constantFrom(...ALLOWED_MIME_TYPES);
const extensionFor = { 'application/pdf': ['pdf'], 'image/jpeg': ['jpg', 'jpeg'], 'image/png': ['png'] } as const;
const anyFacts = fc.record({
  name: fc.oneof(fc.string(), fc.constantFrom('a.pdf', 'b.jpg', 'c.jpeg', 'd.png', 'e.PNG')),
  size: fc.oneof(fc.integer({ min: 0, max: 4_194_304 }), fc.constantFrom(2_097_152, 2_097_153)),
  type: fc.oneof(fc.constantFrom(...ALLOWED_MIME_TYPES, '', 'image/gif'), fc.string()),
});
// Mostly random bytes, sometimes a real signature with random bytes after it.
const anyHead = fc.oneof(
  fc.uint8Array({ maxLength: 20 }),
  fc.tuple(fc.constantFrom([0x25, 0x50, 0x44, 0x46], [0xff, 0xd8, 0xff], [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]), fc.uint8Array({ maxLength: 12 }))
    .map(([signature, rest]) => Uint8Array.from([...signature, ...rest])),
);

describe('file validation properties', () => {
  it('never accepts bytes that do not match the declared type', () => {
    fc.assert(
      fc.property(anyFacts, anyHead, (facts, head) => {
        const result = validateFileBytes(facts, head);
        return !result.ok || matchesFileSignature(result.value.mimeType, head);
      }),
      RUNS,
    );
  });

  it('accepts a well-formed file of each type whatever follows the signature', () => {
    fc.assert(
      fc.property(declaredType, fc.uint8Array({ maxLength: 12 }), fc.integer({ min: 0, max: 2_097_152 }), (type, rest, size) => {
        const signature = { 'application/pdf': [0x25, 0x50, 0x44, 0x46], 'image/jpeg': [0xff, 0xd8, 0xff], 'image/png': [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a] }[type];
        const name = `file.${extensionFor[type][0]}`;
        expect(validateFileBytes({ name, size, type }, Uint8Array.from([...signature, ...rest]))).toEqual({
          ok: true,
          value: { mimeType: type, extension: extensionFor[type][0] },
        });
      }),
      RUNS,
    );
  });

  it('never accepts a file over 2 MiB', () => {
    fc.assert(fc.property(anyFacts, (facts) => !validateFileFacts(facts).ok || facts.size <= 2_097_152), RUNS);
  });
});
