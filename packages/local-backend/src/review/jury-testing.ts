// What the jury's API tests share: a program of their own (its rubric, the three northbridge reviewers), candidates
// ready to submit to it, the mailbox and the reviewers' sessions.
import { DEFAULT_REVIEW_SETTINGS } from '@admission/domain';
import { eq } from 'drizzle-orm';
import { programReviewers, programs, reviewSettings, users, deals } from '../db/schema';
import { putAccount } from '../pact/fixtures';
import { JURY } from '../seed/demo-accounts';
import { stableUuid } from '../seed/ids';
import { seedRubric } from '../seed/seed-rubric';
import type { Session, TestBackend } from '../testing/test-backend';

export interface Mail {
  readonly to: string;
  readonly subject: string;
  readonly html: string;
  readonly text: string;
  readonly code: string;
  readonly sent_at: string;
}

const JURY_REVIEWERS = JURY.map((member) => ({ ...member, id: stableUuid(member.email) }));
export const NORTHBRIDGE_REVIEWERS = JURY_REVIEWERS.filter((member) => member.brand === 'northbridge');

/**
 * A new program of a school (the first unless told), with the seed's rubric and that school's three reviewers; its
 * id.
 */
export async function aJuryProgram(t: TestBackend, name: string, settings: Partial<typeof DEFAULT_REVIEW_SETTINGS> = {}, school: 'northbridge' | 'lumiere' = 'northbridge'): Promise<number> {
  const { db } = t.backend.context;
  const [program] = await db.insert(programs).values({ name, requiresQuiz: false, brand: school }).returning({ id: programs.id });
  if (program === undefined) throw new Error('program not created');
  await db.insert(reviewSettings).values({ programId: program.id, ...DEFAULT_REVIEW_SETTINGS, ...settings, rubric: seedRubric('msc-finance') });
  const jury = JURY_REVIEWERS.filter((member) => member.brand === school);
  await db.insert(programReviewers).values(jury.map((member) => ({ programId: program.id, reviewerId: member.id })));
  return program.id;
}

export interface TestCandidate {
  readonly id: string;
  readonly email: string;
  readonly firstName: string;
  readonly lastName: string;
  readonly dealId: number;
  readonly session: Session;
}

/** A candidate of the program with every requirement met and the fee paid, not submitted yet. */
export async function aCandidateReady(
  t: TestBackend,
  programId: number,
  person: { readonly email: string; readonly firstName: string; readonly lastName: string; readonly nationalities?: readonly string[]; readonly brand?: 'northbridge' | 'lumiere' },
): Promise<TestCandidate> {
  const { db } = t.backend.context;
  const id = stableUuid(`test:${person.email}`);
  await putAccount(t.backend.context, {
    id,
    email: person.email,
    firstName: person.firstName,
    lastName: person.lastName,
    deals: [{ program: 'bachelor-management', status: 'IN_PROGRESS' }],
    completeDocuments: true,
    disability: true,
    nationalities: person.nationalities ?? ['SN', 'KZ'],
    payers: 1,
    invoice: { id: `in_${id.slice(0, 8)}`, status: 'paid' },
  });
  if (person.brand === 'lumiere') await db.update(users).set({ brand: 'lumiere', language: 'fr' }).where(eq(users.id, id));
  const [deal] = await db.update(deals).set({ programId }).where(eq(deals.userId, id)).returning({ id: deals.id });
  if (deal === undefined) throw new Error('deal not created');
  return { id, ...person, dealId: deal.id, session: await t.signIn(person.email) };
}

/** The candidate submits (COMPLETE): the jury gets the application. */
export async function submit(t: TestBackend, candidate: TestCandidate): Promise<void> {
  const submitted = await t.call('POST', '/documents/submit', { token: candidate.session.accessToken });
  if (submitted.status !== 200) throw new Error(`submit: ${submitted.status} ${JSON.stringify(submitted.body)}`);
}

export const mailsTo = async (t: TestBackend, email: string): Promise<Mail[]> => (await t.call<Mail[]>('GET', `/__dev/outbox?to=${encodeURIComponent(email)}`)).body;
/** The workflow's e-mails to an address (the sign-in e-mails carry a code), newest first. */
export const workflowMailsTo = async (t: TestBackend, email: string): Promise<Mail[]> => (await mailsTo(t, email)).filter((mail) => mail.code === '');

export interface ApplicationReviews {
  program_id: number;
  reviews_assigned: number;
  reviews_done: number;
  mean: number | null;
  spread: number | null;
  disagreement: boolean;
  reviews: { assignment_id: number; reviewer_id: string; reviewer_name: string; total: number; recommendation: string }[];
  assignments: { assignment_id: number; reviewer_id: string; state: string; review_state: string; due_at: string }[];
  conflicts: { reviewer_name: string; reason: string; declared_at: string }[];
}

export const applicationReviews = async (t: TestBackend, staff: Session, dealId: number): Promise<ApplicationReviews> =>
  (await t.call<ApplicationReviews>('GET', `/admin/applications/${dealId}/reviews`, { token: staff.accessToken })).body;

/** The application's active assignments, each with its reviewer's e-mail. */
export async function activeAssignments(t: TestBackend, staff: Session, dealId: number): Promise<{ id: number; reviewerId: string; email: string }[]> {
  const view = await applicationReviews(t, staff, dealId);
  return view.assignments
    .filter((assignment) => assignment.state === 'active')
    .map((assignment) => ({ id: assignment.assignment_id, reviewerId: assignment.reviewer_id, email: JURY_REVIEWERS.find((member) => member.id === assignment.reviewer_id)?.email ?? '' }));
}

/** Every criterion of the test rubric scored. */
export const FULL_SCORES = { motivation: 4, academics: 3, experience: 5, communication: 4 } as const;
