// The seed records the events that led to each demo state (over HTTP, on the embedded database): staff read a seeded
// application's timeline as if its candidate and an admin had done it all through the portal, and the candidate
// reads "Submitted on…" in their own history.
import type { TimelineEvent } from '@admission/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { applicationIdOf, startWithStaff, type Session, type TestBackend } from '../testing/test-backend';

let t: TestBackend;
let admin: Session;
beforeAll(async () => {
  ({ t, admin } = await startWithStaff());
});
afterAll(() => t.close());

const timelineOf = async (email: string) => {
  const id = await applicationIdOf(t, admin, email);
  const { status, body } = await t.call<{ events: TimelineEvent[] }>('GET', `/admin/applications/${id}/timeline`, { token: admin.accessToken });
  expect(status).toBe(200);
  return body.events;
};
const historyOf = async (email: string) => {
  const candidate = await t.signIn(email);
  const { body } = await t.call<{ history: TimelineEvent[] }[]>('GET', '/deals/', { token: candidate.accessToken });
  return body.flatMap((deal) => deal.history);
};

describe('the seeded timelines', () => {
  it('show how the rejected demo application got there: uploads, submission, the rejection with its reasons, its email', async () => {
    const events = await timelineOf('rejected@northbridge.example');
    const kinds = events.map((event) => event.kind);
    // Newest first: the email, the rejection, the submission, then the uploads.
    expect(kinds.slice(0, 3)).toEqual(['email-sent', 'status-changed', 'documents-submitted']);
    expect(kinds.slice(3).every((kind) => kind === 'document-uploaded')).toBe(true);
    expect(kinds.length).toBeGreaterThan(3);
    const [email, rejection, submission] = events;
    expect(rejection).toMatchObject({ actor: { kind: 'staff', name: 'Alice Admin', role: 'admin' }, details: { from: 'COMPLETE', to: 'REJECTED', reasons: ['prerequisites-not-met'] } });
    expect(email).toMatchObject({ actor: { kind: 'system' }, details: { template: 'rejected', to: 'rejected@northbridge.example' } });
    expect(String(email?.details.subject)).toContain('Northbridge Business School');
    expect(submission?.actor).toEqual({ kind: 'candidate' });
    expect(events.every((event) => Date.parse(event.at) <= t.clock.now())).toBe(true);
  });

  it('give an admissible application its decision, an incomplete one its weekly reminder, a French one its subject in French', async () => {
    expect((await timelineOf('admissible@northbridge.example')).slice(0, 2).map((event) => [event.kind, event.kind === 'email-sent' ? event.details.template : event.details.to])).toEqual([
      ['email-sent', 'admissible'],
      ['status-changed', 'ADMISSIBLE'],
    ]);
    const incomplete = await timelineOf('docs.incomplete@northbridge.example');
    expect(incomplete.filter((event) => event.kind === 'email-sent').map((event) => event.details.template)).toEqual(['documents-reminder']);
    const french = (await timelineOf('documents.fr@lumiere.example')).find((event) => event.kind === 'email-sent');
    expect(String(french?.details.subject)).toMatch(/^École Lumière\s:/u);
    // Nothing was done on an application without documents but its creation: nothing recorded, no reminder yet due.
    expect((await timelineOf('quiz.expiring@northbridge.example')).filter((event) => event.kind !== 'email-sent')).toEqual([]);
  });

  it("give the candidates' history their submission and decision", async () => {
    expect((await historyOf('rejected@northbridge.example')).map((event) => event.kind)).toEqual(['status-changed', 'documents-submitted']);
    expect((await historyOf('docs.submitted@northbridge.example')).map((event) => event.kind)).toEqual(['documents-submitted']);
    expect((await historyOf('soumis.fr@lumiere.example')).map((event) => event.kind)).toEqual(['documents-submitted']);
  });
});
