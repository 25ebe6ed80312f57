import type { DocumentRequirement, UploadedDocument } from '../api/entities';

/** The badge of an upload card (spec §4). */
export type DocumentCardState = 'complete' | 'incomplete' | 'optional';

export const uploadedCountOf = (documentType: string, documents: readonly UploadedDocument[]): number =>
  documents.filter((document) => document.document_type === documentType).length;

/** Complete once min_files are uploaded; otherwise Incomplete when required, Optional when not. */
export const documentCardState = (
  requirement: Pick<DocumentRequirement, 'min_files' | 'required'>,
  uploadedCount: number,
): DocumentCardState => {
  if (uploadedCount >= requirement.min_files) return 'complete';
  return requirement.required ? 'incomplete' : 'optional';
};

/** Has a required card reached its minimum? Optional cards never hold a submission back. */
export const meetsMinimum = (requirement: DocumentRequirement, documents: readonly UploadedDocument[]): boolean =>
  !requirement.required || uploadedCountOf(requirement.document_type, documents) >= requirement.min_files;
