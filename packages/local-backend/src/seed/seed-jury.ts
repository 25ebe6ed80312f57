// The seeded jury: review settings and a rubric for every program, each school's three reviewers named on its
// programs, and the COMPLETE generated applications assigned as the server would (the domain's pickReviewers), in
// every review state: to do, draft, submitted, re-opened; one conflict a school; the Executive MBA's reviewers
// disagree; one program a school is under review with nothing submitted yet, so an admin can still change its rubric.
// Each step is on the application's timeline, with its actor. Pure: the seed inserts what this returns.
import { DEFAULT_REVIEW_SETTINGS, defaultReviewerDocumentTypes, dueAt, pickReviewers, weightedTotal, type Rubric } from '@admission/domain';
import type { InferInsertModel } from 'drizzle-orm';
import type * as t from '../db/schema';
import { PROGRAMS, programId, REQUIREMENTS, type ProgramKey } from './catalogue';
import { JURY, type JuryMember } from './demo-accounts';
import { stableUuid } from './ids';
import type { Prng } from './prng';
import type { SeedDecider } from './seed-history';
import { seedRubric } from './seed-rubric';

const DAY_MS = 86_400_000;

/** Which school's jury reviews a program: the program's own. */
export const JURY_OF = Object.fromEntries(PROGRAMS.map((program) => [program.key, program.brand])) as Readonly<Record<ProgramKey, JuryMember['brand']>>;

/** The program whose reviewers' totals differ by more than the threshold. */
export const DISAGREEING_PROGRAM: ProgramKey = 'executive-mba';

/** One program a school whose reviews are under way (to do and drafts, none submitted): its rubric stays editable. */
export const RUBRIC_OPEN_PROGRAMS: readonly ProgramKey[] = ['msc-finance', 'bachelor-design'];

export interface SeededApplication {
  readonly dealId: number;
  readonly userId: string;
  readonly program: ProgramKey;
  readonly submittedAt: Date;
}

export interface SeededJury {
  readonly settings: InferInsertModel<typeof t.reviewSettings>[];
  readonly programReviewers: InferInsertModel<typeof t.programReviewers>[];
  /** Each assignment with its review (if any), in insertion order; the review's assignment id is filled on insert. */
  readonly assignments: { readonly row: InferInsertModel<typeof t.reviewAssignments>; readonly review: Omit<InferInsertModel<typeof t.reviews>, 'assignmentId'> | null }[];
  readonly events: InferInsertModel<typeof t.timelineEvents>[];
}

const memberId = (member: JuryMember): string => stableUuid(member.email);
const memberName = (member: JuryMember): string => `${member.firstName} ${member.lastName}`;

/** What one reviewer did with an application, by its place in its program's queue (every state shows). */
type Progress = 'todo' | 'draft' | 'submitted' | 'reopened';
const PATTERNS: readonly (readonly [Progress, Progress])[] = [
  ['submitted', 'submitted'],
  ['submitted', 'draft'],
  ['draft', 'todo'],
  ['todo', 'todo'],
  ['reopened', 'submitted'],
];
/** The queue of a program of RUBRIC_OPEN_PROGRAMS: started, nothing submitted. */
const UNDER_WAY: readonly (readonly [Progress, Progress])[] = [
  ['draft', 'todo'],
  ['todo', 'todo'],
  ['draft', 'draft'],
];

const clampScore = (score: number): number => Math.min(5, Math.max(1, Math.round(score)));

function scoresFor(rubric: Rubric, prng: Prng, base: number): Record<string, number> {
  return Object.fromEntries(rubric.criteria.map((criterion) => [criterion.id, clampScore(base + prng.int(-1, 1) * 0.6)]));
}

