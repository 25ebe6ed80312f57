import type { ReviewProgram } from '@admission/domain';
import { useCallback } from 'react';
import { useSearchParams } from 'react-router-dom';

/** The program in the address (`?program=`), else the first of the school's; choosing one rewrites the address. */
export function useChosenProgram(programs: readonly ReviewProgram[] | undefined) {
  const [params, setParams] = useSearchParams();
  const wanted = Number(params.get('program'));
  const program = programs?.find((candidate) => candidate.id === wanted) ?? programs?.[0] ?? null;
  const choose = useCallback((id: string) => setParams({ program: id }, { replace: true }), [setParams]);
  return { program, choose };
}
