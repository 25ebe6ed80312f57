import {
  isPortError,
  NO_ADJUSTMENTS,
  PortError,
  type Adjustments,
  type BookedSlot,
  type BookingRequest,
  type CandidateBooking,
  type CandidateInterviewView,
  type FreeSlot,
  type InterviewApi,
  type InterviewAttendance,
  type InterviewHistoryEntry,
  type InterviewRefusalBody,
  type InterviewSettingsUpdate,
  type InterviewSettingsView,
  type InterviewSlotView,
  type PanelInterview,
  type PanelInterviewDetail,
  type PanelOverlapView,
  type PanelScoreRequest,
  type PanelScoreView,
  type ProgramInterviewsView,
  type SlotBatchRequest,
  type SlotRemoval,
  type SlotUpdate,
  type StaffBooking,
  type StaffInterviewView,
} from '@admission/domain';
import type { ApiHttpClient } from './api-http-client';
import { API_ROUTES } from './api-routes';

/** A shape as sent: lists and nullable parts may be missing, and other fields may stand beside the ones read. */
type Loose<T> = { readonly [K in keyof T]?: T[K] | null };

const listOf = <T, R>(wire: readonly T[] | null | undefined, each: (item: T) => R): readonly R[] => (wire ?? []).map(each);

const adjustmentsOf = (wire: Loose<Adjustments> | null | undefined): Adjustments =>
  wire ? { kinds: [...(wire.kinds ?? [])], other: wire.other ?? '' } : NO_ADJUSTMENTS;

const freeSlotOf = (wire: FreeSlot): FreeSlot => ({
  id: wire.id,
  starts_at: wire.starts_at,
  ends_at: wire.ends_at,
  mode: wire.mode,
  address: wire.address ?? null,
});

const bookedSlotOf = (wire: BookedSlot): BookedSlot => ({
  id: wire.id,
  starts_at: wire.starts_at,
  ends_at: wire.ends_at,
  mode: wire.mode,
  location: wire.location ?? null,
});

type WireCandidateBooking = CandidateBooking & Loose<Pick<CandidateBooking, 'adjustments' | 'attendance'>>;
type WireCandidateView = Omit<CandidateInterviewView, 'booking' | 'free_slots'> & {
  readonly booking?: WireCandidateBooking | null;
  readonly free_slots?: readonly FreeSlot[] | null;
};

function candidateViewOf(wire: WireCandidateView): CandidateInterviewView {
  const booking = wire.booking;
  return {
    application_id: wire.application_id,
    program_name: wire.program_name,
    time_zone: wire.time_zone,
    booking_place: wire.booking_place,
    outside_url: wire.outside_url ?? null,
    change_cutoff_hours: wire.change_cutoff_hours,
    booking: booking
      ? {
          booking_id: booking.booking_id,
          slot: bookedSlotOf(booking.slot),
          adjustments: adjustmentsOf(booking.adjustments),
          booked_at: booking.booked_at,
          change_until: booking.change_until,
          attendance: booking.attendance ?? null,
        }
      : null,
    free_slots: listOf(wire.free_slots, freeSlotOf),
    lock: wire.lock ?? null,
  };
}

type WireSlot = Omit<InterviewSlotView, 'panel'> & { readonly panel?: InterviewSlotView['panel'] | null };
const slotOf = (wire: WireSlot): InterviewSlotView => ({
  id: wire.id,
  program_id: wire.program_id,
  starts_at: wire.starts_at,
  ends_at: wire.ends_at,
  mode: wire.mode,
  location: wire.location ?? null,
  panel: listOf(wire.panel, (member) => ({ id: member.id, name: member.name, role: member.role })),
  booking: wire.booking ? { booking_id: wire.booking.booking_id, application_id: wire.booking.application_id, candidate_name: wire.booking.candidate_name } : null,
});

const settingsOf = (wire: InterviewSettingsView): InterviewSettingsView => ({
  booking_place: wire.booking_place,
  outside_url: wire.outside_url ?? null,
  change_cutoff_hours: wire.change_cutoff_hours,
  interview_weight: wire.interview_weight,
  rubric: { criteria: wire.rubric?.criteria ?? [] },
  rubric_editable: wire.rubric_editable ?? true,
});

