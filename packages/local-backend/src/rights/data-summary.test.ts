import { describe, expect, it } from 'vitest';
import { wrappablePieces } from './data-summary';

describe('wrappablePieces', () => {
  it('cuts a path after each /, _, . and -, so the page wraps it there and never inside a word', () => {
    expect(wrappablePieces('documents/identity_document_1.pdf')).toEqual(['documents/', 'identity_', 'document_', '1.', 'pdf']);
    expect(wrappablePieces('nationalities-and-disability.json')).toEqual(['nationalities-', 'and-', 'disability.', 'json']);
  });

  it('cuts an address before its @ and after its dots', () => {
    expect(wrappablePieces('docs.submitted@northbridge.example')).toEqual(['docs.', 'submitted', '@northbridge.', 'example']);
  });

  it('keeps a word without a cut whole, and gives every character back in order', () => {
    expect(wrappablePieces('Passport')).toEqual(['Passport']);
    expect(wrappablePieces('')).toEqual([]);
    for (const text of ['a//b', '@@x', 'x.', '-.-_/@']) expect(wrappablePieces(text).join('')).toBe(text);
    expect(wrappablePieces('a//b')).toEqual(['a/', '/', 'b']);
  });
});
