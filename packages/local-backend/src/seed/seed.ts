// Fills an empty database with the catalogue, the quiz bank, the named demo accounts and 260 generated
// applications (seeded PRNG: the same data on every run; SEED_GENERATED_APPLICATIONS changes the count),
// and writes their files to storage.
import { randomUUID } from 'node:crypto';
import type { InferInsertModel } from 'drizzle-orm';
import { brandOfId, type BrandId } from '../brands';
import type { Db } from '../db/database';
import * as t from '../db/schema';
import { nextLevel, pickQuestion, scoreQuiz, START_LEVEL } from '../quiz/adaptive-quiz';
import type { ObjectFiles } from '../storage/object-files';
import { objects } from '../supabase/storage-tables';
import { PROGRAMS, programId, programRequiresQuiz, REQUIREMENTS, type ProgramKey } from './catalogue';
import { DEMO_ACCOUNTS, type DemoAccount, type DocumentsState, type InvoiceState, type QuizState } from './demo-accounts';
import { stableUuid } from './ids';
import { createPrng, type Prng } from './prng';
import { seedInterviews } from './seed-interviews';
import { seedJury, type SeededApplication, type SeededJury } from './seed-jury';
import { seededHistory, type SeedDecider, type SeededAccount } from './seed-history';
import { buildQuizBank } from './quiz-bank';
import { SAMPLE_DOCUMENT_TEXT, samplePdf, samplePng } from './sample-files';

/** The default count of generated applications (config `seedGeneratedApplications`, env SEED_GENERATED_APPLICATIONS). */
export const GENERATED_APPLICATIONS = 260;
export const APPLICATION_FEE_CENTS = 9_000;
const DAY_MS = 86_400_000;
/** Generated applications are dated back from this fixed day, so they never change between runs. */
const GENERATED_BASE = Date.UTC(2026, 9, 1);

const seedAdmin = DEMO_ACCOUNTS.find((account) => account.role === 'admin');
/** The admin who made the seeded decisions. */
const SEED_DECIDER: SeedDecider = {
  id: stableUuid(seedAdmin?.email ?? ''),
  name: `${seedAdmin?.firstName ?? ''} ${seedAdmin?.lastName ?? ''}`.trim(),
  role: 'admin',
};

export interface SeedOptions {
  readonly bucket: string;
  readonly now: number;
  readonly quizDurationMinutes: number;
  readonly quizQuestionCount: number;
  /** Seconds left to the `quiz.expiring` account. */
  readonly expiringQuizSeconds: number;
  /** Generated applications on top of the named demo accounts (config default: GENERATED_APPLICATIONS). */
  readonly generatedApplications: number;
}

interface BankRow {
  readonly id: number;
  readonly level: number;
  readonly options: readonly { readonly id: number; readonly isCorrect: boolean }[];
}

interface Plan {
  readonly user: InferInsertModel<typeof t.users>;
  readonly deals: readonly {
    readonly program: ProgramKey;
    readonly status: string | null;
    readonly createdAt: Date;
    readonly isSelfFinanced: boolean | null;
    readonly payers: readonly Omit<InferInsertModel<typeof t.payers>, 'dealId'>[];
  }[];
  readonly documents: readonly { readonly type: string; readonly index: number }[];
  readonly invoice: InvoiceState;
  readonly quiz: QuizState;
  /** For generated quizzes: how likely each answer is correct. */
  readonly skill: number;
  /** A deletion request waiting since two days. */
  readonly deletionRequested: boolean;
}

