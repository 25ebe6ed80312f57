// The admission interview's vocabulary (after ADMISSIBLE, spec §2's status line): how an interview is held, what a
// candidate may ask for it to be fair, and what the panel records. The rules that use them live beside this file.

/** How the interview is held: at the school (with an address), by video (with a link), or by phone. */
export const INTERVIEW_MODES = ['on_site', 'video', 'phone'] as const;
export type InterviewMode = (typeof INTERVIEW_MODES)[number];

/** What a candidate may ask for the interview to be fair; `other` comes with their own words. */
export const ADJUSTMENT_KINDS = ['extra_time', 'step_free_access', 'sign_language_interpreter', 'other'] as const;
export type AdjustmentKind = (typeof ADJUSTMENT_KINDS)[number];

/** The adjustments asked for a booking: none is an empty list and an empty text. */
export interface Adjustments {
  readonly kinds: readonly AdjustmentKind[];
  /** The candidate's own words; set exactly when `kinds` holds `other`. */
  readonly other: string;
}

export const NO_ADJUSTMENTS: Adjustments = { kinds: [], other: '' };

/** Where a program's candidates book: in the portal, or by a link the school keeps elsewhere. */
export const INTERVIEW_BOOKING_PLACES = ['portal', 'outside'] as const;
export type InterviewBookingPlace = (typeof INTERVIEW_BOOKING_PLACES)[number];

/** What the panel recorded once the interview's time came; null before. */
export const INTERVIEW_ATTENDANCES = ['attended', 'no_show'] as const;
export type InterviewAttendance = (typeof INTERVIEW_ATTENDANCES)[number];

/** The reminders the reminders job sends, each at most once per booking. */
export const INTERVIEW_REMINDER_KINDS = ['candidate-48h', 'panel-48h', 'candidate-2h'] as const;
export type InterviewReminderKind = (typeof INTERVIEW_REMINDER_KINDS)[number];
