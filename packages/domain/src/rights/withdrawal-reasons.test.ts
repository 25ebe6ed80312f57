import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { OTHER_REASON_MAX_LENGTH, reasonTexts } from '../workflow/reasons';
import { reasonWordingsOf } from '../testing/reason-wordings.builder';
import { WITHDRAWAL_REASON_IDS, validateWithdrawalReasons } from './withdrawal-reasons';

describe('the withdrawal reasons list', () => {
  it('keeps stable ids, with "other" last', () => {
    expect(WITHDRAWAL_REASON_IDS).toEqual(['accepted-elsewhere', 'program-not-suitable', 'cost', 'start-date', 'personal', 'other']);
  });

  it('shows the candidate’s own text as the label of "other"', () => {
    const wording = reasonWordingsOf(WITHDRAWAL_REASON_IDS);
    expect(reasonTexts(wording, [{ id: 'cost' }, { id: 'other', text: 'Moving abroad' }], 'fr').map((text) => text.label)).toEqual([wording.cost.fr.label, 'Moving abroad']);
  });
});

describe('validateWithdrawalReasons', () => {
  it('accepts one or more known reasons and gives them back clean', () => {
    expect(validateWithdrawalReasons([{ id: 'cost', text: 'dropped' }, { id: 'other', text: '  Moving abroad ' }])).toEqual({
      ok: true,
      value: [{ id: 'cost' }, { id: 'other', text: 'Moving abroad' }],
    });
  });

  it.each([
    [[], { code: 'NO_REASON' }],
    [undefined, { code: 'NO_REASON' }],
    [[{ id: 'places-filled' }], { code: 'UNKNOWN_REASON', id: 'places-filled' }],
    [['cost'], { code: 'UNKNOWN_REASON', id: 'cost' }],
    [[{ id: 'cost' }, { id: 'personal' }, { id: 'cost' }], { code: 'REPEATED_REASON', id: 'cost' }],
    [[{ id: 'other' }], { code: 'OTHER_TEXT_MISSING' }],
    [[{ id: 'other', text: ' \n\t ' }], { code: 'OTHER_TEXT_MISSING' }],
    [[{ id: 'other', text: 'x'.repeat(OTHER_REASON_MAX_LENGTH + 1) }], { code: 'OTHER_TEXT_TOO_LONG', max: OTHER_REASON_MAX_LENGTH }],
  ])('refuses %j', (input, error) => {
    expect(validateWithdrawalReasons(input)).toEqual({ ok: false, error });
  });

  it(`takes an "other" text of exactly ${OTHER_REASON_MAX_LENGTH} characters once trimmed`, () => {
    expect(validateWithdrawalReasons([{ id: 'other', text: ` ${'a'.repeat(OTHER_REASON_MAX_LENGTH)} ` }]).ok).toBe(true);
  });

  it('accepts any non-empty set of distinct list reasons, in the order sent', () => {
    const plainIds = WITHDRAWAL_REASON_IDS.filter((id) => id !== 'other');
    fc.assert(
      fc.property(fc.shuffledSubarray([...plainIds], { minLength: 1 }), (ids) => {
        const result = validateWithdrawalReasons(ids.map((id) => ({ id })));
        expect(result).toEqual({ ok: true, value: ids.map((id) => ({ id })) });
      }),
    );
  });
});
