// Puts one account in a precise state, on top of the seed, for pact provider states (and any test that needs
// fixed ids). The account is removed and re-created each time, with its deals, files, invoice and quiz.
import { and, eq, inArray, like } from 'drizzle-orm';
import { signAccessToken } from '../auth/jwt';
import { startSession } from '../auth/sessions';
import type { BackendContext } from '../context';
import { nowDate, nowSeconds } from '../context';
import * as t from '../db/schema';
import { programId, REQUIREMENTS, type ProgramKey } from '../seed/catalogue';
import { samplePdf, samplePng } from '../seed/sample-files';
import { objects } from '../supabase/storage-tables';

export interface AccountFixture {
  readonly id: string;
  readonly email: string;
  readonly firstName?: string;
  readonly lastName?: string;
  readonly role?: 'candidate' | 'admin' | 'agent' | 'reviewer';
  readonly deals?: readonly { readonly id?: number; readonly program: ProgramKey; readonly status: string }[];
  readonly payers?: number;
  readonly invoice?: { readonly id: string; readonly status: 'open' | 'paid' | 'void' } | null;
  /** Explicit documents (fixed ids), stored as real files. */
  readonly documents?: readonly { readonly id?: number; readonly type: string; readonly index: number; readonly name: string }[];
  /** Every required document at its minimum, on top of `documents`. */
  readonly completeDocuments?: boolean;
  /** Objects uploaded to storage but not yet recorded (for POST /documents/create). */
  readonly uploadedObjects?: readonly string[];
  /** As uploadedObjects, each a PDF no reader opens (its signature, then words). */
  readonly unreadableObjects?: readonly string[];
  readonly disability?: boolean | null;
  readonly nationalities?: readonly string[];
  readonly submitted?: boolean;
  readonly quiz?: 'none' | 'ongoing' | 'answering-too-fast' | 'expired' | 'over';
  /** With quiz 'ongoing': the current question is the one owning this answer id. */
  readonly currentAnswerId?: number;
}

/** Jane Doe, whose COMPLETE application 7001 (MSc Finance) staff and the jury read in the pact. */
export const JANE_DOE: AccountFixture = {
  id: '7a2b3c4d-0000-4000-a000-000000007001',
  email: 'jane.doe@example.com',
  firstName: 'Jane',
  lastName: 'Doe',
  deals: [{ id: 7001, program: 'msc-finance', status: 'COMPLETE' }],
  documents: [{ id: 9001, type: 'identity_document', index: 1, name: 'passport.pdf' }],
  completeDocuments: true,
  payers: 1,
  quiz: 'over',
  disability: false,
  nationalities: ['FR'],
  submitted: true,
  invoice: { id: 'in_7001', status: 'paid' },
};

const fileFor = (name: string, label: string): { bytes: Buffer; contentType: string } =>
  name.endsWith('.png') ? { bytes: samplePng(32, 24, 120), contentType: 'image/png' } : { bytes: samplePdf(label, 'pact fixture'), contentType: 'application/pdf' };

async function removeAccount(context: BackendContext, fixture: AccountFixture): Promise<void> {
  const { db, config } = context;
  const existing = await db.select({ id: t.users.id }).from(t.users).where(inArray(t.users.email, [fixture.email]));
  for (const userId of [...new Set([fixture.id, ...existing.map((row) => row.id)])]) {
    const stored = await db.select().from(objects).where(like(objects.name, `documents/${userId}/%`));
    for (const object of stored) await context.files.remove(object.bucketId, object.name);
    await db.delete(objects).where(like(objects.name, `documents/${userId}/%`));
    // Invoices outlive a deleted account (their user_id is set to null): a fixture's go with it.
    await db.delete(t.invoices).where(eq(t.invoices.userId, userId));
    await db.delete(t.users).where(eq(t.users.id, userId));
  }
  // Fixed ids may be held by generated data: free them.
  const documentIds = (fixture.documents ?? []).flatMap((doc) => (doc.id === undefined ? [] : [doc.id]));
  if (documentIds.length > 0) await db.delete(t.documents).where(inArray(t.documents.id, documentIds));
  const dealIds = (fixture.deals ?? []).flatMap((deal) => (deal.id === undefined ? [] : [deal.id]));
  if (dealIds.length > 0) await db.delete(t.deals).where(inArray(t.deals.id, dealIds));
  void config;
}

