// The reads of a reviewer's pages: the queue and one assignment's review page.
import { isPortError, type ReviewEndedRefusal, type ReviewWorkspace } from '@admission/domain';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { services } from '../../di/services';

export const reviewKeys = {
  queue: ['reviews', 'queue'] as const,
  workspace: (assignmentId: number) => ['reviews', 'workspace', assignmentId] as const,
  document: (assignmentId: number, documentId: number, language: string) => ['reviews', 'workspace', assignmentId, 'document', documentId, language] as const,
};

/**
 * Another reviewer's assignment and an unknown one answer the same 403 (nothing leaked); the page shows both as
 * "not found". Neither is worth a retry.
 */
export const isUnreachable = (error: unknown): boolean => isPortError(error) && (error.code === 'FORBIDDEN' || error.code === 'NOT_FOUND');

/** The caller's own assignment that ended before they submitted (409 REVIEW_ENDED, its detail read by the adapter); else null. */
export function reviewEndedOf(error: unknown): ReviewEndedRefusal | null {
  if (!isPortError(error) || typeof error.detail !== 'object' || error.detail === null) return null;
  return (error.detail as { readonly code?: unknown }).code === 'REVIEW_ENDED' ? (error.detail as ReviewEndedRefusal) : null;
}

const retryUnlessUnreachable = (failures: number, error: unknown): boolean => !isUnreachable(error) && reviewEndedOf(error) === null && failures < 2;

export const reviewQueueQuery = () => queryOptions({ queryKey: reviewKeys.queue, queryFn: async () => (await services()).review.queue() });

export const reviewWorkspaceQuery = (assignmentId: number) =>
  queryOptions<ReviewWorkspace>({
    queryKey: reviewKeys.workspace(assignmentId),
    queryFn: async () => (await services()).review.workspace(assignmentId),
    retry: retryUnlessUnreachable,
    // The draft on the page is the newest; a refetch on focus must not replace what the reviewer is typing.
    refetchOnWindowFocus: false,
  });

export const useReviewQueue = () => useQuery(reviewQueueQuery());

export const useReviewWorkspace = (assignmentId: number | null) => useQuery({ ...reviewWorkspaceQuery(assignmentId ?? 0), enabled: assignmentId !== null });