const FIRST_NAMES = ['Emma', 'Liam', 'Chloé', 'Noah', 'Inès', 'Lucas', 'Amelia', 'Hugo', 'Sofia', 'Jules', 'Maya', 'Arthur', 'Zoé', 'Oscar', 'Léna', 'Adam', 'Grace', 'Louis', 'Aïcha', 'Mateo', 'Hannah', 'Gabriel', 'Yuki', 'Raphaël'];
const LAST_NAMES = ['Smith', 'Martin', 'Bernard', 'Johnson', 'Dubois', 'Nguyen', 'García', 'Moreau', 'Brown', 'Laurent', 'Rossi', 'Müller', 'Fontaine', 'Okafor', 'Kowalski', 'Durand', 'Taylor', 'Lefebvre', 'Chen', 'Haddad'];
const COUNTRIES = ['France', 'United Kingdom', 'Germany', 'Spain', 'Italy', 'Belgium', 'Canada', 'Morocco', 'Nigeria', 'India'];
const NATIONALITY_CODES = ['FR', 'GB', 'DE', 'ES', 'IT', 'BE', 'CA', 'MA', 'NG', 'IN', 'US', 'CN'];
const STATUS_WEIGHTS: readonly [string | null, number][] = [
  ['DRAFT', 14], ['IN_PROGRESS', 28], ['COMPLETE', 32], ['ADMISSIBLE', 14], ['REJECTED', 10], [null, 2],
];

const asciiFold = (text: string): string => text.normalize('NFKD').replace(/\p{M}/gu, '').replace(/[^A-Za-z0-9]/g, '').toLowerCase();

function weighted<T>(prng: Prng, weights: readonly [T, number][]): T {
  const total = weights.reduce((sum, [, weight]) => sum + weight, 0);
  let roll = prng.next() * total;
  for (const [value, weight] of weights) {
    roll -= weight;
    if (roll < 0) return value;
  }
  return (weights[weights.length - 1] as [T, number])[0];
}

function completeDocuments(): { type: string; index: number }[] {
  return REQUIREMENTS.filter((r) => r.required).flatMap((r) =>
    Array.from({ length: r.minFiles }, (_, i) => ({ type: r.documentType, index: i + 1 })),
  );
}

function documentsFor(state: DocumentsState): { type: string; index: number }[] {
  if (state === 'complete') return completeDocuments();
  if (state === 'partial') return [{ type: 'identity_document', index: 1 }, { type: 'transcripts', index: 1 }];
  return [];
}

function planFromDemo(account: DemoAccount, now: number, index: number): Plan {
  // Accounts seeded last are dated before every generated application: a list newest first (where the e2e specs
  // pick their applications, past the first demo ids) shows them last, so no spec picks them by chance.
  const created = new Date(account.seededLast === true ? GENERATED_BASE - (400 - index) * DAY_MS : now - (30 - index) * DAY_MS);
  const submittedAt = account.submitted ? new Date(now - 2 * DAY_MS) : null;
  return {
    user: {
      id: stableUuid(account.email),
      email: account.email,
      role: account.role,
      brand: account.brand,
      language: brandOfId(account.brand).language,
      firstName: account.firstName,
      lastName: account.lastName,
      phone: account.role === 'candidate' ? `+44 20 7946 ${String(100 + index).padStart(4, '0')}` : null,
      englishLevel: account.role === 'candidate' ? 'B2' : null,
      hubspotContactId: account.role === 'candidate' ? String(90_000 + index) : null,
      firstLoginAt: index % 3 === 0 ? null : new Date(now - 5 * DAY_MS),
      hasDisability: account.disability,
      nationalityCodes: [...account.nationalities],
      documentsSubmittedAt: submittedAt,
      description: account.description,
      createdAt: created,
    },
    deals: account.deals.map((deal, dealIndex) => ({
      program: deal.program,
      status: deal.status,
      createdAt: new Date(created.getTime() + dealIndex * 3_600_000),
      isSelfFinanced: dealIndex === 0 ? false : true,
      payers:
        dealIndex === 0 && account.role === 'candidate' && account.deals.length > 0
          ? [{
              firstName: 'Pat', lastName: account.lastName, email: `pat.${asciiFold(account.lastName)}@payer.example`,
              phone: null, address: '1 Payer Street', zipCode: 'EC1A 1BB', country: 'United Kingdom',
            }]
          : [],
    })),
    documents: documentsFor(account.documents),
    invoice: account.invoice,
    quiz: account.quiz,
    skill: 0.7,
    deletionRequested: account.deletionRequested === true,
  };
}