export function seedJury(applications: readonly SeededApplication[], prng: Prng, decider: SeedDecider, now: number): SeededJury {
  const settings = PROGRAMS.map((program) => ({
    programId: programId(program.key),
    ...DEFAULT_REVIEW_SETTINGS,
    rubric: seedRubric(program.key),
    // Every document the school asks for but the identity documents (the domain's rule leaves those out).
    reviewerDocumentTypes: defaultReviewerDocumentTypes(REQUIREMENTS.map((requirement) => requirement.documentType)),
    updatedAt: new Date(now - 60 * DAY_MS),
  }));
  const juryOf = (program: ProgramKey) => JURY.filter((member) => member.brand === JURY_OF[program]);
  const programReviewers = PROGRAMS.flatMap((program) => juryOf(program.key).map((member) => ({ programId: programId(program.key), reviewerId: memberId(member) })));

  const openLoad = new Map<string, number>(JURY.map((member) => [memberId(member), 0]));
  const conflictDeclared = new Set<string>();
  const queued = new Map<ProgramKey, number>();
  const assignments: SeededJury['assignments'] = [];
  const events: SeededJury['events'] = [];
  const system = { actorKind: 'system', actorId: null, actorName: null, actorRole: null } as const;
  const asReviewer = (member: JuryMember) => ({ actorKind: 'staff', actorId: memberId(member), actorName: memberName(member), actorRole: 'reviewer' }) as const;

  for (const application of applications) {
    const members = juryOf(application.program);
    const place = queued.get(application.program) ?? 0;
    queued.set(application.program, place + 1);
    const rubric = seedRubric(application.program);
    const assignedAt = new Date(now - ((place % 20) + 1) * DAY_MS);
    const due = dueAt(assignedAt, DEFAULT_REVIEW_SETTINGS.dueDays);
    const event = (at: Date, kind: string, actor: typeof system | ReturnType<typeof asReviewer> | 'decider', details: Record<string, unknown>) =>
      events.push({
        userId: application.userId,
        dealId: application.dealId,
        at,
        ...(actor === 'decider' ? { actorKind: 'staff', actorId: decider.id, actorName: decider.name, actorRole: decider.role } : actor),
        kind,
        details,
      });

    // The school's conflicted reviewer declares it on the first application they are given.
    const conflicted = members.find((member) => member.conflict === true && !conflictDeclared.has(member.email));
    const excluded = new Set<string>();
    if (conflicted !== undefined) {
      conflictDeclared.add(conflicted.email);
      excluded.add(memberId(conflicted));
      assignments.push({
        row: { dealId: application.dealId, reviewerId: memberId(conflicted), state: 'conflict', assignedAt, dueAt: due, notifiedAt: assignedAt, endedAt: new Date(assignedAt.getTime() + 3_600_000), conflictReason: 'I taught this candidate last year.' },
        review: null,
      });
      event(assignedAt, 'review-assigned', system, { reviewer_name: memberName(conflicted) });
      event(new Date(assignedAt.getTime() + 3_600_000), 'review-conflict', asReviewer(conflicted), { reason: 'I taught this candidate last year.' });
    }
    const pool = members.map((member) => ({ reviewerId: memberId(member), openAssignments: openLoad.get(memberId(member)) ?? 0 }));
    const picked = pickReviewers({ pool, excluded, count: DEFAULT_REVIEW_SETTINGS.reviewsPerApplication });
    const patterns = RUBRIC_OPEN_PROGRAMS.includes(application.program) ? UNDER_WAY : PATTERNS;
    const pattern = patterns[place % patterns.length] ?? ['todo', 'todo'];
    const quality = 1.5 + prng.next() * 3;
    picked.forEach((reviewerId, order) => {
      const member = members.find((candidate) => memberId(candidate) === reviewerId);
      if (member === undefined) return;
      const progress = pattern[order] ?? 'todo';
      const at = (hours: number) => new Date(Math.min(assignedAt.getTime() + hours * 3_600_000, now - 60_000));
      const overdue = due.getTime() <= now;
      const submitted = progress === 'submitted';
      if (!submitted) openLoad.set(reviewerId, (openLoad.get(reviewerId) ?? 0) + 1);
      const base = application.program === DISAGREEING_PROGRAM ? (order === 0 ? 4.6 : 1.6) : quality;
      const scores = scoresFor(rubric, prng, base);
      const recommendation = base >= 3.5 ? 'admit' : base <= 2 ? 'reject' : 'unsure';
      const review =
        progress === 'todo'
          ? null
          : {
              scores: progress === 'draft' ? Object.fromEntries(Object.entries(scores).slice(0, 2)) : scores,
              recommendation: progress === 'draft' ? null : recommendation,
              comment: progress === 'draft' ? '' : recommendation === 'admit' ? 'A convincing file.' : recommendation === 'reject' ? 'Not ready for this program.' : 'Mixed: worth an interview.',
              version: progress === 'draft' ? 2 : 3,
              savedAt: at(20),
              submittedAt: submitted ? at(24) : null,
              total: submitted ? weightedTotal(rubric, scores) : null,
            };
      assignments.push({
        row: { dealId: application.dealId, reviewerId, state: 'active', assignedAt, dueAt: due, notifiedAt: assignedAt, remindedAt: overdue && !submitted ? due : null },
        review,
      });
      event(assignedAt, 'review-assigned', system, { reviewer_name: memberName(member) });
      if (submitted || progress === 'reopened') event(at(24), 'review-submitted', asReviewer(member), { reviewer_name: memberName(member) });
      if (progress === 'reopened') event(at(30), 'review-reopened', 'decider', { reviewer_name: memberName(member), reason: 'Please score the portfolio too.' });
    });
  }
  return { settings, programReviewers, assignments, events };
}
