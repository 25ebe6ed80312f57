// The jury's provider states (the reviewer's and the admin's routes): Jane Doe's application 7001 (MSc Finance,
// program 3, COMPLETE, her passport 9001, which reviewers never see, and her CV 9011), the three reviewers with fixed ids, assignments 9101 (reviewer1) and
// 9102 (reviewer2) at the stage each state names (9101 ended, for one). Written down for the consumer in docs/contracts.md.
import { DEFAULT_REVIEW_SETTINGS, weightedTotal, type AssignmentEndReason } from '@admission/domain';
import { and, eq, inArray } from 'drizzle-orm';
import { nowDate, type BackendContext } from '../context';
import { deals, programReviewers, reviewAssignments, reviews, reviewSettings, timelineEvents } from '../db/schema';
import { programId } from '../seed/catalogue';
import { seedRubric } from '../seed/seed-rubric';
import { JANE_DOE, putAccount, signInExisting, type AccountFixture } from './fixtures';

export const PACT_REVIEWERS = [
  { id: '5e0a0000-0000-4000-a000-000000009001', email: 'reviewer1@northbridge.example', firstName: 'Rita', lastName: 'Reviewer' },
  { id: '5e0a0000-0000-4000-a000-000000009002', email: 'reviewer2@northbridge.example', firstName: 'Ravi', lastName: 'Reviewer' },
  { id: '5e0a0000-0000-4000-a000-000000009003', email: 'reviewer3@northbridge.example', firstName: 'Rosa', lastName: 'Reviewer' },
] as const;
const [REVIEWER1, REVIEWER2, REVIEWER3] = PACT_REVIEWERS;
const PROGRAM = programId('msc-finance');
const RUBRIC = seedRubric('msc-finance');
const DAY_MS = 86_400_000;

/** `reopened`: submitted, then re-opened by an admin with a reason on two lines (a draft again). */
type Stage = 'todo' | 'draft' | 'submitted' | 'reopened';
interface JuryFixture {
  readonly first: Stage;
  readonly second: Stage;
  /** reviewer3 declared a conflict on 7001 (assignment 9103). */
  readonly conflict?: boolean;
  /** Application 7005 (another candidate, program 3), COMPLETE and not assigned yet. */
  readonly unassigned?: boolean;
  /** 9101 ended a day ago, unsubmitted, for this reason. */
  readonly firstEnded?: AssignmentEndReason;
}


const unassigned: AccountFixture = {
  id: '7a2b3c4d-0000-4000-a000-000000007005',
  email: 'john.roe@example.com',
  firstName: 'John',
  lastName: 'Roe',
  deals: [{ id: 7005, program: 'msc-finance', status: 'COMPLETE' }],
  completeDocuments: true,
  submitted: true,
};

const SCORES: Readonly<Record<'high' | 'low', Record<string, number>>> = {
  high: { motivation: 5, academics: 4, experience: 5, communication: 4 },
  low: { motivation: 2, academics: 1, experience: 2, communication: 2 },
};