function planGenerated(prng: Prng, index: number): Plan {
  const brand: BrandId = prng.chance(0.3) ? 'lumiere' : 'northbridge';
  const firstName = prng.pick(FIRST_NAMES);
  const lastName = prng.pick(LAST_NAMES);
  const email = `${asciiFold(firstName)}.${asciiFold(lastName)}.${index + 1}@applicant.example`;
  const status = weighted(prng, STATUS_WEIGHTS);
  const programs = brand === 'lumiere' ? PROGRAMS.filter((p) => p.key === 'pge' || p.key === 'bachelor-design') : PROGRAMS;
  const program = prng.pick(programs).key;
  const created = new Date(GENERATED_BASE - prng.int(0, 180) * DAY_MS - prng.int(0, 86_399) * 1000);
  const submitted = status === 'COMPLETE' || status === 'ADMISSIBLE' || status === 'REJECTED';
  const payerCount = prng.int(0, 2);
  const documents = submitted
    ? completeDocuments().concat(prng.chance(0.4) ? [{ type: 'recommendation_letter', index: 1 }] : [])
    : status === 'IN_PROGRESS'
      ? completeDocuments().filter(() => prng.chance(0.5))
      : [];
  const quiz: QuizState = !programRequiresQuiz(program) || status === 'DRAFT' ? 'none' : submitted || prng.chance(0.6) ? 'over' : 'none';
  const invoice: InvoiceState = submitted ? 'paid' : weighted<InvoiceState>(prng, [['open', 4], ['paid', 3], ['void', 1], [null, 2]]);
  return {
    user: {
      id: stableUuid(email),
      email,
      role: 'candidate',
      brand,
      language: brandOfId(brand).language,
      firstName,
      lastName,
      phone: prng.chance(0.6) ? `+33 6 ${prng.int(10, 99)} ${prng.int(10, 99)} ${prng.int(10, 99)} ${prng.int(10, 99)}` : null,
      englishLevel: prng.chance(0.7) ? prng.pick(['A2', 'B1', 'B2', 'C1', 'C2']) : null,
      hubspotContactId: prng.chance(0.5) ? String(prng.int(100_000, 999_999)) : null,
      firstLoginAt: prng.chance(0.6) ? new Date(created.getTime() + prng.int(1, 10) * DAY_MS) : null,
      hasDisability: submitted ? prng.chance(0.1) : prng.chance(0.5) ? prng.chance(0.1) : null,
      nationalityCodes: submitted || prng.chance(0.5) ? [prng.pick(NATIONALITY_CODES)] : [],
      documentsSubmittedAt: submitted ? new Date(created.getTime() + prng.int(5, 30) * DAY_MS) : null,
      description: null,
      createdAt: created,
    },
    deals: [{
      program,
      status,
      createdAt: created,
      isSelfFinanced: payerCount === 0 ? (prng.chance(0.9) ? true : null) : false,
      payers: Array.from({ length: payerCount }, () => {
        const payerFirst = prng.pick(FIRST_NAMES);
        return {
          firstName: payerFirst,
          lastName,
          email: `${asciiFold(payerFirst)}.${asciiFold(lastName)}@payer.example`,
          phone: prng.chance(0.5) ? `+44 7700 ${prng.int(100_000, 999_999)}` : null,
          address: `${prng.int(1, 200)} ${prng.pick(['High Street', 'Rue de la Paix', 'Main Road', 'Avenue Foch'])}`,
          zipCode: String(prng.int(10_000, 99_999)),
          country: prng.pick(COUNTRIES),
        };
      }),
    }],
    documents,
    invoice,
    quiz,
    skill: 0.35 + prng.next() * 0.55,
    deletionRequested: false,
  };
}

interface SimulatedResponse {
  readonly questionId: number;
  readonly level: number;
  readonly answerId: number | null;
  readonly isCorrect: boolean | null;
}

