import type { DocumentRequirement } from '../api/entities';
import { type Result, fail, ok } from '../shared/result';
import { ACCEPTED_FORMATS, extensionOf, mimeTypeOfExtension, normaliseFormat } from './file-formats';
import { MAX_FILE_SIZE_BYTES } from './file-limits';

export type UploadCardFileFailure =
  /** The document type is not among the requirements: only pdf, jpg, jpeg and png (print to PDF). */
  | { readonly code: 'DOCUMENT_TYPE_UNKNOWN'; readonly documentType: string; readonly formats: readonly string[] }
  /** The extension is not .pdf, .jpg, .jpeg or .png. */
  | { readonly code: 'FILE_FORMAT_NOT_ALLOWED'; readonly extension: string; readonly formats: readonly string[] }
  /** 'Invalid file type. Allowed: {formats}' */
  | { readonly code: 'FILE_FORMAT_NOT_ACCEPTED'; readonly formats: readonly string[] }
  /** 'File too large. Maximum size is 2MB' */
  | { readonly code: 'FILE_TOO_LARGE'; readonly maxBytes: number; readonly size: number };

interface PickedFile {
  readonly name: string;
  readonly size: number;
  readonly type: string;
}

/** Is the file one of the card's accepted formats? jpg and jpeg stand for each other. */
export const isFormatAccepted = (acceptedFormats: readonly string[], file: Pick<PickedFile, 'name'>): boolean => {
  const fileType = mimeTypeOfExtension(extensionOf(file.name));
  return fileType !== null && acceptedFormats.some((format) => mimeTypeOfExtension(normaliseFormat(format)) === fileType);
};

/** The requirement for a document type, or why a file cannot go there (spec §5). */
export const checkRequirementFormat = (
  requirements: readonly DocumentRequirement[],
  documentType: string,
  fileName: string,
): Result<DocumentRequirement, UploadCardFileFailure> => {
  const requirement = requirements.find((candidate) => candidate.document_type === documentType);
  if (requirement === undefined) return fail({ code: 'DOCUMENT_TYPE_UNKNOWN', documentType, formats: ACCEPTED_FORMATS });
  const extension = extensionOf(fileName);
  if (mimeTypeOfExtension(extension) === null) return fail({ code: 'FILE_FORMAT_NOT_ALLOWED', extension, formats: ACCEPTED_FORMATS });
  return ok(requirement);
};

/** The upload card's own checks, type then size, before the file pipeline runs. */
export const checkUploadCardFile = (
  requirement: Pick<DocumentRequirement, 'accepted_formats'>,
  file: PickedFile,
): Result<void, UploadCardFileFailure> => {
  if (!isFormatAccepted(requirement.accepted_formats, file)) {
    return fail({ code: 'FILE_FORMAT_NOT_ACCEPTED', formats: requirement.accepted_formats.map(normaliseFormat) });
  }
  if (file.size > MAX_FILE_SIZE_BYTES) return fail({ code: 'FILE_TOO_LARGE', maxBytes: MAX_FILE_SIZE_BYTES, size: file.size });
  return ok(undefined);
};
