// The local backend's tables: the product's data, the auth stand-in's tokens and the outbox. (Stored objects
// are listed in Supabase's own storage.objects: src/supabase/storage-tables.ts.)
import type { Adjustments, InterviewReminderKind, OfferReminderKind, ReviewScore, Rubric } from '@admission/domain';
import { sql } from 'drizzle-orm';
import {
  type AnyPgColumn,
  boolean,
  doublePrecision,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  serial,
  text,
  timestamp,
  uniqueIndex,
  index,
} from 'drizzle-orm/pg-core';

const createdAt = () => timestamp('created_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow();

export const users = pgTable('users', {
  id: text('id').primaryKey(),
  email: text('email').notNull().unique(),
  role: text('role').notNull().default('candidate'),
  brand: text('brand').notNull(),
  language: text('language').notNull(),
  firstName: text('first_name').notNull(),
  lastName: text('last_name').notNull(),
  phone: text('phone'),
  englishLevel: text('english_level'),
  hubspotContactId: text('hubspot_contact_id'),
  firstLoginAt: timestamp('first_login_at', { withTimezone: true, mode: 'date' }),
  lastSignInAt: timestamp('last_sign_in_at', { withTimezone: true, mode: 'date' }),
  hasDisability: boolean('has_disability'),
  nationalityCodes: text('nationality_codes').array().notNull().default(sql`'{}'::text[]`),
  documentsSubmittedAt: timestamp('documents_submitted_at', { withTimezone: true, mode: 'date' }),
  /** What the seeded account demonstrates, for GET /__dev/accounts. */
  description: text('description'),
  /** GoTrue's user_metadata, set by the user with PUT /auth/v1/user (`data`). */
  userMetadata: jsonb('user_metadata').$type<Record<string, unknown>>().notNull().default({}),
  /** When the user last changed their own auth record (PUT /auth/v1/user); null: never. */
  updatedAt: timestamp('updated_at', { withTimezone: true, mode: 'date' }),
  createdAt: createdAt(),
});

export const programs = pgTable('programs', {
  id: serial('id').primaryKey(),
  name: text('name').notNull(),
  requiresQuiz: boolean('requires_quiz').notNull(),
  /** The school (brand) the program belongs to: its jury is that school's reviewers. */
  brand: text('brand').notNull().default('northbridge'),
});

export const deals = pgTable(
  'deals',
  {
    id: serial('id').primaryKey(),
    userId: text('user_id').notNull().references(() => users.id, { onDelete: 'cascade' }),
    programId: integer('program_id').notNull().references(() => programs.id),
    dealStatus: text('deal_status'),
    documentsSubmittedAt: timestamp('documents_submitted_at', { withTimezone: true, mode: 'date' }),
    isSelfFinanced: boolean('is_self_financed'),
    /** Why it was rejected: `[{id, text?}]` from the domain's list, while the status is REJECTED. */
    rejectionReasons: jsonb('rejection_reasons').$type<{ id: string; text?: string }[]>(),
    /** The last activity a documents reminder was sent for: one reminder a gap, never two. */
    remindedForActivityAt: timestamp('reminded_for_activity_at', { withTimezone: true, mode: 'date' }),
    /** When the candidate withdrew it; deal_status keeps the status it had, and staff may no longer change it. */
    withdrawnAt: timestamp('withdrawn_at', { withTimezone: true, mode: 'date' }),
    /** Why the candidate withdrew it: `[{id, text?}]` from the domain's list. */
    withdrawalReasons: jsonb('withdrawal_reasons').$type<{ id: string; text?: string }[]>(),
    createdAt: createdAt(),
  },
  (table) => [index('deals_user_idx').on(table.userId), index('deals_status_idx').on(table.dealStatus)],
);

export const payers = pgTable('payers', {
  id: serial('id').primaryKey(),
  dealId: integer('deal_id').notNull().references(() => deals.id, { onDelete: 'cascade' }),
  firstName: text('first_name').notNull(),
  lastName: text('last_name').notNull(),
  email: text('email').notNull(),
  phone: text('phone'),
  address: text('address').notNull(),
  zipCode: text('zip_code').notNull(),
  country: text('country').notNull(),
});

/**
 * What stays of a candidate after their account is deleted: the domain's `anonymise`, nothing that names,
 * reaches or describes them, until `kept_until` (the brand's retention).
 */
export const anonymisedRecords = pgTable('anonymised_records', {
  id: serial('id').primaryKey(),
  brand: text('brand').notNull(),
  anonymisedAt: timestamp('anonymised_at', { withTimezone: true, mode: 'date' }).notNull(),
  keptUntil: timestamp('kept_until', { withTimezone: true, mode: 'date' }).notNull(),
  /** The domain's AnonymisedApplication list. */
  applications: jsonb('applications').$type<Record<string, unknown>[]>().notNull().default([]),
});

export const invoices = pgTable('invoices', {
  id: text('id').primaryKey(),
  /** Null once the account is deleted: the invoice stays for the accounting years, tied to the anonymised record. */
  userId: text('user_id').references(() => users.id, { onDelete: 'set null' }),
  anonymisedRecordId: integer('anonymised_record_id').references(() => anonymisedRecords.id, { onDelete: 'set null' }),
  /** Set when the account is deleted: the brand's accounting retention from then. */
  keptUntil: timestamp('kept_until', { withTimezone: true, mode: 'date' }),
  status: text('status').notNull(),
  amount: integer('amount').notNull(),
  currency: text('currency').notNull().default('eur'),
  /** A real deployment stores Stripe's hosted invoice URL; null means the local stand-in page. */
  hostedInvoiceUrl: text('hosted_invoice_url'),
  createdAt: createdAt(),
});

export const documentRequirements = pgTable('document_requirements', {
  documentType: text('document_type').primaryKey(),
  position: integer('position').notNull(),
  labelEn: text('label_en').notNull(),
  labelFr: text('label_fr').notNull(),
  descriptionEn: text('description_en').notNull(),
  descriptionFr: text('description_fr').notNull(),
  minFiles: integer('min_files').notNull(),
  maxFiles: integer('max_files').notNull(),
  acceptedFormats: text('accepted_formats').array().notNull(),
  required: boolean('required').notNull(),
});

export const documents = pgTable(
  'documents',
  {
    id: serial('id').primaryKey(),
    userId: text('user_id').notNull().references(() => users.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    documentType: text('document_type').notNull(),
    documentIndex: integer('document_index').notNull(),
    documentPath: text('document_path').notNull(),
    /** The offer condition it proves (uploaded with `condition_id`); null for the application's documents. */
    conditionId: text('condition_id').references((): AnyPgColumn => offerConditions.id, { onDelete: 'set null' }),
    createdAt: createdAt(),
  },
  (table) => [
    uniqueIndex('documents_slot_idx').on(table.userId, table.documentType, table.documentIndex),
    // One stored file is one document: parallel creates naming it for two slots must not both get in.
    uniqueIndex('documents_path_idx').on(table.documentPath),
  ],
);

export const quizQuestions = pgTable('quiz_questions', {
  id: serial('id').primaryKey(),
  level: integer('level').notNull(),
  question: text('question').notNull(),
  questionEn: text('question_en').notNull(),
});

export const quizAnswerOptions = pgTable('quiz_answer_options', {
  id: serial('id').primaryKey(),
  questionId: integer('question_id').notNull().references(() => quizQuestions.id, { onDelete: 'cascade' }),
  position: integer('position').notNull(),
  answer: text('answer').notNull(),
  answerEn: text('answer_en').notNull(),
  isCorrect: boolean('is_correct').notNull(),
});

export const quizAttempts = pgTable('quiz_attempts', {
  userId: text('user_id').primaryKey().references(() => users.id, { onDelete: 'cascade' }),
  startedAt: timestamp('started_at', { withTimezone: true, mode: 'date' }).notNull(),
  endTime: timestamp('end_time', { withTimezone: true, mode: 'date' }).notNull(),
  /** When the current question was served: the minimum interval counts from here. */
  servedAt: timestamp('served_at', { withTimezone: true, mode: 'date' }).notNull(),
  blockedUntil: timestamp('blocked_until', { withTimezone: true, mode: 'date' }),
  finishedAt: timestamp('finished_at', { withTimezone: true, mode: 'date' }),
  score: doublePrecision('score'),
  outcome: integer('outcome'),
  numberOfCorrectAnswers: integer('number_of_correct_answers'),
  calculated: boolean('calculated').notNull().default(false),
});

export const quizResponses = pgTable(
  'quiz_responses',
  {
    userId: text('user_id').notNull().references(() => quizAttempts.userId, { onDelete: 'cascade' }),
    position: integer('position').notNull(),
    questionId: integer('question_id').notNull().references(() => quizQuestions.id),
    level: integer('level').notNull(),
    answerId: integer('answer_id'),
    isCorrect: boolean('is_correct'),
    answeredAt: timestamp('answered_at', { withTimezone: true, mode: 'date' }),
  },
  (table) => [primaryKey({ columns: [table.userId, table.position] })],
);

export const otpTokens = pgTable(
  'auth_otp_tokens',
  {
    tokenHash: text('token_hash').primaryKey(),
    code: text('code').notNull(),
    userId: text('user_id').notNull().references(() => users.id, { onDelete: 'cascade' }),
    email: text('email').notNull(),
    redirectTo: text('redirect_to').notNull(),
    createdAt: createdAt(),
    expiresAt: timestamp('expires_at', { withTimezone: true, mode: 'date' }).notNull(),
    usedAt: timestamp('used_at', { withTimezone: true, mode: 'date' }),
    /** Wrong codes tried against this one: at the limit it is burnt (used_at set). */
    failedAttempts: integer('failed_attempts').notNull().default(0),
  },
  (table) => [index('auth_otp_tokens_email_idx').on(table.email)],
);

export const authSessions = pgTable('auth_sessions', {
  id: text('id').primaryKey(),
  userId: text('user_id').notNull().references(() => users.id, { onDelete: 'cascade' }),
  createdAt: createdAt(),
  revokedAt: timestamp('revoked_at', { withTimezone: true, mode: 'date' }),
});

export const refreshTokens = pgTable('auth_refresh_tokens', {
  token: text('token').primaryKey(),
  sessionId: text('session_id').notNull().references(() => authSessions.id, { onDelete: 'cascade' }),
  /** The token this one replaced (null for a session's first token). */
  parent: text('parent'),
  createdAt: createdAt(),
  usedAt: timestamp('used_at', { withTimezone: true, mode: 'date' }),
});

export const outbox = pgTable('dev_outbox', {
  id: serial('id').primaryKey(),
  to: text('to').notNull(),
  subject: text('subject').notNull(),
  text: text('text').notNull(),
  link: text('link').notNull(),
  code: text('code').notNull(),
  sentAt: timestamp('sent_at', { withTimezone: true, mode: 'date' }).notNull(),
  /** The files sent with it (an interview's calendar file), their text as sent. */
  attachments: jsonb('attachments').$type<OutboxAttachment[]>().notNull().default([]),
});

/** A file an e-mail carries, as the dev mailbox keeps it. */
export interface OutboxAttachment {
  readonly filename: string;
  readonly content_type: string;
  /** The file's text (attachments here are text: calendar files). */
  readonly content: string;
}

/**
 * Every change to an application, with who made it. A document belongs to the candidate, not to one
 * application: its events have no deal and show on each of the candidate's applications.
 */
export const timelineEvents = pgTable(
  'timeline_events',
  {
    id: serial('id').primaryKey(),
    userId: text('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    dealId: integer('deal_id').references(() => deals.id, { onDelete: 'cascade' }),
    at: timestamp('at', { withTimezone: true, mode: 'date' }).notNull(),
    /** candidate, staff or system. */
    actorKind: text('actor_kind').notNull(),
    /** The staff member's account, kept when it goes (their name and role stay on the entry). */
    actorId: text('actor_id').references(() => users.id, { onDelete: 'set null' }),
    actorName: text('actor_name'),
    actorRole: text('actor_role'),
    kind: text('kind').notNull(),
    details: jsonb('details').$type<Record<string, unknown>>().notNull().default({}),
  },
  (table) => [index('timeline_user_idx').on(table.userId, table.at), index('timeline_deal_idx').on(table.dealId)],
);

/** Staff notes on an application: plain text, never shown to candidates. */
export const staffNotes = pgTable(
  'staff_notes',
  {
    id: serial('id').primaryKey(),
    dealId: integer('deal_id')
      .notNull()
      .references(() => deals.id, { onDelete: 'cascade' }),
    authorId: text('author_id').references(() => users.id, { onDelete: 'set null' }),
    authorName: text('author_name').notNull(),
    authorRole: text('author_role').notNull(),
    body: text('body').notNull(),
    createdAt: createdAt(),
  },
  (table) => [index('staff_notes_deal_idx').on(table.dealId, table.createdAt)],
);

/**
 * The review of a document slot: accepted, or sent back with a reason. Kept per slot, not per file:
 * deleting a sent-back file keeps the slot open for its replacement; a new file in the slot removes the row
 * (a slot with no row waits for review).
 */
export const documentReviews = pgTable(
  'document_reviews',
  {
    userId: text('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    documentType: text('document_type').notNull(),
    documentIndex: integer('document_index').notNull(),
    /** accepted or needs-new-file. */
    state: text('state').notNull(),
    /** For needs-new-file: `{id, text?}` from the domain's list. */
    reason: jsonb('reason').$type<{ id: string; text?: string }>(),
    /** The file that was reviewed (its name stays when the candidate deletes it). */
    documentName: text('document_name').notNull(),
    reviewerId: text('reviewer_id').references(() => users.id, { onDelete: 'set null' }),
    reviewerName: text('reviewer_name').notNull(),
    reviewerRole: text('reviewer_role').notNull(),
    reviewedAt: timestamp('reviewed_at', { withTimezone: true, mode: 'date' }).notNull(),
  },
  (table) => [primaryKey({ columns: [table.userId, table.documentType, table.documentIndex] })],
);

/**
 * A candidate's request to delete their account, one row per account: the domain's DeletionRequest
 * (requested, cancelled, completed). Once completed the account is gone (user_id null) and the row keeps only the
 * dates, who carried it out and the anonymised record.
 */
export const deletionRequests = pgTable(
  'deletion_requests',
  {
    id: serial('id').primaryKey(),
    userId: text('user_id').references(() => users.id, { onDelete: 'set null' }),
    brand: text('brand').notNull(),
    /** requested, cancelled or completed. */
    status: text('status').notNull(),
    requestedAt: timestamp('requested_at', { withTimezone: true, mode: 'date' }).notNull(),
    cancelledAt: timestamp('cancelled_at', { withTimezone: true, mode: 'date' }),
    completedAt: timestamp('completed_at', { withTimezone: true, mode: 'date' }),
    completedById: text('completed_by_id').references(() => users.id, { onDelete: 'set null' }),
    completedByName: text('completed_by_name'),
    completedByRole: text('completed_by_role'),
    anonymisedRecordId: integer('anonymised_record_id').references(() => anonymisedRecords.id, { onDelete: 'set null' }),
  },
  (table) => [uniqueIndex('deletion_requests_user_idx').on(table.userId), index('deletion_requests_status_idx').on(table.status, table.requestedAt)],
);

/**
 * Staff's grant of extra time and relaxed focus-loss warnings on a candidate's quiz, made before the quiz
 * starts; the quiz's end_time is computed from it (the domain's quizDeadline) when the quiz starts.
 */
export const quizAccommodations = pgTable('quiz_accommodations', {
  userId: text('user_id')
    .primaryKey()
    .references(() => users.id, { onDelete: 'cascade' }),
  extraTimePercent: integer('extra_time_percent').notNull(),
  relaxedFocusLoss: boolean('relaxed_focus_loss').notNull(),
  reason: text('reason').notNull(),
  grantedById: text('granted_by_id').references(() => users.id, { onDelete: 'set null' }),
  grantedByName: text('granted_by_name').notNull(),
  grantedByRole: text('granted_by_role').notNull(),
  grantedAt: timestamp('granted_at', { withTimezone: true, mode: 'date' }).notNull(),
});

/**
 * A program's jury settings (the jury): how many reviews an application gets, how many days a reviewer has, when
 * reviewers' totals disagree, and the rubric (the domain's Rubric, `{criteria}`). No row: the domain's defaults and
 * no rubric yet.
 */
export const reviewSettings = pgTable('review_settings', {
  programId: integer('program_id')
    .primaryKey()
    .references(() => programs.id, { onDelete: 'cascade' }),
  reviewsPerApplication: integer('reviews_per_application').notNull(),
  dueDays: integer('due_days').notNull(),
  disagreementThreshold: doublePrecision('disagreement_threshold').notNull(),
  /** The domain's Rubric; null until an admin (or the seed) sets one. */
  rubric: jsonb('rubric').$type<Rubric>(),
  /** The document types the program's reviewers see (never an identity document); null: every type but those. */
  reviewerDocumentTypes: jsonb('reviewer_document_types').$type<string[]>(),
  updatedAt: timestamp('updated_at', { withTimezone: true, mode: 'date' }),
});

/** The reviewers an admin named for a program: the pool its applications are assigned from. */
export const programReviewers = pgTable(
  'program_reviewers',
  {
    programId: integer('program_id')
      .notNull()
      .references(() => programs.id, { onDelete: 'cascade' }),
    reviewerId: text('reviewer_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
  },
  (table) => [primaryKey({ columns: [table.programId, table.reviewerId] })],
);

/**
 * One application given to one reviewer: `active` (theirs to review, or reviewed), `withdrawn` (the application went
 * back to IN_PROGRESS before they submitted, or an admin moved it), `conflict` (they declared a conflict of interest).
 * At most one active assignment per application and reviewer (a partial unique index: parallel runs assign once).
 */
export const reviewAssignments = pgTable(
  'review_assignments',
  {
    id: serial('id').primaryKey(),
    dealId: integer('deal_id')
      .notNull()
      .references(() => deals.id, { onDelete: 'cascade' }),
    reviewerId: text('reviewer_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    state: text('state').notNull(),
    assignedAt: timestamp('assigned_at', { withTimezone: true, mode: 'date' }).notNull(),
    dueAt: timestamp('due_at', { withTimezone: true, mode: 'date' }).notNull(),
    /** When the digest that told the reviewer of it went out; null: not yet. */
    notifiedAt: timestamp('notified_at', { withTimezone: true, mode: 'date' }),
    /** When the overdue reminder went out (once, never twice). */
    remindedAt: timestamp('reminded_at', { withTimezone: true, mode: 'date' }),
    endedAt: timestamp('ended_at', { withTimezone: true, mode: 'date' }),
    /** Why a withdrawn assignment ended (the domain's AssignmentEndReason); null for one active or in conflict. */
    endReason: text('end_reason'),
    /** The reviewer's reason, for a conflict. */
    conflictReason: text('conflict_reason'),
  },
  (table) => [
    index('review_assignments_deal_idx').on(table.dealId),
    index('review_assignments_reviewer_idx').on(table.reviewerId, table.state),
    uniqueIndex('review_assignments_active_idx').on(table.dealId, table.reviewerId).where(sql`${table.state} = 'active'`),
  ],
);

/**
 * A reviewer's review of an assignment: the draft saved as they go (`version` counts the saves: a save based on an
 * older version is refused), locked once `submitted_at` is set; `total` is the domain's weighted total at submission.
 */
export const reviews = pgTable('reviews', {
  assignmentId: integer('assignment_id')
    .primaryKey()
    .references(() => reviewAssignments.id, { onDelete: 'cascade' }),
  scores: jsonb('scores').$type<Record<string, number>>().notNull().default({}),
  recommendation: text('recommendation'),
  comment: text('comment').notNull().default(''),
  version: integer('version').notNull(),
  savedAt: timestamp('saved_at', { withTimezone: true, mode: 'date' }).notNull(),
  submittedAt: timestamp('submitted_at', { withTimezone: true, mode: 'date' }),
  total: doublePrecision('total'),
});

/**
 * A program's interview settings: where its candidates book (the portal, or an outside link), the change cut-off, the
 * interview score's weight in the ranking's combined score, and the panel's rubric (the domain's Rubric). No row: the
 * domain's defaults.
 */
export const interviewSettings = pgTable('interview_settings', {
  programId: integer('program_id')
    .primaryKey()
    .references(() => programs.id, { onDelete: 'cascade' }),
  /** portal or outside (the domain's InterviewBookingPlace). */
  bookingPlace: text('booking_place').notNull(),
  outsideUrl: text('outside_url'),
  changeCutoffHours: integer('change_cutoff_hours').notNull(),
  interviewWeight: doublePrecision('interview_weight').notNull(),
  rubric: jsonb('rubric').$type<Rubric>().notNull(),
  updatedAt: timestamp('updated_at', { withTimezone: true, mode: 'date' }),
});

/** An interview slot of a program: its instants, how it is held, and where (the address, or the video link; none by phone). */
export const interviewSlots = pgTable(
  'interview_slots',
  {
    id: serial('id').primaryKey(),
    programId: integer('program_id')
      .notNull()
      .references(() => programs.id, { onDelete: 'cascade' }),
    startsAt: timestamp('starts_at', { withTimezone: true, mode: 'date' }).notNull(),
    endsAt: timestamp('ends_at', { withTimezone: true, mode: 'date' }).notNull(),
    /** on_site, video or phone (the domain's InterviewMode). */
    mode: text('mode').notNull(),
    location: text('location'),
    createdAt: createdAt(),
  },
  (table) => [index('interview_slots_program_idx').on(table.programId, table.startsAt)],
);

/** Who sits on a slot's panel: staff of the school or reviewers of the program. */
export const interviewSlotPanel = pgTable(
  'interview_slot_panel',
  {
    slotId: integer('slot_id')
      .notNull()
      .references(() => interviewSlots.id, { onDelete: 'cascade' }),
    memberId: text('member_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
  },
  (table) => [primaryKey({ columns: [table.slotId, table.memberId] }), index('interview_slot_panel_member_idx').on(table.memberId)],
);

/**
 * A booking of a slot for an application. Active while neither cancelled nor a no-show: at most one active booking a
 * slot and one an application (partial unique indexes, so two candidates racing for the last slot cannot both get
 * it). A move changes the slot and counts up `sequence` (the calendar file's SEQUENCE). The slot is kept null once an
 * admin removed it after the booking was cancelled.
 */
export const interviewBookings = pgTable(
  'interview_bookings',
  {
    id: serial('id').primaryKey(),
    slotId: integer('slot_id').references(() => interviewSlots.id, { onDelete: 'set null' }),
    dealId: integer('deal_id')
      .notNull()
      .references(() => deals.id, { onDelete: 'cascade' }),
    adjustments: jsonb('adjustments').$type<Adjustments>().notNull(),
    bookedAt: timestamp('booked_at', { withTimezone: true, mode: 'date' }).notNull(),
    /** Null when the candidate booked; else the staff member who booked during a call (their name stays). */
    bookedById: text('booked_by_id').references(() => users.id, { onDelete: 'set null' }),
    bookedByName: text('booked_by_name'),
    /** How many times it moved: the calendar file's SEQUENCE. */
    sequence: integer('sequence').notNull().default(0),
    cancelledAt: timestamp('cancelled_at', { withTimezone: true, mode: 'date' }),
    cancelledById: text('cancelled_by_id').references(() => users.id, { onDelete: 'set null' }),
    /** Null when the candidate cancelled. */
    cancelledByName: text('cancelled_by_name'),
    cancelReason: text('cancel_reason'),
    /** attended or no_show (the domain's InterviewAttendance); null before it is recorded. */
    attendance: text('attendance'),
    attendanceRecordedAt: timestamp('attendance_recorded_at', { withTimezone: true, mode: 'date' }),
    attendanceRecordedById: text('attendance_recorded_by_id').references(() => users.id, { onDelete: 'set null' }),
    /** The reminders sent for it (the domain's InterviewReminderKind), each claimed once in the run that sends it. */
    remindersSent: text('reminders_sent').array().$type<InterviewReminderKind[]>().notNull().default(sql`'{}'::text[]`),
    /** Staff allowed a no-show one new booking. */
    rebookAllowed: boolean('rebook_allowed').notNull().default(false),
  },
  (table) => [
    index('interview_bookings_deal_idx').on(table.dealId),
    uniqueIndex('interview_bookings_active_slot_idx')
      .on(table.slotId)
      .where(sql`${table.cancelledAt} IS NULL AND ${table.attendance} IS DISTINCT FROM 'no_show'`),
    uniqueIndex('interview_bookings_active_deal_idx')
      .on(table.dealId)
      .where(sql`${table.cancelledAt} IS NULL AND ${table.attendance} IS DISTINCT FROM 'no_show'`),
  ],
);

/** A panel member's score of an interview they sat on: the rubric's scores, the weighted total, a comment; one a member. */
export const interviewScores = pgTable(
  'interview_scores',
  {
    bookingId: integer('booking_id')
      .notNull()
      .references(() => interviewBookings.id, { onDelete: 'cascade' }),
    memberId: text('member_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    scores: jsonb('scores').$type<Record<string, ReviewScore>>().notNull(),
    total: doublePrecision('total').notNull(),
    comment: text('comment').notNull().default(''),
    submittedAt: timestamp('submitted_at', { withTimezone: true, mode: 'date' }).notNull(),
  },
  (table) => [primaryKey({ columns: [table.bookingId, table.memberId] })],
);

/**
 * A program's offer settings (the domain's OfferSettingsView): reply days, promotion reply days, the deposit (null:
 * none), the places and the offer limit, and whether a freed place goes to the next in line at once. No row: the
 * domain's defaults. Offers of a program are made under a lock on this row (one made at a time, so the limit holds).
 */
export const programOfferSettings = pgTable('program_offer_settings', {
  programId: integer('program_id')
    .primaryKey()
    .references(() => programs.id, { onDelete: 'cascade' }),
  replyDays: integer('reply_days').notNull(),
  promotionReplyDays: integer('promotion_reply_days').notNull(),
  places: integer('places').notNull(),
  offerLimit: integer('offer_limit').notNull(),
  /** In minor units; null with the currency and due days when the program asks no deposit. */
  depositAmount: integer('deposit_amount'),
  depositCurrency: text('deposit_currency'),
  depositDueDays: integer('deposit_due_days'),
  /** automatic or admin_confirms (the domain's PromotionMode). */
  promotion: text('promotion').notNull(),
  updatedAt: timestamp('updated_at', { withTimezone: true, mode: 'date' }),
});

/**
 * An offer made to an application: its state (the domain's OfferState), reply deadline, deposit (copied from the
 * settings when made; its invoice, beside the application fee's, once accepted), the candidate's one request for more
 * time, and the reminders sent for the current deadline. One offer an application.
 */
export const offers = pgTable(
  'offers',
  {
    id: serial('id').primaryKey(),
    dealId: integer('deal_id')
      .notNull()
      .references(() => deals.id, { onDelete: 'cascade' }),
    programId: integer('program_id')
      .notNull()
      .references(() => programs.id, { onDelete: 'cascade' }),
    state: text('state').notNull(),
    madeAt: timestamp('made_at', { withTimezone: true, mode: 'date' }).notNull(),
    madeById: text('made_by_id').references(() => users.id, { onDelete: 'set null' }),
    replyBy: timestamp('reply_by', { withTimezone: true, mode: 'date' }).notNull(),
    /** The rank in the jury's ranking a promotion came from; null for an offer an admin made. */
    promotedFromRank: integer('promoted_from_rank'),
    repliedAt: timestamp('replied_at', { withTimezone: true, mode: 'date' }),
    /** The domain's DeclineReason, when the candidate said. */
    declineReason: text('decline_reason'),
    withdrawalReason: text('withdrawal_reason'),
    /** none, due, paid or waived (the domain's DepositState). */
    depositState: text('deposit_state').notNull().default('none'),
    depositAmount: integer('deposit_amount'),
    depositCurrency: text('deposit_currency'),
    depositDueDays: integer('deposit_due_days'),
    depositDueAt: timestamp('deposit_due_at', { withTimezone: true, mode: 'date' }),
    /** The deposit's invoice, created on acceptance (a second invoice of the candidate, beside the application fee's). */
    depositInvoiceId: text('deposit_invoice_id').references(() => invoices.id, { onDelete: 'set null' }),
    depositWaiverReason: text('deposit_waiver_reason'),
    /** none, asked, granted or refused (the domain's ExtensionState). */
    extensionState: text('extension_state').notNull().default('none'),
    extensionReason: text('extension_reason'),
    extensionAskedAt: timestamp('extension_asked_at', { withTimezone: true, mode: 'date' }),
    /** The reminders sent for the current deadline (the domain's OfferReminderKind), each claimed once; a new deadline clears them. */
    remindersSent: text('reminders_sent').array().$type<OfferReminderKind[]>().notNull().default(sql`'{}'::text[]`),
    updatedAt: timestamp('updated_at', { withTimezone: true, mode: 'date' }),
  },
  (table) => [uniqueIndex('offers_deal_idx').on(table.dealId), index('offers_program_idx').on(table.programId, table.state)],
);

/** One condition of an offer: a school's standard one or free text in both languages, pending, met or not met. */
export const offerConditions = pgTable(
  'offer_conditions',
  {
    id: text('id').primaryKey(),
    offerId: integer('offer_id')
      .notNull()
      .references(() => offers.id, { onDelete: 'cascade' }),
    position: integer('position').notNull(),
    standardId: text('standard_id'),
    textEn: text('text_en').notNull(),
    textFr: text('text_fr').notNull(),
    /** pending, met or not_met (the domain's ConditionState). */
    state: text('state').notNull().default('pending'),
    markedAt: timestamp('marked_at', { withTimezone: true, mode: 'date' }),
    markedById: text('marked_by_id').references(() => users.id, { onDelete: 'set null' }),
  },
  (table) => [index('offer_conditions_offer_idx').on(table.offerId, table.position)],
);

/** A waitlisted application and its candidate's choice (opted in by default, or out from the dashboard). */
export const waitlistEntries = pgTable('waitlist_entries', {
  dealId: integer('deal_id')
    .primaryKey()
    .references(() => deals.id, { onDelete: 'cascade' }),
  programId: integer('program_id')
    .notNull()
    .references(() => programs.id, { onDelete: 'cascade' }),
  /** opted_in or opted_out (the domain's WaitlistChoice). */
  choice: text('choice').notNull().default('opted_in'),
  waitlistedAt: timestamp('waitlisted_at', { withTimezone: true, mode: 'date' }).notNull(),
  choiceAt: timestamp('choice_at', { withTimezone: true, mode: 'date' }),
});
