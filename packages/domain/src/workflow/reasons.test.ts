import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { OTHER_REASON_MAX_LENGTH, characterCount, reasonTexts, validateReasons } from './reasons';
import { REJECTION_REASON_IDS, validateRejectionReasons } from './rejection-reasons';
import { reasonWordingsOf } from '../testing/reason-wordings.builder';

describe('rejection reasons', () => {
  it('keeps stable ids', () => {
    expect(REJECTION_REASON_IDS).toEqual(['documents-missing', 'prerequisites-not-met', 'quiz-below-level', 'places-filled', 'other']);
  });

  it('accepts one or more known reasons, each once, and gives them back clean', () => {
    expect(validateRejectionReasons([{ id: 'places-filled' }, { id: 'other', text: '  Late application  ' }])).toEqual({
      ok: true,
      value: [{ id: 'places-filled' }, { id: 'other', text: 'Late application' }],
    });
    expect(validateRejectionReasons([{ id: 'quiz-below-level', text: 'ignored' }])).toEqual({ ok: true, value: [{ id: 'quiz-below-level' }] });
  });

  it.each([
    [[], { code: 'NO_REASON' }],
    [null, { code: 'NO_REASON' }],
    ['places-filled', { code: 'NO_REASON' }],
    [[{ id: 'too-late' }], { code: 'UNKNOWN_REASON', id: 'too-late' }],
    [['places-filled'], { code: 'UNKNOWN_REASON', id: 'places-filled' }],
    [[{ id: 'places-filled' }, { id: 'places-filled' }], { code: 'REPEATED_REASON', id: 'places-filled' }],
    [[{ id: 'other' }], { code: 'OTHER_TEXT_MISSING' }],
    [[{ id: 'other', text: '   ' }], { code: 'OTHER_TEXT_MISSING' }],
  ])('refuses %j', (input, error) => {
    expect(validateRejectionReasons(input)).toEqual({ ok: false, error });
  });

  it(`takes an "other" text of ${OTHER_REASON_MAX_LENGTH} characters, not one more (emoji count as one)`, () => {
    expect(validateRejectionReasons([{ id: 'other', text: 'é'.repeat(OTHER_REASON_MAX_LENGTH) }]).ok).toBe(true);
    expect(validateRejectionReasons([{ id: 'other', text: '😀'.repeat(OTHER_REASON_MAX_LENGTH) }]).ok).toBe(true);
    expect(validateRejectionReasons([{ id: 'other', text: 'a'.repeat(OTHER_REASON_MAX_LENGTH + 1) }])).toEqual({
      ok: false,
      error: { code: 'OTHER_TEXT_TOO_LONG', max: OTHER_REASON_MAX_LENGTH },
    });
  });

  it('never accepts an id outside the list, whatever is sent', () => {
    fc.assert(
      fc.property(fc.array(fc.record({ id: fc.string(), text: fc.option(fc.string(), { nil: undefined }) }), { maxLength: 6 }), (input) => {
        const result = validateRejectionReasons(input);
        if (result.ok) {
          expect(result.value.length).toBeGreaterThan(0);
          for (const reason of result.value) expect(REJECTION_REASON_IDS).toContain(reason.id);
          expect(new Set(result.value.map((reason) => reason.id)).size).toBe(result.value.length);
        }
      }),
    );
  });

  it('says each reason in the candidate language, "other" in the staff member\'s words', () => {
    const wording = reasonWordingsOf(REJECTION_REASON_IDS);
    const texts = reasonTexts(wording, [{ id: 'documents-missing' }, { id: 'other', text: 'Dossier arrivé après la date limite' }], 'fr');
    expect(texts).toEqual([wording['documents-missing'].fr, { label: 'Dossier arrivé après la date limite', nextStep: wording.other.fr.nextStep }]);
  });
});

describe('validateReasons with a single reason', () => {
  it('refuses a second one', () => {
    expect(validateReasons(['a', 'b'] as const, [{ id: 'a' }, { id: 'b' }], { single: true })).toEqual({ ok: false, error: { code: 'REPEATED_REASON', id: 'b' } });
  });
});

describe('characterCount', () => {
  it('counts code points', () => {
    expect(characterCount('é😀a')).toBe(3);
  });
});
