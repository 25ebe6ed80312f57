import { describe, expect, it, vi } from 'vitest';
import { createRowSelection } from './row-selection';

const amelia = { id: 42, name: 'Amelia Hart' };
const hugo = { id: 43, name: 'Hugo Lefèvre' };

describe('createRowSelection', () => {
  it('adds an application on the first toggle and removes it on the second, keeping the order of selection', () => {
    const selection = createRowSelection();
    selection.toggle(hugo);
    selection.toggle(amelia);
    expect(selection.chosen()).toEqual([hugo, amelia]);
    expect(selection.has(42)).toBe(true);
    selection.toggle(hugo);
    expect(selection.chosen()).toEqual([amelia]);
    expect(selection.has(43)).toBe(false);
  });

  it('keeps the same array between changes and tells each listener of a change', () => {
    const selection = createRowSelection();
    const listener = vi.fn();
    const unsubscribe = selection.subscribe(listener);
    const before = selection.chosen();
    expect(selection.chosen()).toBe(before);
    selection.toggle(amelia);
    expect(listener).toHaveBeenCalledTimes(1);
    expect(selection.chosen()).not.toBe(before);
    unsubscribe();
    selection.toggle(hugo);
    expect(listener).toHaveBeenCalledTimes(1);
  });

  it('clears, and an empty selection cleared again tells no one', () => {
    const selection = createRowSelection();
    const listener = vi.fn();
    selection.subscribe(listener);
    selection.clear();
    expect(listener).not.toHaveBeenCalled();
    selection.toggle(amelia);
    selection.clear();
    expect(selection.chosen()).toEqual([]);
    expect(listener).toHaveBeenCalledTimes(2);
  });
});
