// /admin/jury's reads and writes: a program's jury settings and rubric (the programs come from the ranking's read).
import { isPortError, type Rubric, type ReviewSettingsUpdate } from '@admission/domain';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { services } from '../../di/services';

export const juryKeys = { settings: (programId: number) => ['admin', 'jury-settings', programId] as const };

export const useJurySettings = (programId: number) =>
  useQuery({ queryKey: juryKeys.settings(programId), queryFn: async () => (await services()).review.settings(programId) });

/** Saves the settings; the answer (the whole view) replaces the cached one. */
export function useSaveSettings(programId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (update: ReviewSettingsUpdate) => (await services()).review.updateSettings(programId, update),
    onSuccess: (view) => queryClient.setQueryData(juryKeys.settings(programId), view),
  });
}

/** Saves the rubric; on a refusal the view is read again (it says whether the rubric is still editable). */
export function useSaveRubric(programId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (rubric: Rubric) => (await services()).review.updateRubric(programId, rubric),
    onSuccess: (view) => queryClient.setQueryData(juryKeys.settings(programId), view),
    onError: (error) => (refusalCode(error) === 'RUBRIC_LOCKED' ? queryClient.invalidateQueries({ queryKey: juryKeys.settings(programId) }) : undefined),
  });
}

/** The domain's code a refusal carries in its detail (RUBRIC_LOCKED, REVIEW_SETTINGS_INVALID...), if any. */
export function refusalCode(error: unknown): string | null {
  if (!isPortError(error) || typeof error.detail !== 'object' || error.detail === null) return null;
  const code = (error.detail as { code?: unknown }).code;
  return typeof code === 'string' ? code : null;
}
