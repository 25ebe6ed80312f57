// The admission interview's shapes as the product API sends them (extensions beyond spec §7; snake_case kept on
// purpose: these are wire shapes). Times are ISO 8601 instants; pages show them in `time_zone`, the school's.
import type {
  Adjustments,
  InterviewAttendance,
  InterviewBookingPlace,
  InterviewMode,
} from '../interview/interview-kinds';
import type { Rubric } from '../review/rubric';
import type { ReviewScore } from '../review/review-scores';

/** Someone who may sit on a panel: a staff member of the school or a reviewer of the program. */
export interface PanelMember {
  readonly id: string;
  readonly name: string;
  readonly role: 'admin' | 'agent' | 'reviewer';
}

/** A free slot as a candidate sees it: never the video link, which only the booked candidate and the panel see. */
export interface FreeSlot {
  readonly id: number;
  readonly starts_at: string;
  readonly ends_at: string;
  readonly mode: InterviewMode;
  /** The address of an on-site interview; null for video and phone. */
  readonly address: string | null;
}

/** A booked slot as its candidate sees it: the address or the video link; never the panel's names. */
export interface BookedSlot {
  readonly id: number;
  readonly starts_at: string;
  readonly ends_at: string;
  readonly mode: InterviewMode;
  /** The address (on site) or the link (video); null by phone. */
  readonly location: string | null;
}

/** Why the candidate cannot book or change now. */
export type CandidateInterviewLock =
  /** The application is not ADMISSIBLE. */
  | 'NOT_ADMISSIBLE'
  /** The change cut-off has passed: the page says whom to contact. */
  | 'CHANGE_CLOSED'
  /** The interview took place, or the panel recorded a no-show that staff have not given a new booking for. */
  | 'INTERVIEW_HELD'
  | 'NO_SHOW';

/** The candidate's booking page (GET /applications/{applicationId}/interview). */
export interface CandidateInterviewView {
  readonly application_id: number;
  readonly program_name: string;
  /** The school's time zone (IANA name). */
  readonly time_zone: string;
  /** `outside`: the program books elsewhere, at `outside_url`; the page links there. */
  readonly booking_place: InterviewBookingPlace;
  readonly outside_url: string | null;
  /** Hours before the start after which the candidate can no longer move or cancel. */
  readonly change_cutoff_hours: number;
  readonly booking: CandidateBooking | null;
  /** The program's free slots from now on, in time order (empty while booked and locked). */
  readonly free_slots: readonly FreeSlot[];
  /** Null when the candidate may act (book, or move and cancel their booking). */
  readonly lock: CandidateInterviewLock | null;
}

export interface CandidateBooking {
  readonly booking_id: number;
  readonly slot: BookedSlot;
  readonly adjustments: Adjustments;
  readonly booked_at: string;
  /** The last instant at which the candidate may move or cancel (the start less the cut-off). */
  readonly change_until: string;
  readonly attendance: InterviewAttendance | null;
}

/** Booking or moving: the slot, and the adjustments asked for (POST and PUT .../interview). */
export interface BookingRequest {
  readonly slot_id: number;
  readonly adjustments: Adjustments;
}

/** A refusal's body: `code` is the domain's (SLOT_TAKEN, CHANGE_CLOSED, PANEL_OVERLAP...); SLOT_TAKEN carries the free slots. */
export interface InterviewRefusalBody {
  readonly code: string;
  readonly field?: string;
  readonly free_slots?: readonly FreeSlot[];
  readonly conflicts?: readonly PanelOverlapView[];
}

/** A panel member who would be in two slots at once (409 PANEL_OVERLAP). */
export interface PanelOverlapView {
  readonly member_id: string;
  readonly member_name: string;
  /** The slot asked for, and the one of theirs it overlaps. */
  readonly starts_at: string;
  readonly other_slot_id: number;
  readonly other_starts_at: string;
}

/** A program's interview settings (part of GET /admin/programs/{programId}/interviews; PUT .../interview-settings). */
export interface InterviewSettingsView {
  readonly booking_place: InterviewBookingPlace;
  readonly outside_url: string | null;
  readonly change_cutoff_hours: number;
  /** The interview score's weight in the ranking's combined score, from 0 to 1 (the reviews' mean has the rest). */
  readonly interview_weight: number;
  /** The panel's rubric: criteria of its own, in the jury's rubric shape. */
  readonly rubric: Rubric;
  /** False once an interview of the program is scored. */
  readonly rubric_editable: boolean;
}

export type InterviewSettingsUpdate = Omit<InterviewSettingsView, 'rubric_editable'>;

/** Who holds a booked slot, for staff. */
export interface SlotHolder {
  readonly booking_id: number;
  readonly application_id: number;
  readonly candidate_name: string;
}

