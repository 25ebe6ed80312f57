// The reads and writes of the Timeline and Notes tabs. Under the application's keys: a status
// change (which invalidates ['admin']) reloads the timeline too.
import type { DocumentReviewDecision, StaffNote } from '@admission/domain';
import { queryOptions, useMutation, useQuery, useQueryClient, type QueryClient } from '@tanstack/react-query';
import { services } from '../../di/services';
import { applicationKeys } from './use-application';

export const workflowKeys = {
  timeline: (id: number) => [...applicationKeys.detail(id), 'timeline'] as const,
  notes: (id: number) => [...applicationKeys.detail(id), 'notes'] as const,
};

export const timelineQuery = (id: number) => queryOptions({ queryKey: workflowKeys.timeline(id), queryFn: async () => (await services()).workflow.timeline(id) });
export const notesQuery = (id: number) => queryOptions({ queryKey: workflowKeys.notes(id), queryFn: async () => (await services()).workflow.notes(id) });

export const useTimeline = (id: number) => useQuery(timelineQuery(id));
export const useNotes = (id: number) => useQuery(notesQuery(id));

/** After a note is added or deleted: the notes and the timeline (which records it) reload. */
const reloadNotesAndTimeline = (queryClient: QueryClient, id: number) =>
  Promise.all([queryClient.invalidateQueries({ queryKey: workflowKeys.notes(id) }), queryClient.invalidateQueries({ queryKey: workflowKeys.timeline(id) })]);

/** Adds a note; the list and the timeline reload. A failure is reported once (no retry: the text stays in the form). */
export function useAddNote(id: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (body: string): Promise<StaffNote> => (await services()).workflow.addNote(id, body),
    retry: false,
    onSuccess: () => reloadNotesAndTimeline(queryClient, id),
  });
}

export function useDeleteNote(id: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (noteId: number) => (await services()).workflow.deleteNote(id, noteId),
    retry: false,
    onSuccess: () => reloadNotesAndTimeline(queryClient, id),
  });
}

/** Reviews a document: the documents (their review states) and the timeline reload. */
export function useReviewDocument(id: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async ({ documentId, decision }: { readonly documentId: number; readonly decision: DocumentReviewDecision }) =>
      (await services()).workflow.reviewDocument(id, documentId, decision),
    retry: false,
    onSuccess: () =>
      Promise.all([queryClient.invalidateQueries({ queryKey: applicationKeys.documents(id) }), queryClient.invalidateQueries({ queryKey: workflowKeys.timeline(id) })]),
  });
}
