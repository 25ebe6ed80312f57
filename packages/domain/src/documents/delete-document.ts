import type { SubmissionStatus } from '../api/entities';
import { isPortError } from '../api/port-error';
import type { DocumentsApi } from '../api/product-api.port';
import { type Result, fail, ok } from '../shared/result';
import { type DocumentsLocked, guardDocumentsChange } from './submission-lock';

export type DeleteDocumentFailure = DocumentsLocked | { readonly code: 'DELETE_FAILED'; readonly detail: string | null };

/** Deletes an uploaded document unless the documents are already submitted. */
export const deleteDocument = async (
  documentsApi: Pick<DocumentsApi, 'remove'>,
  submission: SubmissionStatus | null,
  documentId: number,
): Promise<Result<void, DeleteDocumentFailure>> => {
  const guard = guardDocumentsChange(submission, 'delete');
  if (!guard.ok) return guard;
  try {
    await documentsApi.remove(documentId);
    return ok(undefined);
  } catch (error) {
    return fail({ code: 'DELETE_FAILED', detail: isPortError(error) ? error.detailText : null });
  }
};
