// The seeded admission interviews as each school's panel member finds them on /interviews: next week's booked ones,
// one held an hour ago whose attendance waits, one held yesterday and attended (to score), one missed; and the
// ranking of École Lumière's interview program, which combines a scored candidate's reviews and interview.
import type { PanelInterview, ProgramRanking, StaffInterviewView } from '@admission/domain';
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

describe('the seeded scored interview', () => {
  it("puts the reviews' mean, the interview score and the combined score on École Lumière's ranking", async () => {
    const admin = await t.signIn('admin@northbridge.example');
    const programs = await t.call<{ id: number; name: string }[]>('GET', '/admin/programs', { token: admin.accessToken });
    const pge = programs.body.find((program) => program.name.includes('Grande École'));
    const ranking = await t.call<ProgramRanking>('GET', `/admin/ranking?program_id=${String(pge?.id)}`, { token: admin.accessToken });
    expect(ranking.status).toBe(200);
    const row = ranking.body.rows.find((entry) => entry.candidate_name === 'Noémie Noté');
    expect(row).toMatchObject({ mean: 3.5, interview_score: 4, combined_score: 3.75 });
    expect(ranking.body.interview_weight).toBe(0.5);
  });
});

describe('a seeded booking', () => {
  it("is on the history of the Interview tab with the time it was booked for", async () => {
    const admin = await t.signIn('admin@northbridge.example');
    const list = await t.call<{ deal_id: number }[]>('GET', '/admin/applications?status=all&search=interview.booked', { token: admin.accessToken });
    const [application] = list.body;
    const tab = await t.call<StaffInterviewView>('GET', `/admin/applications/${String(application?.deal_id)}/interview`, { token: admin.accessToken });
    expect(tab.body.history.find((entry) => entry.kind === 'booked')?.starts_at).toBe(tab.body.booking?.slot.starts_at);
  });
});