type WireProgramView = Omit<ProgramInterviewsView, 'slots' | 'eligible_panel'> & {
  readonly slots?: readonly WireSlot[] | null;
  readonly eligible_panel?: ProgramInterviewsView['eligible_panel'] | null;
};

type WireStaffBooking = Omit<StaffBooking, 'slot' | 'adjustments' | 'attendance'> & {
  readonly slot: WireSlot;
  readonly adjustments?: Loose<Adjustments> | null;
  readonly attendance?: InterviewAttendance | null;
};
type WireStaffView = Omit<StaffInterviewView, 'booking' | 'free_slots' | 'history' | 'scores' | 'interview_score' | 'rebook_allowed'> & {
  readonly booking?: WireStaffBooking | null;
  readonly free_slots?: readonly FreeSlot[] | null;
  readonly history?: readonly InterviewHistoryEntry[] | null;
  readonly scores?: readonly PanelScoreView[] | null;
  readonly interview_score?: number | null;
  readonly rebook_allowed?: boolean | null;
};

const historyEntryOf = (wire: InterviewHistoryEntry): InterviewHistoryEntry => ({
  at: wire.at,
  actor: wire.actor,
  kind: wire.kind,
  starts_at: wire.starts_at ?? null,
  reason: wire.reason ?? null,
  attendance: wire.attendance ?? null,
});

const panelScoreOf = (wire: PanelScoreView): PanelScoreView => ({
  member_id: wire.member_id,
  member_name: wire.member_name,
  scores: wire.scores,
  total: wire.total,
  comment: wire.comment ?? '',
  submitted_at: wire.submitted_at,
});

function staffViewOf(wire: WireStaffView): StaffInterviewView {
  const booking = wire.booking;
  return {
    application_id: wire.application_id,
    program_id: wire.program_id,
    time_zone: wire.time_zone,
    booking_place: wire.booking_place,
    booking: booking
      ? {
          booking_id: booking.booking_id,
          slot: slotOf(booking.slot),
          adjustments: adjustmentsOf(booking.adjustments),
          booked_at: booking.booked_at,
          booked_by: booking.booked_by,
          attendance: booking.attendance ?? null,
        }
      : null,
    free_slots: listOf(wire.free_slots, freeSlotOf),
    rebook_allowed: wire.rebook_allowed ?? false,
    history: listOf(wire.history, historyEntryOf),
    scores: listOf(wire.scores, panelScoreOf),
    interview_score: wire.interview_score ?? null,
    rubric: { criteria: wire.rubric?.criteria ?? [] },
  };
}

type WirePanelInterview = Omit<PanelInterview, 'adjustments' | 'attendance' | 'scored'> & {
  readonly adjustments?: Loose<Adjustments> | null;
  readonly attendance?: InterviewAttendance | null;
  readonly scored?: boolean | null;
};
const panelInterviewOf = (wire: WirePanelInterview): PanelInterview => ({
  booking_id: wire.booking_id,
  application_id: wire.application_id,
  candidate_name: wire.candidate_name,
  program_name: wire.program_name,
  starts_at: wire.starts_at,
  ends_at: wire.ends_at,
  mode: wire.mode,
  location: wire.location ?? null,
  adjustments: adjustmentsOf(wire.adjustments),
  attendance: wire.attendance ?? null,
  scored: wire.scored ?? false,
});

type WirePanelDetail = WirePanelInterview & Pick<PanelInterviewDetail, 'time_zone' | 'rubric'> & { readonly my_score?: PanelInterviewDetail['my_score'] };
const panelDetailOf = (wire: WirePanelDetail): PanelInterviewDetail => ({
  ...panelInterviewOf(wire),
  time_zone: wire.time_zone,
  rubric: { criteria: wire.rubric?.criteria ?? [] },
  my_score: wire.my_score ? { scores: wire.my_score.scores, comment: wire.my_score.comment ?? '', submitted_at: wire.my_score.submitted_at } : null,
});

