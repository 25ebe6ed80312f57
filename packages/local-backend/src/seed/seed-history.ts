// The timeline entries that led to each seeded state, as the routes would have recorded them: the candidate's
// uploads and submission, the admin's decision with its reasons and the email it sent, the documents reminder of
// an application left incomplete for a week. Pure: the seed inserts what this returns, after every other row.
import { REMINDER_AFTER_DAYS, timelineKindOfStatusChange, type CandidateEmailKind, type DealStatus } from '@admission/domain';
import type { InferInsertModel } from 'drizzle-orm';
import type { timelineEvents } from '../db/schema';
import { renderCandidateEmail, templates } from '../workflow/candidate-templates';
import { brandedEmail } from '../workflow/email-brand';

type EventRow = InferInsertModel<typeof timelineEvents>;

const HOUR_MS = 3_600_000;
const DAY_MS = 24 * HOUR_MS;

/** The staff member who made the seeded decisions. */
export interface SeedDecider {
  readonly id: string;
  readonly name: string;
  readonly role: 'admin' | 'agent';
}

/** What the seed made of one account: its documents, its applications (with their ids) and when they were submitted. */
export interface SeededAccount {
  readonly user: { readonly id: string; readonly email: string; readonly brand: string; readonly language: string; readonly documentsSubmittedAt?: Date | null };
  readonly documents: readonly { readonly type: string; readonly index: number; readonly name: string; readonly createdAt: Date }[];
  readonly deals: readonly { readonly id: number; readonly status: string | null; readonly createdAt: Date; readonly rejectionReasons: readonly string[] | null }[];
  /** Every required document is there. */
  readonly documentsComplete: boolean;
}

const SUBMITTED: ReadonlySet<string> = new Set(['COMPLETE', 'ADMISSIBLE', 'REJECTED']);

/** The subject the email of `kind` had, in the candidate's brand and language. */
const subjectOf = (kind: CandidateEmailKind, user: SeededAccount['user']): string =>
  renderCandidateEmail(templates(), kind, { ...brandedEmail({ ...user, firstName: '' }).variables, Program: '', Reasons: [], Missing: [], Reason: {} }).subject;

/** The entries of one seeded account, oldest first; none later than `now`. */
export function seededHistory(account: SeededAccount, decider: SeedDecider, now: Date): EventRow[] {
  const { user } = account;
  const latest = now.getTime() - 60_000;
  const at = (time: number) => new Date(Math.min(time, latest));
  const rows: EventRow[] = [];
  const system = { actorKind: 'system', actorId: null, actorName: null, actorRole: null } as const;
  const email = (dealId: number, kind: CandidateEmailKind, time: number): EventRow => ({
    userId: user.id, dealId, at: at(time), ...system, kind: 'email-sent', details: { template: kind, to: user.email, subject: subjectOf(kind, user) },
  });

  for (const document of account.documents) {
    rows.push({
      userId: user.id, dealId: null, at: at(document.createdAt.getTime()), actorKind: 'candidate',
      kind: 'document-uploaded', details: { document_type: document.type, document_index: document.index, name: document.name },
    });
  }
  const submittedAt = user.documentsSubmittedAt ?? null;
  for (const deal of account.deals) {
    if (deal.status !== null && SUBMITTED.has(deal.status) && submittedAt !== null) {
      rows.push({ userId: user.id, dealId: deal.id, at: at(submittedAt.getTime()), actorKind: 'candidate', kind: 'documents-submitted', details: {} });
      if (deal.status === 'ADMISSIBLE' || deal.status === 'REJECTED') {
        const decided = submittedAt.getTime() + DAY_MS;
        const to: DealStatus = deal.status;
        rows.push({
          userId: user.id, dealId: deal.id, at: at(decided), actorKind: 'staff', actorId: decider.id, actorName: decider.name, actorRole: decider.role,
          kind: timelineKindOfStatusChange('COMPLETE', to),
          details: { from: 'COMPLETE', to, ...(to === 'REJECTED' ? { reasons: [...(deal.rejectionReasons ?? [])] } : {}) },
        });
        rows.push(email(deal.id, to === 'REJECTED' ? 'rejected' : 'admissible', decided + 1000));
      }
    } else if ((deal.status === 'DRAFT' || deal.status === 'IN_PROGRESS') && !account.documentsComplete) {
      // Incomplete for a week since the last thing done on it: the daily job sent its one reminder.
      const lastActivity = Math.max(deal.createdAt.getTime(), ...account.documents.map((document) => document.createdAt.getTime()));
      const remindedAt = lastActivity + REMINDER_AFTER_DAYS * DAY_MS + HOUR_MS;
      if (remindedAt <= latest) rows.push(email(deal.id, 'documents-reminder', remindedAt));
    }
  }
  return rows.sort((a, b) => a.at.getTime() - b.at.getTime());
}
