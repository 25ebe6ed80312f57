import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { checkMultilineText, hasControlCharacter } from './free-text';

const lines = fc.array(fc.string({ unit: 'grapheme' }).filter((line) => !hasControlCharacter(line, false)), { maxLength: 6 });
const breaks = fc.constantFrom('\n', '\r\n', '\r', '\t');
const refused = fc.oneof(fc.integer({ min: 0, max: 0x1f }).filter((code) => ![0x09, 0x0a, 0x0d].includes(code)), fc.integer({ min: 0x7f, max: 0x9f })).map((code) => String.fromCharCode(code));

describe('a field of several lines (properties)', () => {
  it('keeps any printable lines joined by line breaks and tabs, unchanged', () => {
    fc.assert(
      fc.property(lines, breaks, (parts, separator) => {
        const text = parts.join(separator);
        expect(checkMultilineText('body', text)).toEqual({ ok: true, value: text });
      }),
    );
  });

  it('refuses any other control character wherever it sits, naming the field', () => {
    fc.assert(
      fc.property(fc.string(), refused, fc.string(), (before, control, after) => {
        expect(checkMultilineText('reason', `${before}${control}${after}`)).toEqual({ ok: false, error: { code: 'TEXT_CONTROL_CHARACTER', field: 'reason' } });
      }),
    );
  });
});
