// The Interview tab's read, and staff's changes for the candidate (book, move, cancel, allow a new booking after a
// no-show): each answer replaces the tab's view and reloads the timeline, which records it.
import type { BookingRequest, StaffInterviewView } from '@admission/domain';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useCallback, useState } from 'react';
import { services } from '../../di/services';
import { interviewRefusalOf } from '../../shared/interview-refusal';
import { applicationKeys } from './use-application';
import { workflowKeys } from './use-workflow';

export const applicationInterviewKeys = {
  interview: (id: number) => [...applicationKeys.detail(id), 'interview'] as const,
};

export const applicationInterviewQuery = (id: number) =>
  queryOptions({
    queryKey: applicationInterviewKeys.interview(id),
    queryFn: async () => (await services()).interview.staffInterview(id),
    // What staff typed stays while they choose; the free slots refresh after each action.
    refetchOnWindowFocus: false,
  });

export const useApplicationInterview = (id: number) => useQuery(applicationInterviewQuery(id));

/** The refusals the tab names; any other failure reads as `failed`. */
export const STAFF_INTERVIEW_REFUSALS = ['SLOT_TAKEN', 'CHANGE_CLOSED', 'NOT_ADMISSIBLE', 'ALREADY_BOOKED', 'REASON_REQUIRED', 'INTERVIEW_STARTED'] as const;
export type StaffInterviewRefusal = (typeof STAFF_INTERVIEW_REFUSALS)[number] | 'failed';
export type StaffInterviewOutcome = 'booked' | 'moved' | 'cancelled' | 'rebook-allowed' | StaffInterviewRefusal;

const refusalOf = (error: unknown): StaffInterviewRefusal => {
  const code = interviewRefusalOf(error)?.code;
  return STAFF_INTERVIEW_REFUSALS.find((known) => known === code) ?? 'failed';
};

type Action =
  | { readonly kind: 'book' | 'move'; readonly request: BookingRequest }
  | { readonly kind: 'cancel'; readonly reason: string }
  | { readonly kind: 'allow-rebook' };

/** What the tab does once the answer is in: close what led to the action, move the focus. */
export interface AfterAction {
  readonly onDone?: () => void;
  readonly onRefused?: (refusal: StaffInterviewRefusal) => void;
}

const DONE: Readonly<Record<Action['kind'], StaffInterviewOutcome>> = { book: 'booked', move: 'moved', cancel: 'cancelled', 'allow-rebook': 'rebook-allowed' };

/**
 * Book, move, cancel and allow a new booking. A success replaces the view; SLOT_TAKEN puts its fresh free slots in the
 * view (what staff typed lives in the form and stays); any other refusal reloads the view, which may have changed.
 */
export function useStaffInterviewActions(applicationId: number) {
  const queryClient = useQueryClient();
  const [outcome, setOutcome] = useState<StaffInterviewOutcome | null>(null);
  // Each refusal: the form drops the slot chosen (it may be gone) and focuses the refusal.
  const [refusals, setRefusals] = useState(0);
  const key = applicationInterviewKeys.interview(applicationId);
  const mutation = useMutation({
    mutationFn: async (action: Action): Promise<StaffInterviewView> => {
      const api = (await services()).interview;
      switch (action.kind) {
        case 'book':
          return api.staffBook(applicationId, action.request);
        case 'move':
          return api.staffMove(applicationId, action.request);
        case 'cancel':
          return api.staffCancel(applicationId, action.reason);
        case 'allow-rebook':
          return api.allowRebook(applicationId);
      }
    },
    onSuccess: (view, action) => {
      queryClient.setQueryData(key, view);
      void queryClient.invalidateQueries({ queryKey: workflowKeys.timeline(applicationId) });
      setOutcome(DONE[action.kind]);
    },
    onError: (error) => {
      const refusal = refusalOf(error);
      const freeSlots = interviewRefusalOf(error)?.free_slots;
      if (refusal === 'SLOT_TAKEN' && freeSlots !== undefined) {
        queryClient.setQueryData<StaffInterviewView>(key, (view) => (view === undefined ? view : { ...view, free_slots: freeSlots }));
      } else void queryClient.invalidateQueries({ queryKey: key });
      setRefusals((count) => count + 1);
      setOutcome(refusal);
    },
  });
  const { mutate } = mutation;
  const act = useCallback(
    (action: Action, then?: AfterAction) => {
      setOutcome(null);
      mutate(action, { onSuccess: () => then?.onDone?.(), onError: (error) => then?.onRefused?.(refusalOf(error)) });
    },
    [mutate],
  );
  return {
    outcome,
    refusals,
    isPending: mutation.isPending,
    book: useCallback((request: BookingRequest, then?: AfterAction) => act({ kind: 'book', request }, then), [act]),
    move: useCallback((request: BookingRequest, then?: AfterAction) => act({ kind: 'move', request }, then), [act]),
    cancel: useCallback((reason: string, then?: AfterAction) => act({ kind: 'cancel', reason }, then), [act]),
    allowRebook: useCallback((then?: AfterAction) => act({ kind: 'allow-rebook' }, then), [act]),
    clearOutcome: useCallback(() => setOutcome(null), []),
  };
}
