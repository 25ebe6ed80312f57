import { describe, expect, it } from 'vitest';
import { DEAL_STATUSES } from '../api/entities';
import { authoriseStatusChange, statusActions } from './status-actions';

const shown = (role: Parameters<typeof statusActions>[0], status: Parameters<typeof statusActions>[1]) =>
  statusActions(role, status).map(({ kind, enabled, needsConfirmation }) => ({ kind, enabled, needsConfirmation }));

describe('statusActions', () => {
  it('gives an admin all three on COMPLETE', () => {
    expect(shown('admin', 'COMPLETE')).toEqual([
      { kind: 'set-admissible', enabled: true, needsConfirmation: true },
      { kind: 'reject', enabled: true, needsConfirmation: true },
      { kind: 'reopen', enabled: true, needsConfirmation: true },
    ]);
  });

  it('asks first for every change that emails the candidate, whoever makes it, and says which email', () => {
    const reopen = (role: 'admin' | 'agent', status: Parameters<typeof statusActions>[1]) => statusActions(role, status).find((a) => a.kind === 'reopen');
    expect(reopen('admin', 'REJECTED')).toMatchObject({ needsConfirmation: true, email: 'reopened' });
    expect(reopen('admin', 'ADMISSIBLE')).toMatchObject({ needsConfirmation: true, email: 'reopened' });
    expect(reopen('admin', 'COMPLETE')).toMatchObject({ needsConfirmation: true, email: 'reopened' });
    expect(reopen('agent', 'COMPLETE')).toMatchObject({ needsConfirmation: true, email: 'reopened' });
    // Nothing was submitted yet: re-opening sends no email and needs no confirmation.
    expect(reopen('admin', 'DRAFT')).toMatchObject({ needsConfirmation: false, email: null });
    expect(reopen('admin', 'IN_PROGRESS')).toMatchObject({ needsConfirmation: false, email: null });
    expect(statusActions('admin', 'COMPLETE').map((a) => a.email)).toEqual(['admissible', 'rejected', 'reopened']);
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
