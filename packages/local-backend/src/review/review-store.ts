// What the jury's routes read of the database: a program's settings and rubric, its reviewers and their open load,
// an application's assignments with their reviews. The rules applied to them are the domain's.
import { DEFAULT_REVIEW_SETTINGS, defaultReviewerDocumentTypes, documentTypesForReviewers, eligibleJuror, pseudonymOf, roleFromValue, type AssignmentState, type ReviewSettings, type Rubric } from '@admission/domain';
import { and, asc, count, desc, eq, inArray, isNotNull, isNull, sql } from 'drizzle-orm';
import type { BackendContext } from '../context';
import type { Db } from '../db/database';
import { deals, programReviewers, programs, reviewAssignments, reviews, reviewSettings, timelineEvents, users } from '../db/schema';

export type AssignmentRow = typeof reviewAssignments.$inferSelect;
export type ReviewRow = typeof reviews.$inferSelect;

export interface ProgramJury {
  readonly settings: ReviewSettings;
  readonly rubric: Rubric | null;
  /** The document types the program's reviewers see, as an admin set them; null: the default (every type but identity documents). */
  readonly reviewerDocumentTypes: readonly string[] | null;
}

/** A program's settings (the domain's defaults while it has none) and rubric. */
export async function programJury(db: Db, programId: number): Promise<ProgramJury> {
  const [row] = await db.select().from(reviewSettings).where(eq(reviewSettings.programId, programId));
  if (row === undefined) return { settings: DEFAULT_REVIEW_SETTINGS, rubric: null, reviewerDocumentTypes: null };
  return {
    settings: { reviewsPerApplication: row.reviewsPerApplication, dueDays: row.dueDays, disagreementThreshold: row.disagreementThreshold },
    rubric: row.rubric ?? null,
    reviewerDocumentTypes: row.reviewerDocumentTypes ?? null,
  };
}

/**
 * The document types a program's reviewers see, in the school's order: the admin's choice, or every type the school
 * asks for; identity documents never, whatever is stored (the domain's rule).
 */
export function documentTypesSeen(jury: ProgramJury, requirements: readonly { readonly documentType: string }[]): string[] {
  const all = requirements.map((row) => row.documentType);
  const chosen = jury.reviewerDocumentTypes ?? defaultReviewerDocumentTypes(all);
  return documentTypesForReviewers(all.filter((documentType) => chosen.includes(documentType)));
}

/**
 * The program's reviewers with their open assignments (active, not submitted), for the domain's pickReviewers; only
 * those the domain's eligibleJuror takes (a reviewer of the program's school), whatever the program's list says.
 */
export async function reviewerPool(db: Db, programId: number): Promise<{ reviewerId: string; openAssignments: number }[]> {
  const members = await db
    .select({ reviewerId: programReviewers.reviewerId, role: users.role, brand: users.brand, programBrand: programs.brand })
    .from(programReviewers)
    .innerJoin(users, eq(users.id, programReviewers.reviewerId))
    .innerJoin(programs, eq(programs.id, programReviewers.programId))
    .where(eq(programReviewers.programId, programId));
  const ids = members.filter((member) => eligibleJuror(member.programBrand, { role: roleFromValue(member.role), brand: member.brand })).map((member) => member.reviewerId);
  if (ids.length === 0) return [];
  const loads = await db
    .select({ reviewerId: reviewAssignments.reviewerId, open: count() })
    .from(reviewAssignments)
    .leftJoin(reviews, eq(reviews.assignmentId, reviewAssignments.id))
    .where(and(inArray(reviewAssignments.reviewerId, ids), eq(reviewAssignments.state, 'active'), isNull(reviews.submittedAt)))
    .groupBy(reviewAssignments.reviewerId);
  const loadOf = new Map(loads.map((row) => [row.reviewerId, Number(row.open)]));
  return ids.map((reviewerId) => ({ reviewerId, openAssignments: loadOf.get(reviewerId) ?? 0 }));
}

export interface AssignmentWithReview {
  readonly assignment: AssignmentRow;
  readonly review: ReviewRow | null;
  readonly reviewerName: string;
}