/** `answered` answers by a candidate of the given skill, plus the served but unanswered next question when `open`. */
function simulateQuiz(prng: Prng, bank: readonly BankRow[], answered: number, skill: number, open: boolean): SimulatedResponse[] {
  const responses: SimulatedResponse[] = [];
  const used = new Set<number>();
  let level = START_LEVEL;
  for (let i = 0; i < answered + (open ? 1 : 0); i += 1) {
    const question = pickQuestion(bank, used, level, (n) => prng.int(0, n - 1));
    if (question === null) break;
    used.add(question.id);
    if (i === answered) {
      responses.push({ questionId: question.id, level: question.level, answerId: null, isCorrect: null });
      break;
    }
    const correct = prng.chance(skill);
    const option = prng.pick(question.options.filter((o) => o.isCorrect === correct));
    responses.push({ questionId: question.id, level: question.level, answerId: option.id, isCorrect: correct });
    level = nextLevel(level, correct);
  }
  return responses;
}

const chunked = <T>(items: readonly T[], size = 500): T[][] =>
  Array.from({ length: Math.ceil(items.length / size) }, (_, i) => items.slice(i * size, (i + 1) * size));

async function insertJury(tx: Db, jury: SeededJury): Promise<void> {
  await tx.insert(t.reviewSettings).values(jury.settings);
  await tx.insert(t.programReviewers).values(jury.programReviewers);
  for (const chunk of chunked(jury.assignments)) {
    const ids = await tx.insert(t.reviewAssignments).values(chunk.map((item) => item.row)).returning({ id: t.reviewAssignments.id });
    const reviewRows = chunk.flatMap((item, index) => (item.review === null ? [] : [{ ...item.review, assignmentId: ids[index]?.id ?? 0 }]));
    if (reviewRows.length > 0) await tx.insert(t.reviews).values(reviewRows);
  }
  for (const chunk of chunked(jury.events)) await tx.insert(t.timelineEvents).values(chunk);
}

