import { describe, expect, it } from 'vitest';
import { DEAL_STATUSES } from '../api/entities';
import { authoriseStatusChange, statusActions } from './status-actions';

const shown = (role: Parameters<typeof statusActions>[0], status: Parameters<typeof statusActions>[1]) =>
  statusActions(role, status).map(({ kind, enabled, needsConfirmation }) => ({ kind, enabled, needsConfirmation }));

describe('statusActions', () => {
  it('gives an admin all three on COMPLETE', () => {
    expect(shown('admin', 'COMPLETE')).toEqual([
      { kind: 'set-admissible', enabled: true, needsConfirmation: false },
      { kind: 'reject', enabled: true, needsConfirmation: false },
      { kind: 'reopen', enabled: true, needsConfirmation: false },
    ]);
  });

  it.each(['DRAFT', 'IN_PROGRESS', 'ADMISSIBLE', 'REJECTED'] as const)('leaves an admin only Re-open enabled on %s', (status) => {
    expect(shown('admin', status).map((a) => a.enabled)).toEqual([false, false, true]);
  });

  it('shows an agent Re-open with confirmation on COMPLETE only', () => {
    expect(shown('agent', 'COMPLETE')).toEqual([{ kind: 'reopen', enabled: true, needsConfirmation: true }]);
    for (const status of DEAL_STATUSES.filter((s) => s !== 'COMPLETE')) expect(shown('agent', status)).toEqual([]);
  });

  it('shows a candidate or an unknown role nothing', () => {
    for (const status of DEAL_STATUSES) {
      expect(statusActions('candidate', status)).toEqual([]);
      expect(statusActions(null, status)).toEqual([]);
    }
  });

  it('targets ADMISSIBLE, REJECTED and IN_PROGRESS', () => {
    expect(statusActions('admin', 'COMPLETE').map((a) => a.target)).toEqual(['ADMISSIBLE', 'REJECTED', 'IN_PROGRESS']);
  });
});

describe('authoriseStatusChange', () => {
  it.each([
    ['admin', 'COMPLETE', 'ADMISSIBLE', null],
    ['admin', 'COMPLETE', 'REJECTED', null],
    ['admin', 'REJECTED', 'IN_PROGRESS', null],
    ['admin', 'IN_PROGRESS', 'ADMISSIBLE', 'ACTION_DISABLED'],
    ['admin', 'COMPLETE', 'COMPLETE', 'ACTION_NOT_AVAILABLE'],
    ['admin', 'COMPLETE', 'DRAFT', 'ACTION_NOT_AVAILABLE'],
    ['agent', 'COMPLETE', 'IN_PROGRESS', null],
    ['agent', 'ADMISSIBLE', 'IN_PROGRESS', 'ACTION_NOT_AVAILABLE'],
    ['agent', 'COMPLETE', 'ADMISSIBLE', 'ACTION_NOT_AVAILABLE'],
    ['candidate', 'COMPLETE', 'IN_PROGRESS', 'ROLE_CANNOT_CHANGE_STATUS'],
    [null, 'COMPLETE', 'IN_PROGRESS', 'ROLE_CANNOT_CHANGE_STATUS'],
  ] as const)('%s moving %s to %s: refused for %s', (role, current, target, reason) => {
    const result = authoriseStatusChange(role, current, target);
    if (reason === null) expect(result).toMatchObject({ ok: true, value: { target } });
    else expect(result).toEqual({ ok: false, error: { code: 'FORBIDDEN', reason } });
  });
});
