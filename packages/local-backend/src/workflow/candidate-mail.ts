// The emails a candidate gets about their application, in their brand and language, rendered from
// the templates kept in the repo (emails/) into the mailbox, each one recorded on the timeline as sent by the
// system. The product API sends the same templates in production (packages/local-backend/API.md, "Emails to candidates").
import {
  emailForStatusChange,
  portalPath,
  reasonTexts,
  type ChosenReason,
  type DealStatus,
  type DocumentReviewReasonId,
  type RejectionReasonId,
} from '@admission/domain';
import { DOCUMENT_REVIEW_REASON_WORDING, REJECTION_REASON_WORDING } from '@admission/wording';
import { eq } from 'drizzle-orm';
import { applicationWithCandidate } from '../api/application-lookup';
import { requirementView, type RequirementRow } from '../api/candidate-documents';
import type { Language } from '../brands';
import type { BackendContext } from '../context';
import { documentRequirements } from '../db/schema';
import { renderCandidateEmail, templates, type RenderedEmail } from './candidate-templates';
import { brandedEmail, portalUrl } from './email-brand';
import { recordEvent, SYSTEM } from './timeline';

/** What one email is about: the kind, the candidate and application, and the kind's own facts. */
export type CandidateEmail =
  | { readonly kind: 'admissible' | 'reopened' }
  | { readonly kind: 'rejected'; readonly reasons: readonly ChosenReason<RejectionReasonId>[] }
  | {
      readonly kind: 'document-needs-new-file';
      readonly document: { readonly name: string; readonly type: string };
      readonly reason: ChosenReason<DocumentReviewReasonId>;
    }
  | { readonly kind: 'documents-reminder'; readonly missing: readonly RequirementRow[] };

export interface Addressee {
  readonly user: { readonly id: string; readonly email: string; readonly brand: string; readonly language: string; readonly firstName: string };
  readonly deal: { readonly id: number };
  readonly program: { readonly name: string };
}


/** A document type's label in a language (the requirement's own words), or the type when none has it. */
async function requirementLabel(context: BackendContext, type: string, language: Language): Promise<string> {
  const [row] = await context.db.select().from(documentRequirements).where(eq(documentRequirements.documentType, type));
  return row === undefined ? type : requirementView(row, language).label;
}

/** Renders, sends and records one email; `at` is the server's clock (the job's injected one). */
export async function emailCandidate(context: BackendContext, to: Addressee, email: CandidateEmail, at: Date): Promise<RenderedEmail> {
  const { user, deal, program } = to;
  const { lang, brand, variables: branded } = brandedEmail(user);
  const variables: Record<string, unknown> = {
    ...branded,
    Program: program.name,
    PortalURL: portalUrl(context.config, brand.id, portalPath('dashboard')),
  };
  switch (email.kind) {
    case 'admissible':
      variables.InterviewURL = context.config.interviewBookingUrl;
      break;
    case 'rejected':
      variables.Reasons = reasonTexts(REJECTION_REASON_WORDING, email.reasons, lang).map((text) => ({ Label: text.label, NextStep: text.nextStep }));
      break;
    case 'document-needs-new-file': {
      const [text] = reasonTexts(DOCUMENT_REVIEW_REASON_WORDING, [email.reason], lang);
      variables.Document = email.document.name;
      variables.DocumentType = await requirementLabel(context, email.document.type, lang);
      variables.Reason = { Label: text?.label ?? '', NextStep: text?.nextStep ?? '' };
      break;
    }
    case 'documents-reminder':
      variables.Missing = email.missing.map((row) => requirementView(row, lang).label);
      break;
    case 'reopened':
      break;
  }
  const rendered = renderCandidateEmail(templates(), email.kind, variables);
  await context.outbox.send({ to: user.email, subject: rendered.subject, html: rendered.html, link: String(variables.PortalURL), code: '' }, at);
  await recordEvent(context.db, {
    userId: user.id,
    dealId: deal.id,
    actor: SYSTEM,
    kind: 'email-sent',
    details: { template: email.kind, to: user.email, subject: rendered.subject },
    at,
  });
  return rendered;
}

/** The email a status change sends (the domain's emailForStatusChange), if any; `at` the server's clock. */
export async function emailStatusChange(
  context: BackendContext,
  dealId: number,
  from: DealStatus,
  to: DealStatus,
  reasons: readonly ChosenReason<RejectionReasonId>[] | null,
): Promise<void> {
  const kind = emailForStatusChange(from, to);
  if (kind === null) return;
  const addressee = await applicationWithCandidate(context.db, dealId);
  const at = new Date(context.config.now());
  if (kind === 'rejected') await emailCandidate(context, addressee, { kind, reasons: reasons ?? [] }, at);
  else if (kind === 'admissible' || kind === 'reopened') await emailCandidate(context, addressee, { kind }, at);
}
