import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { sanitiseFileName } from './sanitise-file-name';

const RUNS = { numRuns: 10_000 };
// Names as people type them: any text, accents, dots, spaces, slashes, emoji.
const anyName = fc.oneof(
  fc.string({ unit: 'grapheme', maxLength: 300 }),
  fc.string({ unit: fc.constantFrom('.', '_', ' ', '-', 'a', 'é', 'Z', '9', '/', '\\', '~', '\u0301'), maxLength: 40 }),
  fc.string({ unit: 'binary', maxLength: 400 }),
);
const allowedExtension = fc.constantFrom('pdf', 'jpg', 'jpeg', 'png', 'PDF', 'Jpg');

describe('sanitiseFileName', () => {
  it.each([
    ['my file.pdf', 'my_file.pdf'],
    ['Relevé de notes été.pdf', 'Releve_de_notes_ete.pdf'],
    ['cœur.png', 'coeur.png'],
    ['../../etc/passwd', 'etc_passwd'],
    ['a..b.pdf', 'ab.pdf'],
    ['report (final) #2.pdf', 'report_final_2.pdf'],
    ['__x__.pdf', 'x_.pdf'],
    ['  spaced  ', 'spaced'],
    ['.htaccess', 'file_.htaccess'],
    ['.pdf', 'file_.pdf'],
    ['', 'file'],
    ['???', 'file'],
    ['é.pdf', 'e.pdf'],
    ['_.pdf', 'file.pdf'],
    ['..pdf', 'file.pdf'],
    ['a<b>c:d"e|f?g*h.jpg', 'a_b_c_d_e_f_g_h.jpg'],
    ['tab\there.png', 'tab_here.png'],
    ['x.tar.gz', 'x.tar.gz'],
  ])('%j becomes %j', (input, expected) => {
    expect(sanitiseFileName(input)).toBe(expected);
  });

  it('keeps a 255-character name and cuts a 256-character one, keeping the extension', () => {
    const exact = `${'a'.repeat(251)}.pdf`;
    expect(sanitiseFileName(exact)).toBe(exact);
    const long = `${'a'.repeat(252)}.pdf`;
    expect(long).toHaveLength(256);
    expect(sanitiseFileName(long)).toBe(`${'a'.repeat(251)}.pdf`);
  });

  it('cuts a long name without extension to 255 characters', () => {
    expect(sanitiseFileName('b'.repeat(255))).toHaveLength(255);
    expect(sanitiseFileName('b'.repeat(256))).toBe('b'.repeat(255));
  });

  it('never leaves a dot before the extension when cutting', () => {
    const name = `${'a'.repeat(250)}.b.pdf`;
    expect(sanitiseFileName(name)).toBe(`${'a'.repeat(250)}.pdf`);
  });

  it('only uses letters, digits, dot, underscore and hyphen', () => {
    fc.assert(fc.property(anyName, (name) => /^[A-Za-z0-9._-]+$/.test(sanitiseFileName(name))), RUNS);
  });

  it("never contains '..' and never starts with a dot", () => {
    fc.assert(
      fc.property(anyName, (name) => {
        const clean = sanitiseFileName(name);
        return !clean.includes('..') && !clean.startsWith('.');
      }),
      RUNS,
    );
  });

  it('is at most 255 characters', () => {
    fc.assert(fc.property(anyName, (name) => sanitiseFileName(name).length <= 255), RUNS);
  });

  it('keeps an allowed extension', () => {
    fc.assert(fc.property(anyName, allowedExtension, (base, extension) => sanitiseFileName(`${base}.${extension}`).endsWith(`.${extension}`)), RUNS);
  });

  it('changes nothing when run twice', () => {
    fc.assert(
      fc.property(fc.oneof(anyName, fc.tuple(anyName, allowedExtension).map(([b, e]) => `${b}.${e}`)), (name) => {
        const once = sanitiseFileName(name);
        return sanitiseFileName(once) === once;
      }),
      RUNS,
    );
  });
});
