import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { OFFER_REMINDER_KINDS, OFFER_STATES, type OfferReminderKind } from './offer-kinds';
import { daysAfter, depositDueAt, dueOfferReminders, isReplyOverdue, OFFER_REMINDER_DAYS, replyDeadline, type ReminderOffer } from './offer-deadlines';
import { DEFAULT_OFFER_SETTINGS } from './offer-settings';

const DAY = 86_400_000;
const HOUR = 3_600_000;
// 17:00 in Paris (15:00 UTC, summer time): the deadline's day there runs from 22:00 UTC the day before.
const DEADLINE = Date.parse('2026-06-15T15:00:00.000Z');
const PARIS_MIDNIGHT = Date.parse('2026-06-14T22:00:00.000Z');
const MADE = DEADLINE - 14 * DAY;
const offer = (overrides: Partial<ReminderOffer> = {}): ReminderOffer => ({ state: 'made', madeAtMs: MADE, replyByMs: DEADLINE, sent: [], timeZone: 'Europe/Paris', ...overrides });

describe('the offer dates', () => {
  it('gives 14 days to reply, 5 after a promotion, by default', () => {
    expect(replyDeadline(MADE, DEFAULT_OFFER_SETTINGS, false)).toBe(MADE + 14 * DAY);
    expect(replyDeadline(MADE, DEFAULT_OFFER_SETTINGS, true)).toBe(MADE + 5 * DAY);
    expect(depositDueAt(MADE, 30)).toBe(daysAfter(MADE, 30));
    expect(daysAfter(0, 1)).toBe(DAY);
  });

  it('marks a reply overdue from the millisecond after the deadline, only while waiting for one', () => {
    expect(isReplyOverdue('made', DEADLINE, DEADLINE)).toBe(false);
    expect(isReplyOverdue('made', DEADLINE, DEADLINE + 1)).toBe(true);
    for (const state of OFFER_STATES.filter((state) => state !== 'made')) expect(isReplyOverdue(state, DEADLINE, DEADLINE + DAY)).toBe(false);
  });
});

describe('dueOfferReminders', () => {
  it('sends the 7-day reminder from the millisecond it falls due, and the 2-day one after it', () => {
    expect(OFFER_REMINDER_DAYS).toEqual({ 'reply-7d': 7, 'reply-2d': 2 });
    expect(dueOfferReminders(offer(), DEADLINE - 7 * DAY - 1)).toEqual([]);
    expect(dueOfferReminders(offer(), DEADLINE - 7 * DAY)).toEqual(['reply-7d']);
    expect(dueOfferReminders(offer({ sent: ['reply-7d'] }), DEADLINE - 2 * DAY - 1)).toEqual([]);
    expect(dueOfferReminders(offer({ sent: ['reply-7d'] }), DEADLINE - 2 * DAY)).toEqual(['reply-2d']);
  });

  it("sends the last one on the deadline's day in the school's time zone, until the deadline", () => {
    const sent: OfferReminderKind[] = ['reply-7d', 'reply-2d'];
    expect(dueOfferReminders(offer({ sent }), PARIS_MIDNIGHT - 1)).toEqual([]);
    expect(dueOfferReminders(offer({ sent }), PARIS_MIDNIGHT)).toEqual(['reply-day']);
    expect(dueOfferReminders(offer({ sent }), DEADLINE)).toEqual(['reply-day']);
    expect(dueOfferReminders(offer({ sent }), DEADLINE + 1)).toEqual([]);
    expect(dueOfferReminders(offer({ sent: [...sent, 'reply-day'] }), DEADLINE - HOUR)).toEqual([]);
  });

  it('sends only the latest after a job was down, and none that was due when the offer was made', () => {
    expect(dueOfferReminders(offer(), DEADLINE - HOUR)).toEqual(['reply-day']);
    const promoted = offer({ madeAtMs: DEADLINE - 5 * DAY });
    expect(dueOfferReminders(promoted, DEADLINE - 6 * DAY)).toEqual([]);
    expect(dueOfferReminders(promoted, DEADLINE - 2 * DAY)).toEqual(['reply-2d']);
    expect(dueOfferReminders(offer({ madeAtMs: DEADLINE - 3 * HOUR }), DEADLINE - HOUR)).toEqual([]);
  });

  it('sends nothing for an offer no longer waiting for a reply', () => {
    expect(dueOfferReminders(offer({ state: 'accepted' }), DEADLINE - HOUR)).toEqual([]);
  });

  it('never sends a reminder twice, nor two at once, over any run of the job', () => {
    fc.assert(
      fc.property(fc.array(fc.integer({ min: -15 * 24, max: 24 }), { maxLength: 40 }), (hours) => {
        const sent: OfferReminderKind[] = [];
        for (const hour of [...hours].sort((a, b) => a - b)) {
          const due = dueOfferReminders(offer({ sent }), DEADLINE + hour * HOUR);
          expect(due.length).toBeLessThanOrEqual(1);
          for (const kind of due) {
            expect(sent).not.toContain(kind);
            sent.push(kind);
          }
        }
        expect(sent.every((kind) => OFFER_REMINDER_KINDS.includes(kind))).toBe(true);
      }),
    );
  });
});