/** A slot as staff see it on the slots page. */
export interface InterviewSlotView {
  readonly id: number;
  readonly program_id: number;
  readonly starts_at: string;
  readonly ends_at: string;
  readonly mode: InterviewMode;
  /** The address (on site) or the link (video); null by phone. */
  readonly location: string | null;
  readonly panel: readonly PanelMember[];
  readonly booking: SlotHolder | null;
}

/** The slots page of a program (GET /admin/programs/{programId}/interviews). */
export interface ProgramInterviewsView {
  readonly program_id: number;
  readonly program_name: string;
  readonly time_zone: string;
  readonly settings: InterviewSettingsView;
  /** Every slot of the program, in time order. */
  readonly slots: readonly InterviewSlotView[];
  /** The staff of the school and the program's reviewers: who may sit on its panels. */
  readonly eligible_panel: readonly PanelMember[];
}

/** A batch of slots (POST /admin/programs/{programId}/interview-slots): "every 30 minutes from 9:00 to 12:00 on 3, 4 and 5 March". */
export interface SlotBatchRequest {
  /** Days in the school's time zone, 'YYYY-MM-DD'. */
  readonly dates: readonly string[];
  /** Wall-clock times in the school's time zone, 'HH:MM'. */
  readonly from: string;
  readonly to: string;
  readonly length_minutes: number;
  readonly gap_minutes: number;
  readonly mode: InterviewMode;
  readonly location: string | null;
  readonly panel_ids: readonly string[];
}

/** One slot changed (PATCH /admin/interview-slots/{slotId}); a booked slot keeps its times (409 SLOT_BOOKED). */
export interface SlotUpdate {
  readonly starts_at: string;
  readonly ends_at: string;
  readonly mode: InterviewMode;
  readonly location: string | null;
  readonly panel_ids: readonly string[];
}

/** Removing a selection (POST /admin/interview-slots/remove): a booked slot is refused until its booking is cancelled. */
export interface SlotRemoval {
  readonly removed: readonly number[];
  readonly refused: readonly { readonly slot_id: number; readonly code: string }[];
}

/** One change of a booking, for staff's history. */
export interface InterviewHistoryEntry {
  readonly at: string;
  /** 'candidate', or a staff member's or panel member's name. */
  readonly actor: string;
  readonly kind: 'booked' | 'moved' | 'cancelled' | 'attendance' | 'scored' | 'rebook-allowed';
  readonly starts_at: string | null;
  readonly reason: string | null;
  readonly attendance: InterviewAttendance | null;
}

/** A panel member's submitted score, for staff. */
export interface PanelScoreView {
  readonly member_id: string;
  readonly member_name: string;
  readonly scores: Readonly<Record<string, ReviewScore>>;
  /** weightedTotal, on the 1-5 scale. */
  readonly total: number;
  readonly comment: string;
  readonly submitted_at: string;
}

/** The application's Interview tab (GET /admin/applications/{applicationId}/interview). */
export interface StaffInterviewView {
  readonly application_id: number;
  readonly program_id: number;
  readonly time_zone: string;
  readonly booking_place: InterviewBookingPlace;
  readonly booking: StaffBooking | null;
  /** The program's free slots from now on, to book or move the candidate into. */
  readonly free_slots: readonly FreeSlot[];
  /** A no-show may book once more when staff allowed it. */
  readonly rebook_allowed: boolean;
  readonly history: readonly InterviewHistoryEntry[];
  readonly scores: readonly PanelScoreView[];
  /** The mean of the panel's totals; null before the first score. */
  readonly interview_score: number | null;
  readonly rubric: Rubric;
}

export interface StaffBooking {
  readonly booking_id: number;
  readonly slot: InterviewSlotView;
  readonly adjustments: Adjustments;
  readonly booked_at: string;
  /** 'candidate', or the staff member who booked during a call. */
  readonly booked_by: string;
  readonly attendance: InterviewAttendance | null;
}

/** A row of a panel member's /interviews page (GET /interviews). */
export interface PanelInterview {
  readonly booking_id: number;
  readonly application_id: number;
  readonly candidate_name: string;
  readonly program_name: string;
  readonly starts_at: string;
  readonly ends_at: string;
  readonly mode: InterviewMode;
  readonly location: string | null;
  readonly adjustments: Adjustments;
  readonly attendance: InterviewAttendance | null;
  /** This member's score was submitted. */
  readonly scored: boolean;
}

/** A panel member's page of one interview (GET /interviews/{bookingId}). */
export interface PanelInterviewDetail extends PanelInterview {
  readonly time_zone: string;
  readonly rubric: Rubric;
  readonly my_score: { readonly scores: Readonly<Record<string, ReviewScore>>; readonly comment: string; readonly submitted_at: string } | null;
}

/** A panel member's score (PUT /interviews/{bookingId}/score); 422 SCORE_INCOMPLETE, 409 NOT_ATTENDED. */
export interface PanelScoreRequest {
  readonly scores: Readonly<Record<string, ReviewScore>>;
  readonly comment: string;
}
