// /__dev/*: the mailbox, the demo accounts, reset, and the stand-in for Stripe's hosted invoice page.
import { and, asc, eq, gt, isNotNull, isNull } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { BackendContext } from '../context';
import { nowDate } from '../context';
import { invoices, otpTokens, quizAttempts, users } from '../db/schema';
import { HttpError, notFound } from '../http/http-error';
import { EXPIRING_QUIZ_EMAIL } from '../seed/demo-accounts';
import { runDocumentsReminders } from '../workflow/reminder-job';
import { runInterviewReminders } from '../interview/interview-reminders';
import { runOfferReminders } from '../offer/offer-reminders';
import { runReviewReminders } from '../review/review-reminders';
import { escapeHtml, page } from './html';

const EMAIL_QUERY = {
  type: 'object',
  additionalProperties: false,
  properties: { to: { type: 'string', maxLength: 320 } },
} as const;

/** An ISO 8601 instant with its offset, e.g. 2026-03-08T10:00:00.000Z. */
const ISO_INSTANT = '^\\d{4}-\\d{2}-\\d{2}T\\d{2}:\\d{2}(:\\d{2}(\\.\\d{1,9})?)?(Z|[+-]\\d{2}:\\d{2})$';

const INVOICE_PARAMS = { type: 'object', required: ['id'], properties: { id: { type: 'string', pattern: '^[A-Za-z0-9_]{1,64}$' } } } as const;

