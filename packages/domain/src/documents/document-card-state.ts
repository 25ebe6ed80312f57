import type { DocumentRequirement, UploadedDocument } from '../api/entities';

/** The badge of an upload card (spec §4); 'new-file-needed' while staff wait for a new file in one of its slots. */
export type DocumentCardState = 'complete' | 'incomplete' | 'optional' | 'new-file-needed';

export const uploadedCountOf = (documentType: string, documents: readonly UploadedDocument[]): number =>
  documents.filter((document) => document.document_type === documentType).length;

/**
 * New file needed while staff sent one of its files back; otherwise Complete once min_files are uploaded, else
 * Incomplete when required, Optional when not.
 */
export const documentCardState = (
  requirement: Pick<DocumentRequirement, 'min_files' | 'required'>,
  uploadedCount: number,
  sentBackCount = 0,
): DocumentCardState => {
  if (sentBackCount > 0) return 'new-file-needed';
  if (uploadedCount >= requirement.min_files) return 'complete';
  return requirement.required ? 'incomplete' : 'optional';
};

/** Has a required card reached its minimum? Optional cards never hold a submission back. */
export const meetsMinimum = (requirement: DocumentRequirement, documents: readonly UploadedDocument[]): boolean =>
  !requirement.required || uploadedCountOf(requirement.document_type, documents) >= requirement.min_files;
