// The e-mails to a reviewer, in their brand and language (emails/review-digest.html, review-overdue.html,
// review-reopened.html inside the workflow's layout): the applications a run gave them, in one digest; a review
// overdue, once; a submitted review an admin re-opened, with who, when and why. They name the candidate by pseudonym
// only, and link the reviewer's queue (the re-opened review itself).
import { dayInWords, portalPath } from '@admission/domain';
import type { UserRow } from '../auth/sessions';
import type { BackendContext } from '../context';
import { renderCandidateEmail, templates, type RenderedEmail, type ReviewerEmailKind } from '../workflow/candidate-templates';
import { brandedEmail, EMAIL_TIME_ZONE, portalUrl } from '../workflow/email-brand';

export interface ReviewItem {
  readonly pseudonym: string;
  readonly programName: string;
  readonly dueAt: Date;
}

/** `path`: the page of the portal the e-mail opens (the domain's portalPath), the reviewer's queue unless told. */
async function send(context: BackendContext, reviewer: UserRow, kind: ReviewerEmailKind, extra: Record<string, unknown>, at: Date, path = portalPath('reviews')): Promise<RenderedEmail> {
  const { brand, variables } = brandedEmail(reviewer);
  const portal = portalUrl(context.config, brand.id, path);
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

export interface ReopenedReview extends Omit<ReviewItem, 'dueAt'> {
  readonly assignmentId: number;
  /** The admin who re-opened it, by name. */
  readonly reopenedBy: string;
  readonly reopenedAt: Date;
  readonly reason: string;
}

export function emailReviewReopened(context: BackendContext, reviewer: UserRow, review: ReopenedReview, at: Date): Promise<RenderedEmail> {
  const { lang } = brandedEmail(reviewer);
  const words = { Pseudonym: review.pseudonym, Program: review.programName, ReopenedBy: review.reopenedBy, ReopenedOn: dayInWords(review.reopenedAt, lang, EMAIL_TIME_ZONE), Reason: review.reason };
  return send(context, reviewer, 'review-reopened', words, at, portalPath('review', { assignmentId: review.assignmentId }));
}
