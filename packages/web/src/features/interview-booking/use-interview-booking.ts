// The candidate's interview page: its read, and booking, moving and cancelling, each answer replacing the page's view.
import { isPortError, type BookingRequest, type CandidateInterviewView } from '@admission/domain';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useCallback, useState } from 'react';
import { services } from '../../di/services';
import { interviewRefusalOf } from '../../shared/interview-refusal';

export const interviewBookingKeys = {
  candidate: (applicationId: number) => ['interview', 'candidate', applicationId] as const,
};

/** Not theirs and unknown answer alike (403, 404): neither is worth a retry. */
export const isUnreachable = (error: unknown): boolean => isPortError(error) && (error.code === 'FORBIDDEN' || error.code === 'NOT_FOUND');

export const candidateInterviewQuery = (applicationId: number) =>
  queryOptions({
    queryKey: interviewBookingKeys.candidate(applicationId),
    queryFn: async () => (await services()).interview.candidateInterview(applicationId),
    retry: (failures, error) => !isUnreachable(error) && failures < 2,
    // What the candidate typed stays while they choose; the free slots refresh after each of their actions.
    refetchOnWindowFocus: false,
  });

export const useCandidateInterview = (applicationId: number | null) => useQuery({ ...candidateInterviewQuery(applicationId ?? 0), enabled: applicationId !== null });

/** What the last action came to, for the words and the focus after it. */
export type BookingOutcome = 'booked' | 'moved' | 'cancelled' | 'slot-taken' | 'change-closed' | 'failed';

type Action = { readonly kind: 'book' | 'move'; readonly request: BookingRequest } | { readonly kind: 'cancel'; readonly reason: string };

/**
 * Book, move and cancel. A success replaces the page's view with the answer; a SLOT_TAKEN refusal puts its fresh free
 * slots in the view (what the candidate typed lives in the form and stays); CHANGE_CLOSED reloads the page, now locked.
 */
export function useBookingActions(applicationId: number) {
  const queryClient = useQueryClient();
  const [outcome, setOutcome] = useState<BookingOutcome | null>(null);
  // Each refusal of a booking or a move: the form then drops the slot chosen (it may be gone) and focuses the refusal.
  const [refusals, setRefusals] = useState(0);
  const key = interviewBookingKeys.candidate(applicationId);
  const mutation = useMutation({
    mutationFn: async (action: Action): Promise<CandidateInterviewView> => {
      const api = (await services()).interview;
      if (action.kind === 'cancel') return api.cancel(applicationId, action.reason);
      return action.kind === 'book' ? api.book(applicationId, action.request) : api.move(applicationId, action.request);
    },
    onSuccess: (view, action) => {
      queryClient.setQueryData(key, view);
      setOutcome(action.kind === 'book' ? 'booked' : action.kind === 'move' ? 'moved' : 'cancelled');
    },
    onError: (error, action) => {
      if (action.kind !== 'cancel') setRefusals((count) => count + 1);
      const refusal = interviewRefusalOf(error);
      if (refusal?.code === 'SLOT_TAKEN') {
        const freeSlots = refusal.free_slots;
        if (freeSlots !== undefined) queryClient.setQueryData<CandidateInterviewView>(key, (view) => (view === undefined ? view : { ...view, free_slots: freeSlots }));
        else void queryClient.invalidateQueries({ queryKey: key });
        setOutcome('slot-taken');
      } else if (refusal?.code === 'CHANGE_CLOSED') {
        void queryClient.invalidateQueries({ queryKey: key });
        setOutcome('change-closed');
      } else setOutcome('failed');
    },
  });
  const { mutate } = mutation;
  const act = useCallback(
    (action: Action, onDone?: () => void) => {
      setOutcome(null);
      mutate(action, { onSuccess: () => onDone?.() });
    },
    [mutate],
  );
  return {
    outcome,
    refusals,
    isPending: mutation.isPending,
    /** `onDone` runs once the answer is in (the page closes what led to the action). */
    book: useCallback((request: BookingRequest, onDone?: () => void) => act({ kind: 'book', request }, onDone), [act]),
    move: useCallback((request: BookingRequest, onDone?: () => void) => act({ kind: 'move', request }, onDone), [act]),
    cancel: useCallback((reason: string, onDone?: () => void) => act({ kind: 'cancel', reason }, onDone), [act]),
    clearOutcome: useCallback(() => setOutcome(null), []),
  };
}
