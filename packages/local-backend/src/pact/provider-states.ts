// The provider states of the portal's pact with the product API, each put in place on the running backend.
// A handler answers the values the pact's ProviderState generators need (the access token).
import { eq } from 'drizzle-orm';
import { nowDate, type BackendContext } from '../context';
import { deals, deletionRequests, documentReviews, quizAccommodations, staffNotes, users } from '../db/schema';
import { recordEvent, staffActor } from '../workflow/timeline';
import { INTERVIEW_STATES } from './interview-states';
import { JURY_STATES } from './jury-states';
import { expiredAccessToken, JANE_DOE, putAccount, removeAccountByEmail, signInExisting, tokenWithoutAccount, type AccountFixture } from './fixtures';

/** The candidate id the pact's document paths use. */
export const PACT_CANDIDATE_ID = '6f1c2a8e-1d2b-4c3d-9e4f-5a6b7c8d9e0f';
export const PACT_CANDIDATE_EMAIL = 'candidate@example.com';

const candidate = (fixture: Partial<AccountFixture> = {}): AccountFixture => ({
  id: PACT_CANDIDATE_ID,
  email: PACT_CANDIDATE_EMAIL,
  deals: [{ program: 'bachelor-management', status: 'IN_PROGRESS' }],
  ...fixture,
});

const janeDoe = JANE_DOE;

type Handler = (context: BackendContext) => Promise<{ accessToken?: string }>;

const withdrawable = candidate({ deals: [{ id: 7003, program: 'bachelor-management', status: 'IN_PROGRESS' }] });

/** The candidate's application 7003, withdrawn an hour ago for two reasons, on the timeline. */
async function putWithdrawn(context: BackendContext): Promise<string> {
  const { accessToken } = await putAccount(context, withdrawable);
  const at = new Date(nowDate(context).getTime() - 3_600_000);
  const reasons = [{ id: 'accepted-elsewhere' }, { id: 'other', text: 'Moving abroad' }];
  await context.db.update(deals).set({ withdrawnAt: at, withdrawalReasons: reasons }).where(eq(deals.id, 7003));
  await recordEvent(context.db, {
    userId: PACT_CANDIDATE_ID,
    dealId: 7003,
    actor: { kind: 'candidate' },
    kind: 'withdrawn',
    details: { from: 'IN_PROGRESS', to: 'WITHDRAWN', reasons: ['accepted-elsewhere', 'other'], other_reason: 'Moving abroad' },
    at,
  });
  return accessToken;
}

/** candidate@example.com with an application requiring the quiz (7004), not started. */
const quizReady = candidate({ deals: [{ id: 7004, program: 'msc-finance', status: 'IN_PROGRESS' }] });

/** The admin's grant of 50 % extra time to candidate@example.com (relaxed focus-loss warnings as asked). */
async function putAccommodation(context: BackendContext, relaxedFocusLoss: boolean): Promise<void> {
  const [admin] = await context.db.select().from(users).where(eq(users.email, 'admin@northbridge.example'));
  if (admin === undefined) throw new Error('no admin account');
  const actor = staffActor(admin);
  await context.db.insert(quizAccommodations).values({
    userId: PACT_CANDIDATE_ID,
    extraTimePercent: 50,
    relaxedFocusLoss,
    reason: 'Dyslexia',
    grantedById: admin.id,
    grantedByName: actor.name,
    grantedByRole: actor.role,
    grantedAt: new Date(nowDate(context).getTime() - 3_600_000),
  });
}

const as = (fixture: AccountFixture): Handler => async (context) => ({ accessToken: (await putAccount(context, fixture)).accessToken });
const staffWithJane = (email: string): Handler => async (context) => {
  await putAccount(context, janeDoe);
  return { accessToken: await signInExisting(context, email) };
};

