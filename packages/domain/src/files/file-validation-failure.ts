// The outcomes of the file check of spec §5 (and the PDF checks added since), as stable codes with what a message needs.

export type FileValidationFailure =
  | { readonly code: 'FILE_TOO_LARGE'; readonly maxBytes: number; readonly size: number }
  | { readonly code: 'FILE_NAME_MISSING' }
  | { readonly code: 'FILE_TYPE_UNKNOWN' }
  | { readonly code: 'FILE_TYPE_NOT_ALLOWED'; readonly type: string }
  | { readonly code: 'FILE_EXTENSION_MISMATCH'; readonly extension: string; readonly type: string }
  | { readonly code: 'FILE_SIGNATURE_MISMATCH' }
  | { readonly code: 'IMAGE_INVALID' }
  /** A PDF that opens only with a password (one encrypted for permissions only opens without one and is kept). */
  | { readonly code: 'PDF_ENCRYPTED' }
  /** A PDF a PDF reader cannot open. */
  | { readonly code: 'PDF_INVALID' }
  | { readonly code: 'FILE_VALIDATION_FAILED' };

export type FileValidationCode = FileValidationFailure['code'];
