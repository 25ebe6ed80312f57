// The offer's e-mails to the candidate, in their brand and language (emails/offer-*.html inside the workflow's layout):
// a decision ready in the portal (an offer made, or a place from the waiting list; the decision itself is read in the
// portal), an offer withdrawn with its reason, a condition marked (where every condition stands), a place confirmed,
// a reply reminder, a request for more time granted or refused, a deposit due after acceptance.
// Each is recorded on the candidate's timeline as `email-sent`, in the transaction that makes the change.
import { portalPath } from '@admission/domain';
import { OFFER_WORDING } from '@admission/wording';
import { asc, eq } from 'drizzle-orm';
import type { BackendContext } from '../context';
import type { Db } from '../db/database';
import { deals, offerConditions, offers, programs, users } from '../db/schema';
import { renderCandidateEmail, templates, type OfferEmailKind } from '../workflow/candidate-templates';
import { brandedEmail, portalUrl } from '../workflow/email-brand';
import { recordEvent, SYSTEM } from '../workflow/timeline';
import { timeZoneOf } from '../interview/interview-store';
import { momentInWords } from '../interview/interview-mail';
import { conditionStateOf } from './offer-store';

export type OfferEmail =
  | { readonly kind: 'offer-made'; readonly promoted: boolean }
  | { readonly kind: 'offer-withdrawn'; readonly reason: string }
  | { readonly kind: 'offer-condition-changed' }
  | { readonly kind: 'offer-confirmed' }
  | { readonly kind: 'offer-reminder'; readonly today: boolean }
  | { readonly kind: 'offer-extension-answered'; readonly granted: boolean }
  | { readonly kind: 'offer-deposit-due' };

/** Renders, sends and records one e-mail about an offer to its candidate. */
export async function emailOfferCandidate(context: BackendContext, db: Db, offerId: number, email: OfferEmail, at: Date): Promise<void> {
  const [row] = await db
    .select({ user: users, dealId: deals.id, program: programs.name, brand: programs.brand, replyBy: offers.replyBy, offer: offers })
    .from(offers)
    .innerJoin(deals, eq(deals.id, offers.dealId))
    .innerJoin(users, eq(users.id, deals.userId))
    .innerJoin(programs, eq(programs.id, offers.programId))
    .where(eq(offers.id, offerId));
  if (row === undefined) return;
  const { lang, brand, variables: branded } = brandedEmail(row.user);
  const portal = portalUrl(context.config, brand.id, portalPath('dashboard'));
  const variables: Record<string, unknown> = { ...branded, Program: row.program, PortalURL: portal };
  const kind: OfferEmailKind = email.kind;
  if (email.kind === 'offer-made') variables.Promoted = email.promoted;
  if (email.kind === 'offer-withdrawn') variables.Reason = email.reason;
  const replyBy = momentInWords(row.replyBy, lang, timeZoneOf({ brand: row.brand }));
  if (email.kind === 'offer-reminder') Object.assign(variables, { Today: email.today, ReplyBy: replyBy });
  if (email.kind === 'offer-deposit-due') {
    const { depositAmount, depositCurrency, depositDueAt } = row.offer;
    const amount = new Intl.NumberFormat(lang === 'fr' ? 'fr-FR' : 'en-GB', { style: 'currency', currency: depositCurrency ?? 'EUR' }).format((depositAmount ?? 0) / 100);
    Object.assign(variables, { Amount: amount, DueAt: depositDueAt === null ? '' : momentInWords(depositDueAt, lang, timeZoneOf({ brand: row.brand })) });
  }
  if (email.kind === 'offer-extension-answered') Object.assign(variables, { Granted: email.granted, ReplyBy: replyBy });
  if (email.kind === 'offer-condition-changed') {
    const conditions = await db.select().from(offerConditions).where(eq(offerConditions.offerId, offerId)).orderBy(asc(offerConditions.position));
    const states = OFFER_WORDING[lang].conditionStates;
    variables.Conditions = conditions.map((condition) => `${lang === 'fr' ? condition.textFr : condition.textEn}${lang === 'fr' ? ' : ' : ': '}${states[conditionStateOf(condition.state)]}`);
  }
  const rendered = renderCandidateEmail(templates(), kind, variables);
  await context.outbox.send({ to: row.user.email, subject: rendered.subject, html: rendered.html, link: portal, code: '' }, at, db);
  await recordEvent(db, { userId: row.user.id, dealId: row.dealId, actor: SYSTEM, kind: 'email-sent', details: { template: kind, to: row.user.email, subject: rendered.subject }, at });
}
