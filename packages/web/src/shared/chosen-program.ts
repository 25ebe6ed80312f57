import type { ReviewProgram } from '@admission/domain';
import { useCallback, useMemo } from 'react';
import { useSearchParams } from 'react-router-dom';
import { brand } from './brand';
import { programSections, programShown } from './program-choice';

/** The program in the address (`?program=`), else the first of the staff member's school; choosing one rewrites the address. */
export function useChosenProgram(programs: readonly ReviewProgram[] | undefined) {
  const [params, setParams] = useSearchParams();
  const wanted = Number(params.get('program'));
  const program = programs === undefined ? null : programShown(programs, wanted, brand.id);
  const sections = useMemo(() => programSections(programs ?? [], brand.id), [programs]);
  const choose = useCallback((id: string) => setParams({ program: id }, { replace: true }), [setParams]);
  return { program, sections, choose };
}
