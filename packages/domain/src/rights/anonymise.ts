// The record a school keeps after deleting an account ("Candidates' rights"): nothing that names, reaches or
// describes the person; what stays serves admission statistics, for the brand's retention.
import type { DealStatus } from '../api/entities';
import type { Withdrawn } from './withdrawal';

/** What the deletion reads of a candidate: an explicit input, so a new field must be classified below. */
export interface CandidateRecord {
  readonly userId: string;
  readonly firstName: string | null;
  readonly lastName: string | null;
  readonly email: string;
  readonly phone: string | null;
  readonly englishLevel: string | null;
  readonly crmContactId: string | null;
  readonly nationalityCodes: readonly string[];
  readonly hasDisability: boolean | null;
  readonly applications: readonly ApplicationRecord[];
}

export interface ApplicationRecord {
  readonly dealId: number;
  readonly programName: string;
  readonly status: DealStatus | Withdrawn;
  /** ISO instants. */
  readonly createdAt: string;
  readonly submittedAt: string | null;
  readonly quizOutcome: number | null;
  readonly quizScore: number | null;
  readonly documentCount: number;
}

/** kept as is; generalised to something coarser; removed altogether. */
export type FieldFate = 'kept' | 'generalised' | 'removed';

/**
 * The fate of every field. Removed: who they are and how to reach them, the CRM link, nationality, and the
 * disability answer (health data); the quiz score (with program and month it can single a person out; the outcome
 * is enough). Generalised: the application date to its month, the submission date to a yes/no.
 */
export const ANONYMISATION_POLICY: {
  readonly candidate: Readonly<Record<keyof CandidateRecord, FieldFate>>;
  readonly application: Readonly<Record<keyof ApplicationRecord, FieldFate>>;
} = {
  candidate: {
    userId: 'removed',
    firstName: 'removed',
    lastName: 'removed',
    email: 'removed',
    phone: 'removed',
    englishLevel: 'removed',
    crmContactId: 'removed',
    nationalityCodes: 'removed',
    hasDisability: 'removed',
    applications: 'generalised',
  },
  application: {
    dealId: 'removed',
    programName: 'kept',
    status: 'kept',
    createdAt: 'generalised',
    submittedAt: 'generalised',
    quizOutcome: 'kept',
    quizScore: 'removed',
    documentCount: 'kept',
  },
};

export interface AnonymisedApplication {
  readonly programName: string;
  readonly status: DealStatus | Withdrawn;
  /** YYYY-MM (UTC); null if the date could not be read. */
  readonly appliedMonth: string | null;
  readonly submitted: boolean;
  readonly quizOutcome: number | null;
  readonly documentCount: number;
}

export interface AnonymisedRecord {
  /** ISO instants: when it was made, and when it goes (from the deletion request's completion). */
  readonly anonymisedAt: string;
  readonly keptUntil: string;
  readonly applications: readonly AnonymisedApplication[];
}

const monthOf = (iso: string): string | null => {
  const time = Date.parse(iso);
  return Number.isNaN(time) ? null : new Date(time).toISOString().slice(0, 7);
};

/** The anonymised record of a candidate, built field by field (never by copying and blanking: nothing leaks by default). */
export const anonymise = (candidate: CandidateRecord, { anonymisedAt, keptUntil }: { readonly anonymisedAt: string; readonly keptUntil: string }): AnonymisedRecord => ({
  anonymisedAt,
  keptUntil,
  applications: candidate.applications.map((application) => ({
    programName: application.programName,
    status: application.status,
    appliedMonth: monthOf(application.createdAt),
    submitted: application.submittedAt !== null,
    quizOutcome: application.quizOutcome,
    documentCount: application.documentCount,
  })),
});
