// The admin's interview slots page's story data: a program's settings, its panel, and slots on two days.
import { PortError, type InterviewSlotView, type PanelMember, type ProgramInterviewsView } from '@admission/domain';
import { brand } from '../shared/brand';
import { secondsFromNow } from './fixtures';
import { interviewRubric } from './interview-fixtures';

const HOUR = 3_600;
const DAY = 86_400;

export const eligiblePanel: readonly PanelMember[] = [
  { id: 'staff-1', name: 'Claire Dubois', role: 'admin' },
  { id: 'rev-1', name: 'Marc Lefèvre', role: 'reviewer' },
];

/** A slot `days` days and `hours` hours after the story's clock (Sunday 1 March 2026, 09:00 UTC), 30 minutes long. */
export const aSlot = (id: number, days: number, hours = 0, extra: Partial<InterviewSlotView> = {}): InterviewSlotView => ({
  id,
  program_id: 3,
  starts_at: secondsFromNow(days * DAY + hours * HOUR),
  ends_at: secondsFromNow(days * DAY + hours * HOUR + 1_800),
  mode: 'video',
  location: 'https://meet.example/mim',
  panel: eligiblePanel,
  booking: null,
  ...extra,
});

/** Two slots on Wednesday 4 March, the first booked by Amelia Hart; one on site on Thursday 5 March. */
export const programSlots: readonly InterviewSlotView[] = [
  aSlot(201, 3, 0, { booking: { booking_id: 301, application_id: 501, candidate_name: 'Amelia Hart' } }),
  aSlot(202, 3, 0.5),
  aSlot(203, 4, 1, { mode: 'on_site', location: '1 Campus Road', panel: [eligiblePanel[1] as PanelMember] }),
];

/** Program 3's slots page in the shown brand's zone. */
export const programInterviewsPage = (extra: Partial<ProgramInterviewsView> = {}): ProgramInterviewsView => ({
  program_id: 3,
  program_name: 'Master in Finance',
  time_zone: brand.timeZone,
  settings: { booking_place: 'portal', outside_url: null, change_cutoff_hours: 24, interview_weight: 0.5, rubric: interviewRubric, rubric_editable: true },
  slots: programSlots,
  eligible_panel: eligiblePanel,
  ...extra,
});

/** A refusal as the adapter rejects it: `status` and the body's detail. */
export const interviewRefusal = (status: 404 | 409 | 422, detail: Record<string, unknown>) =>
  new PortError(status === 404 ? 'NOT_FOUND' : status === 409 ? 'CONFLICT' : 'INVALID_INPUT', 'Refused', { status, detail });
