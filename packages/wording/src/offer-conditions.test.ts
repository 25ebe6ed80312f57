import { CONDITION_STATES, SCHOOL_STANDARD_CONDITIONS, STANDARD_CONDITION_IDS } from '@admission/domain';
import { describe, expect, it } from 'vitest';
import { OFFER_CONDITION_WORDING, OFFER_WORDING, standardConditionsOf } from './index';

describe('the standard offer conditions catalog', () => {
  it.each(['en', 'fr'] as const)('words every standard condition in %s, in the domain\'s order, none blank', (language) => {
    expect(Object.keys(OFFER_CONDITION_WORDING[language])).toEqual([...STANDARD_CONDITION_IDS]);
    for (const words of Object.values(OFFER_CONDITION_WORDING[language])) expect(words.trim()).not.toBe('');
  });

  it("gives each school its own list in both languages", () => {
    expect(standardConditionsOf('lumiere').map((condition) => condition.id)).toEqual(SCHOOL_STANDARD_CONDITIONS.lumiere);
    expect(standardConditionsOf('northbridge')[0]).toEqual({ id: 'final_diploma', text: { en: OFFER_CONDITION_WORDING.en.final_diploma, fr: OFFER_CONDITION_WORDING.fr.final_diploma } });
    expect(standardConditionsOf('lumiere').find((condition) => condition.id === 'french_level')?.text.fr).toContain('français');
  });
});

describe("the offer's words the server writes", () => {
  it.each(['en', 'fr'] as const)('words every condition state in %s, none blank', (language) => {
    expect(Object.keys(OFFER_WORDING[language].conditionStates).sort()).toEqual([...CONDITION_STATES].sort());
    for (const words of Object.values(OFFER_WORDING[language].conditionStates)) expect(words.trim()).not.toBe('');
  });
});
