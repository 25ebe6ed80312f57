import { describe, expect, it } from 'vitest';
import { reasonTexts } from './reasons';
import { knownRejectionReasons, REJECTION_REASON_IDS, REJECTION_REASON_WORDING } from './rejection-reasons';

describe('knownRejectionReasons', () => {
  it('keeps the reasons of the list, in their order, and drops one a newer server added', () => {
    expect(knownRejectionReasons([{ id: 'places-filled' }, { id: 'budget-cut' }, { id: 'other', text: 'Late' }])).toEqual([{ id: 'places-filled' }, { id: 'other', text: 'Late' }]);
  });

  it('reads no reasons as none', () => {
    expect(knownRejectionReasons(null)).toEqual([]);
    expect(knownRejectionReasons(undefined)).toEqual([]);
  });
});

describe('the rejection reasons list', () => {
  it('words every reason, and what to do next, in both languages', () => {
    for (const id of REJECTION_REASON_IDS) {
      for (const language of ['en', 'fr'] as const) {
        const [wording] = reasonTexts(REJECTION_REASON_WORDING, [{ id }], language);
        expect(wording?.label.length).toBeGreaterThan(0);
        expect(wording?.nextStep.length).toBeGreaterThan(0);
      }
    }
    expect(reasonTexts(REJECTION_REASON_WORDING, [{ id: 'places-filled' }], 'fr')[0]?.label).toBe('Toutes les places sont pourvues');
  });
});
