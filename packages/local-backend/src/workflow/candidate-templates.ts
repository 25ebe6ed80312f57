// The templates of the emails to candidates and reviewers (emails/: a layout and one file a kind), read and parsed once, and how
// one is rendered: its <title> the subject, its body inside the layout. No database: the seed renders subjects too.
import { CANDIDATE_EMAIL_KINDS, type CandidateEmailKind } from '@admission/domain';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseGoTemplate, renderGoTemplate } from '../auth/go-template';
import { decodeEntities } from '../auth/magic-link-email';

/** The e-mails to a reviewer (the jury): their new assignments in one digest, a review overdue, a review re-opened. */
export const REVIEWER_EMAIL_KINDS = ['review-digest', 'review-overdue', 'review-reopened'] as const;
export type ReviewerEmailKind = (typeof REVIEWER_EMAIL_KINDS)[number];
/** The admission interview's e-mails: to the candidate (booked, moved, cancelled, reminded) and to its panel (reminded, cancelled). */
export const INTERVIEW_EMAIL_KINDS = ['interview-booked', 'interview-moved', 'interview-cancelled', 'interview-reminder', 'interview-panel-reminder', 'interview-panel-cancelled'] as const;
export type InterviewEmailKind = (typeof INTERVIEW_EMAIL_KINDS)[number];
/** The offer's e-mails to the candidate: a decision ready in the portal, an offer withdrawn, a condition marked, a place confirmed, a reply still awaited, a request for more time answered, a deposit due. */
export const OFFER_EMAIL_KINDS = ['offer-made', 'offer-withdrawn', 'offer-condition-changed', 'offer-confirmed', 'offer-reminder', 'offer-extension-answered', 'offer-deposit-due'] as const;
export type OfferEmailKind = (typeof OFFER_EMAIL_KINDS)[number];
export type EmailKind = CandidateEmailKind | ReviewerEmailKind | InterviewEmailKind | OfferEmailKind;

/** The repository's email templates: layout.html and one file a kind. */
export const EMAILS_DIR = fileURLToPath(new URL('../../../../emails', import.meta.url));

const CONTENT_MARK = '<!-- content -->';

type Parsed = ReturnType<typeof parseGoTemplate>;
export interface CandidateTemplates {
  readonly layout: Parsed;
  readonly messages: Readonly<Record<EmailKind, Parsed>>;
}

/** Reads and parses every template at start: a missing file or a construct outside the subset fails at once. */
export function loadCandidateTemplates(dir: string = EMAILS_DIR): CandidateTemplates {
  const read = (name: string) => readFileSync(join(dir, name), 'utf8');
  const layout = read('layout.html');
  if (!layout.includes(CONTENT_MARK)) throw new Error(`${join(dir, 'layout.html')}: the mark ${CONTENT_MARK} is missing`);
  const kinds: readonly EmailKind[] = [...CANDIDATE_EMAIL_KINDS, ...REVIEWER_EMAIL_KINDS, ...INTERVIEW_EMAIL_KINDS, ...OFFER_EMAIL_KINDS];
  const messages = Object.fromEntries(kinds.map((kind) => [kind, parseGoTemplate(read(`${kind}.html`))])) as Record<EmailKind, Parsed>;
  return { layout: parseGoTemplate(layout), messages };
}

export interface RenderedEmail {
  readonly subject: string;
  readonly html: string;
}

const TITLE = /<title>([\s\S]*?)<\/title>\s*/i;

/** A kind's message inside the layout; its <title> becomes the subject. */
export function renderCandidateEmail(templates: CandidateTemplates, kind: EmailKind, variables: Readonly<Record<string, unknown>>): RenderedEmail {
  const message = renderGoTemplate(templates.messages[kind], variables);
  const subject = TITLE.exec(message)?.[1]?.trim() ?? '';
  if (subject === '') throw new Error(`emails/${kind}.html: the <title> (the subject) is missing`);
  const body = message.replace(TITLE, '').trim();
  const plainSubject = decodeEntities(subject);
  const html = renderGoTemplate(templates.layout, { ...variables, Subject: plainSubject }).replace(CONTENT_MARK, () => body);
  return { subject: plainSubject, html };
}

let cachedTemplates: CandidateTemplates | null = null;
/** The repository's templates, read and parsed once. */
export const templates = (): CandidateTemplates => (cachedTemplates ??= loadCandidateTemplates());
