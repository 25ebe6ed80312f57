import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { DEAL_STATUSES } from '../api/entities';
import type { Role } from '../roles/role';
import { changeClosesAt } from './change-cutoff';
import { authoriseInterviewAction, INTERVIEW_ACTIONS, slotStillBookable, type InterviewAction, type InterviewActionContext, type InterviewActor } from './interview-access';

const START = '2026-03-10T09:00:00.000Z';
const START_MS = Date.parse(START);
const CLOSES_MS = Date.parse(changeClosesAt(START, 24));
const HOUR = 3_600_000;

const candidate: InterviewActor = { role: 'candidate', isPanelMember: false, ownsApplication: true };
const admin: InterviewActor = { role: 'admin', isPanelMember: false, ownsApplication: false };
const agent: InterviewActor = { role: 'agent', isPanelMember: false, ownsApplication: false };
const panelReviewer: InterviewActor = { role: 'reviewer', isPanelMember: true, ownsApplication: false };
const otherReviewer: InterviewActor = { role: 'reviewer', isPanelMember: false, ownsApplication: false };

const context = (overrides: Partial<InterviewActionContext> = {}): InterviewActionContext => ({
  actor: candidate,
  dealStatus: 'ADMISSIBLE',
  booking: null,
  rebookAllowed: false,
  hadNoShow: false,
  nowMs: START_MS - 72 * HOUR,
  cutoffHours: 24,
  scored: false,
  ...overrides,
});
const booked = (attendance: 'attended' | 'no_show' | null = null) => ({ startsAt: START, attendance });

const codeOf = (action: InterviewAction, overrides: Partial<InterviewActionContext>): string => {
  const result = authoriseInterviewAction(action, context(overrides));
  return result.ok ? 'ok' : result.error.code;
};

describe('authoriseInterviewAction: booking', () => {
  it('lets a candidate book their own ADMISSIBLE application once', () => {
    expect(codeOf('book', {})).toBe('ok');
    expect(codeOf('book', { actor: { ...candidate, ownsApplication: false } })).toBe('FORBIDDEN');
    expect(codeOf('book', { dealStatus: 'COMPLETE' })).toBe('NOT_ADMISSIBLE');
    expect(codeOf('book', { booking: booked() })).toBe('ALREADY_BOOKED');
    expect(codeOf('book', { booking: booked('attended'), nowMs: START_MS + HOUR })).toBe('ALREADY_BOOKED');
  });

  it.each(DEAL_STATUSES.filter((status) => status !== 'ADMISSIBLE'))('refuses booking a %s application, for staff too', (dealStatus) => {
    expect(codeOf('book', { dealStatus })).toBe('NOT_ADMISSIBLE');
    expect(codeOf('book', { dealStatus, actor: admin })).toBe('NOT_ADMISSIBLE');
  });

  it('refuses a candidate a new booking after a no-show until staff allow one', () => {
    expect(codeOf('book', { booking: booked('no_show'), hadNoShow: true })).toBe('NO_SHOW');
    expect(codeOf('book', { booking: booked('no_show') })).toBe('NO_SHOW');
    expect(codeOf('book', { booking: booked('no_show'), hadNoShow: true, rebookAllowed: true })).toBe('ok');
    // The new booking allowed was cancelled: that was the one.
    expect(codeOf('book', { booking: null, hadNoShow: true })).toBe('NO_SHOW');
  });

  it('lets staff book for the candidate, after a no-show too; never a reviewer', () => {
    expect(codeOf('book', { actor: admin })).toBe('ok');
    expect(codeOf('book', { actor: agent, booking: booked('no_show'), hadNoShow: true })).toBe('ok');
    expect(codeOf('book', { actor: agent, booking: booked() })).toBe('ALREADY_BOOKED');
    expect(codeOf('book', { actor: panelReviewer })).toBe('FORBIDDEN');
  });
});

