import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { canCandidateChange, changeClosesAt, DEFAULT_CHANGE_CUTOFF_HOURS } from './change-cutoff';

const START = '2026-03-10T09:00:00.000Z';
const CLOSES = Date.parse('2026-03-09T09:00:00.000Z');

describe('changeClosesAt', () => {
  it('is the start less the cut-off, 24 hours by default', () => {
    expect(DEFAULT_CHANGE_CUTOFF_HOURS).toBe(24);
    expect(changeClosesAt(START, DEFAULT_CHANGE_CUTOFF_HOURS)).toBe('2026-03-09T09:00:00.000Z');
    expect(changeClosesAt(START, 0)).toBe(START);
    expect(changeClosesAt(START, 168)).toBe('2026-03-03T09:00:00.000Z');
  });

  it('counts real hours across a clock change (Paris springs forward on 29 March 2026)', () => {
    // 10:00 in Paris on 30 March (UTC+2) less 48 hours is 09:00 in Paris on 28 March (UTC+1).
    expect(changeClosesAt('2026-03-30T08:00:00.000Z', 48)).toBe('2026-03-28T08:00:00.000Z');
  });

  it('reads a start written with an offset', () => {
    expect(changeClosesAt('2026-03-10T10:00:00+01:00', 24)).toBe('2026-03-09T09:00:00.000Z');
  });
});

describe('canCandidateChange', () => {
  it('is true up to the millisecond before the closing instant, false at it and after', () => {
    expect(canCandidateChange(CLOSES - 1000, START, 24)).toBe(true);
    expect(canCandidateChange(CLOSES - 1, START, 24)).toBe(true);
    expect(canCandidateChange(CLOSES, START, 24)).toBe(false);
    expect(canCandidateChange(CLOSES + 1, START, 24)).toBe(false);
    expect(canCandidateChange(CLOSES + 1000, START, 24)).toBe(false);
  });

  it('with no cut-off, is true until the start and false from it', () => {
    expect(canCandidateChange(Date.parse(START) - 1, START, 0)).toBe(true);
    expect(canCandidateChange(Date.parse(START), START, 0)).toBe(false);
  });

  it('is false for a start it cannot read', () => {
    expect(canCandidateChange(0, 'next Tuesday', 24)).toBe(false);
  });
});

describe('canCandidateChange (properties)', () => {
  const start = fc.integer({ min: Date.parse('2026-01-01T00:00:00Z'), max: Date.parse('2028-01-01T00:00:00Z') });
  const cutoff = fc.integer({ min: 0, max: 168 });

  it('agrees with changeClosesAt: true exactly before the closing instant', () => {
    fc.assert(
      fc.property(start, cutoff, fc.integer({ min: -400 * 3_600_000, max: 400 * 3_600_000 }), (startMs, hours, delta) => {
        const startsAt = new Date(startMs).toISOString();
        const closes = Date.parse(changeClosesAt(startsAt, hours));
        expect(canCandidateChange(closes + delta, startsAt, hours)).toBe(delta < 0);
      }),
    );
  });

  it('never lets a change through at or after the start, whatever the cut-off', () => {
    fc.assert(
      fc.property(start, cutoff, fc.nat(), (startMs, hours, after) => {
        expect(canCandidateChange(startMs + after, new Date(startMs).toISOString(), hours)).toBe(false);
      }),
    );
  });
});