/** Re-creates the account as described and signs it in; answers its access token. */
export async function putAccount(context: BackendContext, fixture: AccountFixture): Promise<{ accessToken: string; userId: string }> {
  const { db, config } = context;
  await removeAccount(context, fixture);
  const now = nowDate(context);
  const submittedAt = fixture.submitted === true ? new Date(now.getTime() - 86_400_000) : null;
  const [user] = await db
    .insert(t.users)
    .values({
      id: fixture.id,
      email: fixture.email,
      role: fixture.role ?? 'candidate',
      brand: 'northbridge',
      language: 'en',
      firstName: fixture.firstName ?? 'Casey',
      lastName: fixture.lastName ?? 'Candidate',
      phone: '+44 20 7946 0000',
      englishLevel: 'C1',
      hubspotContactId: '424242',
      hasDisability: fixture.disability ?? null,
      nationalityCodes: [...(fixture.nationalities ?? [])],
      documentsSubmittedAt: submittedAt,
      createdAt: new Date(now.getTime() - 30 * 86_400_000),
    })
    .returning();
  if (user === undefined) throw new Error('fixture account not created');

  for (const deal of fixture.deals ?? []) {
    const [row] = await db
      .insert(t.deals)
      .values({
        ...(deal.id === undefined ? {} : { id: deal.id }),
        userId: user.id,
        programId: programId(deal.program),
        dealStatus: deal.status,
        documentsSubmittedAt: submittedAt,
        isSelfFinanced: (fixture.payers ?? 0) === 0,
        createdAt: new Date(now.getTime() - 20 * 86_400_000),
      })
      .returning();
    for (let i = 0; i < (fixture.payers ?? 0) && row !== undefined; i += 1) {
      await db.insert(t.payers).values({
        dealId: row.id, firstName: 'John', lastName: fixture.lastName ?? 'Candidate', email: `payer${i + 1}@example.com`,
        phone: null, address: '1 Main Street', zipCode: '75001', country: 'France',
      });
    }
  }

  if (fixture.invoice) {
    await db.delete(t.invoices).where(eq(t.invoices.id, fixture.invoice.id));
    await db.insert(t.invoices).values({ id: fixture.invoice.id, userId: user.id, status: fixture.invoice.status, amount: 9000, currency: 'eur' });
  }

  const complete = fixture.completeDocuments === true
    ? REQUIREMENTS.filter((r) => r.required).flatMap((r) =>
        Array.from({ length: r.minFiles }, (_, i) => ({ type: r.documentType, index: i + 1, name: `${r.documentType}_${i + 1}.${r.acceptedFormats.includes('pdf') ? 'pdf' : 'png'}` })),
      )
    : [];
  const explicit = fixture.documents ?? [];
  const documents = [...explicit, ...complete.filter((c) => !explicit.some((e) => e.type === c.type && e.index === c.index))];
  const store = async (path: string, name: string, file = fileFor(name, name)) => {
    await context.files.remove(config.bucket, path);
    await context.files.write(config.bucket, path, file.bytes);
    await db.delete(objects).where(and(eq(objects.bucketId, config.bucket), eq(objects.name, path)));
    await db.insert(objects).values({
      bucketId: config.bucket, name: path, ownerId: user.id,
      metadata: { mimetype: file.contentType, cacheControl: 'max-age=3600', size: file.bytes.length }, createdAt: now, updatedAt: now,
    });
  };
  for (const [position, document] of documents.entries()) {
    const path = `documents/${user.id}/${document.type}/${now.getTime() - 3_600_000 + position}_${document.name}`;
    await store(path, document.name);
    await db.insert(t.documents).values({
      ...('id' in document && document.id !== undefined ? { id: document.id } : {}),
      userId: user.id, name: document.name, documentType: document.type, documentIndex: document.index, documentPath: path, createdAt: now,
    });
  }
  for (const path of fixture.uploadedObjects ?? []) await store(path, path.split('/').pop() ?? 'file.pdf');
  for (const path of fixture.unreadableObjects ?? []) await store(path, 'unreadable.pdf', { bytes: Buffer.from('%PDF-1.7 no objects, only words'), contentType: 'application/pdf' });

  await putQuiz(context, user.id, fixture);
  const session = await startSession(context, user);
  return { accessToken: session.access_token, userId: user.id };
}

