import type { SubmissionStatus, UploadedDocument } from '../api/entities';
import { isPortError } from '../api/port-error';
import type { DocumentsApi } from '../api/product-api.port';
import { ALL_WITHDRAWN, type AllWithdrawn, isAllWithdrawnRefusal } from '../rights/withdrawal';
import { type Result, fail, ok } from '../shared/result';
import { type DocumentsLocked, guardDocumentsChange } from './submission-lock';

export type DeleteDocumentFailure = DocumentsLocked | AllWithdrawn | { readonly code: 'DELETE_FAILED'; readonly detail: string | null };

/** Deletes an uploaded document unless the documents are already submitted (and its slot was not re-opened). */
export const deleteDocument = async (
  documentsApi: Pick<DocumentsApi, 'remove'>,
  submission: SubmissionStatus | null,
  document: Pick<UploadedDocument, 'id' | 'document_type' | 'document_index'>,
): Promise<Result<void, DeleteDocumentFailure>> => {
  const guard = guardDocumentsChange(submission, 'delete', { documentType: document.document_type, index: document.document_index });
  if (!guard.ok) return guard;
  try {
    await documentsApi.remove(document.id);
    return ok(undefined);
  } catch (error) {
    if (isAllWithdrawnRefusal(error)) return fail({ code: ALL_WITHDRAWN });
    return fail({ code: 'DELETE_FAILED', detail: isPortError(error) ? error.detailText : null });
  }
};
