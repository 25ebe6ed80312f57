import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { panelOverlaps, slotsOverlap, type PanelSlot } from './panel-overlap';

const BASE = Date.parse('2026-03-03T08:00:00.000Z');
const at = (minutes: number): string => new Date(BASE + minutes * 60_000).toISOString();
const slot = (id: number | null, from: number, to: number, panelIds: readonly string[] = ['ada']): PanelSlot => ({ id, startsAt: at(from), endsAt: at(to), panelIds });

describe('slotsOverlap', () => {
  it('is false back to back and true from a millisecond of overlap', () => {
    expect(slotsOverlap(slot(1, 0, 30), slot(2, 30, 60))).toBe(false);
    expect(slotsOverlap(slot(2, 30, 60), slot(1, 0, 30))).toBe(false);
    expect(slotsOverlap({ startsAt: at(0), endsAt: '2026-03-03T08:30:00.001Z' }, slot(2, 30, 60))).toBe(true);
    expect(slotsOverlap(slot(1, 0, 60), slot(2, 15, 30))).toBe(true);
    expect(slotsOverlap(slot(1, 0, 30), slot(2, 0, 30))).toBe(true);
  });
});

describe('panelOverlaps', () => {
  it('finds a member in a new slot and a stored one at once, naming both', () => {
    const proposed = slot(null, 0, 30, ['ada', 'bo']);
    const stored = slot(7, 15, 45, ['bo', 'cy']);
    expect(panelOverlaps([proposed], [stored])).toEqual([{ memberId: 'bo', slot: proposed, other: stored }]);
  });

  it('lets a member sit in back-to-back slots, and in overlapping slots of other panels', () => {
    expect(panelOverlaps([slot(null, 0, 30), slot(null, 30, 60)], [slot(3, 60, 90)])).toEqual([]);
    expect(panelOverlaps([slot(null, 0, 30, ['ada'])], [slot(3, 0, 30, ['bo'])])).toEqual([]);
  });

  it('finds overlaps among the proposed slots themselves, once, on the earlier one', () => {
    const first = slot(null, 0, 30);
    const second = slot(null, 20, 50);
    expect(panelOverlaps([first, second], [])).toEqual([{ memberId: 'ada', slot: first, other: second }]);
  });

  it('does not count an edited slot against its stored self, and judges it by its new times', () => {
    const stored = slot(4, 0, 30);
    expect(panelOverlaps([slot(4, 10, 40)], [stored])).toEqual([]);
    const neighbour = slot(5, 40, 70);
    const moved = slot(4, 35, 65);
    expect(panelOverlaps([moved], [stored, neighbour])).toEqual([{ memberId: 'ada', slot: moved, other: neighbour }]);
  });

  it('reports one overlap per member shared, a member listed twice once', () => {
    const proposed = slot(null, 0, 30, ['ada', 'bo', 'ada']);
    const stored = slot(2, 0, 30, ['bo', 'ada']);
    expect(panelOverlaps([proposed], [stored]).map((overlap) => overlap.memberId)).toEqual(['ada', 'bo']);
  });

  it('leaves overlaps among stored slots alone', () => {
    expect(panelOverlaps([], [slot(1, 0, 30), slot(2, 0, 30)])).toEqual([]);
    expect(panelOverlaps([slot(null, 60, 90)], [slot(1, 0, 30), slot(2, 0, 30)])).toEqual([]);
  });
});

// ---- properties ----

const MEMBERS = ['ada', 'bo', 'cy'] as const;
const interval = fc.tuple(fc.integer({ min: 0, max: 24 }), fc.integer({ min: 1, max: 8 })).map(([start, length]) => [start * 5, (start + length) * 5] as const);
const panel = fc.subarray([...MEMBERS], { minLength: 1 });
const proposedArbitrary = fc.array(fc.record({ stored: fc.boolean(), interval, panel }), { maxLength: 5 });
const storedArbitrary = fc.array(fc.record({ interval, panel }), { maxLength: 5 });

describe('panelOverlaps (properties)', () => {
  it('is empty exactly when no member would be in two slots, one of them proposed, at the same minute', () => {
    fc.assert(
      fc.property(proposedArbitrary, storedArbitrary, (proposedSpecs, storedSpecs) => {
        const existing = storedSpecs.map((spec, index) => slot(index + 1, spec.interval[0], spec.interval[1], spec.panel));
        // A proposed slot marked `stored` edits the stored slot of its index (when there is one): same id.
        const proposed = proposedSpecs.map((spec, index) => slot(spec.stored && index < existing.length ? index + 1 : null, spec.interval[0], spec.interval[1], spec.panel));
        const kept = existing.filter((stored) => !proposed.some((edited) => edited.id === stored.id));
        const busy = (slots: readonly PanelSlot[], member: string, minute: number) =>
          slots.filter((candidate) => candidate.panelIds.includes(member) && Date.parse(candidate.startsAt) <= BASE + minute * 60_000 && BASE + minute * 60_000 < Date.parse(candidate.endsAt)).length;
        let clash = false;
        for (const member of MEMBERS) {
          for (let minute = 0; minute < 170; minute += 1) {
            const mine = busy(proposed, member, minute);
            if (mine >= 2 || (mine >= 1 && busy(kept, member, minute) >= 1)) clash = true;
          }
        }
        const overlaps = panelOverlaps(proposed, existing);
        expect(overlaps.length === 0).toBe(!clash);
        for (const overlap of overlaps) {
          expect(proposed).toContain(overlap.slot);
          expect(overlap.slot.panelIds).toContain(overlap.memberId);
          expect(overlap.other.panelIds).toContain(overlap.memberId);
          expect(overlap.other).not.toBe(overlap.slot);
          expect(slotsOverlap(overlap.slot, overlap.other)).toBe(true);
        }
      }),
      { numRuns: 300 },
    );
  });

  it('does not depend on the order of the stored slots', () => {
    fc.assert(
      fc.property(proposedArbitrary, storedArbitrary, (proposedSpecs, storedSpecs) => {
        const existing = storedSpecs.map((spec, index) => slot(index + 1, spec.interval[0], spec.interval[1], spec.panel));
        const proposed = proposedSpecs.map((spec) => slot(null, spec.interval[0], spec.interval[1], spec.panel));
        expect(panelOverlaps(proposed, [...existing].reverse()).length).toBe(panelOverlaps(proposed, existing).length);
      }),
    );
  });
});
