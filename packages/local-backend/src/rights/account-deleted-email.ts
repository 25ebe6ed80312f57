// The email that tells a candidate their account is deleted: the workflow emails' layout, in their
// brand and language (emails/account-deleted.html), written to the mailbox in the deletion's own transaction, while
// the address still exists. No timeline entry: the account and its timeline go with it.
import { dayInWords, type BrandRetention } from '@admission/domain';
import type { UserRow } from '../auth/sessions';
import type { BackendContext } from '../context';
import type { Db } from '../db/database';
import { renderCandidateEmail, templates, type RenderedEmail } from '../workflow/candidate-templates';
import { brandedEmail, EMAIL_TIME_ZONE } from '../workflow/email-brand';

export interface DeletionFacts {
  readonly requestedAt: Date;
  readonly retention: BrandRetention;
  readonly hasInvoices: boolean;
}

export async function sendAccountDeletedEmail(context: BackendContext, tx: Db, user: UserRow, facts: DeletionFacts, at: Date): Promise<RenderedEmail> {
  const { lang, variables } = brandedEmail(user);
  const rendered = renderCandidateEmail(templates(), 'account-deleted', {
    ...variables,
    RequestedOn: dayInWords(facts.requestedAt, lang, EMAIL_TIME_ZONE),
    RecordYears: facts.retention.anonymisedRecordYears,
    InvoiceYears: facts.hasInvoices ? facts.retention.accountingYears : 0,
    PortalURL: '',
  });
  await context.outbox.send({ to: user.email, subject: rendered.subject, html: rendered.html, link: '', code: '' }, at, tx);
  return rendered;
}
