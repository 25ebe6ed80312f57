import { describe, expect, it } from 'vitest';
import { knownRejectionReasons } from './rejection-reasons';

describe('knownRejectionReasons', () => {
  it('keeps the reasons of the list, in their order, and drops one a newer server added', () => {
    expect(knownRejectionReasons([{ id: 'places-filled' }, { id: 'budget-cut' }, { id: 'other', text: 'Late' }])).toEqual([{ id: 'places-filled' }, { id: 'other', text: 'Late' }]);
  });

  it('reads no reasons as none', () => {
    expect(knownRejectionReasons(null)).toEqual([]);
    expect(knownRejectionReasons(undefined)).toEqual([]);
  });
});