/** Jane Doe's document 9001 without a review: her application is one with documents to review. */
const adminWithDocumentToReview: Handler = async (context) => {
  const session = await staffWithJane('admin@northbridge.example')(context);
  await context.db.delete(documentReviews).where(eq(documentReviews.userId, janeDoe.id));
  return session;
};

/** Jane Doe's application 7001 with a status change the admin made and the admin's note 8001. */
const adminWithWorkflow: Handler = async (context) => {
  const accessToken = await staffWithJane('admin@northbridge.example')(context);
  const [admin] = await context.db.select().from(users).where(eq(users.email, 'admin@northbridge.example'));
  if (admin === undefined) throw new Error('no admin account');
  const at = new Date(nowDate(context).getTime() - 3_600_000);
  const actor = staffActor(admin);
  await recordEvent(context.db, { userId: janeDoe.id, dealId: 7001, actor, actorId: admin.id, kind: 'status-changed', details: { from: 'IN_PROGRESS', to: 'COMPLETE' }, at });
  await context.db.insert(staffNotes).values({
    id: 8001,
    dealId: 7001,
    authorId: admin.id,
    authorName: actor.name,
    authorRole: actor.role,
    body: 'Called the candidate.',
    createdAt: at,
  });
  return accessToken;
};

/**
 * A candidate whose application 7002 was rejected with two reasons after their passport (document 101) was sent
 * back as expired, each step on the timeline.
 */
const documentSentBack = (uploadedObjects: readonly string[] = []): Handler => async (context) => {
  const session = await putAccount(
    context,
    candidate({
      uploadedObjects,
      deals: [{ id: 7002, program: 'bachelor-management', status: 'REJECTED' }],
      documents: [{ id: 101, type: 'identity_document', index: 1, name: 'passport.pdf' }],
      completeDocuments: true,
      disability: false,
      nationalities: ['FR'],
      submitted: true,
      invoice: { id: 'in_1004', status: 'paid' },
    }),
  );
  const [admin] = await context.db.select().from(users).where(eq(users.email, 'admin@northbridge.example'));
  if (admin === undefined) throw new Error('no admin account');
  const actor = staffActor(admin);
  const now = nowDate(context).getTime();
  const at = (hoursAgo: number) => new Date(now - hoursAgo * 3_600_000);
  await context.db.update(deals).set({ rejectionReasons: [{ id: 'places-filled' }, { id: 'other', text: 'Portfolio missing' }] }).where(eq(deals.id, 7002));
  await context.db.insert(documentReviews).values({
    userId: PACT_CANDIDATE_ID,
    documentType: 'identity_document',
    documentIndex: 1,
    state: 'needs-new-file',
    reason: { id: 'expired' },
    documentName: 'passport.pdf',
    reviewerId: admin.id,
    reviewerName: actor.name,
    reviewerRole: actor.role,
    reviewedAt: at(2),
  });
  await recordEvent(context.db, { userId: PACT_CANDIDATE_ID, dealId: 7002, actor: { kind: 'candidate' }, kind: 'documents-submitted', at: at(3) });
  await recordEvent(context.db, {
    userId: PACT_CANDIDATE_ID,
    dealId: 7002,
    actor,
    actorId: admin.id,
    kind: 'document-reviewed',
    details: { document_type: 'identity_document', document_index: 1, document_name: 'passport.pdf', state: 'needs-new-file', reason: 'expired' },
    at: at(2),
  });
  await recordEvent(context.db, {
    userId: PACT_CANDIDATE_ID,
    dealId: 7002,
    actor,
    actorId: admin.id,
    kind: 'status-changed',
    details: { from: 'COMPLETE', to: 'REJECTED', reasons: ['places-filled', 'other'], other_reason: 'Portfolio missing' },
    at: at(1),
  });
  return { accessToken: session.accessToken };
};
const candidateRejectedWithDocumentSentBack = documentSentBack();

/** The path of the new passport the pact's replacement of document 101 records. */
export const PACT_REPLACEMENT_PATH = `documents/${PACT_CANDIDATE_ID}/identity_document/1763631000000_passport-2026.pdf`;