async function putQuiz(context: BackendContext, userId: string, fixture: AccountFixture): Promise<void> {
  const { db, config } = context;
  const quiz = fixture.quiz ?? 'none';
  if (quiz === 'none') return;
  const now = context.config.now();
  const duration = config.quiz.durationMinutes * 60_000;
  const [owner] = fixture.currentAnswerId === undefined
    ? []
    : await db.select({ questionId: t.quizAnswerOptions.questionId }).from(t.quizAnswerOptions).where(eq(t.quizAnswerOptions.id, fixture.currentAnswerId));
  const [anyQuestion] = await db.select().from(t.quizQuestions).limit(1);
  const [question] = await db.select().from(t.quizQuestions).where(eq(t.quizQuestions.id, owner?.questionId ?? anyQuestion?.id ?? 0));
  if (question === undefined) throw new Error('the quiz bank is empty');
  const [correct] = await db.select().from(t.quizAnswerOptions).where(and(eq(t.quizAnswerOptions.questionId, question.id), eq(t.quizAnswerOptions.isCorrect, true)));
  const endTime = quiz === 'expired' ? now - 60_000 : quiz === 'over' ? now - 86_400_000 : now + duration - 5 * 60_000;
  const over = quiz === 'over';
  await db.insert(t.quizAttempts).values({
    userId,
    startedAt: new Date(endTime - duration),
    endTime: new Date(endTime),
    servedAt: new Date(quiz === 'answering-too-fast' ? now : now - 60_000),
    finishedAt: over ? new Date(endTime - duration / 2) : null,
    score: over ? 12.5 : null,
    outcome: over ? 1 : null,
    numberOfCorrectAnswers: over ? 14 : null,
    calculated: over,
  });
  await db.insert(t.quizResponses).values({
    userId,
    position: 1,
    questionId: question.id,
    level: question.level,
    answerId: over ? (correct?.id ?? null) : null,
    isCorrect: over ? true : null,
    answeredAt: over ? new Date(endTime - duration / 2) : null,
  });
}

/** A well-signed access token that expired an hour ago. */
export async function expiredAccessToken(context: BackendContext): Promise<string> {
  return signAccessToken(
    context.config.jwtSecret,
    { sub: '00000000-0000-4000-a000-000000000000', email: 'expired@example.com', sessionId: 'expired', issuer: `${context.config.publicUrl}/auth/v1` },
    nowSeconds(context) - 7200,
    3600,
  );
}

/** A valid token whose account no longer exists. */
export async function tokenWithoutAccount(context: BackendContext): Promise<string> {
  const ghost = { id: '00000000-0000-4000-a000-0000000000aa', email: 'ghost@example.com' };
  const { accessToken } = await putAccount(context, ghost);
  await context.db.delete(t.users).where(eq(t.users.id, ghost.id));
  return accessToken;
}

export async function removeAccountByEmail(context: BackendContext, email: string): Promise<void> {
  await context.db.delete(t.users).where(eq(t.users.email, email));
}

export async function signInExisting(context: BackendContext, email: string): Promise<string> {
  const [user] = await context.db.select().from(t.users).where(eq(t.users.email, email));
  if (user === undefined) throw new Error(`no account ${email}`);
  return (await startSession(context, user)).access_token;
}
