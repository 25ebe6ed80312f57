import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { parseApplicationId } from '../admin/application-id';
import { parseAssignmentId } from './assignment-id';

describe('parseAssignmentId', () => {
  it.each([
    ['1', 1],
    ['71', 71],
    ['9007199254740991', 9_007_199_254_740_991],
  ])('reads %j as %i', (raw, id) => {
    expect(parseAssignmentId(raw)).toEqual({ ok: true, value: id });
  });

  it.each(['12abc', '', '1.5', '-3', '0', ' 12', '012', '1e3', '9007199254740992', 'abc'])('refuses %j as an assignment id', (raw) => {
    expect(parseAssignmentId(raw)).toEqual({ ok: false, error: { code: 'INVALID_ASSIGNMENT_ID', raw } });
  });

  it('refuses a missing id', () => {
    expect(parseAssignmentId(undefined)).toEqual({ ok: false, error: { code: 'INVALID_ASSIGNMENT_ID', raw: null } });
  });

  it('accepts exactly what the application id accepts, each refusal under its own code', () => {
    fc.assert(
      fc.property(fc.oneof(fc.string(), fc.integer().map(String)), (raw) => {
        const assignment = parseAssignmentId(raw);
        const application = parseApplicationId(raw);
        expect(assignment.ok).toBe(application.ok);
        if (!assignment.ok) expect(assignment.error.code).toBe('INVALID_ASSIGNMENT_ID');
      }),
      { numRuns: 1_000 },
    );
  });
});