/** candidate@example.com (document 101, a paid invoice) with deletion request 6001 an hour old, waiting or cancelled since. */
async function putDeletionRequest(context: BackendContext, status: 'requested' | 'cancelled'): Promise<string> {
  const { accessToken } = await putAccount(
    context,
    candidate({ documents: [{ id: 101, type: 'identity_document', index: 1, name: 'passport.pdf' }], invoice: { id: 'in_6001', status: 'paid' } }),
  );
  const now = nowDate(context).getTime();
  // The only request there is: the list's interaction expects waiting ones only.
  await context.db.delete(deletionRequests);
  await context.db.insert(deletionRequests).values({
    id: 6001,
    userId: PACT_CANDIDATE_ID,
    brand: 'northbridge',
    status,
    requestedAt: new Date(now - 3_600_000),
    cancelledAt: status === 'cancelled' ? new Date(now - 1_800_000) : null,
  });
  return accessToken;
}
const adminWithDeletionRequest = (status: 'requested' | 'cancelled'): Handler => async (context) => {
  await putDeletionRequest(context, status);
  return { accessToken: await signInExisting(context, 'admin@northbridge.example') };
};

export const PROVIDER_STATES: Readonly<Record<string, Handler>> = {
  'no session': async () => ({}),
  'the access token is invalid or expired': async (context) => ({ accessToken: await expiredAccessToken(context) }),
  'a signed-in user without a candidate account': async (context) => ({ accessToken: await tokenWithoutAccount(context) }),
  'a signed-in candidate': as(candidate()),
  'an account exists for candidate@example.com': as(candidate()),
  'no account exists for unknown@example.com': async (context) => {
    await removeAccountByEmail(context, 'unknown@example.com');
    return {};
  },
  'a candidate with an ongoing quiz': as(candidate({ deals: [{ program: 'msc-finance', status: 'IN_PROGRESS' }], quiz: 'ongoing', currentAnswerId: 111 })),
  'a candidate with an ongoing quiz who is answering too fast': as(
    candidate({ deals: [{ program: 'msc-finance', status: 'IN_PROGRESS' }], quiz: 'answering-too-fast', currentAnswerId: 111 }),
  ),
  'a candidate whose quiz time has run out': as(candidate({ deals: [{ program: 'msc-finance', status: 'IN_PROGRESS' }], quiz: 'expired' })),
  'a candidate whose program requires the quiz and who has not taken it': as(candidate({ deals: [{ program: 'msc-finance', status: 'IN_PROGRESS' }] })),
  'a candidate with two applications, one requiring the quiz': as(
    candidate({ deals: [{ program: 'msc-finance', status: 'IN_PROGRESS' }, { program: 'bachelor-management', status: 'DRAFT' }] }),
  ),
  'a candidate with an open application-fee invoice': as(candidate({ invoice: { id: 'in_1001', status: 'open' } })),
  'a candidate without a payment record': as(candidate()),
  'a candidate who declared no disability and the nationalities FR and SN': as(candidate({ disability: false, nationalities: ['FR', 'SN'] })),
  'a candidate with an uploaded passport (document 101), no disability and the nationality FR, documents not submitted': as(
    candidate({ documents: [{ id: 101, type: 'identity_document', index: 1, name: 'passport.pdf' }], disability: false, nationalities: ['FR'] }),
  ),
  'a candidate with an uploaded passport (document 101) and documents not submitted': as(
    candidate({
      documents: [{ id: 101, type: 'identity_document', index: 1, name: 'passport.pdf' }],
      uploadedObjects: [`documents/${PACT_CANDIDATE_ID}/cv/1763631000000_cv.pdf`],
    }),
  ),
  'a candidate who stored, as their CV, a PDF no reader opens': as(
    candidate({ unreadableObjects: [`documents/${PACT_CANDIDATE_ID}/cv/1763631000000_cv.pdf`] }),
  ),
  'a candidate whose documents are already submitted': as(
    candidate({
      deals: [{ program: 'bachelor-management', status: 'COMPLETE' }],
      documents: [{ id: 101, type: 'identity_document', index: 1, name: 'passport.pdf' }],
      completeDocuments: true,
      disability: false,
      nationalities: ['FR'],
      submitted: true,
      invoice: { id: 'in_1002', status: 'paid' },
    }),
  ),
  'a candidate with every required document uploaded and the fee paid': as(
    candidate({ completeDocuments: true, disability: false, nationalities: ['FR'], invoice: { id: 'in_1003', status: 'paid' } }),
  ),
  'a candidate with every required document uploaded and the fee unpaid': as(
    candidate({ completeDocuments: true, disability: false, nationalities: ['FR'], invoice: { id: 'in_1001', status: 'open' } }),
  ),
  'an admin and the COMPLETE application 7001 with document 9001, quiz results and a payer': staffWithJane('admin@northbridge.example'),
  'an admin and COMPLETE applications, one of Jane Doe': staffWithJane('admin@northbridge.example'),
  'an admin and the COMPLETE application 7001 of Jane Doe, whose document 9001 waits for review': adminWithDocumentToReview,
  'an agent and the COMPLETE application 7001': staffWithJane('agent@northbridge.example'),
  'an admin and the COMPLETE application 7001 with a recorded status change and note 8001 by that admin': adminWithWorkflow,
  'a candidate whose REJECTED application 7002 has two reasons, whose document 101 was sent back, with a history': candidateRejectedWithDocumentSentBack,
  'a candidate whose submitted document 101 was sent back for a new file, the new file stored': documentSentBack([PACT_REPLACEMENT_PATH]),
  'a candidate whose IN_PROGRESS application 7003 may be withdrawn': as(withdrawable),
  'a candidate who withdrew application 7003 for two reasons': async (context) => ({ accessToken: await putWithdrawn(context) }),
  'a candidate whose program requires the quiz, granted 50 % extra time and relaxed focus-loss warnings': async (context) => {
    const { accessToken } = await putAccount(context, quizReady);
    await putAccommodation(context, true);
    return { accessToken };
  },
  'an admin and the application 7004 whose candidate has not started the quiz and has no accommodation': async (context) => {
    await putAccount(context, quizReady);
    return { accessToken: await signInExisting(context, 'admin@northbridge.example') };
  },
  'an admin and the application 7005 whose candidate is taking the quiz': async (context) => {
    await putAccount(context, candidate({ deals: [{ id: 7005, program: 'msc-finance', status: 'IN_PROGRESS' }], quiz: 'ongoing' }));
    return { accessToken: await signInExisting(context, 'admin@northbridge.example') };
  },
  'an admin and the application 7004 whose candidate was granted 50 % extra time by that admin': async (context) => {
    await putAccount(context, quizReady);
    await putAccommodation(context, false);
    return { accessToken: await signInExisting(context, 'admin@northbridge.example') };
  },
  'an admin and the application 7003 of a candidate none of whose programs has the quiz': async (context) => {
    await putAccount(context, withdrawable);
    return { accessToken: await signInExisting(context, 'admin@northbridge.example') };
  },
  'a candidate who asked to delete their account': async (context) => ({ accessToken: await putDeletionRequest(context, 'requested') }),
  'an admin and the deletion request 6001 of candidate@example.com, waiting': adminWithDeletionRequest('requested'),
  'an admin and the deletion request 6001, which its candidate cancelled': adminWithDeletionRequest('cancelled'),
  'an admin and the application 7003 withdrawn by its candidate': async (context) => {
    await putWithdrawn(context);
    return { accessToken: await signInExisting(context, 'admin@northbridge.example') };
  },
  ...JURY_STATES,
  ...INTERVIEW_STATES,
};
