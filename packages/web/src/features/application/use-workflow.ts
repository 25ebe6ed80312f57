// The reads and writes of the Timeline and Notes tabs, a document's download and review, and the status change.
// Under the application's keys: a status change (which invalidates ['admin']) reloads the timeline too.
import { changeApplicationStatus, type DealStatus, type DocumentReviewDecision, type RejectionReason, type Role, type StaffNote } from '@admission/domain';
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

/** A document's download address: signed by the server, valid a few minutes. */
export const documentDownloadUrl = async (id: number, documentId: number): Promise<string> => (await services()).admin.documentDownloadUrl(id, documentId);

/** A status change the status card asks for: its target, and the reasons of a rejection. */
export interface StatusChange {
  readonly target: DealStatus;
  readonly reasons?: readonly RejectionReason[];
}

/** What the status card does with a change's outcome: the new status, or a refusal or failure. */
interface StatusChangeOutcome {
  readonly onSuccess: (status: DealStatus) => Promise<void>;
  readonly onError: () => void;
}

/**
 * Changes the application's status by the domain's rule for a role (a refusal fails the change with its code). A
 * refused or failed change is reported once, not sent again.
 */
export function useChangeStatus(change: { readonly role: Role | null; readonly applicationId: number; readonly current: DealStatus }, outcome: StatusChangeOutcome) {
  return useMutation({
    mutationFn: async ({ target, reasons }: StatusChange) => {
      const result = await changeApplicationStatus((await services()).admin, { ...change, target, reasons });
      if (!result.ok) throw new Error(result.error.code);
      return result.value;
    },
    retry: false,
    onSuccess: outcome.onSuccess,
    onError: outcome.onError,
  });
}
