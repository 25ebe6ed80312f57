// The admission interview's calls: extensions of the product API beyond spec §7. Every method rejects with a
// PortError; a coded refusal carries the domain's code in its detail (SLOT_TAKEN, CHANGE_CLOSED, PANEL_OVERLAP...).
import type { InterviewAttendance } from '../interview/interview-kinds';
import type {
  BookingRequest,
  CandidateInterviewView,
  InterviewSettingsUpdate,
  InterviewSettingsView,
  InterviewSlotView,
  PanelInterview,
  PanelInterviewDetail,
  PanelScoreRequest,
  ProgramInterviewsView,
  SlotBatchRequest,
  SlotRemoval,
  SlotUpdate,
  StaffInterviewView,
} from './interview-entities';

export interface InterviewApi {
  // The candidate's calls, on their own application.
  /** GET /applications/{applicationId}/interview */
  candidateInterview(applicationId: number): Promise<CandidateInterviewView>;
  /** POST /applications/{applicationId}/interview; 409 SLOT_TAKEN (with the free slots), ALREADY_BOOKED, NOT_ADMISSIBLE. */
  book(applicationId: number, request: BookingRequest): Promise<CandidateInterviewView>;
  /** PUT /applications/{applicationId}/interview; 409 SLOT_TAKEN, CHANGE_CLOSED. */
  move(applicationId: number, request: BookingRequest): Promise<CandidateInterviewView>;
  /** POST /applications/{applicationId}/interview/cancel {reason}; 409 CHANGE_CLOSED, 422 REASON_REQUIRED. */
  cancel(applicationId: number, reason: string): Promise<CandidateInterviewView>;

  // An admin's calls for a program's slots and settings.
  /** GET /admin/programs/{programId}/interviews */
  programInterviews(programId: number): Promise<ProgramInterviewsView>;
  /** PUT /admin/programs/{programId}/interview-settings; 422 INTERVIEW_SETTINGS_INVALID with the field. */
  updateInterviewSettings(programId: number, update: InterviewSettingsUpdate): Promise<InterviewSettingsView>;
  /** POST /admin/programs/{programId}/interview-slots; 422 SLOT_BATCH_INVALID with the field, 409 PANEL_OVERLAP. */
  createSlots(programId: number, batch: SlotBatchRequest): Promise<readonly InterviewSlotView[]>;
  /** PATCH /admin/interview-slots/{slotId}; 409 SLOT_BOOKED (times of a booked slot), PANEL_OVERLAP. */
  updateSlot(slotId: number, update: SlotUpdate): Promise<InterviewSlotView>;
  /** POST /admin/interview-slots/remove {slot_ids}: a booked slot is refused (SLOT_BOOKED). */
  removeSlots(slotIds: readonly number[]): Promise<SlotRemoval>;

  // Staff's calls on an application (admins and agents), during a call with the candidate.
  /** GET /admin/applications/{applicationId}/interview */
  staffInterview(applicationId: number): Promise<StaffInterviewView>;
  /** POST /admin/applications/{applicationId}/interview */
  staffBook(applicationId: number, request: BookingRequest): Promise<StaffInterviewView>;
  /** PUT /admin/applications/{applicationId}/interview */
  staffMove(applicationId: number, request: BookingRequest): Promise<StaffInterviewView>;
  /** POST /admin/applications/{applicationId}/interview/cancel {reason} */
  staffCancel(applicationId: number, reason: string): Promise<StaffInterviewView>;
  /** POST /admin/applications/{applicationId}/interview/rebook: a no-show may book once more. */
  allowRebook(applicationId: number): Promise<StaffInterviewView>;

  // A panel member's calls (staff or reviewers on the slot's panel).
  /** GET /interviews: their interviews, in time order. */
  panelInterviews(): Promise<readonly PanelInterview[]>;
  /** GET /interviews/{bookingId}; 403 when not on its panel. */
  panelInterview(bookingId: number): Promise<PanelInterviewDetail>;
  /** PUT /interviews/{bookingId}/attendance {attendance}; 409 NOT_YET_HELD before the start. */
  recordAttendance(bookingId: number, attendance: InterviewAttendance): Promise<PanelInterviewDetail>;
  /** PUT /interviews/{bookingId}/score; 409 NOT_ATTENDED, 422 SCORE_INCOMPLETE. */
  scoreInterview(bookingId: number, score: PanelScoreRequest): Promise<PanelInterviewDetail>;
}
