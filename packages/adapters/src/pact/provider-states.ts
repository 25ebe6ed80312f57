// The provider states the pact of `admission-portal-web` against `admission-api` uses. A provider
// verifies the pact by implementing one state handler per entry. Every handler of a state whose
// user is signed in returns `{ accessToken }`: a valid token for that user, which the verifier
// injects into the Authorization header (and the admin download URL's `access_token`).

export interface ProviderState {
  readonly name: string;
  readonly meaning: string;
}

export const PROVIDER_STATES = {
  accountExists: {
    name: 'an account exists for candidate@example.com',
    meaning: 'A candidate account with email candidate@example.com exists (no session needed).',
  },
  noAccount: {
    name: 'no account exists for unknown@example.com',
    meaning: 'No account has email unknown@example.com; the 404 detail carries {message, apply_url}.',
  },
  signedInCandidate: {
    name: 'a signed-in candidate',
    meaning: 'candidate@example.com has a candidate account (role candidate) and a valid session.',
  },
  signedInWithoutAccount: {
    name: 'a signed-in user without a candidate account',
    meaning: 'A valid Supabase session whose user has no account in the product database (all_me answers 404).',
  },
  invalidToken: {
    name: 'the access token is invalid or expired',
    meaning: 'No state to set up: the request carries a bearer token the provider must refuse with 401.',
  },
  noSession: {
    name: 'no session',
    meaning: 'No state to set up: the request carries no Authorization header at all (the quiz status answers 422).',
  },
  candidateWithTwoApplications: {
    name: 'a candidate with two applications, one requiring the quiz',
    meaning: 'The signed-in candidate has deal 501 (program requiring the quiz, IN_PROGRESS) and deal 502 (no quiz, DRAFT).',
  },
  candidateWithOpenInvoice: {
    name: 'a candidate with an open application-fee invoice',
    meaning: 'The signed-in candidate has an invoice with status open, amount 9000 (cents), currency eur and a payment URL.',
  },
  candidateWithoutPaymentRecord: {
    name: 'a candidate without a payment record',
    meaning: 'The signed-in candidate has no invoice: GET /users/invoice answers 404.',
  },
  candidateWithDeclarations: {
    name: 'a candidate who declared no disability and the nationalities FR and SN',
    meaning: 'The signed-in candidate answered has_disability false and chose nationalities FR and SN; documents not submitted.',
  },
  candidateWithOngoingQuiz: {
    name: 'a candidate with an ongoing quiz',
    meaning: 'The signed-in candidate started the quiz, its end time is in the future, question 11 (answers 111-114) is current.',
  },
  candidateReadyForQuiz: {
    name: 'a candidate whose program requires the quiz and who has not taken it',
    meaning: 'The signed-in candidate has a deal whose program requires the quiz, and no quiz yet: start creates one.',
  },
  candidateWithExpiredQuiz: {
    name: 'a candidate whose quiz time has run out',
    meaning: 'The signed-in candidate started the quiz and its end time has passed: start answers detail "Quiz has expired".',
  },
  candidateAnsweringTooFast: {
    name: 'a candidate with an ongoing quiz who is answering too fast',
    meaning: 'As "a candidate with an ongoing quiz", and the next answer is refused for now: the answer carries blocked_until.',
  },
  candidateOnTheDocumentsPage: {
    name: 'a candidate with an uploaded passport (document 101), no disability and the nationality FR, documents not submitted',
    meaning:
      'The signed-in candidate has document 101 (type passport, slot 1), requirements passport (required) and cv, answered has_disability false and chose the nationality FR; not submitted.',
  },
  candidateWithUploadedPassport: {
    name: 'a candidate with an uploaded passport (document 101) and documents not submitted',
    meaning: 'The signed-in candidate has document 101 (type passport, slot 1) and requirements passport (required) and cv; not submitted.',
  },
  candidateWithUnreadableStoredPdf: {
    name: 'a candidate who stored, as their CV, a PDF no reader opens',
    meaning: 'The signed-in candidate uploaded documents/{id}/cv/1763631000000_cv.pdf, a PDF signature then words: the whole-file check refuses the record with 422 {code: PDF_INVALID, message}.',
  },
  candidateWithSubmittedDocuments: {
    name: 'a candidate whose documents are already submitted',
    meaning:
      'The signed-in candidate submitted the documents, document 101 (identity_document, slot 1) among them, none sent back: creating another document record, or replacing document 101, is refused with a detail.',
  },
  candidateWithDocumentSentBackAndNewFileStored: {
    name: 'a candidate whose submitted document 101 was sent back for a new file, the new file stored',
    meaning:
      'As "a candidate whose REJECTED application 7002 ... document 101 was sent back", and a PDF stored at documents/{candidate}/identity_document/1763631000000_passport-2026.pdf, not yet recorded: replacing document 101 with it succeeds.',
  },
  candidateReadyToSubmitFeePaid: {
    name: 'a candidate with every required document uploaded and the fee paid',
    meaning: 'The signed-in candidate meets every requirement (can_submit true) and the invoice is paid: submit succeeds.',
  },
  candidateReadyToSubmitFeeUnpaid: {
    name: 'a candidate with every required document uploaded and the fee unpaid',
    meaning: 'As above but the invoice is open: submit answers 402 with detail {invoice_id, amount, payment_url}.',
  },
  adminWithApplications: {
    name: 'an admin and COMPLETE applications, one of Jane Doe',
    meaning: 'A signed-in admin; several applications, at least one COMPLETE of candidate Jane Doe (email jane.doe@example.com).',
  },
  adminWithCompleteApplication: {
    name: 'an admin and the COMPLETE application 7001 with document 9001, quiz results and a payer',
    meaning: 'A signed-in admin; deal 7001 is COMPLETE, has document 9001 (a PDF), a calculated quiz and one payer.',
  },
  adminWithDocumentToReview: {
    name: 'an admin and the COMPLETE application 7001 of Jane Doe, whose document 9001 waits for review',
    meaning: 'A signed-in admin; deal 7001 of Jane Doe is COMPLETE and her document 9001 has no review yet: the "documents to review" filter lists it.',
  },
  agentWithCompleteApplication: {
    name: 'an agent and the COMPLETE application 7001',
    meaning: 'A signed-in agent; deal 7001 is COMPLETE: setting it ADMISSIBLE is refused with 403.',
  },
  adminWithWorkflow: {
    name: 'an admin and the COMPLETE application 7001 with a recorded status change and note 8001 by that admin',
    meaning:
      'A signed-in admin; deal 7001 is COMPLETE; its timeline holds a status change made by that admin; note 8001 on it was written by that admin.',
  },
  candidateRejectedWithDocumentSentBack: {
    name: 'a candidate whose REJECTED application 7002 has two reasons, whose document 101 was sent back, with a history',
    meaning:
      'The signed-in candidate submitted; deal 7002 is REJECTED for places-filled and other ("Portfolio missing"); staff sent back document 101 (identity_document, slot 1) as expired; the timeline holds the submission, the review and the rejection.',
  },
  candidateWithWithdrawableApplication: {
    name: 'a candidate whose IN_PROGRESS application 7003 may be withdrawn',
    meaning: 'The signed-in candidate has deal 7003 (bachelor-management), IN_PROGRESS and not withdrawn.',
  },
  candidateWithWithdrawnApplication: {
    name: 'a candidate who withdrew application 7003 for two reasons',
    meaning:
      'The signed-in candidate withdrew deal 7003 (IN_PROGRESS when withdrawn) for accepted-elsewhere and other ("Moving abroad"); the timeline holds the withdrawal by the candidate.',
  },
  adminWithWithdrawnApplication: {
    name: 'an admin and the application 7003 withdrawn by its candidate',
    meaning: 'The admin is signed in; deal 7003 of candidate@example.com was withdrawn by the candidate (IN_PROGRESS when withdrawn).',
  },
  candidateWithQuizAccommodation: {
    name: 'a candidate whose program requires the quiz, granted 50 % extra time and relaxed focus-loss warnings',
    meaning: 'The signed-in candidate has a deal requiring the quiz, not started; staff granted them 50 % extra time and relaxed focus-loss warnings.',
  },
  adminWithQuizUnderWay: {
    name: 'an admin and the application 7005 whose candidate is taking the quiz',
    meaning: 'The admin is signed in; deal 7005 (msc-finance, requires the quiz) of candidate@example.com, whose quiz attempt has started and not finished.',
  },
  adminWithQuizNotStarted: {
    name: 'an admin and the application 7004 whose candidate has not started the quiz and has no accommodation',
    meaning: 'The admin is signed in; deal 7004 (msc-finance, requires the quiz) of candidate@example.com; no quiz attempt, no accommodation.',
  },
  adminWithQuizAccommodation: {
    name: 'an admin and the application 7004 whose candidate was granted 50 % extra time by that admin',
    meaning: 'As above, and admin@northbridge.example granted 50 % extra time (not relaxed) for "Dyslexia".',
  },
  adminWithNoQuizRequired: {
    name: 'an admin and the application 7003 of a candidate none of whose programs has the quiz',
    meaning: 'The admin is signed in; deal 7003 (bachelor-management, no quiz) is the only application of candidate@example.com; no accommodation.',
  },
  candidateWithDeletionRequested: {
    name: 'a candidate who asked to delete their account',
    meaning: 'The signed-in candidate (with a paid invoice) asked to delete their account an hour ago; the request waits for an admin.',
  },
  adminWithDeletionRequest: {
    name: 'an admin and the deletion request 6001 of candidate@example.com, waiting',
    meaning: 'The admin is signed in; candidate@example.com (document 101, a paid invoice) asked to delete their account: request 6001 waits.',
  },
  adminWithCancelledDeletionRequest: {
    name: 'an admin and the deletion request 6001, which its candidate cancelled',
    meaning: 'The admin is signed in; candidate@example.com asked to delete their account (request 6001), then cancelled it.',
  },
  // The jury: reviewer1@northbridge.example (id 5e0a0000-0000-4000-a000-000000009001), reviewer2 (…9002) and reviewer3
  // (…9003); application 7001 of Jane Doe (msc-finance, program 3, COMPLETE, her passport 9001, which reviewers never
  // see, and her CV 9011); program 3's rubric has the criteria motivation, academics, experience and communication.
  reviewerWithAssignmentToDo: {
    name: 'a reviewer with an assignment to do',
    meaning: "reviewer1 is signed in; assignment 9101 of application 7001 is theirs, active, no draft; 9102 is reviewer2's.",
  },
  reviewerWithDraft: {
    name: 'a reviewer with a draft review',
    meaning: 'As above, and reviewer1 saved a draft of 9101 at version 3 scoring motivation: a save based on version 2 is stale.',
  },
  reviewerWithSubmittedReview: {
    name: 'a reviewer with a submitted review',
    meaning: 'As above, and reviewer1 submitted 9101: its draft is locked.',
  },
  reviewerWithReopenedReview: {
    name: 'a reviewer whose submitted review an admin re-opened',
    meaning: 'As above, and reviewer1 submitted 9101, then an admin re-opened it with a reason on two lines: a draft again.',
  },
  reviewerWithDraftOfDecidedApplication: {
    name: 'a reviewer whose draft review ended when the application was decided',
    meaning: "reviewer1 is signed in; they saved a draft of 9101, which ended a day ago when application 7001 was decided (withdrawn, reason 'decided').",
  },
  reviewerAndAnotherReviewersAssignment: {
    name: 'a reviewer and an assignment of another reviewer',
    meaning: "reviewer1 is signed in; assignment 9102 is reviewer2's: reading it answers 403 {detail: 'Forbidden'}, as an unknown id does.",
  },
  adminWithReviewSettings: {
    name: "an admin with a program's review settings",
    meaning: 'An admin is signed in; program 3 has the rubric, reviewer1..3 and no submitted review; application 7001 is assigned as 9101 (reviewer1) and 9102 (reviewer2), both to do.',
  },
  adminWithReviewSubmitted: {
    name: 'an admin with a review submitted on the program',
    meaning: "An admin is signed in; a review of program 3 is submitted: its rubric is locked.",
  },
  adminWithApplicationReviewedTwice: {
    name: 'an admin with an application reviewed twice',
    meaning: 'An admin is signed in; 9101 and 9102 on application 7001 are submitted and disagree (spread above 1.5); reviewer3 declared a conflict on it.',
  },
  agentWithApplicationReviewedTwice: {
    name: 'an agent with an application reviewed twice',
    meaning: "As above with an agent's token: the reviews are readable, the program's review settings are not (403).",
  },
  adminWithRanking: {
    name: 'an admin with a ranking',
    meaning: 'An admin is signed in; program 3 holds 7001 (reviewed twice) and 7005 (COMPLETE, no assignment yet); reviewer1..3 review it.',
  },
  // Admission interviews: candidate@example.com's ADMISSIBLE application 7010 in program 3 (MSc Finance, booking in
  // the portal, cut-off 24 hours, the school's zone Europe/London); slots 9201 and 9202 of program 3 (30 minutes, by
  // video, reviewer1 on their panel), 9201 the earlier; booking 9301 when a state names one. "Next week" slots start
  // seven days from now; the admin's states put them on 4 March 2030 at 09:00 and 09:30 UTC, which the batches name.
  candidateCanBookInterview: {
    name: 'an ADMISSIBLE candidate who can book an interview',
    meaning: 'candidate@example.com is signed in; application 7010 has no booking; slots 9201 and 9202, next week, are free.',
  },
  candidateWhoseSlotWasTaken: {
    name: 'an ADMISSIBLE candidate whose chosen slot another candidate has just taken',
    meaning: 'As above, but slot 9201 is booked by another candidate: booking it answers 409 SLOT_TAKEN with the free slots (9202).',
  },
  candidateWithInterviewBooked: {
    name: 'an ADMISSIBLE candidate with an interview booked next week',
    meaning: 'candidate@example.com is signed in; booking 9301 of application 7010 holds slot 9201 (next week) with extra time asked; 9202 is free.',
  },
  candidateWithinInterviewCutoff: {
    name: 'an ADMISSIBLE candidate whose interview starts within the change cut-off',
    meaning: 'As above, but slot 9201 starts in two hours: moving or cancelling answers 409 CHANGE_CLOSED; the page is locked CHANGE_CLOSED.',
  },
  adminWithInterviewSlots: {
    name: "an admin with a program's interview slots, one booked",
    meaning: 'An admin is signed in; slot 9201 (4 March 2030, 09:00 UTC) is booked by 7010 (booking 9301), 9202 (09:30) is free; reviewer1 sits on both panels.',
  },
  agentWithInterviewSlots: {
    name: "an agent with a program's interview slots",
    meaning: "As above with an agent's token: the program's slots and settings are refused (403, admins only).",
  },
  adminWithApplicationToInterview: {
    name: 'an admin and the ADMISSIBLE application 7010 without an interview',
    meaning: 'An admin is signed in; application 7010 has no booking; slots 9201 and 9202, next week, are free.',
  },
  adminWithInterviewBooked: {
    name: 'an admin and the application 7010 with an interview booked next week',
    meaning: 'An admin is signed in; booking 9301 of 7010 holds slot 9201 (next week) with extra time asked; 9202 is free.',
  },
  adminWithNoShow: {
    name: 'an admin and the application 7010 whose candidate missed the interview',
    meaning: 'An admin is signed in; booking 9301 of 7010 held slot 9201 yesterday and the panel recorded a no-show; 9202 (next week) is free.',
  },
  panelMemberWithInterviewHeld: {
    name: 'a panel member with an interview held an hour ago, attendance not recorded',
    meaning: 'reviewer1 is signed in; booking 9301 of 7010 held slot 9201, which ended an hour ago; nothing recorded: scoring answers 409 NOT_ATTENDED.',
  },
  panelMemberWithInterviewAttended: {
    name: 'a panel member with an attended interview to score',
    meaning: 'As above, and reviewer1 recorded the candidate attended; no score yet.',
  },
  reviewerNotOnThePanel: {
    name: 'a reviewer not on the panel of interview 9301',
    meaning: 'reviewer2 is signed in; booking 9301 is on a panel without them: reading it answers 403 {detail: \'Forbidden\'}.',
  },
} as const satisfies Record<string, ProviderState>;

export type ProviderStateName = (typeof PROVIDER_STATES)[keyof typeof PROVIDER_STATES]['name'];
