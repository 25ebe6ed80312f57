import type { DisabilityStatus, DocumentRequirement, Nationality, SentBackDocument, UploadedDocument } from '../api/entities';
import { meetsMinimum } from './document-card-state';
import { orderDocumentCards } from './document-cards-order';

export type ChecklistItem =
  | { readonly kind: 'disability'; readonly done: boolean }
  | { readonly kind: 'nationality'; readonly done: boolean }
  /** `newFileNeeded`: staff sent one of its files back, so it is not done until the new file is in. */
  | { readonly kind: 'document'; readonly documentType: string; readonly label: string; readonly done: boolean; readonly newFileNeeded: boolean };

export interface CandidateDocumentsState {
  readonly requirements: readonly DocumentRequirement[];
  readonly documents: readonly UploadedDocument[];
  /** null while unknown or when loading failed: the answer counts as not given. */
  readonly disability: DisabilityStatus | null;
  readonly nationalities: readonly Nationality[];
  /** After submission, the slots staff sent back for a new file (openSlotsAfterSubmission); none before. */
  readonly sentBack?: readonly SentBackDocument[];
}

export const isDisabilityAnswered = (disability: DisabilityStatus | null): boolean =>
  typeof disability?.has_disability === 'boolean';

/** The required items of the /documents checklist: disability, nationality, each required card. */
export const documentsChecklist = (state: CandidateDocumentsState): readonly ChecklistItem[] => [
  { kind: 'disability', done: isDisabilityAnswered(state.disability) },
  { kind: 'nationality', done: state.nationalities.length > 0 },
  ...orderDocumentCards(state.requirements)
    .filter((requirement) => requirement.required)
    .map((requirement): ChecklistItem => {
      const newFileNeeded = (state.sentBack ?? []).some((slot) => slot.document_type === requirement.document_type);
      return {
        kind: 'document',
        documentType: requirement.document_type,
        label: requirement.label,
        done: !newFileNeeded && meetsMinimum(requirement, state.documents),
        newFileNeeded,
      };
    }),
];
