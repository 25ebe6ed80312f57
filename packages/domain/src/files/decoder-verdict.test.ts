import { describe, expect, it } from 'vitest';
import { type DecoderVerdict, refusalOfVerdict } from './decoder-verdict';

describe('refusalOfVerdict: one mapping of a decoder answer to a refusal, for both sides', () => {
  it.each<[string, DecoderVerdict, string | null]>([
    ['decoded', { outcome: 'decoded' }, null],
    ['needs a password', { outcome: 'needs-password' }, 'PDF_ENCRYPTED'],
    ['cannot open', { outcome: 'undecodable', reason: 'Invalid PDF structure' }, 'PDF_INVALID'],
    ['timed out', { outcome: 'timed-out' }, 'PDF_INVALID'],
  ])('a PDF that %s', (_label, verdict, code) => {
    expect(refusalOfVerdict('application/pdf', verdict)?.code ?? null).toBe(code);
  });

  it.each<[string, DecoderVerdict, string | null]>([
    ['decoded at 1 x 1', { outcome: 'decoded', width: 1, height: 1 }, null],
    ['decoded at 10 000 x 10 000', { outcome: 'decoded', width: 10_000, height: 10_000 }, null],
    ['decoded at 10 001 x 1', { outcome: 'decoded', width: 10_001, height: 1 }, 'IMAGE_INVALID'],
    ['decoded at 1 x 0', { outcome: 'decoded', width: 1, height: 0 }, 'IMAGE_INVALID'],
    ['decoded without a size', { outcome: 'decoded' }, 'IMAGE_INVALID'],
    ['not decodable', { outcome: 'undecodable', reason: 'bad Huffman code' }, 'IMAGE_INVALID'],
    ['timed out', { outcome: 'timed-out' }, 'IMAGE_INVALID'],
    ['"needing a password"', { outcome: 'needs-password' }, 'IMAGE_INVALID'],
  ])('an image %s', (_label, verdict, code) => {
    expect(refusalOfVerdict('image/png', verdict)?.code ?? null).toBe(code);
    expect(refusalOfVerdict('image/jpeg', verdict)?.code ?? null).toBe(code);
  });
});
