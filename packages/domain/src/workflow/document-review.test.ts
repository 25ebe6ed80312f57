import { describe, expect, it } from 'vitest';
import {
  knownDocumentReviewReason,
  authoriseDocumentReview,
  documentsToReview,
  slotOpenForCandidate,
  slotReviewState,
  slotsOpenAfterSubmission,
  validateDocumentReview,
  type ReviewedSlot,
} from './document-review';

describe('validateDocumentReview', () => {
  it('accepts Accepted, and "Needs a new file" with one reason from the list', () => {
    expect(validateDocumentReview({ state: 'accepted', reason: { id: 'expired' } })).toEqual({ ok: true, value: { state: 'accepted' } });
    expect(validateDocumentReview({ state: 'needs-new-file', reason: { id: 'expired' } })).toEqual({ ok: true, value: { state: 'needs-new-file', reason: { id: 'expired' } } });
    expect(validateDocumentReview({ state: 'needs-new-file', reason: { id: 'other', text: ' Page 2 missing ' } })).toEqual({
      ok: true,
      value: { state: 'needs-new-file', reason: { id: 'other', text: 'Page 2 missing' } },
    });
  });

  it.each([
    [null, 'UNKNOWN_DECISION'],
    [{ state: 'rejected' }, 'UNKNOWN_DECISION'],
    [{ state: 'needs-new-file' }, 'NO_REASON'],
    [{ state: 'needs-new-file', reason: { id: 'blurry' } }, 'UNKNOWN_REASON'],
    [{ state: 'needs-new-file', reason: { id: 'other' } }, 'OTHER_TEXT_MISSING'],
  ])('refuses %j (%s)', (input, code) => {
    const result = validateDocumentReview(input);
    expect(result.ok ? null : result.error.code).toBe(code);
  });
});

describe('authoriseDocumentReview', () => {
  it('lets admins and agents review a submitted application, decided or not', () => {
    for (const role of ['admin', 'agent'] as const) {
      for (const status of ['COMPLETE', 'ADMISSIBLE', 'REJECTED', 'IN_PROGRESS'] as const) expect(authoriseDocumentReview(role, { status, submitted: true }).ok).toBe(true);
    }
  });

  it('refuses candidates and unknown roles, and documents not yet submitted', () => {
    expect(authoriseDocumentReview('candidate', { status: 'COMPLETE', submitted: true })).toEqual({ ok: false, error: { code: 'FORBIDDEN', reason: 'NOT_STAFF' } });
    expect(authoriseDocumentReview(null, { status: 'COMPLETE', submitted: true }).ok).toBe(false);
    expect(authoriseDocumentReview('admin', { status: 'IN_PROGRESS', submitted: false })).toEqual({ ok: false, error: { code: 'FORBIDDEN', reason: 'NOT_SUBMITTED' } });
    expect(authoriseDocumentReview('admin', { status: 'DRAFT', submitted: true }).ok).toBe(false);
  });
});

describe('a slot sent back, replaced and reviewed again', () => {
  const back = { kind: 'reviewed', decision: { state: 'needs-new-file', reason: { id: 'unreadable' } } } as const;
  const accepted = { kind: 'reviewed', decision: { state: 'accepted' } } as const;

  it('waits for review after each new file, and follows each review', () => {
    expect(slotReviewState([])).toBe('to-review');
    expect(slotReviewState([{ kind: 'uploaded' }])).toBe('to-review');
    expect(slotReviewState([{ kind: 'uploaded' }, accepted])).toBe('accepted');
    expect(slotReviewState([{ kind: 'uploaded' }, back])).toBe('needs-new-file');
    // The candidate deletes the file sent back: the slot stays open until the new one arrives.
    expect(slotReviewState([{ kind: 'uploaded' }, back, { kind: 'deleted' }])).toBe('needs-new-file');
    expect(slotReviewState([{ kind: 'uploaded' }, back, { kind: 'deleted' }, { kind: 'uploaded' }])).toBe('to-review');
    expect(slotReviewState([{ kind: 'uploaded' }, back, { kind: 'deleted' }, { kind: 'uploaded' }, accepted])).toBe('accepted');
  });

  it('opens only that slot to the candidate after submission; before it, every slot', () => {
    const slots: ReviewedSlot[] = [
      { documentType: 'ID_CARD', index: 1, review: 'accepted' },
      { documentType: 'DIPLOMA', index: 1, review: 'needs-new-file' },
      { documentType: 'CV', index: 1, review: 'to-review' },
    ];
    expect(slots.map((slot) => slotOpenForCandidate(slot, true))).toEqual([false, true, false]);
    expect(slots.map((slot) => slotOpenForCandidate(slot, false))).toEqual([true, true, true]);
    expect(slotsOpenAfterSubmission(slots)).toEqual([slots[1]]);
    expect(documentsToReview(slots.map((slot) => slot.review))).toBe(1);
  });
});

describe('knownDocumentReviewReason', () => {
  it('keeps a reason of the list and drops an unknown or missing one', () => {
    expect(knownDocumentReviewReason({ id: 'expired' })).toEqual({ id: 'expired' });
    expect(knownDocumentReviewReason({ id: 'other', text: 'Page 2 missing' })).toEqual({ id: 'other', text: 'Page 2 missing' });
    expect(knownDocumentReviewReason({ id: 'blurry-ish' })).toBeNull();
    expect(knownDocumentReviewReason(null)).toBeNull();
  });
});
