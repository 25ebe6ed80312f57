import { describe, expect, it } from 'vitest';
import { checkMultilineText, hasControlCharacter, isRefusedControl, textControlCharacterOf } from './free-text';

describe('hasControlCharacter', () => {
  it.each(['one\ntwo', 'one\r\ntwo', 'one\rtwo', 'a\tb', 'é – ✓ 😀', ''])('takes %j in a field of several lines', (text) => {
    expect(hasControlCharacter(text, true)).toBe(false);
  });

  it.each(['\u0000', '\u0008', '\u000b', '\u000c', '\u000e', '\u001f', '\u007f', '\u0080', '\u009f'])('refuses U+%s even in a field of several lines', (character) => {
    expect(hasControlCharacter(`a${character}b`, true)).toBe(true);
  });

  it('refuses line breaks and tabs in a one-line field', () => {
    expect(hasControlCharacter('one\ntwo', false)).toBe(true);
    expect(hasControlCharacter('a\tb', false)).toBe(true);
  });

  it('draws its edges at U+001F/U+0020, U+007E/U+007F and U+009F/U+00A0', () => {
    expect([0x1f, 0x20, 0x7e, 0x7f, 0x9f, 0xa0].map((code) => isRefusedControl(code, true))).toEqual([true, false, false, true, true, false]);
  });
});

describe('checkMultilineText', () => {
  it('keeps a reason on two lines as typed', () => {
    expect(checkMultilineText('reason', 'I taught her.\r\nLast year.')).toEqual({ ok: true, value: 'I taught her.\r\nLast year.' });
  });

  it('refuses a bell naming the field', () => {
    expect(checkMultilineText('comment', 'ding\u0007')).toEqual({ ok: false, error: { code: 'TEXT_CONTROL_CHARACTER', field: 'comment' } });
  });
});

describe('textControlCharacterOf', () => {
  it('reads the refusal from a server detail', () => {
    expect(textControlCharacterOf({ code: 'TEXT_CONTROL_CHARACTER', field: 'reason', message: 'x' })).toEqual({ code: 'TEXT_CONTROL_CHARACTER', field: 'reason' });
  });

  it.each([null, 'The JSON body contains a control character', { code: 'TEXT_CONTROL_CHARACTER', field: 'name' }, { code: 'OTHER', field: 'reason' }])('finds none in %j', (detail) => {
    expect(textControlCharacterOf(detail)).toBeNull();
  });
});
