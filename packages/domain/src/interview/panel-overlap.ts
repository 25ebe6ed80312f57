// A panel member is never in two slots at once. Slots are half-open, [start, end): one that ends at 10:00 and one
// that starts at 10:00 are back to back, not overlapping.

export interface PanelSlot {
  /** The stored slot's id; null for a slot not stored yet (one of a new batch). */
  readonly id: number | null;
  readonly startsAt: string;
  readonly endsAt: string;
  /** The panel's member ids. */
  readonly panelIds: readonly string[];
}

/** A member of `slot` (one proposed) who is also on `other` (proposed too, or stored), at an overlapping time. */
export interface PanelOverlap {
  readonly memberId: string;
  readonly slot: PanelSlot;
  readonly other: PanelSlot;
}

/** Whether two slots share a moment: [start, end) intervals. */
export const slotsOverlap = (a: Pick<PanelSlot, 'startsAt' | 'endsAt'>, b: Pick<PanelSlot, 'startsAt' | 'endsAt'>): boolean =>
  Date.parse(a.startsAt) < Date.parse(b.endsAt) && Date.parse(b.startsAt) < Date.parse(a.endsAt);

const sameSlot = (a: PanelSlot, b: PanelSlot): boolean => a === b || (a.id !== null && a.id === b.id);

/** The members a slot and another share (each once, in the slot's order). */
const sharedMembers = (slot: PanelSlot, other: PanelSlot): readonly string[] => [...new Set(slot.panelIds)].filter((member) => other.panelIds.includes(member));

/**
 * Every overlap a proposed slot would make for a member of its panel: with another proposed slot (reported once,
 * on the earlier of the two in `proposed`), or with a stored slot. A stored slot that is also proposed (an edit,
 * same id) counts by its proposed times only, and a slot never overlaps itself. Overlaps among stored slots alone
 * are not this change's doing and are not reported.
 */
export function panelOverlaps(proposed: readonly PanelSlot[], existing: readonly PanelSlot[]): readonly PanelOverlap[] {
  const stored = existing.filter((slot) => !proposed.some((edited) => sameSlot(edited, slot)));
  const overlaps: PanelOverlap[] = [];
  proposed.forEach((slot, index) => {
    const others = [...proposed.slice(index + 1).filter((other) => !sameSlot(slot, other)), ...stored];
    for (const other of others) {
      if (!slotsOverlap(slot, other)) continue;
      for (const memberId of sharedMembers(slot, other)) overlaps.push({ memberId, slot, other });
    }
  });
  return overlaps;
}
