import type { ReviewProgram } from '@admission/domain';
import { describe, expect, it } from 'vitest';
import { programSections, programShown } from './program-choice';

const PROGRAMS: readonly ReviewProgram[] = [
  { id: 4, name: 'Bachelor Design et Management', brand: 'lumiere' },
  { id: 9, name: 'Programme Grande École', brand: 'lumiere' },
  { id: 3, name: 'MSc Finance', brand: 'northbridge' },
  { id: 6, name: 'Executive MBA', brand: 'northbridge' },
];

describe("the pickers' program", () => {
  it("opens on the first program of the staff member's own school, whatever school comes first", () => {
    expect(programShown(PROGRAMS, 0, 'northbridge')?.id).toBe(3);
    expect(programShown(PROGRAMS, 0, 'lumiere')?.id).toBe(4);
  });

  it('keeps the program the address names', () => {
    expect(programShown(PROGRAMS, 9, 'northbridge')?.id).toBe(9);
    expect(programShown([], 9, 'northbridge')).toBeNull();
  });

  it("groups the programs by school under the school's name, the staff member's own first", () => {
    expect(programSections(PROGRAMS, 'northbridge')).toEqual([
      { id: 'northbridge', title: 'Northbridge Business School', options: [{ id: '3', label: 'MSc Finance' }, { id: '6', label: 'Executive MBA' }] },
      { id: 'lumiere', title: 'École Lumière', options: [{ id: '4', label: 'Bachelor Design et Management' }, { id: '9', label: 'Programme Grande École' }] },
    ]);
    expect(programSections(PROGRAMS, 'lumiere').map((section) => section.id)).toEqual(['lumiere', 'northbridge']);
  });
});
