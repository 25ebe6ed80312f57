// The email that tells a candidate their account is deleted (issue #17): the workflow emails' layout, in their
// brand and language (emails/account-deleted.html), written to the mailbox in the deletion's own transaction, while
// the address still exists. No timeline entry: the account and its timeline go with it.
import type { BrandRetention } from '@admission/domain';
import { languageOf } from '../api/nationalities';
import type { UserRow } from '../auth/sessions';
import { BRANDS, isBrandId } from '../brands';
import type { BackendContext } from '../context';
import type { Db } from '../db/database';
import { renderCandidateEmail, templates, type RenderedEmail } from '../workflow/candidate-mail';

export interface DeletionFacts {
  readonly requestedAt: Date;
  readonly retention: BrandRetention;
  readonly hasInvoices: boolean;
}

export async function sendAccountDeletedEmail(context: BackendContext, tx: Db, user: UserRow, facts: DeletionFacts, at: Date): Promise<RenderedEmail> {
  const lang = languageOf(user.language);
  const brand = BRANDS[isBrandId(user.brand) ? user.brand : 'default'];
  const rendered = renderCandidateEmail(templates(), 'account-deleted', {
    Lang: lang,
    School: brand.name,
    Contact: brand.admissionEmail,
    FirstName: user.firstName,
    RequestedOn: new Intl.DateTimeFormat(lang === 'fr' ? 'fr-FR' : 'en-GB', { dateStyle: 'long', timeZone: 'UTC' }).format(facts.requestedAt),
    RecordYears: facts.retention.anonymisedRecordYears,
    InvoiceYears: facts.hasInvoices ? facts.retention.accountingYears : 0,
    PortalURL: '',
  });
  await context.outbox.send({ to: user.email, subject: rendered.subject, html: rendered.html, link: '', code: '' }, at, tx);
  return rendered;
}
