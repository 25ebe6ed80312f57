// The admission interview's page stories' data: a candidate's booking page, a panel member's interviews.
import { PortError, type CandidateInterviewView, type FreeSlot, type PanelInterview, type PanelInterviewDetail, type Rubric, type StaffBooking, type StaffInterviewView } from '@admission/domain';
import { brand } from '../shared/brand';
import { secondsFromNow } from './fixtures';

const HOUR = 3_600;
const DAY = 86_400;

/** A free slot `days` days and `hours` hours after the story's clock (Sunday 1 March 2026, 09:00 UTC), 30 minutes long. */
export const aFreeSlot = (id: number, days: number, hours = 0, extra: Partial<FreeSlot> = {}): FreeSlot => ({
  id,
  starts_at: secondsFromNow(days * DAY + hours * HOUR),
  ends_at: secondsFromNow(days * DAY + hours * HOUR + 1_800),
  mode: 'video',
  address: null,
  ...extra,
});

/** Three free slots on Wednesday 4 March (one on site) and one on Thursday 5 March. */
export const freeSlots: readonly FreeSlot[] = [
  aFreeSlot(201, 3),
  aFreeSlot(202, 3, 0.5),
  aFreeSlot(203, 3, 1, { mode: 'on_site', address: '1 Campus Road' }),
  aFreeSlot(204, 4, 2),
];

/** Application 501's page, nothing booked, in the shown brand's zone. */
export const bookingPage = (extra: Partial<CandidateInterviewView> = {}): CandidateInterviewView => ({
  application_id: 501,
  program_name: 'Master in Management',
  time_zone: brand.timeZone,
  booking_place: 'portal',
  outside_url: null,
  change_cutoff_hours: 24,
  booking: null,
  free_slots: freeSlots,
  lock: null,
  ...extra,
});

/** The same page booked on slot 201, extra time asked for, changeable until a day before. */
export const bookedPage = (extra: Partial<CandidateInterviewView> = {}): CandidateInterviewView =>
  bookingPage({
    booking: {
      booking_id: 301,
      slot: { id: 201, starts_at: secondsFromNow(3 * DAY), ends_at: secondsFromNow(3 * DAY + 1_800), mode: 'video', location: 'https://meet.example/mim-201' },
      adjustments: { kinds: ['extra_time'], other: '' },
      booked_at: secondsFromNow(-DAY),
      change_until: secondsFromNow(2 * DAY),
      attendance: null,
    },
    free_slots: freeSlots.slice(1),
    ...extra,
  });

/** A 409 SLOT_TAKEN as the adapter rejects it, with the free slots left. */
export const slotTaken = (left: readonly FreeSlot[]) => new PortError('CONFLICT', 'This slot was just taken', { status: 409, detail: { code: 'SLOT_TAKEN', free_slots: left } });

/** A 403 as for an interview or an application not theirs. */
export const forbidden = () => new PortError('FORBIDDEN', 'Forbidden', { status: 403, detail: 'Forbidden' });

const criterion = (id: string, en: string, fr: string) => ({
  id,
  weight: 1,
  label: { en, fr },
  levels: [
    { en: 'Weak', fr: 'Faible' },
    { en: 'Fair', fr: 'Passable' },
    { en: 'Good', fr: 'Bien' },
    { en: 'Very good', fr: 'Très bien' },
    { en: 'Excellent', fr: 'Excellent' },
  ],
}) as const;

export const interviewRubric: Rubric = {
  criteria: [criterion('motivation', 'Motivation', 'Motivation'), criterion('communication', 'Communication', 'Communication'), criterion('program_fit', 'Fit with the program', 'Adéquation au programme')],
};

