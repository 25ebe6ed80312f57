import { describe, expect, it } from 'vitest';
import { candidateHistory, candidateMaySee, newestFirst, timelineKindOfStatusChange, type TimelineEvent } from './timeline';

const event = (id: number, at: string, kind: TimelineEvent['kind'], extra: Partial<TimelineEvent> = {}): TimelineEvent => ({
  id,
  applicationId: 7,
  at,
  actor: { kind: 'candidate' },
  kind,
  details: {},
  ...extra,
});
const staff = { kind: 'staff', name: 'Ada Admin', role: 'admin' } as const;

describe('timeline', () => {
  it('records a return to the candidate as a re-opening, any other change as a status change', () => {
    expect(timelineKindOfStatusChange('COMPLETE', 'IN_PROGRESS')).toBe('reopened');
    expect(timelineKindOfStatusChange('REJECTED', 'IN_PROGRESS')).toBe('reopened');
    expect(timelineKindOfStatusChange('ADMISSIBLE', 'IN_PROGRESS')).toBe('reopened');
    expect(timelineKindOfStatusChange('DRAFT', 'IN_PROGRESS')).toBe('status-changed');
    expect(timelineKindOfStatusChange('COMPLETE', 'REJECTED')).toBe('status-changed');
  });

  it('lists newest first, the later recorded first within one instant', () => {
    const events = [event(1, '2026-03-03T10:00:00Z', 'documents-submitted'), event(3, '2026-03-05T09:00:00Z', 'reopened'), event(2, '2026-03-05T09:00:00Z', 'note-added')];
    expect(newestFirst(events).map((entry) => entry.id)).toEqual([3, 2, 1]);
  });

  it("gives the candidate submissions, re-openings, decisions and documents sent back, never notes, emails or a reviewer's name", () => {
    const events = [
      event(1, '2026-03-01T10:00:00Z', 'document-uploaded'),
      event(2, '2026-03-03T10:00:00Z', 'documents-submitted'),
      event(3, '2026-03-04T10:00:00Z', 'note-added', { actor: staff }),
      event(4, '2026-03-04T11:00:00Z', 'document-reviewed', { actor: staff, details: { state: 'accepted' } }),
      event(5, '2026-03-04T12:00:00Z', 'document-reviewed', { actor: staff, details: { state: 'needs-new-file', reason: 'unreadable' } }),
      event(6, '2026-03-05T09:00:00Z', 'reopened', { actor: staff }),
      event(7, '2026-03-05T09:00:01Z', 'email-sent', { actor: { kind: 'system' } }),
      event(8, '2026-03-06T09:00:00Z', 'status-changed', { actor: staff, details: { from: 'COMPLETE', to: 'REJECTED' } }),
    ];
    const history = candidateHistory(events);
    expect(history.map((entry) => entry.id)).toEqual([8, 6, 5, 2]);
    expect(history[0]?.actor).toEqual({ kind: 'staff', name: '', role: 'admin' });
    expect(history[3]?.actor).toEqual({ kind: 'candidate' });
  });

  it("lets the candidate see their interview's bookings, moves and cancellations, not attendance, scores or a new booking allowed", () => {
    expect(['interview-booked', 'interview-moved', 'interview-cancelled'].map(candidateMaySee)).toEqual([true, true, true]);
    expect(['interview-attendance', 'interview-scored', 'interview-rebook-allowed'].map(candidateMaySee)).toEqual([false, false, false]);
    const events = [event(1, '2026-03-03T10:00:00Z', 'interview-booked', { actor: staff, details: { booking_id: 4, starts_at: '2026-03-10T09:00:00Z' } })];
    expect(candidateHistory(events)).toEqual([]);
  });
});
