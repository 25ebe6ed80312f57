import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { aValidPdf } from '../testing';
import { checkPdfStructure } from './pdf-structure';

const ascii = (text: string): Uint8Array => Uint8Array.from([...text].map((char) => char.charCodeAt(0)));
const concat = (...parts: Uint8Array[]): Uint8Array => Uint8Array.from(parts.flatMap((part) => [...part]));

describe('checkPdfStructure', () => {
  it('accepts a PDF with its header, startxref and %%EOF', () => {
    expect(checkPdfStructure(aValidPdf())).toEqual({ ok: true });
  });

  it('accepts %%EOF that starts within the last 1024 bytes', () => {
    expect(checkPdfStructure(concat(aValidPdf(), new Uint8Array(1018).fill(0x20))).ok).toBe(true);
    expect(checkPdfStructure(concat(aValidPdf(), new Uint8Array(1019).fill(0x20))).ok).toBe(false);
  });

  it('refuses an encrypted PDF as PDF_ENCRYPTED', () => {
    expect(checkPdfStructure(aValidPdf({ encrypted: true }))).toMatchObject({ ok: false, code: 'PDF_ENCRYPTED' });
  });

  it('does not take /EncryptMetadata alone for encryption', () => {
    const pdf = String.fromCharCode(...aValidPdf()).replace('/Type /Catalog', '/Type /Catalog /EncryptMetadata false');
    expect(checkPdfStructure(ascii(pdf)).ok).toBe(true);
  });

  it.each([
    ['no header', ascii('hello %%EOF')],
    ['no %%EOF', ascii('%PDF-1.4\n1 0 obj\n<<>>\nendobj\nstartxref\n9\n')],
    ['no startxref', ascii('%PDF-1.4\n1 0 obj\n<<>>\nendobj\n%%EOF\n')],
    ['no offset after startxref', ascii('%PDF-1.4\n1 0 obj\n<<>>\nendobj\nstartxref\nabc\n%%EOF\n')],
  ])('refuses a PDF with %s as PDF_INVALID', (_label, bytes) => {
    expect(checkPdfStructure(bytes)).toMatchObject({ ok: false, code: 'PDF_INVALID' });
  });

  it('refuses every PDF cut short before %%EOF', () => {
    const pdf = aValidPdf();
    const eof = pdf.length - 6;
    fc.assert(fc.property(fc.integer({ min: 0, max: eof + 4 }), (length) => !checkPdfStructure(pdf.slice(0, length)).ok), { numRuns: 2_000 });
  });
});
