// Which of an application's documents a reviewer opens: the types the program's admin chose for its jury, never an
// identity document. A passport shows the name, the face, the nationality and the birth date; an ID photo shows the
// face: with either open, a pseudonym hides nothing.
import { fail, ok, type Result } from '../shared/result';

/** The document types that identify the candidate (the catalogue's passport or ID card, and the ID photo). */
export const IDENTITY_DOCUMENT_TYPES = ['identity_document', 'photo'] as const;

const IDENTITY: ReadonlySet<string> = new Set(IDENTITY_DOCUMENT_TYPES);

export const isIdentityDocumentType = (documentType: string): boolean => IDENTITY.has(documentType);

/** The types a reviewer sees: the program's setting without any identity document, each once, in the setting's order. */
export function documentTypesForReviewers(setting: readonly string[]): string[] {
  return [...new Set(setting)].filter((documentType) => !isIdentityDocumentType(documentType));
}

/** Whether a reviewer of a program with this setting may open a document of this type: never an identity document. */
export const reviewerMaySeeDocument = (setting: readonly string[], documentType: string): boolean => documentTypesForReviewers(setting).includes(documentType);

/** A program's setting by default: every type the school asks for but the identity documents. */
export const defaultReviewerDocumentTypes = (documentTypes: readonly string[]): string[] => documentTypesForReviewers(documentTypes);

/** Why an admin's choice of the documents a jury sees is refused: it names an identity document, or a type the school does not ask for. */
export type ReviewerDocumentTypesError =
  | { readonly code: 'IDENTITY_DOCUMENT_NOT_FOR_REVIEWERS'; readonly documentTypes: readonly string[] }
  | { readonly code: 'DOCUMENT_TYPE_UNKNOWN'; readonly documentTypes: readonly string[] };

/** An admin's choice checked against the school's document types: the types, each once, or what is refused. */
export function validateReviewerDocumentTypes(chosen: readonly string[], known: readonly string[]): Result<string[], ReviewerDocumentTypesError> {
  const identity = [...new Set(chosen.filter(isIdentityDocumentType))];
  if (identity.length > 0) return fail({ code: 'IDENTITY_DOCUMENT_NOT_FOR_REVIEWERS', documentTypes: identity });
  const unknown = [...new Set(chosen.filter((documentType) => !known.includes(documentType)))];
  if (unknown.length > 0) return fail({ code: 'DOCUMENT_TYPE_UNKNOWN', documentTypes: unknown });
  return ok([...new Set(chosen)]);
}
