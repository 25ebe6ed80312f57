// The seeded admission interviews as each school's panel member finds them on /interviews: next week's booked ones,
// one held an hour ago whose attendance waits, one held yesterday and attended (to score), one missed.
import type { PanelInterview } from '@admission/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestBackend, type TestBackend } from '../testing/test-backend';

let t: TestBackend;
beforeAll(async () => {
  t = await startTestBackend();
});
afterAll(() => t.close());

const HOUR_MS = 3_600_000;

async function panelList(email: string): Promise<readonly PanelInterview[]> {
  const member = await t.signIn(email);
  const list = await t.call<PanelInterview[]>('GET', '/interviews', { token: member.accessToken });
  expect(list.status).toBe(200);
  return list.body;
}

describe.each([
  ['reviewer1@northbridge.example', 'Theo Today', 'Hana Held', 'Nora Noshow'],
  ['jury1@lumiere.example', 'Mathilde Matin', 'Paul Passé', 'Noé Absent'],
])('the interviews seeded for %s', (email, justHeld, held, missed) => {
  it('hold one that ended within the last two hours with no attendance, one attended yesterday, one missed, and some to come', async () => {
    const now = t.clock.now();
    const list = await panelList(email);
    const byName = (name: string) => list.find((row) => row.candidate_name === name);

    const recent = byName(justHeld);
    expect(recent?.attendance).toBeNull();
    expect(Date.parse(recent?.ends_at ?? '')).toBeLessThanOrEqual(now);
    expect(Date.parse(recent?.starts_at ?? '')).toBeGreaterThan(now - 2 * HOUR_MS);

    expect(byName(held)).toMatchObject({ attendance: 'attended', scored: false });
    expect(byName(missed)?.attendance).toBe('no_show');
    expect(list.filter((row) => Date.parse(row.starts_at) > now).length).toBeGreaterThanOrEqual(2);
  });
});
