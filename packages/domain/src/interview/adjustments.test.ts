import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { hasControlCharacter } from '../shared/free-text';
import { ADJUSTMENTS_LIMITS, parseAdjustments } from './adjustments';
import { ADJUSTMENT_KINDS, NO_ADJUSTMENTS } from './interview-kinds';

describe('parseAdjustments', () => {
  it('takes none', () => {
    expect(parseAdjustments({ kinds: [], other: '' })).toEqual({ ok: true, value: NO_ADJUSTMENTS });
    expect(parseAdjustments({ kinds: [] })).toEqual({ ok: true, value: NO_ADJUSTMENTS });
    expect(parseAdjustments({ kinds: [], other: null })).toEqual({ ok: true, value: NO_ADJUSTMENTS });
    expect(parseAdjustments({ kinds: [], other: '   ' })).toEqual({ ok: true, value: NO_ADJUSTMENTS });
  });

  it('puts the kinds in the vocabulary order, each once', () => {
    expect(parseAdjustments({ kinds: ['sign_language_interpreter', 'extra_time', 'extra_time'], other: '' })).toEqual({
      ok: true,
      value: { kinds: ['extra_time', 'sign_language_interpreter'], other: '' },
    });
  });

  it('takes `other` with the words trimmed, up to 500 characters', () => {
    expect(parseAdjustments({ kinds: ['other', 'step_free_access'], other: '  A quiet room, please. ' })).toEqual({
      ok: true,
      value: { kinds: ['step_free_access', 'other'], other: 'A quiet room, please.' },
    });
    const longest = 'é'.repeat(ADJUSTMENTS_LIMITS.otherMaxLength);
    expect(parseAdjustments({ kinds: ['other'], other: ` ${longest} ` })).toEqual({ ok: true, value: { kinds: ['other'], other: longest } });
    expect(parseAdjustments({ kinds: ['other'], other: `${longest}e` })).toEqual({ ok: false, error: { code: 'OTHER_TEXT_TOO_LONG' } });
  });

  it.each([[''], ['  '], [undefined]])('refuses `other` with the words %j', (other) => {
    expect(parseAdjustments({ kinds: ['other'], other })).toEqual({ ok: false, error: { code: 'OTHER_TEXT_MISSING' } });
  });

  it('refuses words without `other`', () => {
    expect(parseAdjustments({ kinds: ['extra_time'], other: 'More time' })).toEqual({ ok: false, error: { code: 'OTHER_TEXT_NOT_EXPECTED' } });
  });

  it.each([
    [null],
    [[]],
    ['extra_time'],
    [{}],
    [{ kinds: 'extra_time', other: '' }],
    [{ kinds: ['extra-time'], other: '' }],
    [{ kinds: ['extra_time', 3], other: '' }],
    [{ kinds: ['other'], other: 7 }],
    [{ kinds: ['other'], other: 'two\nlines' }],
    [{ kinds: ['other'], other: 'a\u0000b' }],
  ])('refuses %j as malformed', (value) => {
    expect(parseAdjustments(value)).toEqual({ ok: false, error: { code: 'ADJUSTMENTS_INVALID' } });
  });
});

describe('parseAdjustments (properties)', () => {
  const kinds = fc.array(fc.constantFrom(...ADJUSTMENT_KINDS), { maxLength: 8 });
  const words = fc.string({ maxLength: 40 }).filter((text) => text.trim() !== '' && !hasControlCharacter(text, false));

  it('gives each kind sent once, in the vocabulary order, and words exactly with `other`', () => {
    fc.assert(
      fc.property(kinds, words, (sent, text) => {
        const result = parseAdjustments({ kinds: sent, other: sent.includes('other') ? text : '' });
        expect(result.ok).toBe(true);
        if (!result.ok) return;
        expect(result.value.kinds).toEqual(ADJUSTMENT_KINDS.filter((kind) => sent.includes(kind)));
        expect(result.value.other !== '').toBe(sent.includes('other'));
      }),
    );
  });

  it('reads its own output back unchanged', () => {
    fc.assert(
      fc.property(kinds, words, (sent, text) => {
        const first = parseAdjustments({ kinds: sent, other: sent.includes('other') ? text : '' });
        if (first.ok) expect(parseAdjustments(first.value)).toEqual(first);
      }),
    );
  });
});