export async function seedDatabase(db: Db, files: ObjectFiles, options: SeedOptions): Promise<void> {
  const { now } = options;
  const prng = createPrng(20_261_122);
  // Accounts added later are seeded after the generated ones, so that no earlier row's id moves.
  const demoPlans = (last: boolean) =>
    DEMO_ACCOUNTS.flatMap((account, index) => ((account.seededLast === true) === last ? [planFromDemo(account, now, index)] : []));
  const plans = [
    ...demoPlans(false),
    ...Array.from({ length: options.generatedApplications }, (_, index) => planGenerated(prng, index)),
    ...demoPlans(true),
  ];
  const fileWrites: { path: string; bytes: Buffer }[] = [];

  await db.transaction(async (tx) => {
    await tx.insert(t.programs).values(PROGRAMS.map((p) => ({ name: p.name, requiresQuiz: p.requiresQuiz, brand: p.brand })));
    await tx.insert(t.documentRequirements).values([...REQUIREMENTS]);

    const questions = buildQuizBank();
    const questionIds = await tx
      .insert(t.quizQuestions)
      .values(questions.map((q) => ({ level: q.level, question: q.question, questionEn: q.questionEn })))
      .returning({ id: t.quizQuestions.id });
    const optionRows = questions.flatMap((q, index) =>
      q.answers.map((a, position) => ({ questionId: questionIds[index]?.id ?? 0, position, answer: a.text, answerEn: a.text, isCorrect: a.isCorrect })),
    );
    const optionIds = await tx.insert(t.quizAnswerOptions).values(optionRows).returning({ id: t.quizAnswerOptions.id, questionId: t.quizAnswerOptions.questionId, isCorrect: t.quizAnswerOptions.isCorrect });
    const bank: BankRow[] = questions.map((q, index) => {
      const id = questionIds[index]?.id ?? 0;
      return { id, level: q.level, options: optionIds.filter((o) => o.questionId === id) };
    });

    for (const chunk of chunked(plans.map((plan) => plan.user))) await tx.insert(t.users).values(chunk);

    const dealRows = plans.flatMap((plan) =>
      plan.deals.map((deal) => ({
        userId: plan.user.id,
        programId: programId(deal.program),
        dealStatus: deal.status,
        // A rejection says why: the seed's rejected applications did not meet the prerequisites.
        rejectionReasons: deal.status === 'REJECTED' ? [{ id: 'prerequisites-not-met' }] : null,
        documentsSubmittedAt: plan.user.documentsSubmittedAt ?? null,
        isSelfFinanced: deal.isSelfFinanced,
        createdAt: deal.createdAt,
        // The seeded history (dated weeks back) had its documents reminders: the job starts with the next gap.
        remindedForActivityAt: new Date(now),
      })),
    );
    const dealIds: number[] = [];
    for (const chunk of chunked(dealRows)) {
      const inserted = await tx.insert(t.deals).values(chunk).returning({ id: t.deals.id });
      dealIds.push(...inserted.map((row) => row.id));
    }
    const payerRows = plans
      .flatMap((plan) => plan.deals)
      .flatMap((deal, dealIndex) => deal.payers.map((payer) => ({ ...payer, dealId: dealIds[dealIndex] ?? 0 })));
    for (const chunk of chunked(payerRows)) await tx.insert(t.payers).values(chunk);

    const invoiceRows = plans.flatMap((plan, index) =>
      plan.invoice === null
        ? []
        : [{ id: `in_${String(index + 1).padStart(6, '0')}`, userId: plan.user.id, status: plan.invoice, amount: APPLICATION_FEE_CENTS, currency: 'eur' }],
    );
    for (const chunk of chunked(invoiceRows)) await tx.insert(t.invoices).values(chunk);

    const deletionRows = plans.flatMap((plan) =>
      plan.deletionRequested ? [{ userId: plan.user.id, brand: plan.user.brand, status: 'requested', requestedAt: new Date(now - 2 * DAY_MS) }] : [],
    );
    if (deletionRows.length > 0) await tx.insert(t.deletionRequests).values(deletionRows);

    const documentRows: InferInsertModel<typeof t.documents>[] = [];
    const documentsOf = new Map<number, SeededAccount['documents'][number][]>();
    const objectRows: InferInsertModel<typeof objects>[] = [];
    plans.forEach((plan, planIndex) => {
      plan.documents.forEach((document, docIndex) => {
        const requirement = REQUIREMENTS.find((r) => r.documentType === document.type);
        const isPdf = requirement?.acceptedFormats.includes('pdf') === true && !(document.type === 'identity_document' && docIndex % 2 === 1);
        const name = isPdf ? `${document.type}_${document.index}.pdf` : `${document.type}_${document.index}.png`;
        const createdAt = new Date((plan.user.createdAt as Date).getTime() + (docIndex + 1) * 3_600_000);
        const path = `documents/${plan.user.id}/${document.type}/${createdAt.getTime()}_${name}`;
        const bytes = isPdf
          ? samplePdf(`${requirement?.labelEn ?? document.type} ${document.index}`, SAMPLE_DOCUMENT_TEXT)
          : samplePng(48, 32, (planIndex * 37 + docIndex * 11) % 256);
        fileWrites.push({ path, bytes });
        documentRows.push({ userId: plan.user.id, name, documentType: document.type, documentIndex: document.index, documentPath: path, createdAt });
        documentsOf.set(planIndex, [...(documentsOf.get(planIndex) ?? []), { type: document.type, index: document.index, name, createdAt }]);
        objectRows.push({
          id: randomUUID(), bucketId: options.bucket, name: path, ownerId: plan.user.id,
          metadata: { mimetype: isPdf ? 'application/pdf' : 'image/png', cacheControl: 'max-age=3600', size: bytes.length }, createdAt, updatedAt: createdAt,
        });
      });
    });
    for (const chunk of chunked(documentRows)) await tx.insert(t.documents).values(chunk);
    for (const chunk of chunked(objectRows)) await tx.insert(objects).values(chunk);

    const quizPrng = createPrng(77);
    const durationMs = options.quizDurationMinutes * 60_000;
    const attemptRows: InferInsertModel<typeof t.quizAttempts>[] = [];
    const responseRows: InferInsertModel<typeof t.quizResponses>[] = [];
    for (const plan of plans) {
      if (plan.quiz === 'none') continue;
      const userId = plan.user.id;
      const count = options.quizQuestionCount;
      const answered = plan.quiz === 'over' ? count : plan.quiz === 'expired' ? 8 : 5;
      const open = plan.quiz === 'ongoing' || plan.quiz === 'expiring';
      const responses = simulateQuiz(quizPrng, bank, answered, plan.skill, open);
      const endTime =
        plan.quiz === 'expiring' ? now + options.expiringQuizSeconds * 1000
        : plan.quiz === 'ongoing' ? now + durationMs - 10 * 60_000
        : plan.quiz === 'expired' ? now - DAY_MS
        : (plan.user.createdAt as Date).getTime() + 2 * DAY_MS + durationMs;
      const startedAt = endTime - durationMs;
      const finished = plan.quiz === 'over' || plan.quiz === 'expired';
      const result = scoreQuiz(responses);
      const step = Math.floor((finished ? durationMs * 0.6 : now - 30_000 - startedAt) / Math.max(1, responses.length));
      attemptRows.push({
        userId,
        startedAt: new Date(startedAt),
        endTime: new Date(endTime),
        servedAt: new Date(finished ? startedAt + step * responses.length : now - 30_000),
        finishedAt: finished ? new Date(plan.quiz === 'expired' ? endTime : startedAt + step * responses.length) : null,
        score: finished ? result.score : null,
        outcome: finished ? result.outcome : null,
        numberOfCorrectAnswers: finished ? result.numberOfCorrectAnswers : null,
        calculated: finished,
      });
      responses.forEach((response, position) => {
        responseRows.push({
          userId,
          position: position + 1,
          questionId: response.questionId,
          level: response.level,
          answerId: response.answerId,
          isCorrect: response.isCorrect,
          answeredAt: response.answerId === null ? null : new Date(startedAt + step * (position + 1)),
        });
      });
    }
    for (const chunk of chunked(attemptRows)) await tx.insert(t.quizAttempts).values(chunk);
    for (const chunk of chunked(responseRows)) await tx.insert(t.quizResponses).values(chunk);

    // Last, so that no other row's id moves: the timeline entries that led to each state.
    let dealIndex = 0;
    const required = completeDocuments();
    const eventRows = plans.flatMap((plan, planIndex) => {
      const documents = documentsOf.get(planIndex) ?? [];
      const account: SeededAccount = {
        user: { ...plan.user, brand: plan.user.brand ?? 'default', language: plan.user.language ?? 'en' },
        documents,
        deals: plan.deals.map((deal) => {
          const row = dealRows[dealIndex];
          const id = dealIds[dealIndex] ?? 0;
          dealIndex += 1;
          return { id, status: deal.status, createdAt: deal.createdAt, rejectionReasons: row?.rejectionReasons?.map((reason) => reason.id) ?? null };
        }),
        documentsComplete: required.every((slot) => documents.some((document) => document.type === slot.type && document.index === slot.index)),
      };
      return seededHistory(account, SEED_DECIDER, new Date(now));
    });
    for (const chunk of chunked(eventRows)) await tx.insert(t.timelineEvents).values(chunk);

    // The jury, after everything else: the generated COMPLETE applications in every review state.
    const firstGenerated = demoPlans(false).length;
    const generated = new Set(plans.slice(firstGenerated, firstGenerated + options.generatedApplications));
    const applications: SeededApplication[] = [];
    let seededDeal = 0;
    for (const plan of plans) {
      for (const deal of plan.deals) {
        const id = dealIds[seededDeal] ?? 0;
        seededDeal += 1;
        const submittedAt = plan.user.documentsSubmittedAt;
        if (generated.has(plan) && deal.status === 'COMPLETE' && submittedAt instanceof Date) {
          applications.push({ dealId: id, userId: plan.user.id, program: deal.program, submittedAt });
        }
      }
    }
    await insertJury(tx, seedJury(applications, createPrng(33), SEED_DECIDER, now));
    // The admission interviews: slots next week, and the interview demo accounts' bookings.
    await seedInterviews(tx, now);
  });

  for (const batch of chunked(fileWrites, 64)) await Promise.all(batch.map((write) => files.write(options.bucket, write.path, write.bytes)));
}
