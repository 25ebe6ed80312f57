// Which program the pickers of the ranking and the jury settings show, and how they group them: pure.
import { brandOfId, type ReviewProgram } from '@admission/domain';
import type { SelectSection } from '@admission/ui';

/** The program in the address if there is one, else the first of the staff member's own school, else the first. */
export function programShown(programs: readonly ReviewProgram[], wanted: number, ownSchool: string): ReviewProgram | null {
  return programs.find((candidate) => candidate.id === wanted) ?? programs.find((candidate) => candidate.brand === ownSchool) ?? programs[0] ?? null;
}

/** The programs grouped by school, the staff member's own school first, each group under the school's name. */
export function programSections(programs: readonly ReviewProgram[], ownSchool: string): SelectSection[] {
  const schools = [...new Set(programs.map((program) => program.brand))].sort((a, b) => Number(b === ownSchool) - Number(a === ownSchool));
  return schools.map((school) => ({
    id: school,
    title: brandOfId(school).name,
    options: programs.filter((program) => program.brand === school).map(({ id, name }) => ({ id: String(id), label: name })),
  }));
}