export function registerDevRoutes(app: FastifyInstance, context: BackendContext): void {
  const { db } = context;

  app.get<{ Querystring: { to?: string } }>('/__dev/outbox', { schema: { querystring: EMAIL_QUERY } }, async (request) =>
    context.outbox.list(request.query.to),
  );

  app.get<{ Querystring: { to?: string } }>('/__dev/mailbox', { schema: { querystring: EMAIL_QUERY } }, async (request, reply) => {
    const emails = await context.outbox.list(request.query.to);
    const items = emails
      .map(
        (email) => `<article><h2>${escapeHtml(email.subject)}</h2>
<p class="muted">To ${escapeHtml(email.to)} · ${escapeHtml(email.sent_at)}</p>
<p>${email.code === '' ? `<a href="${escapeHtml(email.link)}">Open the link</a>` : `<a href="${escapeHtml(email.link)}">Open the sign-in link</a> · code <strong>${escapeHtml(email.code)}</strong>`}</p>
<iframe sandbox title="${escapeHtml(`The email as sent: ${email.subject}`)}" srcdoc="${escapeHtml(email.html)}" class="email"></iframe></article>`,
      )
      .join('\n');
    return reply
      .type('text/html; charset=utf-8')
      .send(page('Dev mailbox', `<h1>Dev mailbox</h1><p class="muted">Newest first. Filter with ?to=email.</p>${items || '<p>No email yet.</p>'}`));
  });

  // The confirm page's "expired link" journey without waiting the link's 10 minutes.
  app.post<{ Body: { email: string } }>(
    '/__dev/expire-sign-in-links',
    { schema: { body: { type: 'object', required: ['email'], additionalProperties: false, properties: { email: { type: 'string', minLength: 3, maxLength: 320 } } } } },
    async (request) => {
      const now = nowDate(context);
      const email = request.body.email.trim().toLowerCase();
      const expired = await db
        .update(otpTokens)
        .set({ expiresAt: now })
        .where(and(eq(otpTokens.email, email), isNull(otpTokens.usedAt), gt(otpTokens.expiresAt, now)))
        .returning();
      return { expired: expired.length };
    },
  );

  // The e2e's export of a filtered list needs a candidate whose name a spreadsheet would run as a formula: this
  // renames an existing one (no new application, so no count another spec reads changes).
  app.post<{ Body: { email: string; first_name: string; last_name?: string } }>(
    '/__dev/candidate-name',
    {
      schema: {
        body: {
          type: 'object',
          required: ['email', 'first_name'],
          additionalProperties: false,
          properties: {
            email: { type: 'string', minLength: 3, maxLength: 320 },
            first_name: { type: 'string', minLength: 1, maxLength: 200 },
            last_name: { type: 'string', minLength: 1, maxLength: 200 },
          },
        },
      },
    },
    async (request) => {
      const { email, first_name: firstName, last_name: lastName } = request.body;
      const renamed = await db
        .update(users)
        .set({ firstName, ...(lastName === undefined ? {} : { lastName }) })
        .where(and(eq(users.email, email.trim().toLowerCase()), eq(users.role, 'candidate')))
        .returning({ id: users.id });
      if (renamed.length === 0) throw notFound('No such candidate');
      return { renamed: renamed.length };
    },
  );

  // The reminder jobs (documents, overdue reviews, interviews) at a chosen date (its clock injected), for one candidate or all: what the scheduled
  // run does on the real clock, without waiting a week.
  app.post<{ Body: { now: string; email?: string } }>(
    '/__dev/jobs/reminders',
    {
      schema: {
        body: {
          type: 'object',
          required: ['now'],
          additionalProperties: false,
          properties: { now: { type: 'string', pattern: ISO_INSTANT }, email: { type: 'string', minLength: 3, maxLength: 320 } },
        },
      },
    },
    async (request) => {
      const now = new Date(request.body.now);
      if (Number.isNaN(now.getTime())) throw new HttpError(400, 'now must be an ISO 8601 instant');
      let userId: string | undefined;
      if (request.body.email !== undefined) {
        const [user] = await db.select({ id: users.id }).from(users).where(eq(users.email, request.body.email.trim().toLowerCase()));
        if (user === undefined) throw notFound('No such account');
        userId = user.id;
      }
      const narrowed = userId === undefined ? {} : { userId, reviewerId: userId };
      const run = await runDocumentsReminders(context, now, narrowed);
      const reviews = await runReviewReminders(context, now, narrowed);
      const interviews = await runInterviewReminders(context, now, userId === undefined ? {} : { userId });
      const offerReminders = await runOfferReminders(context, now, userId === undefined ? {} : { userId });
      return {
        now: now.toISOString(),
        sent: run.sent.map((item) => ({ deal_id: item.dealId, to: item.to })),
        review_reminders: reviews.sent.map((item) => ({ assignment_id: item.assignmentId, to: item.to })),
        interview_reminders: interviews.sent.map((item) => ({ booking_id: item.bookingId, kind: item.kind, to: item.to })),
        offer_reminders: offerReminders.sent.map((item) => ({ offer_id: item.offerId, kind: item.kind })),
      };
    },
  );

  app.get('/__dev/accounts', async () => {
    const rows = await db.select().from(users).where(isNotNull(users.description)).orderBy(asc(users.createdAt));
    return rows.map((user) => ({ email: user.email, role: user.role, brand: user.brand, description: user.description ?? '' }));
  });

  app.post('/__dev/reset', async () => {
    if (context.config.mode === 'production') throw new HttpError(403, 'Reset is only available in dev and test mode');
    await context.reset();
    return { reset: true };
  });

  // The e2e's expiry journey: gives the seeded `quiz.expiring` account its QUIZ_EXPIRING_SECONDS again, as a reset
  // would, without resetting anyone else (so that spec runs beside the others instead of after all of them).
  app.post('/__dev/rearm-expiring-quiz', async () => {
    if (context.config.mode === 'production') throw new HttpError(403, 'Only available in dev and test mode');
    const [account] = await db.select({ id: users.id }).from(users).where(eq(users.email, EXPIRING_QUIZ_EMAIL));
    if (account === undefined) throw notFound(`${EXPIRING_QUIZ_EMAIL} is not seeded`);
    const now = nowDate(context);
    const durationMs = context.config.quiz.durationMinutes * 60_000;
    const endTime = new Date(now.getTime() + context.config.quiz.expiringSeconds * 1000);
    const rearmed = await db
      .update(quizAttempts)
      .set({ endTime, startedAt: new Date(endTime.getTime() - durationMs), servedAt: now, blockedUntil: null, finishedAt: null, score: null, outcome: null, numberOfCorrectAnswers: null, calculated: false })
      .where(eq(quizAttempts.userId, account.id))
      .returning({ endTime: quizAttempts.endTime });
    if (rearmed[0] === undefined) throw notFound(`${EXPIRING_QUIZ_EMAIL} has no quiz`);
    return { end_time: rearmed[0].endTime.toISOString() };
  });

  const invoicePage = (invoice: typeof invoices.$inferSelect): string => {
    const amount = (invoice.amount / 100).toFixed(2);
    const actions =
      invoice.status === 'open'
        ? `<form method="post" action="${escapeHtml(invoice.id)}/pay" style="display:inline"><button class="pay" type="submit">Pay €${amount}</button></form>
<form method="post" action="${escapeHtml(invoice.id)}/void" style="display:inline"><button type="submit">Cancel</button></form>`
        : `<p>This invoice is <strong>${escapeHtml(invoice.status)}</strong>.</p>`;
    return page(
      `Invoice ${invoice.id}`,
      `<h1>Application fee</h1><p class="muted">Local stand-in for Stripe's hosted invoice page.</p>
<article><p>Invoice <code>${escapeHtml(invoice.id)}</code></p><p>Amount due: <strong>€${amount}</strong> (${escapeHtml(invoice.currency.toUpperCase())})</p>
<p>Status: <strong data-testid="invoice-status">${escapeHtml(invoice.status)}</strong></p>${actions}</article>`,
    );
  };

  const findInvoice = async (id: string) => {
    const [invoice] = await db.select().from(invoices).where(eq(invoices.id, id));
    if (invoice === undefined) throw notFound('Invoice not found');
    return invoice;
  };

  app.get<{ Params: { id: string } }>('/__dev/stripe/invoices/:id', { schema: { params: INVOICE_PARAMS } }, async (request, reply) =>
    reply.type('text/html; charset=utf-8').send(invoicePage(await findInvoice(request.params.id))),
  );

  for (const [action, status] of [['pay', 'paid'], ['void', 'void']] as const) {
    app.post<{ Params: { id: string } }>(`/__dev/stripe/invoices/:id/${action}`, { schema: { params: INVOICE_PARAMS } }, async (request, reply) => {
      const invoice = await findInvoice(request.params.id);
      if (invoice.status !== 'open') throw new HttpError(409, `Invoice is already ${invoice.status}`);
      await db.update(invoices).set({ status }).where(eq(invoices.id, invoice.id));
      return reply.redirect(`/__dev/stripe/invoices/${encodeURIComponent(invoice.id)}`, 303);
    });
  }
}
