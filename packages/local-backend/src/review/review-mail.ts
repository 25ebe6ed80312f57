// The e-mails to a reviewer, in their brand and language (emails/review-digest.html, review-overdue.html inside the
// workflow's layout): the applications a run gave them, in one digest; a review overdue, once. They name the
// candidate by pseudonym only, and link the reviewer's queue.
import { dayInWords } from '@admission/domain';
import type { UserRow } from '../auth/sessions';
import type { BackendContext } from '../context';
import { renderCandidateEmail, templates, type RenderedEmail, type ReviewerEmailKind } from '../workflow/candidate-templates';
import { brandedEmail, EMAIL_TIME_ZONE } from '../workflow/email-brand';

export interface ReviewItem {
  readonly pseudonym: string;
  readonly programName: string;
  readonly dueAt: Date;
}

/** The path of a reviewer's queue in the portal. */
export const REVIEWS_PATH = '/reviews';

async function send(context: BackendContext, reviewer: UserRow, kind: ReviewerEmailKind, extra: Record<string, unknown>, at: Date): Promise<RenderedEmail> {
  const { brand, variables } = brandedEmail(reviewer);
  const portal = `${context.config.portalUrls[brand.id] ?? context.config.siteUrl}${REVIEWS_PATH}`;
  const rendered = renderCandidateEmail(templates(), kind, { ...variables, ...extra, Audience: 'reviewer', PortalURL: portal });
  await context.outbox.send({ to: reviewer.email, subject: rendered.subject, html: rendered.html, link: portal, code: '' }, at);
  return rendered;
}

export function emailReviewDigest(context: BackendContext, reviewer: UserRow, items: readonly ReviewItem[], at: Date): Promise<RenderedEmail> {
  const { lang } = brandedEmail(reviewer);
  const Items = items.map((item) => ({ Pseudonym: item.pseudonym, Program: item.programName, Due: dayInWords(item.dueAt, lang, EMAIL_TIME_ZONE) }));
  return send(context, reviewer, 'review-digest', { Items }, at);
}

export function emailReviewOverdue(context: BackendContext, reviewer: UserRow, item: ReviewItem, at: Date): Promise<RenderedEmail> {
  const { lang } = brandedEmail(reviewer);
  return send(context, reviewer, 'review-overdue', { Pseudonym: item.pseudonym, Program: item.programName, Due: dayInWords(item.dueAt, lang, EMAIL_TIME_ZONE) }, at);
}
