// The product API's check of an uploaded file before it becomes a document. Supabase Storage checks only the
// bucket's size and types (as the stand-in does), so the whole-file rules of spec §5 run here: the domain's
// checks on the stored bytes with a full decode of an image, then a PDF opened by pdf.js (src/files); a
// decoder's verdict becomes a refusal through the domain's one mapping.
import { IMAGE_LOAD_TIMEOUT_MS, refusalOfVerdict, validateCandidateFile, type FileValidationFailure } from '@admission/domain';
import type { BackendContext } from '../context';
import { bufferImageProbe, candidateFileFromBuffer, pdfVerdict } from '../files/buffer-image-probe';

/** Server-side wording of the spec §5 file checks. */
export function fileFailureMessage(failure: FileValidationFailure): string {
  switch (failure.code) {
    case 'FILE_TOO_LARGE': return 'File size exceeds 2MB limit';
    case 'FILE_NAME_MISSING': return 'File must have a valid name';
    case 'FILE_TYPE_UNKNOWN': return 'Unable to determine file type';
    case 'FILE_TYPE_NOT_ALLOWED': return `File type ${failure.type} not allowed`;
    case 'FILE_EXTENSION_MISMATCH': return `File extension ${failure.extension} doesn't match MIME type ${failure.type}`;
    case 'FILE_SIGNATURE_MISMATCH': return "File content doesn't match its declared type (possible malicious file)";
    case 'IMAGE_INVALID': return 'Invalid or corrupted image file';
    case 'PDF_ENCRYPTED': return 'This PDF is password-protected: remove the password and upload it again';
    case 'PDF_INVALID': return 'Invalid or corrupted PDF file';
    case 'FILE_VALIDATION_FAILED': return 'File validation failed';
  }
}

async function checkStoredFile(context: BackendContext, file: StoredFile): Promise<FileValidationFailure | null> {
  const bytes = await context.files.read(context.config.bucket, file.path);
  const checked = await validateCandidateFile(bufferImageProbe, candidateFileFromBuffer(file.name, file.contentType, bytes));
  if (!checked.ok) return checked.error;
  const { mimeType } = checked.value;
  return mimeType === 'application/pdf' ? refusalOfVerdict(mimeType, await pdfVerdict(bytes, IMAGE_LOAD_TIMEOUT_MS)) : null;
}

export interface StoredFile {
  readonly path: string;
  readonly name: string;
  readonly contentType: string;
  /** Changes when the object's bytes do (its id and last update): a replaced file is checked again. */
  readonly version: string;
}

// Checks by object version: creates that name one file at once share one decode, and a file that passed is not
// decoded again. A refusal is not kept (a decode stopped for time on a busy server says nothing of the file).
// Object ids are random UUIDs, so backends in one process never share an entry.
const verdicts = new Map<string, Promise<FileValidationFailure | null>>();
const MAX_VERDICTS = 256;

/** Why the stored file may not become a document, or null when it passes every check. */
export function storedFileFailure(context: BackendContext, file: StoredFile): Promise<FileValidationFailure | null> {
  const key = `${file.version}:${file.name}:${file.contentType}`;
  const known = verdicts.get(key);
  if (known !== undefined) return known;
  const verdict = checkStoredFile(context, file);
  verdicts.set(key, verdict);
  if (verdicts.size > MAX_VERDICTS) verdicts.delete(verdicts.keys().next().value ?? key);
  verdict.then(
    (failure) => failure !== null && verdicts.delete(key),
    () => verdicts.delete(key),
  );
  return verdict;
}
