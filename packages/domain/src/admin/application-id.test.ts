import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { parseApplicationId } from './application-id';

describe('parseApplicationId', () => {
  it.each([
    ['1', 1],
    ['7001', 7001],
    ['9007199254740991', 9_007_199_254_740_991],
  ])('reads %j as %i', (raw, id) => {
    expect(parseApplicationId(raw)).toEqual({ ok: true, value: id });
  });

  it.each(['12abc', '', '1.5', '-3', '0', ' 12', '012', '1e3', '9007199254740992', 'abc'])('refuses %j', (raw) => {
    expect(parseApplicationId(raw)).toEqual({ ok: false, error: { code: 'INVALID_APPLICATION_ID', raw } });
  });

  it('refuses a missing id', () => {
    expect(parseApplicationId(undefined)).toEqual({ ok: false, error: { code: 'INVALID_APPLICATION_ID', raw: null } });
    expect(parseApplicationId(null)).toEqual({ ok: false, error: { code: 'INVALID_APPLICATION_ID', raw: null } });
  });

  it('reads back every positive safe integer', () => {
    fc.assert(fc.property(fc.integer({ min: 1, max: Number.MAX_SAFE_INTEGER }), (id) => {
      expect(parseApplicationId(String(id))).toEqual({ ok: true, value: id });
    }), { numRuns: 1_000 });
  });
});
