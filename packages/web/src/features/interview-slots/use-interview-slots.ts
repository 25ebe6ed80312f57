// /admin/interviews' reads and writes: a program's interview settings and slots; each answer updates the cached page.
import {
  isPortError,
  type InterviewSettingsUpdate,
  type InterviewSlotView,
  type PanelOverlapView,
  type ProgramInterviewsView,
  type SlotBatchRequest,
  type SlotUpdate,
} from '@admission/domain';
import { useMutation, useQuery, useQueryClient, type QueryClient } from '@tanstack/react-query';
import { services } from '../../di/services';

export const interviewSlotsKeys = { program: (programId: number) => ['admin', 'interview-slots', programId] as const };

/** A refusal's body as the interview routes send it: the code, the field at fault and why, the panel's overlaps. */
export interface SlotsRefusal {
  readonly code: string;
  readonly field: string | null;
  readonly reason: string | null;
  readonly conflicts: readonly PanelOverlapView[];
}

/** The refusal an error carries (INTERVIEW_SETTINGS_INVALID, SLOT_BATCH_INVALID, PANEL_OVERLAP, SLOT_BOOKED...), or null. */
export function refusalOf(error: unknown): SlotsRefusal | null {
  if (!isPortError(error) || typeof error.detail !== 'object' || error.detail === null) return null;
  const { code, field, reason, conflicts } = error.detail as { code?: unknown; field?: unknown; reason?: unknown; conflicts?: unknown };
  if (typeof code !== 'string') return null;
  return {
    code,
    field: typeof field === 'string' ? field : null,
    reason: typeof reason === 'string' ? reason : null,
    conflicts: Array.isArray(conflicts) ? (conflicts as PanelOverlapView[]) : [],
  };
}

/** The program is unknown to the server (removed meanwhile, or of another school). */
export const isProgramMissing = (error: unknown): boolean => isPortError(error) && (error.code === 'NOT_FOUND' || error.code === 'FORBIDDEN');

export const useProgramInterviews = (programId: number) =>
  useQuery({
    queryKey: interviewSlotsKeys.program(programId),
    queryFn: async () => (await services()).interview.programInterviews(programId),
    retry: (failures, error) => !isProgramMissing(error) && failures < 2,
  });

/** Replaces the cached page's slots by `next` (the page keeps them in time order). */
function updateSlots(queryClient: QueryClient, programId: number, next: (slots: readonly InterviewSlotView[]) => readonly InterviewSlotView[]): void {
  queryClient.setQueryData<ProgramInterviewsView>(interviewSlotsKeys.program(programId), (view) =>
    view === undefined ? view : { ...view, slots: [...next(view.slots)].sort((a, b) => Date.parse(a.starts_at) - Date.parse(b.starts_at)) },
  );
}

/** Saves the settings (the rubric with them); the answer replaces the cached settings. */
export function useSaveInterviewSettings(programId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (update: InterviewSettingsUpdate) => (await services()).interview.updateInterviewSettings(programId, update),
    onSuccess: (settings) =>
      queryClient.setQueryData<ProgramInterviewsView>(interviewSlotsKeys.program(programId), (view) => (view === undefined ? view : { ...view, settings })),
    onError: (error) => (refusalOf(error)?.code === 'RUBRIC_LOCKED' ? queryClient.invalidateQueries({ queryKey: interviewSlotsKeys.program(programId) }) : undefined),
  });
}

/** Opens a batch of slots; the new ones join the list. */
export function useCreateSlots(programId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (batch: SlotBatchRequest) => (await services()).interview.createSlots(programId, batch),
    onSuccess: (created) => updateSlots(queryClient, programId, (slots) => [...slots, ...created]),
  });
}

/** Changes one slot; the answer replaces it in the list. */
export function useUpdateSlot(programId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async ({ slotId, update }: { readonly slotId: number; readonly update: SlotUpdate }) => (await services()).interview.updateSlot(slotId, update),
    onSuccess: (changed) => updateSlots(queryClient, programId, (slots) => slots.map((slot) => (slot.id === changed.id ? changed : slot))),
  });
}

/** Removes a selection; what was removed leaves the list, and a refusal (a slot booked meanwhile) reads the page again. */
export function useRemoveSlots(programId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (slotIds: readonly number[]) => (await services()).interview.removeSlots(slotIds),
    onSuccess: async ({ removed, refused }) => {
      updateSlots(queryClient, programId, (slots) => slots.filter((slot) => !removed.includes(slot.id)));
      if (refused.length > 0) await queryClient.invalidateQueries({ queryKey: interviewSlotsKeys.program(programId) });
    },
  });
}
