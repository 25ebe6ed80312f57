import type { DocumentRequirement, UploadedDocument } from '../api/entities';
import { meetsMinimum } from './document-card-state';

/** Required cards first; otherwise the server's order is kept. */
export const orderDocumentCards = <T extends Pick<DocumentRequirement, 'required'>>(requirements: readonly T[]): readonly T[] => [
  ...requirements.filter((requirement) => requirement.required),
  ...requirements.filter((requirement) => !requirement.required),
];

/**
 * Where the bottom 'Upload Documents' button scrolls: the first required card still missing files,
 * else the first card; null when there are no cards.
 */
export const uploadButtonTarget = (
  requirements: readonly DocumentRequirement[],
  documents: readonly UploadedDocument[],
): string | null => {
  const ordered = orderDocumentCards(requirements);
  const missing = ordered.find((requirement) => !meetsMinimum(requirement, documents));
  return (missing ?? ordered[0])?.document_type ?? null;
};