const overlapOf = (wire: PanelOverlapView): PanelOverlapView => ({
  member_id: wire.member_id,
  member_name: wire.member_name,
  starts_at: wire.starts_at,
  other_slot_id: wire.other_slot_id,
  other_starts_at: wire.other_starts_at,
});

/**
 * A coded refusal (`detail: {code, message, field?, free_slots?, conflicts?}`) with its detail reduced to an
 * InterviewRefusalBody; any other error as it is.
 */
function interviewRefusal(error: unknown): unknown {
  if (!isPortError(error) || typeof error.detail !== 'object' || error.detail === null) return error;
  const detail = error.detail as Loose<InterviewRefusalBody>;
  if (typeof detail.code !== 'string') return error;
  const refusal: InterviewRefusalBody = {
    code: detail.code,
    ...(typeof detail.field === 'string' ? { field: detail.field } : {}),
    ...(Array.isArray(detail.free_slots) ? { free_slots: detail.free_slots.map(freeSlotOf) } : {}),
    ...(Array.isArray(detail.conflicts) ? { conflicts: detail.conflicts.map(overlapOf) } : {}),
  };
  return new PortError(error.code, error.message, { status: error.status, detail: refusal });
}

const bookingBody = (request: BookingRequest): BookingRequest => ({
  slot_id: request.slot_id,
  adjustments: { kinds: request.adjustments.kinds, other: request.adjustments.other },
});

/**
 * The admission interview's calls over the product API's HTTP client: the candidate's booking, the admin's slots and
 * settings, staff's Interview tab and the panel's pages. A coded refusal rejects a PortError whose detail is an
 * InterviewRefusalBody (SLOT_TAKEN with the free slots, PANEL_OVERLAP with the conflicts, a field for a 422).
 */
export class HttpInterviewApi implements InterviewApi {
  constructor(private readonly client: ApiHttpClient) {}

  private async send<T>(call: () => Promise<T>): Promise<T> {
    try {
      return await call();
    } catch (error) {
      throw interviewRefusal(error);
    }
  }

  async candidateInterview(applicationId: number): Promise<CandidateInterviewView> {
    return this.send(async () => candidateViewOf((await this.client.call<WireCandidateView>(API_ROUTES.candidateInterview, { params: { applicationId } })).data));
  }

  async book(applicationId: number, request: BookingRequest): Promise<CandidateInterviewView> {
    return this.send(async () =>
      candidateViewOf((await this.client.call<WireCandidateView>(API_ROUTES.bookInterview, { params: { applicationId }, body: bookingBody(request) })).data),
    );
  }

  async move(applicationId: number, request: BookingRequest): Promise<CandidateInterviewView> {
    return this.send(async () =>
      candidateViewOf((await this.client.call<WireCandidateView>(API_ROUTES.moveInterview, { params: { applicationId }, body: bookingBody(request) })).data),
    );
  }

  async cancel(applicationId: number, reason: string): Promise<CandidateInterviewView> {
    return this.send(async () => candidateViewOf((await this.client.call<WireCandidateView>(API_ROUTES.cancelInterview, { params: { applicationId }, body: { reason } })).data));
  }

  async programInterviews(programId: number): Promise<ProgramInterviewsView> {
    return this.send(async () => {
      const { data } = await this.client.call<WireProgramView>(API_ROUTES.adminProgramInterviews, { params: { programId } });
      return {
        program_id: data.program_id,
        program_name: data.program_name,
        time_zone: data.time_zone,
        settings: settingsOf(data.settings),
        slots: listOf(data.slots, slotOf),
        eligible_panel: listOf(data.eligible_panel, (member) => ({ id: member.id, name: member.name, role: member.role })),
      };
    });
  }

  async updateInterviewSettings(programId: number, update: InterviewSettingsUpdate): Promise<InterviewSettingsView> {
    const { booking_place, outside_url, change_cutoff_hours, interview_weight, rubric } = update;
    const body = { booking_place, outside_url, change_cutoff_hours, interview_weight, rubric: { criteria: rubric.criteria } };
    return this.send(async () => settingsOf((await this.client.call<InterviewSettingsView>(API_ROUTES.adminSaveInterviewSettings, { params: { programId }, body })).data));
  }

