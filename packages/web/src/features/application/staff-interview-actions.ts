// The buttons of the Interview tab: which of staff's changes the domain's rule allows now (the server applies the same rule).
import { authoriseInterviewAction, type DealStatus, type InterviewAction, type Role, type StaffInterviewView } from '@admission/domain';

/** Which of staff's actions the domain's rule allows now on this view (the server applies the same rule). */
export function staffInterviewActions(view: StaffInterviewView, role: Role | null, dealStatus: DealStatus, nowMs: number): ReadonlySet<InterviewAction> {
  if (role === null || view.booking_place === 'outside') return new Set();
  const booking = view.booking;
  const context = {
    actor: { role, isPanelMember: false, ownsApplication: false },
    dealStatus,
    booking: booking === null ? null : { startsAt: booking.slot.starts_at, attendance: booking.attendance },
    rebookAllowed: view.rebook_allowed,
    hadNoShow: booking?.attendance === 'no_show' || view.history.some((entry) => entry.attendance === 'no_show'),
    nowMs,
    cutoffHours: 0,
    scored: false,
  };
  const actions: readonly InterviewAction[] = ['book', 'move', 'cancel', 'allow-rebook'];
  return new Set(actions.filter((action) => authoriseInterviewAction(action, context).ok));
}
