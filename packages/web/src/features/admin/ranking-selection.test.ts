import { describe, expect, it } from 'vitest';
import { createRankingSelection } from './ranking-selection';

describe('the ranking selection', () => {
  it('toggles an application in and out, and clears', () => {
    const selection = createRankingSelection();
    selection.getState().toggle(42);
    selection.getState().toggle(51);
    expect([...selection.getState().selected]).toEqual([42, 51]);
    selection.getState().toggle(42);
    expect([...selection.getState().selected]).toEqual([51]);
    selection.getState().clear();
    expect(selection.getState().selected.size).toBe(0);
  });

});