/** Puts the jury of program 3 and application 7001 at the stages given; nothing else of program 3 is submitted. */
async function putJury(context: BackendContext, fixture: JuryFixture): Promise<void> {
  const { db } = context;
  for (const reviewer of PACT_REVIEWERS) await putAccount(context, { ...reviewer, role: 'reviewer', deals: [] });
  await putAccount(context, { ...JANE_DOE, documents: [...(JANE_DOE.documents ?? []), { id: 9011, type: 'cv', index: 1, name: 'cv.pdf' }] });
  if (fixture.unassigned === true) await putAccount(context, unassigned);
  await db.delete(reviewAssignments).where(inArray(reviewAssignments.id, [9101, 9102, 9103]));
  // The rubric is editable only while nothing of the program is submitted: the seed's reviews of program 3 go.
  const ofProgram = db.select({ id: reviewAssignments.id }).from(reviewAssignments).innerJoin(deals, eq(deals.id, reviewAssignments.dealId)).where(eq(deals.programId, PROGRAM));
  await db.delete(reviews).where(inArray(reviews.assignmentId, ofProgram));
  const settings = { ...DEFAULT_REVIEW_SETTINGS, rubric: RUBRIC, reviewerDocumentTypes: null };
  await db.insert(reviewSettings).values({ programId: PROGRAM, ...settings }).onConflictDoUpdate({ target: reviewSettings.programId, set: settings });
  await db.delete(programReviewers).where(eq(programReviewers.programId, PROGRAM));
  await db.insert(programReviewers).values(PACT_REVIEWERS.map((reviewer) => ({ programId: PROGRAM, reviewerId: reviewer.id })));
  const now = nowDate(context).getTime();
  const assignedAt = new Date(now - 2 * DAY_MS);
  const dueAt = new Date(assignedAt.getTime() + DEFAULT_REVIEW_SETTINGS.dueDays * DAY_MS);
  await db.insert(reviewAssignments).values([
    fixture.firstEnded === undefined
      ? { id: 9101, dealId: 7001, reviewerId: REVIEWER1.id, state: 'active', assignedAt, dueAt, notifiedAt: assignedAt }
      : { id: 9101, dealId: 7001, reviewerId: REVIEWER1.id, state: 'withdrawn', assignedAt, dueAt, notifiedAt: assignedAt, endedAt: new Date(now - DAY_MS), endReason: fixture.firstEnded },
    { id: 9102, dealId: 7001, reviewerId: REVIEWER2.id, state: 'active', assignedAt, dueAt, notifiedAt: assignedAt },
    ...(fixture.conflict === true
      ? [{ id: 9103, dealId: 7001, reviewerId: REVIEWER3.id, state: 'conflict', assignedAt, dueAt, notifiedAt: assignedAt, endedAt: new Date(now - DAY_MS), conflictReason: 'I know the candidate.' }]
      : []),
  ]);
  const review = (assignmentId: number, stage: Stage, level: 'high' | 'low') => {
    const savedAt = new Date(now - 3_600_000);
    if (stage === 'draft') return { assignmentId, scores: { motivation: 4 }, recommendation: null, comment: '', version: 3, savedAt };
    const scores = SCORES[level];
    if (stage === 'reopened') return { assignmentId, scores, recommendation: level === 'high' ? 'admit' : 'reject', comment: 'Strong file.', version: 5, savedAt: new Date(now - 1_800_000) };
    return { assignmentId, scores, recommendation: level === 'high' ? 'admit' : 'reject', comment: level === 'high' ? 'Strong file.' : 'Not ready.', version: 4, savedAt, submittedAt: savedAt, total: weightedTotal(RUBRIC, scores) };
  };
  const rows = [
    ...(fixture.first === 'todo' ? [] : [review(9101, fixture.first, 'high')]),
    ...(fixture.second === 'todo' ? [] : [review(9102, fixture.second, 'low')]),
  ];
  if (rows.length > 0) await db.insert(reviews).values(rows);
  await db.delete(timelineEvents).where(and(eq(timelineEvents.dealId, 7001), eq(timelineEvents.kind, 'review-reopened')));
  if (fixture.first === 'reopened') {
    await db.insert(timelineEvents).values({
      userId: JANE_DOE.id,
      dealId: 7001,
      at: new Date(now - 1_800_000),
      actorKind: 'staff',
      actorName: 'Alex Admin',
      actorRole: 'admin',
      kind: 'review-reopened',
      details: { assignment_id: 9101, reviewer_name: `${REVIEWER1.firstName} ${REVIEWER1.lastName}`, reason: 'Score the interview too.\nThen submit again.' },
    });
  }
}

type Handler = (context: BackendContext) => Promise<{ accessToken?: string }>;
const as = (email: string, fixture: JuryFixture): Handler => async (context) => {
  await putJury(context, fixture);
  return { accessToken: await signInExisting(context, email) };
};

const TODO: JuryFixture = { first: 'todo', second: 'todo' };
const REVIEWED_TWICE: JuryFixture = { first: 'submitted', second: 'submitted', conflict: true };

export const JURY_STATES: Readonly<Record<string, Handler>> = {
  'a reviewer with an assignment to do': as(REVIEWER1.email, TODO),
  'a reviewer with a draft review': as(REVIEWER1.email, { first: 'draft', second: 'todo' }),
  'a reviewer with a submitted review': as(REVIEWER1.email, { first: 'submitted', second: 'todo' }),
  'a reviewer whose submitted review an admin re-opened': as(REVIEWER1.email, { first: 'reopened', second: 'todo' }),
  'a reviewer whose draft review ended when the application was decided': as(REVIEWER1.email, { first: 'draft', second: 'todo', firstEnded: 'decided' }),
  'a reviewer and an assignment of another reviewer': as(REVIEWER1.email, TODO),
  "an admin with a program's review settings": as('admin@northbridge.example', TODO),
  'an admin with a review submitted on the program': as('admin@northbridge.example', { first: 'submitted', second: 'todo' }),
  'an admin with an application reviewed twice': as('admin@northbridge.example', REVIEWED_TWICE),
  'an agent with an application reviewed twice': as('agent@northbridge.example', REVIEWED_TWICE),
  'an admin with a ranking': as('admin@northbridge.example', { ...REVIEWED_TWICE, unassigned: true }),
};
