// /admin/jury's reads and writes: a program's jury settings and rubric (the programs come from the ranking's read).
import { isPortError, type Rubric, type RubricError, type ReviewSettingsUpdate } from '@admission/domain';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { services } from '../../di/services';
import type { RubricSaveOutcome } from '../../shared/rubric-editor';

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
export function useSaveRubric(programId: number, failedText: string) {
  const queryClient = useQueryClient();
  const mutation = useMutation({
    mutationFn: async (rubric: Rubric) => (await services()).review.updateRubric(programId, rubric),
    onSuccess: (view) => queryClient.setQueryData(juryKeys.settings(programId), view),
    onError: (error) => (refusalCode(error) === 'RUBRIC_LOCKED' ? queryClient.invalidateQueries({ queryKey: juryKeys.settings(programId) }) : undefined),
  });
  const save = async (rubric: Rubric): Promise<RubricSaveOutcome> => {
    try {
      await mutation.mutateAsync(rubric);
      return { kind: 'saved' };
    } catch (error) {
      const invalid = rubricErrorOf(error);
      if (invalid !== null) return { kind: 'invalid', error: invalid };
      return refusalCode(error) === 'RUBRIC_LOCKED' ? { kind: 'locked' } : { kind: 'failed', text: failedText };
    }
  };
  return { save, isSaving: mutation.isPending };
}

/** The rubric's fault a RUBRIC_INVALID refusal carries. */
function rubricErrorOf(error: unknown): RubricError | null {
  if (refusalCode(error) !== 'RUBRIC_INVALID') return null;
  const detail = (error as { detail: { error?: unknown } }).detail;
  const found = detail.error ?? detail;
  return typeof found === 'object' && found !== null && 'code' in found ? (found as RubricError) : null;
}

/** The domain's code a refusal carries in its detail (RUBRIC_LOCKED, REVIEW_SETTINGS_INVALID...), if any. */
export function refusalCode(error: unknown): string | null {
  if (!isPortError(error) || typeof error.detail !== 'object' || error.detail === null) return null;
  const code = (error.detail as { code?: unknown }).code;
  return typeof code === 'string' ? code : null;
}
