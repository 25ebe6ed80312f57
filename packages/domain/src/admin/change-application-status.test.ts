import { describe, expect, it } from 'vitest';
import type { AdminApi } from '../api/product-api.port';
import type { DealStatus } from '../api/entities';
import { PortError } from '../api/port-error';
import { changeApplicationStatus } from './change-application-status';

const adminApi = (failure?: Error) => {
  const sent: [number, DealStatus, ...unknown[]][] = [];
  const api: Pick<AdminApi, 'setStatus'> = {
    setStatus: (id, status, ...reasons) => (sent.push([id, status, ...reasons]), failure ? Promise.reject(failure) : Promise.resolve()),
  };
  return { api, sent };
};

describe('changeApplicationStatus', () => {
  it('sends an allowed change', async () => {
    const { api, sent } = adminApi();
    expect(await changeApplicationStatus(api, { role: 'admin', applicationId: 7, current: 'COMPLETE', target: 'ADMISSIBLE' })).toEqual({ ok: true, value: 'ADMISSIBLE' });
    expect(sent).toEqual([[7, 'ADMISSIBLE']]);
  });

  it('refuses a change the role may not make, without calling', async () => {
    const { api, sent } = adminApi();
    expect(await changeApplicationStatus(api, { role: 'agent', applicationId: 7, current: 'COMPLETE', target: 'REJECTED' })).toEqual({
      ok: false,
      error: { code: 'FORBIDDEN', reason: 'ACTION_NOT_AVAILABLE' },
    });
    expect(sent).toEqual([]);
  });

  it('sends a rejection with its reasons, cleaned, and refuses one without a valid reason', async () => {
    const { api, sent } = adminApi();
    const reject = (reasons?: unknown) =>
      changeApplicationStatus(api, { role: 'admin', applicationId: 7, current: 'COMPLETE', target: 'REJECTED', reasons: reasons as never });
    expect(await reject()).toEqual({ ok: false, error: { code: 'INVALID_REASONS', failure: { code: 'NO_REASON' } } });
    expect(await reject([{ id: 'other', text: '   ' }])).toEqual({ ok: false, error: { code: 'INVALID_REASONS', failure: { code: 'OTHER_TEXT_MISSING' } } });
    expect(sent).toEqual([]);
    expect(await reject([{ id: 'places-filled' }, { id: 'other', text: ' Late ' }])).toEqual({ ok: true, value: 'REJECTED' });
    expect(sent).toEqual([[7, 'REJECTED', [{ id: 'places-filled' }, { id: 'other', text: 'Late' }]]]);
  });

  it('sends no reasons with another change', async () => {
    const { api, sent } = adminApi();
    await changeApplicationStatus(api, { role: 'admin', applicationId: 7, current: 'COMPLETE', target: 'IN_PROGRESS', reasons: [{ id: 'places-filled' }] });
    expect(sent).toEqual([[7, 'IN_PROGRESS']]);
  });

  it('reports a failed call', async () => {
    const { api } = adminApi(new PortError('SERVER', 'x', { detail: 'Database down' }));
    expect(await changeApplicationStatus(api, { role: 'admin', applicationId: 7, current: 'DRAFT', target: 'IN_PROGRESS' })).toEqual({
      ok: false,
      error: { code: 'STATUS_UPDATE_FAILED', detail: 'Database down' },
    });
    const offline = adminApi(new Error('offline'));
    expect(await changeApplicationStatus(offline.api, { role: 'admin', applicationId: 7, current: 'DRAFT', target: 'IN_PROGRESS' })).toMatchObject({ error: { detail: null } });
  });
});