describe('authoriseInterviewAction: moving and cancelling', () => {
  it.each(['move', 'cancel'] as const)('lets the candidate %s until the second before the cut-off, not at it', (action) => {
    expect(codeOf(action, { booking: booked(), nowMs: CLOSES_MS - 1000 })).toBe('ok');
    expect(codeOf(action, { booking: booked(), nowMs: CLOSES_MS - 1 })).toBe('ok');
    expect(codeOf(action, { booking: booked(), nowMs: CLOSES_MS })).toBe('CHANGE_CLOSED');
    expect(codeOf(action, { booking: booked(), nowMs: CLOSES_MS + 1 })).toBe('CHANGE_CLOSED');
    expect(codeOf(action, { booking: booked(), nowMs: START_MS })).toBe('INTERVIEW_STARTED');
  });

  it.each(['move', 'cancel'] as const)('lets staff %s after the cut-off, until the millisecond before the start', (action) => {
    expect(codeOf(action, { actor: admin, booking: booked(), nowMs: CLOSES_MS + 1 })).toBe('ok');
    expect(codeOf(action, { actor: agent, booking: booked(), nowMs: START_MS - 1 })).toBe('ok');
    expect(codeOf(action, { actor: agent, booking: booked(), nowMs: START_MS })).toBe('INTERVIEW_STARTED');
    expect(codeOf(action, { actor: panelReviewer, booking: booked() })).toBe('FORBIDDEN');
  });

  it.each(['move', 'cancel'] as const)('refuses to %s nothing, a no-show, or an interview held', (action) => {
    expect(codeOf(action, { booking: null })).toBe('NOT_BOOKED');
    expect(codeOf(action, { actor: admin, booking: booked('no_show'), nowMs: START_MS + HOUR })).toBe('NOT_BOOKED');
    expect(codeOf(action, { actor: admin, booking: booked('attended'), nowMs: START_MS + HOUR })).toBe('INTERVIEW_STARTED');
    expect(codeOf(action, { actor: admin, booking: { startsAt: 'soon', attendance: null } })).toBe('INTERVIEW_STARTED');
    expect(codeOf(action, { actor: { ...candidate, ownsApplication: false }, booking: booked() })).toBe('FORBIDDEN');
  });

  it('moves only an ADMISSIBLE application, but cancels whatever it became', () => {
    expect(codeOf('move', { booking: booked(), dealStatus: 'REJECTED' })).toBe('NOT_ADMISSIBLE');
    expect(codeOf('cancel', { booking: booked(), dealStatus: 'REJECTED' })).toBe('ok');
  });
});

describe('authoriseInterviewAction: the panel', () => {
  it('lets the panel and staff record attendance from the start on, not a millisecond before', () => {
    expect(codeOf('record-attendance', { actor: panelReviewer, booking: booked(), nowMs: START_MS })).toBe('ok');
    expect(codeOf('record-attendance', { actor: admin, booking: booked(), nowMs: START_MS })).toBe('ok');
    expect(codeOf('record-attendance', { actor: agent, booking: booked('no_show'), nowMs: START_MS + HOUR })).toBe('ok');
    expect(codeOf('record-attendance', { actor: panelReviewer, booking: booked(), nowMs: START_MS - 1 })).toBe('NOT_YET_HELD');
    expect(codeOf('record-attendance', { actor: otherReviewer, booking: booked(), nowMs: START_MS })).toBe('NOT_ON_PANEL');
    expect(codeOf('record-attendance', { actor: candidate, booking: booked(), nowMs: START_MS })).toBe('FORBIDDEN');
    expect(codeOf('record-attendance', { actor: { ...candidate, isPanelMember: true }, booking: booked(), nowMs: START_MS })).toBe('FORBIDDEN');
    expect(codeOf('record-attendance', { actor: panelReviewer, booking: null, nowMs: START_MS })).toBe('NOT_BOOKED');
  });

  it('lets only the panel score, once the candidate attended, and its author correct it', () => {
    const after = START_MS + HOUR;
    expect(codeOf('score', { actor: panelReviewer, booking: booked('attended'), nowMs: after })).toBe('ok');
    expect(codeOf('score', { actor: panelReviewer, booking: booked('attended'), nowMs: after, scored: true })).toBe('ok');
    expect(codeOf('score', { actor: { ...admin, isPanelMember: true }, booking: booked('attended'), nowMs: after })).toBe('ok');
    expect(codeOf('score', { actor: admin, booking: booked('attended'), nowMs: after })).toBe('NOT_ON_PANEL');
    expect(codeOf('score', { actor: panelReviewer, booking: booked(), nowMs: after })).toBe('NOT_ATTENDED');
    expect(codeOf('score', { actor: panelReviewer, booking: booked('no_show'), nowMs: after })).toBe('NOT_ATTENDED');
    expect(codeOf('score', { actor: panelReviewer, booking: booked('attended'), nowMs: START_MS - 1 })).toBe('NOT_YET_HELD');
    expect(codeOf('score', { actor: candidate, booking: booked('attended'), nowMs: after })).toBe('FORBIDDEN');
  });

  it("shows a panel member's page of the interview to the panel alone", () => {
    expect(codeOf('view-panel-interview', { actor: panelReviewer, booking: booked() })).toBe('ok');
    expect(codeOf('view-panel-interview', { actor: { ...agent, isPanelMember: true } })).toBe('ok');
    expect(codeOf('view-panel-interview', { actor: admin })).toBe('NOT_ON_PANEL');
    expect(codeOf('view-panel-interview', { actor: otherReviewer })).toBe('NOT_ON_PANEL');
    expect(codeOf('view-panel-interview', { actor: candidate })).toBe('FORBIDDEN');
  });
});

