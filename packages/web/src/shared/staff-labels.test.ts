import { describe, expect, it } from 'vitest';
import { dealStatusBadge, fullName, quizOutcomeBadge } from './staff-labels';

describe('staff badges', () => {
  it.each([
    ['COMPLETE', 'COMPLETE', 'Complete'],
    ['REJECTED', 'REJECTED', 'Rejected'],
    [null, 'DRAFT', 'Draft'],
    [undefined, 'DRAFT', 'Draft'],
  ] as const)('shows status %j as %s', (status, kind, text) => {
    const badge = dealStatusBadge(status);
    expect(badge.kind).toBe(kind);
    expect(badge.message.defaultMessage).toBe(text);
  });

  it.each([
    [1, 'pass', 'Pass'],
    [-1, 'fail', 'Fail'],
    [0, 'notAssessable', 'Not Assessable'],
    [undefined, 'noQuiz', 'No Quiz'],
    [null, 'noQuiz', 'No Quiz'],
    [7, 'unknown', 'Unknown'],
  ] as const)('shows quiz outcome %j as %s', (outcome, kind, text) => {
    const badge = quizOutcomeBadge(outcome);
    expect(badge.kind).toBe(kind);
    expect(badge.message.defaultMessage).toBe(text);
  });

  it("formats a person's name through the catalog", () => {
    const formatMessage = (_descriptor: unknown, values: Record<string, string>) => `${values.lastName ?? ''}, ${values.firstName ?? ''}`;
    expect(fullName(formatMessage, { first_name: 'Ada', last_name: 'Lovelace' })).toBe('Lovelace, Ada');
  });
});
