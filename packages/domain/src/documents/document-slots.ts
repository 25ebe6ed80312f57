import type { DocumentRequirement, UploadedDocument } from '../api/entities';

export interface DocumentSlot {
  /** 1-based, as document_index. */
  readonly index: number;
  readonly document: UploadedDocument | null;
  /** A slot beyond min_files is optional. */
  readonly optional: boolean;
}

/** One slot per allowed file; each document sits in its document_index slot (the latest wins a tie). */
export const documentSlots = (
  requirement: Pick<DocumentRequirement, 'document_type' | 'max_files' | 'min_files'>,
  documents: readonly UploadedDocument[],
): readonly DocumentSlot[] => {
  const own = documents.filter((document) => document.document_type === requirement.document_type);
  return Array.from({ length: Math.max(0, requirement.max_files) }, (_, offset) => {
    const index = offset + 1;
    const inSlot = own.filter((document) => document.document_index === index);
    const latest = inSlot.reduce<UploadedDocument | null>(
      (best, document) => (best === null || document.created_at >= best.created_at ? document : best),
      null,
    );
    return { index, document: latest, optional: index > requirement.min_files };
  });
};

/** The slot an upload into an empty card goes to: the first free one, or null when all are full. */
export const firstEmptySlot = (slots: readonly DocumentSlot[]): DocumentSlot | null =>
  slots.find((slot) => slot.document === null) ?? null;

export const isValidSlotIndex = (requirement: Pick<DocumentRequirement, 'max_files'>, slotIndex: number): boolean =>
  Number.isInteger(slotIndex) && slotIndex >= 1 && slotIndex <= requirement.max_files;
