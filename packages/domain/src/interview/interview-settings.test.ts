import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { validateRubric } from '../review/rubric';
import { DEFAULT_INTERVIEW_RUBRIC, DEFAULT_INTERVIEW_SETTINGS, INTERVIEW_SETTINGS_LIMITS, parseInterviewSettings, type InterviewSettings } from './interview-settings';

const settings = (overrides: Partial<Record<keyof InterviewSettings, unknown>> = {}): unknown => ({ ...DEFAULT_INTERVIEW_SETTINGS, ...overrides });
const fieldOf = (overrides: Partial<Record<keyof InterviewSettings, unknown>>): string | null => {
  const result = parseInterviewSettings(settings(overrides));
  return result.ok ? 'ok' : result.error.field;
};

describe('DEFAULT_INTERVIEW_SETTINGS', () => {
  it('books in the portal, closes changes 24 hours before, weighs the interview half, with a valid rubric of 3 criteria', () => {
    expect(DEFAULT_INTERVIEW_SETTINGS).toMatchObject({ booking_place: 'portal', outside_url: null, change_cutoff_hours: 24, interview_weight: 0.5 });
    expect(DEFAULT_INTERVIEW_RUBRIC.criteria.map((criterion) => criterion.id)).toEqual(['motivation', 'communication', 'program_fit']);
    expect(validateRubric(DEFAULT_INTERVIEW_RUBRIC)).toEqual({ ok: true, value: DEFAULT_INTERVIEW_RUBRIC });
    expect(parseInterviewSettings(DEFAULT_INTERVIEW_SETTINGS)).toEqual({ ok: true, value: DEFAULT_INTERVIEW_SETTINGS });
  });
});

describe('parseInterviewSettings', () => {
  it('refuses what is not an object', () => {
    expect(parseInterviewSettings(null)).toEqual({ ok: false, error: { code: 'INTERVIEW_SETTINGS_INVALID', field: null } });
    expect(parseInterviewSettings([])).toEqual({ ok: false, error: { code: 'INTERVIEW_SETTINGS_INVALID', field: null } });
  });

  it('takes a booking place of the vocabulary', () => {
    expect(fieldOf({ booking_place: 'elsewhere' })).toBe('booking_place');
    expect(fieldOf({ booking_place: undefined })).toBe('booking_place');
  });

  it('needs an https link when candidates book outside, and keeps a valid one while they book in the portal', () => {
    expect(parseInterviewSettings(settings({ booking_place: 'outside', outside_url: ' https://calendly.example.com/school ' }))).toMatchObject({
      ok: true,
      value: { booking_place: 'outside', outside_url: 'https://calendly.example.com/school' },
    });
    expect(fieldOf({ booking_place: 'outside', outside_url: null })).toBe('outside_url');
    expect(fieldOf({ booking_place: 'outside', outside_url: '  ' })).toBe('outside_url');
    expect(fieldOf({ booking_place: 'outside', outside_url: 'http://calendly.example.com' })).toBe('outside_url');
    expect(fieldOf({ booking_place: 'outside', outside_url: 42 })).toBe('outside_url');
    expect(parseInterviewSettings(settings({ outside_url: 'https://calendly.example.com/' }))).toMatchObject({ ok: true, value: { booking_place: 'portal', outside_url: 'https://calendly.example.com/' } });
    expect(parseInterviewSettings(settings({ outside_url: '' }))).toMatchObject({ ok: true, value: { outside_url: null } });
    expect(parseInterviewSettings(settings({ outside_url: undefined }))).toMatchObject({ ok: true, value: { outside_url: null } });
    expect(fieldOf({ outside_url: 'not a link' })).toBe('outside_url');
  });

  it('takes an outside link of 500 characters and refuses one of 501', () => {
    const prefix = 'https://book.example.org/';
    const longest = prefix + 'a'.repeat(INTERVIEW_SETTINGS_LIMITS.outsideUrlMaxLength - prefix.length);
    expect(fieldOf({ booking_place: 'outside', outside_url: longest })).toBe('ok');
    expect(fieldOf({ booking_place: 'outside', outside_url: `${longest}a` })).toBe('outside_url');
  });

  it.each([
    [0, 'ok'],
    [168, 'ok'],
    [-1, 'change_cutoff_hours'],
    [169, 'change_cutoff_hours'],
    [1.5, 'change_cutoff_hours'],
    ['24', 'change_cutoff_hours'],
  ])('takes a cut-off of %j hours: %s', (change_cutoff_hours, field) => {
    expect(fieldOf({ change_cutoff_hours })).toBe(field);
  });

  it.each([
    [0, 'ok'],
    [1, 'ok'],
    [0.05, 'ok'],
    [0.15, 'ok'],
    [0.95, 'ok'],
    [0.7, 'ok'],
    [-0.05, 'interview_weight'],
    [1.05, 'interview_weight'],
    [0.33, 'interview_weight'],
    [0.051, 'interview_weight'],
    [Number.NaN, 'interview_weight'],
    [Number.POSITIVE_INFINITY, 'interview_weight'],
    ['0.5', 'interview_weight'],
  ])('takes a weight of %j: %s', (interview_weight, field) => {
    expect(fieldOf({ interview_weight })).toBe(field);
  });

  it('keeps a weight as a whole number of twentieths', () => {
    expect(parseInterviewSettings(settings({ interview_weight: 0.15000000000000002 }))).toMatchObject({ ok: true, value: { interview_weight: 0.15 } });
  });

  it("refuses a rubric the jury's rule refuses, with its fault", () => {
    const twoCriteria = { criteria: DEFAULT_INTERVIEW_RUBRIC.criteria.slice(0, 2) };
    expect(parseInterviewSettings(settings({ rubric: twoCriteria }))).toEqual({
      ok: false,
      error: { code: 'INTERVIEW_SETTINGS_INVALID', field: 'rubric', rubricError: { code: 'RUBRIC_TOO_FEW_CRITERIA', criterionIndex: null, criterionId: null, text: null, language: null } },
    });
  });

  it('names the first field at fault, in the form order', () => {
    expect(fieldOf({ booking_place: 'x', change_cutoff_hours: -1, interview_weight: 2 })).toBe('booking_place');
    expect(fieldOf({ change_cutoff_hours: -1, interview_weight: 2 })).toBe('change_cutoff_hours');
  });
});

describe('parseInterviewSettings (properties)', () => {
  it('takes every weight of twentieths from 0 to 1 and gives it back', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 20 }), (twentieths) => {
        const result = parseInterviewSettings(settings({ interview_weight: twentieths * 0.05 }));
        expect(result).toMatchObject({ ok: true, value: { interview_weight: twentieths / 20 } });
      }),
    );
  });

  it('refuses any weight off the steps of 0.05', () => {
    fc.assert(
      fc.property(fc.double({ min: -2, max: 2, noNaN: true }).filter((weight) => Math.abs(weight * 20 - Math.round(weight * 20)) > 1e-6), (interview_weight) => {
        expect(fieldOf({ interview_weight })).toBe('interview_weight');
      }),
    );
  });
});