  async createSlots(programId: number, batch: SlotBatchRequest): Promise<readonly InterviewSlotView[]> {
    const { dates, from, to, length_minutes, gap_minutes, mode, location, panel_ids } = batch;
    const body = { dates, from, to, length_minutes, gap_minutes, mode, location, panel_ids };
    return this.send(async () => listOf((await this.client.call<readonly WireSlot[] | null>(API_ROUTES.adminCreateInterviewSlots, { params: { programId }, body })).data, slotOf));
  }

  async updateSlot(slotId: number, update: SlotUpdate): Promise<InterviewSlotView> {
    const { starts_at, ends_at, mode, location, panel_ids } = update;
    const body = { starts_at, ends_at, mode, location, panel_ids };
    return this.send(async () => slotOf((await this.client.call<WireSlot>(API_ROUTES.adminUpdateInterviewSlot, { params: { slotId }, body })).data));
  }

  async removeSlots(slotIds: readonly number[]): Promise<SlotRemoval> {
    return this.send(async () => {
      const { data } = await this.client.call<Loose<SlotRemoval>>(API_ROUTES.adminRemoveInterviewSlots, { body: { slot_ids: slotIds } });
      return { removed: data.removed ?? [], refused: listOf(data.refused, (row) => ({ slot_id: row.slot_id, code: row.code })) };
    });
  }

  async staffInterview(applicationId: number): Promise<StaffInterviewView> {
    return this.send(async () => staffViewOf((await this.client.call<WireStaffView>(API_ROUTES.adminApplicationInterview, { params: { applicationId } })).data));
  }

  async staffBook(applicationId: number, request: BookingRequest): Promise<StaffInterviewView> {
    return this.send(async () =>
      staffViewOf((await this.client.call<WireStaffView>(API_ROUTES.adminBookInterview, { params: { applicationId }, body: bookingBody(request) })).data),
    );
  }

  async staffMove(applicationId: number, request: BookingRequest): Promise<StaffInterviewView> {
    return this.send(async () =>
      staffViewOf((await this.client.call<WireStaffView>(API_ROUTES.adminMoveInterview, { params: { applicationId }, body: bookingBody(request) })).data),
    );
  }

  async staffCancel(applicationId: number, reason: string): Promise<StaffInterviewView> {
    return this.send(async () => staffViewOf((await this.client.call<WireStaffView>(API_ROUTES.adminCancelInterview, { params: { applicationId }, body: { reason } })).data));
  }

  async allowRebook(applicationId: number): Promise<StaffInterviewView> {
    return this.send(async () => staffViewOf((await this.client.call<WireStaffView>(API_ROUTES.adminAllowInterviewRebook, { params: { applicationId } })).data));
  }

  async panelInterviews(): Promise<readonly PanelInterview[]> {
    return this.send(async () => listOf((await this.client.call<readonly WirePanelInterview[] | null>(API_ROUTES.panelInterviews)).data, panelInterviewOf));
  }

  async panelInterview(bookingId: number): Promise<PanelInterviewDetail> {
    return this.send(async () => panelDetailOf((await this.client.call<WirePanelDetail>(API_ROUTES.panelInterview, { params: { bookingId } })).data));
  }

  async recordAttendance(bookingId: number, attendance: InterviewAttendance): Promise<PanelInterviewDetail> {
    return this.send(async () =>
      panelDetailOf((await this.client.call<WirePanelDetail>(API_ROUTES.recordInterviewAttendance, { params: { bookingId }, body: { attendance } })).data),
    );
  }

  async scoreInterview(bookingId: number, score: PanelScoreRequest): Promise<PanelInterviewDetail> {
    const body = { scores: score.scores, comment: score.comment };
    return this.send(async () => panelDetailOf((await this.client.call<WirePanelDetail>(API_ROUTES.scoreInterview, { params: { bookingId }, body })).data));
  }
}