/** A panel member's interviews: one held yesterday to score, one this afternoon, one on Wednesday by phone. */
export const panelInterviews: readonly PanelInterview[] = [
  { booking_id: 301, application_id: 42, candidate_name: 'Amelia Hart', program_name: 'Master in Management', starts_at: secondsFromNow(-DAY), ends_at: secondsFromNow(-DAY + 1_800), mode: 'video', location: 'https://meet.example/mim-301', adjustments: { kinds: ['extra_time'], other: '' }, attendance: 'attended', scored: false },
  { booking_id: 302, application_id: 43, candidate_name: 'Bruno Costa', program_name: 'Master in Management', starts_at: secondsFromNow(5 * HOUR), ends_at: secondsFromNow(5 * HOUR + 1_800), mode: 'on_site', location: '1 Campus Road', adjustments: { kinds: ['step_free_access'], other: '' }, attendance: null, scored: false },
  { booking_id: 303, application_id: 44, candidate_name: 'Chloé Martin', program_name: 'Master in Management', starts_at: secondsFromNow(3 * DAY), ends_at: secondsFromNow(3 * DAY + 1_800), mode: 'phone', location: null, adjustments: { kinds: [], other: '' }, attendance: null, scored: false },
];

/** Interview 301 as its page shows it: held yesterday, the attendance recorded or not, nothing scored. */
export const panelInterview = (extra: Partial<PanelInterviewDetail> = {}): PanelInterviewDetail => ({
  ...(panelInterviews[0] as PanelInterview),
  time_zone: brand.timeZone,
  rubric: interviewRubric,
  my_score: null,
  ...extra,
});

/** Application 42's Interview tab as staff read it: nothing booked, the free slots, in the shown brand's zone. */
export const staffInterview = (extra: Partial<StaffInterviewView> = {}): StaffInterviewView => ({
  application_id: 42,
  program_id: 7,
  time_zone: brand.timeZone,
  booking_place: 'portal',
  booking: null,
  free_slots: freeSlots,
  rebook_allowed: false,
  history: [],
  scores: [],
  interview_score: null,
  rubric: interviewRubric,
  ...extra,
});

const panel = [
  { id: 'staff-2', name: 'Alice Admin', role: 'admin' },
  { id: 'reviewer-1', name: 'Ada Reviewer', role: 'reviewer' },
] as const;

/** A staff booking on slot `slotId`, `days` after the story's clock, booked by the candidate a day ago. */
export const staffBooking = (days: number, extra: Partial<StaffBooking> = {}): StaffBooking => ({
  booking_id: 301,
  slot: { id: 201, program_id: 7, starts_at: secondsFromNow(days * DAY), ends_at: secondsFromNow(days * DAY + 1_800), mode: 'video', location: 'https://meet.example/mim-201', panel, booking: null },
  adjustments: { kinds: ['extra_time', 'other'], other: 'A quiet room' },
  booked_at: secondsFromNow(-DAY),
  booked_by: 'candidate',
  attendance: null,
  ...extra,
});

/** Held yesterday, attended and scored by two panel members; its history from booking to the scores. */
export const scoredStaffInterview = (): StaffInterviewView =>
  staffInterview({
    booking: staffBooking(-1, { attendance: 'attended' }),
    history: [
      { at: secondsFromNow(-4 * DAY), actor: 'candidate', kind: 'booked', starts_at: secondsFromNow(-2 * DAY), reason: null, attendance: null },
      { at: secondsFromNow(-3 * DAY), actor: 'Alice Admin', kind: 'moved', starts_at: secondsFromNow(-DAY), reason: null, attendance: null },
      { at: secondsFromNow(-DAY + 1_800), actor: 'Alice Admin', kind: 'attendance', starts_at: null, reason: null, attendance: 'attended' },
      { at: secondsFromNow(-DAY + 3_600), actor: 'Ada Reviewer', kind: 'scored', starts_at: null, reason: null, attendance: null },
    ],
    scores: [
      { member_id: 'staff-2', member_name: 'Alice Admin', scores: { motivation: 4, communication: 5, program_fit: 4 }, total: 4.33, comment: 'Clear and well prepared.', submitted_at: secondsFromNow(-DAY + 3_000) },
      { member_id: 'reviewer-1', member_name: 'Ada Reviewer', scores: { motivation: 4, communication: 4, program_fit: 3 }, total: 3.67, comment: '', submitted_at: secondsFromNow(-DAY + 3_600) },
    ],
    interview_score: 4,
  });

/** A coded refusal as the adapter rejects it (409 or 422). */
export const interviewRefusal = (code: string, status = 409) => new PortError(status === 422 ? 'INVALID_INPUT' : 'CONFLICT', code, { status, detail: { code } });
