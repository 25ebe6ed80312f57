import { describe, expect, it } from 'vitest';
import { aRubric, aRubricCriterion, someRubricLevels } from '../testing/review.builders';
import { RUBRIC_LIMITS, rubricEditable, validateRubric, type RubricCriterion, type RubricError } from './rubric';

/** `count` valid criteria with distinct ids. */
const criteria = (count: number): RubricCriterion[] => Array.from({ length: count }, (_, index) => aRubricCriterion({ id: `criterion_${String(index)}` }));

/** A valid rubric of three criteria whose second is replaced by `second`. */
const withSecond = (second: unknown): unknown => ({ criteria: [aRubricCriterion({ id: 'first' }), second, aRubricCriterion({ id: 'third' })] });

const errorOf = (input: unknown): RubricError | null => {
  const result = validateRubric(input);
  return result.ok ? null : result.error;
};

describe('validateRubric', () => {
  it('takes a rubric as the demo programs have', () => {
    expect(validateRubric(aRubric())).toEqual({ ok: true, value: aRubric() });
  });

  it.each([
    [2, 'RUBRIC_TOO_FEW_CRITERIA'],
    [3, null],
    [6, null],
    [7, 'RUBRIC_TOO_MANY_CRITERIA'],
    [0, 'RUBRIC_TOO_FEW_CRITERIA'],
  ])('with %i criteria: %s', (count, code) => {
    expect(errorOf({ criteria: criteria(count) })?.code ?? null).toBe(code);
  });

  it('says the limits it applies', () => {
    expect(RUBRIC_LIMITS).toMatchObject({ minCriteria: 3, maxCriteria: 6, maxWeight: 10 });
  });

  it.each([
    [0, false],
    [1, true],
    [10, true],
    [11, false],
    [2.5, false],
    [-1, false],
    ['3', false],
    [null, false],
  ])('takes a weight of %j: %s', (weight, valid) => {
    const error = errorOf(withSecond({ ...aRubricCriterion({ id: 'second' }), weight }));
    expect(error).toEqual(valid ? null : { code: 'CRITERION_WEIGHT_INVALID', criterionIndex: 1, criterionId: 'second', text: null, language: null });
  });

  it.each([
    ['a', true],
    ['academic_record', true],
    ['c2', true],
    ['x'.repeat(40), true],
    ['x'.repeat(41), false],
    ['', false],
    ['2nd', false],
    ['_motivation', false],
    ['Motivation', false],
    ['motivation-score', false],
    ['motivation score', false],
    ['motivé', false],
  ])('takes the id %j: %s', (id, valid) => {
    const error = errorOf(withSecond(aRubricCriterion({ id })));
    expect(error).toEqual(valid ? null : { code: 'CRITERION_ID_INVALID', criterionIndex: 1, criterionId: id, text: null, language: null });
  });

  it('refuses an id that is not text, without echoing it', () => {
    expect(errorOf(withSecond({ ...aRubricCriterion(), id: 7 }))).toMatchObject({ code: 'CRITERION_ID_INVALID', criterionIndex: 1, criterionId: null });
  });

  it('refuses two criteria with one id, pointing at the second', () => {
    expect(errorOf({ criteria: [aRubricCriterion({ id: 'same' }), aRubricCriterion({ id: 'other' }), aRubricCriterion({ id: 'same' })] })).toEqual({
      code: 'CRITERION_ID_DUPLICATE',
      criterionIndex: 2,
      criterionId: 'same',
      text: null,
      language: null,
    });
  });

  it('trims every text it keeps', () => {
    const levels = someRubricLevels().map((level) => ({ en: `  ${level.en}\n`, fr: `\t${level.fr} ` }));
    const result = validateRubric(withSecond({ ...aRubricCriterion({ id: 'second' }), label: { en: '  Motivation ', fr: ' Motivation  ' }, levels }));
    expect(result.ok && result.value.criteria[1]).toEqual(aRubricCriterion({ id: 'second', label: { en: 'Motivation', fr: 'Motivation' } }));
  });

  it.each(['en', 'fr'] as const)('refuses a label empty or blank in %s', (language) => {
    for (const blank of ['', '   ', undefined, 5]) {
      const label = { ...aRubricCriterion().label, [language]: blank };
      expect(errorOf(withSecond({ ...aRubricCriterion({ id: 'second' }), label }))).toEqual({
        code: 'CRITERION_TEXT_MISSING',
        criterionIndex: 1,
        criterionId: 'second',
        text: 'label',
        language,
      });
    }
  });

  it('refuses a label that is not an object, as missing in English first', () => {
    expect(errorOf(withSecond({ ...aRubricCriterion({ id: 'second' }), label: 'Motivation' }))).toMatchObject({ code: 'CRITERION_TEXT_MISSING', text: 'label', language: 'en' });
  });

  it.each([
    [200, null],
    [201, 'CRITERION_TEXT_TOO_LONG'],
  ])('takes a text of %i characters once trimmed: %s', (length, code) => {
    const long = `  ${'é'.repeat(length)}  `;
    expect(errorOf(withSecond({ ...aRubricCriterion({ id: 'second' }), label: { en: 'Motivation', fr: long } }))?.code ?? null).toBe(code);
    const levels = [...someRubricLevels()];
    levels[4] = { en: long, fr: 'Excellent' };
    const error = errorOf(withSecond({ ...aRubricCriterion({ id: 'second' }), levels }));
    expect(error).toEqual(code === null ? null : { code, criterionIndex: 1, criterionId: 'second', text: 5, language: 'en' });
  });

  it.each([4, 6, 0])('refuses %i levels: a scale has exactly 5', (count) => {
    const levels = Array.from({ length: count }, () => ({ en: 'Level', fr: 'Niveau' }));
    expect(errorOf(withSecond({ ...aRubricCriterion({ id: 'second' }), levels }))).toEqual({
      code: 'CRITERION_LEVELS_INVALID',
      criterionIndex: 1,
      criterionId: 'second',
      text: null,
      language: null,
    });
  });

  it('points at the level whose words are missing', () => {
    const levels = [...someRubricLevels()];
    levels[2] = { en: 'Good', fr: ' ' };
    expect(errorOf(withSecond({ ...aRubricCriterion({ id: 'second' }), levels }))).toMatchObject({ code: 'CRITERION_TEXT_MISSING', text: 3, language: 'fr' });
    expect(errorOf(withSecond({ ...aRubricCriterion({ id: 'second' }), levels: 'five' }))).toMatchObject({ code: 'CRITERION_LEVELS_INVALID' });
  });

  it.each([null, 'rubric', [], {}, { criteria: 'many' }])('refuses %j as malformed', (input) => {
    expect(errorOf(input)).toEqual({ code: 'RUBRIC_MALFORMED', criterionIndex: null, criterionId: null, text: null, language: null });
  });

  it('refuses a criterion that is not an object, pointing at it', () => {
    expect(errorOf(withSecond('motivation'))).toEqual({ code: 'RUBRIC_MALFORMED', criterionIndex: 1, criterionId: null, text: null, language: null });
  });

  it('keeps only the fields of a criterion', () => {
    const result = validateRubric(withSecond({ ...aRubricCriterion({ id: 'second' }), note: 'secret' }));
    expect(result.ok && Object.keys(result.value.criteria[1] ?? {})).toEqual(['id', 'weight', 'label', 'levels']);
  });
});

describe('rubricEditable', () => {
  it('lets an admin change a rubric only while no review of the program is submitted', () => {
    expect([rubricEditable(0), rubricEditable(1), rubricEditable(12)]).toEqual([true, false, false]);
  });
});
