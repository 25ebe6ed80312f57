import { describe, expect, it } from 'vitest';
import type { UsersApi } from '../api/product-api.port';
import { PortError } from '../api/port-error';
import { aSubmissionStatus } from '../testing';
import { answerDisability, chooseNationalities } from './candidate-answers';

const submitted = aSubmissionStatus({ is_submitted: true, submitted_at: '2026-03-01T10:00:00Z' });
const users = (failure?: Error) => {
  const sent: unknown[] = [];
  const api: Pick<UsersApi, 'setDisability' | 'setNationalities'> = {
    setDisability: (value) => (sent.push(value), failure ? Promise.reject(failure) : Promise.resolve({ has_disability: value })),
    setNationalities: (codes) =>
      (sent.push(codes), failure ? Promise.reject(failure) : Promise.resolve(codes.map((code) => ({ code, name: code })))),
  };
  return { api, sent };
};

describe('answerDisability', () => {
  it('sends the answer before submission', async () => {
    const { api, sent } = users();
    expect(await answerDisability(api, aSubmissionStatus(), false)).toEqual({ ok: true, value: { has_disability: false } });
    expect(sent).toEqual([false]);
  });

  it('is locked after submission', async () => {
    const { api, sent } = users();
    expect(await answerDisability(api, submitted, true)).toMatchObject({ ok: false, error: { code: 'LOCKED', change: 'disability' } });
    expect(sent).toEqual([]);
  });

  it('reports a failure with its detail', async () => {
    const { api } = users(new PortError('SERVER', 'x', { detail: 'Internal Server Error' }));
    expect(await answerDisability(api, null, true)).toEqual({ ok: false, error: { code: 'DISABILITY_UPDATE_FAILED', detail: 'Internal Server Error' } });
  });
});

describe('chooseNationalities', () => {
  it('sends the whole list once each', async () => {
    const { api, sent } = users();
    expect(await chooseNationalities(api, aSubmissionStatus(), ['FR', 'DE', 'FR'])).toEqual({
      ok: true,
      value: [{ code: 'FR', name: 'FR' }, { code: 'DE', name: 'DE' }],
    });
    expect(sent).toEqual([['FR', 'DE']]);
  });

  it('is locked after submission', async () => {
    expect(await chooseNationalities(users().api, submitted, ['FR'])).toMatchObject({ ok: false, error: { code: 'LOCKED', change: 'nationality' } });
  });

  it('reports a failure', async () => {
    expect(await chooseNationalities(users(new Error('offline')).api, null, [])).toEqual({ ok: false, error: { code: 'NATIONALITIES_UPDATE_FAILED', detail: null } });
  });

  it('says so when every application was withdrawn meanwhile (409 ALL_WITHDRAWN), for both answers', async () => {
    expect(await chooseNationalities(users(new PortError('CONFLICT', 'Every application was withdrawn', { status: 409, detail: { code: 'ALL_WITHDRAWN', message: 'Every application was withdrawn' } })).api, null, ['FR'])).toEqual({ ok: false, error: { code: 'ALL_WITHDRAWN' } });
    expect(await answerDisability(users(new PortError('CONFLICT', 'Every application was withdrawn', { status: 409, detail: { code: 'ALL_WITHDRAWN', message: 'Every application was withdrawn' } })).api, null, false)).toEqual({ ok: false, error: { code: 'ALL_WITHDRAWN' } });
  });
});
