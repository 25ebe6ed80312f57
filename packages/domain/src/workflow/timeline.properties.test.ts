// What a candidate may see of the timeline, for any entries at all: a staff note's entry never passes, nor the jury's,
// nor a kind the allow-list does not name.
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { REVIEW_TIMELINE_EVENT_KINDS } from '../review/review-timeline';
import { candidateHistory, candidateMaySee, TIMELINE_EVENT_KINDS, type TimelineEvent } from './timeline';

const NOTE_KINDS: readonly string[] = ['note-added', 'note-deleted'];
// What the panel records and staff's decision about a no-show stay the school's; the bookings are the candidate's.
const INTERVIEW_STAFF_KINDS: readonly string[] = ['interview-attendance', 'interview-scored', 'interview-rebook-allowed'];
// The rank a promotion came from is the jury's order: the promotion's entry is staff's (the candidate sees the offer).
const STAFF_ONLY_KINDS: readonly string[] = [...NOTE_KINDS, ...REVIEW_TIMELINE_EVENT_KINDS, ...INTERVIEW_STAFF_KINDS, 'waitlist-promoted'];

const actor = fc.oneof(
  fc.constant({ kind: 'candidate' } as const),
  fc.constant({ kind: 'system' } as const),
  fc.record({ kind: fc.constant('staff' as const), name: fc.string(), role: fc.constantFrom('admin' as const, 'agent' as const, 'reviewer' as const) }),
);
const anyEvent = fc.record({
  id: fc.nat(),
  applicationId: fc.nat(),
  at: fc.date({ min: new Date('2020-01-01T00:00:00Z'), max: new Date('2030-01-01T00:00:00Z'), noInvalidDate: true }).map((date) => date.toISOString()),
  actor,
  kind: fc.constantFrom(...TIMELINE_EVENT_KINDS),
  details: fc.dictionary(fc.string(), fc.oneof(fc.string(), fc.integer(), fc.boolean(), fc.constant(null))),
}) satisfies fc.Arbitrary<TimelineEvent>;

describe('what a candidate may see of the timeline', () => {
  it("never lets a note, a jury entry, or the panel's record of an interview through, in the short history or in the data download", () => {
    fc.assert(
      fc.property(fc.array(anyEvent, { maxLength: 30 }), (events) => {
        expect(events.filter((event) => candidateMaySee(event.kind)).some((event) => STAFF_ONLY_KINDS.includes(event.kind))).toBe(false);
        expect(candidateHistory(events).some((event) => STAFF_ONLY_KINDS.includes(event.kind))).toBe(false);
      }),
    );
  });

  it('refuses any kind it does not name (an allow-list, not a deny-list)', () => {
    fc.assert(
      fc.property(
        fc.string().filter((kind) => !(TIMELINE_EVENT_KINDS as readonly string[]).includes(kind)),
        (kind) => {
          expect(candidateMaySee(kind)).toBe(false);
        },
      ),
    );
    for (const kind of ['__proto__', 'constructor', 'toString', 'hasOwnProperty']) expect(candidateMaySee(kind)).toBe(false);
  });

  it('lets every other kind of the candidate through, so their download stays whole', () => {
    expect(TIMELINE_EVENT_KINDS.filter((kind) => !candidateMaySee(kind))).toEqual(STAFF_ONLY_KINDS);
  });
});
