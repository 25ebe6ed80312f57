import { describe, expect, it } from 'vitest';
import { isStandardConditionId, SCHOOL_STANDARD_CONDITIONS, STANDARD_CONDITION_IDS } from './standard-conditions';

describe('the standard conditions', () => {
  it("gives each school a list of known conditions, each once, the diploma first", () => {
    for (const list of Object.values(SCHOOL_STANDARD_CONDITIONS)) {
      expect(list.every(isStandardConditionId)).toBe(true);
      expect(new Set(list).size).toBe(list.length);
      expect(list[0]).toBe('final_diploma');
    }
    expect(new Set(Object.values(SCHOOL_STANDARD_CONDITIONS).flat())).toEqual(new Set(STANDARD_CONDITION_IDS));
    expect(isStandardConditionId('bring_a_cake')).toBe(false);
  });
});