describe('authoriseInterviewAction: staff', () => {
  it('lets staff allow a no-show one new booking, and only a no-show', () => {
    expect(codeOf('allow-rebook', { actor: admin, booking: booked('no_show'), hadNoShow: true })).toBe('ok');
    expect(codeOf('allow-rebook', { actor: agent, booking: null, hadNoShow: true })).toBe('ok');
    expect(codeOf('allow-rebook', { actor: agent, booking: booked('no_show'), hadNoShow: true, rebookAllowed: true })).toBe('ok');
    expect(codeOf('allow-rebook', { actor: admin, booking: null })).toBe('NOT_A_NO_SHOW');
    expect(codeOf('allow-rebook', { actor: admin, booking: booked('attended') })).toBe('ALREADY_BOOKED');
    expect(codeOf('allow-rebook', { actor: admin, booking: booked(), hadNoShow: true })).toBe('ALREADY_BOOKED');
    expect(codeOf('allow-rebook', { actor: panelReviewer, booking: booked('no_show'), hadNoShow: true })).toBe('FORBIDDEN');
    expect(codeOf('allow-rebook', { actor: candidate, booking: booked('no_show'), hadNoShow: true })).toBe('FORBIDDEN');
  });

  it.each([
    ['admin', 'ok'],
    ['agent', 'FORBIDDEN'],
    ['reviewer', 'FORBIDDEN'],
    ['candidate', 'FORBIDDEN'],
  ] as const)('lets an admin alone manage slots: %s → %s', (role, code) => {
    expect(codeOf('manage-slots', { actor: { role, isPanelMember: true, ownsApplication: true } })).toBe(code);
  });
});

describe('slotStillBookable', () => {
  it('is true until the millisecond before the start', () => {
    expect(slotStillBookable(START_MS - 1, START)).toBe(true);
    expect(slotStillBookable(START_MS, START)).toBe(false);
    expect(slotStillBookable(0, 'soon')).toBe(false);
  });
});

// ---- properties ----

const roles: readonly Role[] = ['admin', 'agent', 'reviewer', 'candidate'];
const anyContext = fc.record({
  actor: fc.record({ role: fc.constantFrom(...roles), isPanelMember: fc.boolean(), ownsApplication: fc.boolean() }),
  dealStatus: fc.constantFrom(...DEAL_STATUSES),
  booking: fc.option(fc.record({ startsAt: fc.constant(START), attendance: fc.constantFrom('attended' as const, 'no_show' as const, null) })),
  rebookAllowed: fc.boolean(),
  hadNoShow: fc.boolean(),
  nowMs: fc.integer({ min: START_MS - 200 * HOUR, max: START_MS + 200 * HOUR }),
  cutoffHours: fc.integer({ min: 0, max: 168 }),
  scored: fc.boolean(),
});
const anyAction = fc.constantFrom(...INTERVIEW_ACTIONS);

describe('authoriseInterviewAction (properties)', () => {
  it('lets a reviewer who is not on the panel do nothing', () => {
    fc.assert(
      fc.property(anyAction, anyContext, (action, facts) => {
        expect(authoriseInterviewAction(action, { ...facts, actor: { ...facts.actor, role: 'reviewer', isPanelMember: false } }).ok).toBe(false);
      }),
    );
  });

  it('lets a candidate change nothing at or after the cut-off, and nothing of the school at all', () => {
    fc.assert(
      fc.property(anyAction, anyContext, (action, facts) => {
        const asCandidate = { ...facts, actor: { ...facts.actor, role: 'candidate' as const } };
        const result = authoriseInterviewAction(action, asCandidate);
        if (action !== 'book' && action !== 'move' && action !== 'cancel') expect(result.ok).toBe(false);
        if ((action === 'move' || action === 'cancel') && facts.nowMs >= Date.parse(changeClosesAt(START, facts.cutoffHours))) expect(result.ok).toBe(false);
        if (!facts.actor.ownsApplication) expect(result.ok).toBe(false);
      }),
    );
  });

  it('lets nobody move or cancel at or after the start', () => {
    fc.assert(
      fc.property(fc.constantFrom('move' as const, 'cancel' as const), anyContext, fc.nat(), (action, facts, after) => {
        expect(authoriseInterviewAction(action, { ...facts, nowMs: START_MS + after }).ok).toBe(false);
      }),
    );
  });

  it('never scores or records attendance before the start', () => {
    fc.assert(
      fc.property(fc.constantFrom('score' as const, 'record-attendance' as const), anyContext, fc.integer({ min: 1, max: 200 * HOUR }), (action, facts, before) => {
        expect(authoriseInterviewAction(action, { ...facts, nowMs: START_MS - before }).ok).toBe(false);
      }),
    );
  });

  it('lets staff change an upcoming booking of an ADMISSIBLE application whatever the cut-off', () => {
    fc.assert(
      fc.property(fc.constantFrom('move' as const, 'cancel' as const), fc.constantFrom('admin' as const, 'agent' as const), anyContext, fc.integer({ min: 1, max: 200 * HOUR }), (action, role, facts, before) => {
        const result = authoriseInterviewAction(action, { ...facts, actor: { ...facts.actor, role }, dealStatus: 'ADMISSIBLE', booking: booked(), nowMs: START_MS - before });
        expect(result.ok).toBe(true);
      }),
    );
  });
});
