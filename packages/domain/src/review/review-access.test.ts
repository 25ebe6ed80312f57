import { describe, expect, it } from 'vitest';
import type { AssignmentState } from './assignment';
import { authoriseConflict, authoriseReviewWrite, mayManageReviews, mayReadApplicationReviews, reviewerMayRead } from './review-access';

const own = (state: AssignmentState = 'active') => ({ reviewerId: 'rev-a', state });

describe('reviewerMayRead', () => {
  it('lets a reviewer read their own active assignment (a submitted review included)', () => {
    expect(reviewerMayRead({ reviewerId: 'rev-a', assignment: own() })).toBe(true);
  });

  it.each(['withdrawn', 'conflict'] as const)('refuses their own assignment once %s', (state) => {
    expect(reviewerMayRead({ reviewerId: 'rev-a', assignment: own(state) })).toBe(false);
  });

  it("refuses another reviewer's assignment, and an unknown one", () => {
    expect(reviewerMayRead({ reviewerId: 'rev-b', assignment: own() })).toBe(false);
    expect(reviewerMayRead({ reviewerId: 'rev-a', assignment: null })).toBe(false);
  });
});

describe('authoriseReviewWrite', () => {
  const facts = { reviewerId: 'rev-a', assignment: own(), submitted: false, storedVersion: 3, sentVersion: 3 };

  it('saves a draft sent from the stored version, or a later one', () => {
    expect(authoriseReviewWrite(facts)).toEqual({ ok: true, value: true });
    expect(authoriseReviewWrite({ ...facts, sentVersion: 4 })).toEqual({ ok: true, value: true });
    expect(authoriseReviewWrite({ ...facts, storedVersion: 0, sentVersion: 0 })).toEqual({ ok: true, value: true });
  });

  it('refuses a draft older than the stored one, with the stored version', () => {
    expect(authoriseReviewWrite({ ...facts, sentVersion: 2 })).toEqual({ ok: false, error: { code: 'STALE_DRAFT', version: 3 } });
  });

  it('refuses any write once submitted, before looking at versions', () => {
    expect(authoriseReviewWrite({ ...facts, submitted: true, sentVersion: 1 })).toEqual({ ok: false, error: { code: 'REVIEW_LOCKED' } });
  });

  it('answers FORBIDDEN alike for an assignment not theirs, withdrawn, in conflict, or unknown', () => {
    for (const assignment of [{ reviewerId: 'rev-b', state: 'active' as const }, own('withdrawn'), own('conflict'), null]) {
      expect(authoriseReviewWrite({ ...facts, assignment, submitted: true })).toEqual({ ok: false, error: { code: 'FORBIDDEN' } });
    }
  });
});

describe('authoriseConflict', () => {
  it('lets a reviewer declare a conflict on their own open review, not once submitted', () => {
    expect(authoriseConflict({ reviewerId: 'rev-a', assignment: own(), submitted: false })).toEqual({ ok: true, value: true });
    expect(authoriseConflict({ reviewerId: 'rev-a', assignment: own(), submitted: true })).toEqual({ ok: false, error: { code: 'REVIEW_LOCKED' } });
    expect(authoriseConflict({ reviewerId: 'rev-a', assignment: own('conflict'), submitted: false })).toEqual({ ok: false, error: { code: 'FORBIDDEN' } });
    expect(authoriseConflict({ reviewerId: 'rev-b', assignment: own(), submitted: false })).toEqual({ ok: false, error: { code: 'FORBIDDEN' } });
  });
});

describe('who runs the jury', () => {
  it('lets admins and agents read the reviews, never a reviewer or a candidate', () => {
    expect((['admin', 'agent', 'reviewer', 'candidate', null] as const).map(mayReadApplicationReviews)).toEqual([true, true, false, false, false]);
  });

  it('lets only admins manage it', () => {
    expect((['admin', 'agent', 'reviewer', 'candidate', null] as const).map(mayManageReviews)).toEqual([true, false, false, false, false]);
  });
});
