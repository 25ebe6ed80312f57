import { createIntl } from 'react-intl';
import { describe, expect, it } from 'vitest';
import { assignmentOutcomeLines } from './assign-outcome';

const intl = createIntl({ locale: 'en', messages: {}, onError: () => undefined });
const names: Record<number, string> = { 1: 'Amelia Hart', 2: 'Hugo Lefèvre', 3: 'Jonas Weber', 4: 'Noah Schmidt' };
const nameOf = (id: number) => names[id] ?? String(id);

describe('assignmentOutcomeLines', () => {
  it('says how many were assigned and nothing more when none was skipped', () => {
    expect(assignmentOutcomeLines({ assigned: [{ application_id: 1, reviewer_ids: ['r1', 'r2'] }], skipped: [] }, nameOf, intl)).toEqual(['1 application assigned.']);
  });

  it('groups the skipped applications by reason, in the order the reasons first come, naming each', () => {
    const lines = assignmentOutcomeLines(
      {
        assigned: [],
        skipped: [
          { application_id: 2, code: 'ALREADY_ASSIGNED' },
          { application_id: 3, code: 'NO_REVIEWER_FREE' },
          { application_id: 1, code: 'ALREADY_ASSIGNED' },
        ],
      },
      nameOf,
      intl,
    );
    expect(lines[0]).toBe('No application assigned.');
    expect(lines[1]).toBe('Already with all its reviewers: Hugo Lefèvre and Amelia Hart.');
    expect(lines[2]).toMatch(/^No reviewer free .*: Jonas Weber\.$/);
    expect(lines).toHaveLength(3);
  });

  it('words every code the server sends, and an unknown one as plainly not assigned', () => {
    const codes = ['NOT_COMPLETE', 'WITHDRAWN', 'NOT_FOUND', 'SOMETHING_NEW'];
    const lines = assignmentOutcomeLines({ assigned: [], skipped: codes.map((code, index) => ({ application_id: index + 1, code })) }, nameOf, intl);
    expect(lines.slice(1)).toEqual(['No longer complete: Amelia Hart.', 'Withdrawn by the candidate: Hugo Lefèvre.', 'No longer exists: Jonas Weber.', 'Not assigned: Noah Schmidt.']);
  });
});
