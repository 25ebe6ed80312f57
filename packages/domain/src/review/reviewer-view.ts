// The blind review: what of an application a reviewer's answers may hold, and the stable pseudonym that stands for
// the candidate ("Candidate 4F7K", the words from the web catalogs).

/** Crockford's base32: digits and capitals without I, L, O and U, which read as other characters. */
const CROCKFORD_BASE32 = '0123456789ABCDEFGHJKMNPQRSTVWXYZ';
export const PSEUDONYM_LENGTH = 4;

/** FNV-1a, 32 bits, over the text's UTF-16 code units (low byte, then high byte): small, stable, not a secret hash. */
function fnv1a32(text: string): number {
  let hash = 0x811c9dc5;
  for (let index = 0; index < text.length; index += 1) {
    const unit = text.charCodeAt(index);
    hash = Math.imul(hash ^ (unit & 0xff), 0x01000193) >>> 0;
    hash = Math.imul(hash ^ (unit >>> 8), 0x01000193) >>> 0;
  }
  return hash;
}

/**
 * The candidate's pseudonym on one application: 4 characters of Crockford base32 (20 bits of the hash, its high
 * bits folded onto its low ones), the same for every reviewer and every call. The server's `secret` keeps anyone
 * who knows an application's id from working it out.
 */
export function pseudonymOf(applicationId: number, secret: string): string {
  const hash = fnv1a32(`${secret}:${String(applicationId)}`);
  let bits = (hash ^ (hash >>> 20)) & 0xfffff;
  let pseudonym = '';
  for (let index = 0; index < PSEUDONYM_LENGTH; index += 1) {
    pseudonym = CROCKFORD_BASE32.charAt(bits & 0x1f) + pseudonym;
    bits >>>= 5;
  }
  return pseudonym;
}

/** The only fields of an application a reviewer's answer may hold (the review page's and the queue's). */
export const REVIEWER_APPLICATION_FIELDS = ['pseudonym', 'program_name', 'submitted_at', 'documents_seen', 'documents', 'quiz'] as const;
/** A document as a reviewer receives it: its type and slot, never its file name (file names often hold names). */
export const REVIEWER_DOCUMENT_FIELDS = ['id', 'document_type', 'document_label', 'document_index', 'content_type'] as const;
/** The quiz as a reviewer receives it: its outcome and score, not its answers' timing or the candidate's account. */
export const REVIEWER_QUIZ_FIELDS = ['outcome', 'score'] as const;

/**
 * Fields that never appear, at any depth, in an answer to a reviewer's token: the candidate's name, contact,
 * nationalities, disability answer, payment and payers, account, and documents' file names and storage paths.
 */
export const HIDDEN_FROM_REVIEWERS = [
  'first_name',
  'last_name',
  'name',
  'candidate_name',
  'email',
  'phone',
  'nationalities',
  'nationality',
  'has_disability',
  'disability',
  'invoice',
  'invoice_id',
  'payment',
  'payment_url',
  'payer',
  'payers',
  'is_self_financed',
  'user',
  'user_id',
  'english_level',
  'first_login_at',
  'hubspot_contact_id',
  'document_name',
  'document_path',
  'file_name',
] as const;
export type HiddenFromReviewers = (typeof HIDDEN_FROM_REVIEWERS)[number];

export type ReviewerDocumentField = (typeof REVIEWER_DOCUMENT_FIELDS)[number];

/** A document reduced to the fields a reviewer may receive (REVIEWER_DOCUMENT_FIELDS), whatever else it holds. */
export function reviewerDocument<T extends { readonly [field in ReviewerDocumentField]: unknown }>(document: T): Pick<T, ReviewerDocumentField> {
  return {
    id: document.id,
    document_type: document.document_type,
    document_label: document.document_label,
    document_index: document.document_index,
    content_type: document.content_type,
  };
}

const HIDDEN: ReadonlySet<string> = new Set(HIDDEN_FROM_REVIEWERS);

/** The paths (`documents.0.name`) of every hidden field an answer holds, at any depth: none for a reviewer's. */
export function hiddenFieldsIn(answer: unknown, path = ''): string[] {
  if (typeof answer !== 'object' || answer === null) return [];
  const found: string[] = [];
  for (const [key, value] of Object.entries(answer)) {
    const at = path === '' ? key : `${path}.${key}`;
    if (!Array.isArray(answer) && HIDDEN.has(key)) found.push(at);
    found.push(...hiddenFieldsIn(value, at));
  }
  return found;
}
