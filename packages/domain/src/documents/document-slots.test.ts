import { describe, expect, it } from 'vitest';
import { aDocumentRequirement, anUploadedDocument } from '../testing';
import { documentSlots, firstEmptySlot, isValidSlotIndex } from './document-slots';

describe('documentSlots', () => {
  const requirement = aDocumentRequirement({ document_type: 'transcript', min_files: 1, max_files: 3 });

  it('gives one slot per allowed file, beyond min_files optional', () => {
    expect(documentSlots(requirement, []).map(({ index, optional }) => ({ index, optional }))).toEqual([
      { index: 1, optional: false },
      { index: 2, optional: true },
      { index: 3, optional: true },
    ]);
  });

  it('puts each document in its document_index slot, ignoring other types and out-of-range indexes', () => {
    const second = anUploadedDocument({ id: 7, document_type: 'transcript', document_index: 2 });
    const slots = documentSlots(requirement, [
      second,
      anUploadedDocument({ id: 8, document_type: 'passport', document_index: 1 }),
      anUploadedDocument({ id: 9, document_type: 'transcript', document_index: 4 }),
    ]);
    expect(slots.map((slot) => slot.document?.id ?? null)).toEqual([null, 7, null]);
    expect(firstEmptySlot(slots)?.index).toBe(1);
  });

  it('shows the latest document when two share a slot', () => {
    const older = anUploadedDocument({ id: 1, document_type: 'transcript', created_at: '2026-01-01T00:00:00Z' });
    const newer = anUploadedDocument({ id: 2, document_type: 'transcript', created_at: '2026-02-01T00:00:00Z' });
    expect(documentSlots(requirement, [newer, older])[0]?.document?.id).toBe(2);
    expect(documentSlots(requirement, [older, newer])[0]?.document?.id).toBe(2);
  });

  it('has no empty slot when all are filled, and no slot when max_files is 0', () => {
    const one = aDocumentRequirement({ max_files: 1 });
    expect(firstEmptySlot(documentSlots(one, [anUploadedDocument()]))).toBeNull();
    expect(documentSlots(aDocumentRequirement({ max_files: 0, min_files: 0 }), [])).toEqual([]);
  });

  it.each([
    [0, false],
    [1, true],
    [3, true],
    [4, false],
    [1.5, false],
  ])('slot %s of 3 is valid: %s', (slot, valid) => {
    expect(isValidSlotIndex(requirement, slot)).toBe(valid);
  });
});
