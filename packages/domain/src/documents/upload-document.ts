import type { DocumentRequirement, SubmissionStatus, UploadedDocument } from '../api/entities';
import { isPortError, StorageUploadError, type StorageRefusal } from '../api/port-error';
import type { DocumentsApi } from '../api/product-api.port';
import type { CandidateFile } from '../files/candidate-file';
import { documentStoragePath } from '../files/document-storage-path';
import type { DocumentStorage } from '../files/document-storage.port';
import { type FileHint, fileHintFor } from '../files/file-hints';
import { SIGNATURE_HEAD_BYTES } from '../files/file-limits';
import { fileValidationFailureOf } from '../files/file-refusal-detail';
import type { FileValidationFailure } from '../files/file-validation-failure';
import type { ImageProbe } from '../files/image-probe.port';
import { type UploadCardFileFailure, checkUploadCardFile, isFormatAccepted } from '../files/upload-card-file-check';
import { UPLOAD_PROGRESS, storageProgressPercent } from '../files/upload-progress';
import { validateCandidateFile } from '../files/validate-candidate-file';
import { ALL_WITHDRAWN, type AllWithdrawn, isAllWithdrawnRefusal } from '../rights/withdrawal';
import type { Clock } from '../shared/clock.port';
import { type Result, fail, ok } from '../shared/result';
import { isValidSlotIndex } from './document-slots';
import { type DocumentsLocked, guardDocumentsChange } from './submission-lock';

export interface UploadDocumentRequest {
  /** The signed-in user's id; null or '' when nobody is signed in. */
  readonly userId: string | null;
  readonly requirement: DocumentRequirement;
  /** 1-based slot, becomes document_index. */
  readonly slotIndex: number;
  readonly file: CandidateFile;
  /** Receives 5, 10, 20, 20..80, 85, 100. */
  readonly onProgress?: (percent: number) => void;
  /** When given and already submitted, the upload is refused with LOCKED (but in a slot staff sent back). */
  readonly submission?: SubmissionStatus | null;
  /**
   * The document the file replaces in its slot: it stays until the new file is stored and recorded, then the
   * server removes it (`replace`). Without it, the file goes into an empty slot (`create`).
   */
  readonly replaces?: Pick<UploadedDocument, 'id'>;
}

/** A refused file may come with advice on what it really is (fileHintFor). */
export type HintedFileFailure = (FileValidationFailure | UploadCardFileFailure) & { readonly hint?: FileHint };

export type UploadDocumentFailure =
  | HintedFileFailure
  | DocumentsLocked
  | { readonly code: 'UNAUTHENTICATED' }
  | { readonly code: 'INVALID_SLOT'; readonly slotIndex: number; readonly maxFiles: number }
  /** `message` is the server's own words, for the log; screens show `refusal`. */
  | { readonly code: 'STORAGE_UPLOAD_FAILED'; readonly refusal: StorageRefusal; readonly message: string }
  | { readonly code: 'RECORD_CREATION_FAILED'; readonly detail: string | null }
  | AllWithdrawn;

const messageOf = (error: unknown): string => (error instanceof Error ? error.message : String(error));

/** The failure of a file check, with advice when the file turns out to be a HEIC photo or a renamed file. */
const withHint = async (
  failure: FileValidationFailure | UploadCardFileFailure,
  file: CandidateFile,
  requirement: DocumentRequirement,
): Promise<Result<never, HintedFileFailure>> => {
  const head = await file.readHead(SIGNATURE_HEAD_BYTES).catch(() => new Uint8Array());
  const hint = fileHintFor(file, head);
  // Renaming helps only into a format the card takes.
  if (hint === null || (hint.kind === 'RENAMED' && !isFormatAccepted(requirement.accepted_formats, { name: hint.suggestedName }))) return fail(failure);
  return fail({ ...failure, hint });
};

/**
 * Upload one file into one slot of a card (spec §4, §5): card checks, the file pipeline,
 * the bucket (with progress), then the document record, new or in place of the slot's document.
 */
export const uploadDocument = async (
  storage: DocumentStorage,
  documentsApi: Pick<DocumentsApi, 'create' | 'replace'>,
  imageProbe: ImageProbe,
  clock: Clock,
  request: UploadDocumentRequest,
): Promise<Result<UploadedDocument, UploadDocumentFailure>> => {
  const report = request.onProgress ?? (() => undefined);
  const { requirement, file, slotIndex } = request;
  if (request.userId === null || request.userId === '') return fail({ code: 'UNAUTHENTICATED' });
  const change = request.replaces === undefined ? 'upload' : 'replace';
  const lock = guardDocumentsChange(request.submission ?? null, change, { documentType: requirement.document_type, index: slotIndex });
  if (!lock.ok) return lock;
  if (!isValidSlotIndex(requirement, slotIndex)) return fail({ code: 'INVALID_SLOT', slotIndex, maxFiles: requirement.max_files });
  report(UPLOAD_PROGRESS.started);

  const cardCheck = checkUploadCardFile(requirement, file);
  if (!cardCheck.ok) return withHint(cardCheck.error, file, requirement);
  const validated = await validateCandidateFile(imageProbe, file);
  if (!validated.ok) return withHint(validated.error, file, requirement);
  report(UPLOAD_PROGRESS.validated);

  const path = documentStoragePath(clock, { userId: request.userId, documentType: requirement.document_type, fileName: file.name });
  report(UPLOAD_PROGRESS.storing);
  try {
    await storage.upload({
      path,
      file,
      contentType: validated.value.mimeType,
      onProgress: (fraction) => report(storageProgressPercent(fraction)),
    });
  } catch (error) {
    if (isPortError(error) && error.code === 'UNAUTHENTICATED') return fail({ code: 'UNAUTHENTICATED' });
    const refusal = error instanceof StorageUploadError ? error.refusal : 'UNKNOWN';
    return fail({ code: 'STORAGE_UPLOAD_FAILED', refusal, message: messageOf(error) });
  }
  report(UPLOAD_PROGRESS.stored);

  report(UPLOAD_PROGRESS.recordCreating);
  try {
    const created =
      request.replaces === undefined
        ? await documentsApi.create({ name: file.name, document_type: requirement.document_type, document_index: slotIndex, document_path: path })
        : await documentsApi.replace(request.replaces.id, { name: file.name, document_path: path });
    report(UPLOAD_PROGRESS.done);
    return ok(created);
  } catch (error) {
    if (isPortError(error) && error.code === 'UNAUTHENTICATED') return fail({ code: 'UNAUTHENTICATED' });
    if (isAllWithdrawnRefusal(error)) return fail({ code: ALL_WITHDRAWN });
    // The server's whole-file check (its decoders) refused the stored file: the same failure as the browser's.
    const refusal = isPortError(error) ? fileValidationFailureOf(error.detail) : null;
    if (refusal !== null) return fail(refusal);
    return fail({ code: 'RECORD_CREATION_FAILED', detail: isPortError(error) ? error.detailText : null });
  }
};