/** Every assignment of an application (any state), oldest first, with its review and its reviewer's name. */
export async function assignmentsOfApplication(db: Db, dealId: number): Promise<AssignmentWithReview[]> {
  const rows = await db
    .select({ assignment: reviewAssignments, review: reviews, firstName: users.firstName, lastName: users.lastName, email: users.email })
    .from(reviewAssignments)
    .innerJoin(users, eq(users.id, reviewAssignments.reviewerId))
    .leftJoin(reviews, eq(reviews.assignmentId, reviewAssignments.id))
    .where(eq(reviewAssignments.dealId, dealId))
    .orderBy(asc(reviewAssignments.assignedAt), asc(reviewAssignments.id));
  return rows.map((row) => ({ assignment: row.assignment, review: row.review, reviewerName: personName(row) }));
}

/** A person as staff read them: their name, or their email when they have none. */
export const personName = (person: { readonly firstName: string; readonly lastName: string; readonly email: string }): string => {
  const name = `${person.firstName} ${person.lastName}`.trim();
  return name === '' ? person.email : name;
};

export const assignmentStateOf = (row: Pick<AssignmentRow, 'state'>): AssignmentState => row.state as AssignmentState;

/** How many reviews of a program are submitted (the rubric is locked from the first). */
export async function submittedReviewsOfProgram(db: Db, programId: number): Promise<number> {
  const [row] = await db
    .select({ submitted: count() })
    .from(reviews)
    .innerJoin(reviewAssignments, eq(reviewAssignments.id, reviews.assignmentId))
    .innerJoin(deals, eq(deals.id, reviewAssignments.dealId))
    .where(and(eq(deals.programId, programId), isNotNull(reviews.submittedAt)));
  return Number(row?.submitted ?? 0);
}

/** The candidate's pseudonym on an application, with this server's secret. */
export const pseudonymOfApplication = (context: BackendContext, dealId: number): string => pseudonymOf(dealId, context.config.reviewPseudonymSecret);

export interface CandidateReview {
  readonly review: ReviewRow;
  readonly dealId: number;
  readonly programName: string;
  readonly rubric: Rubric | null;
}

/** The submitted reviews of a candidate's applications, oldest first, with their program's rubric (no reviewer). */
export async function submittedReviewsOf(db: Db, userId: string): Promise<CandidateReview[]> {
  const rows = await db
    .select({ review: reviews, dealId: deals.id, programName: programs.name, rubric: reviewSettings.rubric })
    .from(reviews)
    .innerJoin(reviewAssignments, eq(reviewAssignments.id, reviews.assignmentId))
    .innerJoin(deals, eq(deals.id, reviewAssignments.dealId))
    .innerJoin(programs, eq(programs.id, deals.programId))
    .leftJoin(reviewSettings, eq(reviewSettings.programId, deals.programId))
    .where(and(eq(deals.userId, userId), isNotNull(reviews.submittedAt)))
    .orderBy(asc(reviews.submittedAt), asc(reviews.assignmentId));
  return rows.map((row) => ({ review: row.review, dealId: row.dealId, programName: row.programName, rubric: row.rubric ?? null }));
}

/** The latest re-opening of a review, as its reviewer reads it: the admin's name, when, and their reason. */
export interface Reopening {
  readonly by: string;
  readonly at: string;
  readonly reason: string;
}

/** The latest time an admin re-opened the assignment's review (the timeline's entry), or null if none ever did. */
export async function latestReopening(db: Db, dealId: number, assignmentId: number): Promise<Reopening | null> {
  const [row] = await db
    .select({ at: timelineEvents.at, by: timelineEvents.actorName, details: timelineEvents.details })
    .from(timelineEvents)
    .where(and(eq(timelineEvents.dealId, dealId), eq(timelineEvents.kind, 'review-reopened'), sql`${timelineEvents.details}->>'assignment_id' = ${String(assignmentId)}`))
    .orderBy(desc(timelineEvents.at), desc(timelineEvents.id))
    .limit(1);
  if (row === undefined) return null;
  const reason = row.details['reason'];
  return { by: row.by ?? '', at: row.at.toISOString(), reason: typeof reason === 'string' ? reason : '' };
}
