import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEFAULT_ANON_KEY } from '../config';
import { anonymisedRecords } from '../db/schema';
import { DEMO_ACCOUNTS } from '../seed/demo-accounts';
import { startTestBackend, type TestBackend } from '../testing/test-backend';

let t: TestBackend;
const API_KEY = { apikey: DEFAULT_ANON_KEY };
beforeAll(async () => {
  t = await startTestBackend();
});
afterAll(() => t.close());

const html = async (path: string, init?: RequestInit) => {
  const response = await fetch(`${t.url}${path}`, { redirect: 'manual', ...init });
  return { status: response.status, type: response.headers.get('content-type'), text: await response.text(), location: response.headers.get('location') };
};

describe('dev mailbox and accounts', () => {
  it('keeps every email, newest first, filtered by recipient, and shows them as a page', async () => {
    await t.signIn('quiz.ready@northbridge.example');
    t.clock.advance(1_000);
    await t.signIn('candidate.fr@lumiere.example');
    const all = await t.call<{ to: string; subject: string; html: string; text: string; link: string; code: string; sent_at: string; attachments: unknown[] }[]>('GET', '/__dev/outbox');
    expect(all.body.map((email) => email.to)).toEqual(['candidate.fr@lumiere.example', 'quiz.ready@northbridge.example']);
    expect(all.body[0]).toEqual({
      to: 'candidate.fr@lumiere.example',
      subject: 'Votre lien de connexion – École Lumière',
      html: expect.stringContaining('<html lang="fr">'),
      text: expect.stringContaining('Ou saisissez ce code'),
      link: expect.stringMatching(/\?token_hash=[0-9a-f]+&type=email$/),
      code: expect.stringMatching(/^\d{6}$/),
      sent_at: expect.any(String),
      // A sign-in e-mail carries no file (an interview's carries its calendar file).
      attachments: [],
    });
    const filtered = await t.call<unknown[]>('GET', '/__dev/outbox?to=quiz.ready@northbridge.example');
    expect(filtered.body).toHaveLength(1);
    const page = await html('/__dev/mailbox');
    expect(page.type).toContain('text/html');
    expect(page.text).toContain('Votre lien de connexion');
    expect(page.text).toContain(all.body[0]?.code);
    // The email itself, as sent, in a frame that runs nothing.
    expect(page.text).toMatch(/<iframe sandbox title="The email as sent: Votre lien de connexion – École Lumière" srcdoc="&lt;!doctype html&gt;/);
  });

  it('expires an email\'s live sign-in links and codes on request', async () => {
    await t.call('POST', '/auth/v1/otp', { body: { email: 'rejected@northbridge.example', create_user: false }, headers: API_KEY });
    const [email] = (await t.call<{ link: string; code: string }[]>('GET', '/__dev/outbox?to=rejected@northbridge.example')).body;
    const expired = await t.call<{ expired: number }>('POST', '/__dev/expire-sign-in-links', { body: { email: 'Rejected@Northbridge.example' } });
    expect(expired.body).toEqual({ expired: 1 });
    const tokenHash = new URL(email?.link ?? '').searchParams.get('token_hash');
    const verify = await t.call<{ code: string }>('POST', '/auth/v1/verify', { body: { token_hash: tokenHash, type: 'email' }, headers: API_KEY });
    expect(verify.status).toBe(403);
    expect(verify.body.code).toBe('otp_expired');
    expect((await t.call<{ expired: number }>('POST', '/__dev/expire-sign-in-links', { body: { email: 'rejected@northbridge.example' } })).body).toEqual({ expired: 0 });
  });

  it("renames a candidate (the e2e's formula-looking name), and no one else", async () => {
    const renamed = await t.call('POST', '/__dev/candidate-name', { body: { email: 'Docs.Complete@northbridge.example', first_name: '=HYPERLINK("http://x","y")' } });
    expect(renamed).toMatchObject({ status: 200, body: { renamed: 1 } });
    expect((await t.call('POST', '/__dev/candidate-name', { body: { email: 'admin@northbridge.example', first_name: 'X' } })).status).toBe(404);
    expect((await t.call('POST', '/__dev/candidate-name', { body: { email: 'nobody@northbridge.example', first_name: 'X' } })).status).toBe(404);
    expect((await t.call('POST', '/__dev/candidate-name', { body: { email: 'docs.complete@northbridge.example', first_name: '' } })).status).toBe(422);
    const admin = await t.signIn('admin@northbridge.example');
    const found = await t.call<{ first_name: string; last_name: string }[]>('GET', '/admin/applications?search=docs.complete%40', { token: admin.accessToken });
    expect(found.body.map((item) => [item.first_name, item.last_name])).toEqual([['=HYPERLINK("http://x","y")', 'Complete']]);
  });

  it('lists every named demo account with its role, brand and what it shows', async () => {
    const accounts = await t.call<{ email: string; role: string; brand: string; description: string }[]>('GET', '/__dev/accounts');
    expect(accounts.body.map((a) => a.email).sort()).toEqual(DEMO_ACCOUNTS.map((a) => a.email).sort());
    expect(accounts.body.find((a) => a.email === 'admin@northbridge.example')?.role).toBe('admin');
    expect(accounts.body.find((a) => a.email === 'candidate.fr@lumiere.example')?.brand).toBe('lumiere');
    // The jury: three reviewers a school.
    expect(accounts.body.filter((a) => a.role === 'reviewer').map((a) => [a.email, a.brand])).toEqual(
      expect.arrayContaining([['reviewer1@northbridge.example', 'northbridge'], ['reviewer3@northbridge.example', 'northbridge'], ['jury1@lumiere.example', 'lumiere'], ['jury3@lumiere.example', 'lumiere']]),
    );
    expect(accounts.body.filter((a) => a.role === 'reviewer')).toHaveLength(6);
    expect(accounts.body.every((a) => a.description.length > 10)).toBe(true);
  });
});

describe('Stripe stand-in', () => {
  const invoiceOf = async (email: string) => {
    const session = await t.signIn(email);
    return (await t.call<{ id: string; status: string; payment_url: string }>('GET', '/users/invoice', { token: session.accessToken })).body;
  };

  it('shows the invoice; Pay marks it paid, and it cannot be paid twice', async () => {
    const invoice = await invoiceOf('docs.unpaid@northbridge.example');
    const page = await html(new URL(invoice.payment_url).pathname);
    expect(page.text).toContain('€90.00');
    expect(page.text).toContain('Cancel');
    const paid = await html(`/__dev/stripe/invoices/${invoice.id}/pay`, { method: 'POST' });
    expect(paid.status).toBe(303);
    expect((await html(paid.location ?? '')).text).toContain('This invoice is <strong>paid</strong>');
    expect((await invoiceOf('docs.unpaid@northbridge.example')).status).toBe('paid');
    expect((await html(`/__dev/stripe/invoices/${invoice.id}/void`, { method: 'POST' })).status).toBe(409);
  });

  it('Cancel voids an open invoice', async () => {
    const invoice = await invoiceOf('candidate.fr@lumiere.example');
    await html(`/__dev/stripe/invoices/${invoice.id}/void`, { method: 'POST', headers: { 'content-type': 'application/x-www-form-urlencoded' }, body: '' });
    expect((await invoiceOf('candidate.fr@lumiere.example')).status).toBe('void');
    expect((await html('/__dev/stripe/invoices/in_missing')).status).toBe(404);
  });
});

describe('reset', () => {
  it('re-creates the seeded data exactly (same generated applications) and forgets changes', async () => {
    const admin = await t.signIn('admin@northbridge.example');
    const before = await t.call<{ deal_id: number; email: string; deal_status: string }[]>('GET', '/admin/applications?status=all&limit=100', { token: admin.accessToken });
    const candidate = await t.signIn('docs.incomplete@northbridge.example');
    await t.call('PUT', '/users/disability', { token: candidate.accessToken, body: { has_disability: true } });

    expect(await t.call('POST', '/__dev/reset')).toMatchObject({ status: 200, body: { reset: true } });
    expect((await t.call('GET', '/users/me', { token: admin.accessToken })).status).toBe(401);
    const again = await t.signIn('docs.incomplete@northbridge.example');
    expect((await t.call('GET', '/users/disability', { token: again.accessToken })).body).toEqual({ has_disability: null });
    const adminAgain = await t.signIn('admin@northbridge.example');
    const after = await t.call<typeof before.body>('GET', '/admin/applications?status=all&limit=100', { token: adminAgain.accessToken });
    const key = (items: typeof before.body) => items.map((i) => `${i.deal_id} ${i.email} ${i.deal_status}`);
    expect(key(after.body)).toEqual(key(before.body));
  });
});

describe('reset', () => {
  it('empties what stays of deleted accounts too (a table no account row reaches)', async () => {
    const { db } = t.backend.context;
    await db.insert(anonymisedRecords).values({ brand: 'northbridge', anonymisedAt: new Date(), keptUntil: new Date(), applications: [] });
    expect(await db.select().from(anonymisedRecords)).toHaveLength(1);
    expect((await t.call('POST', '/__dev/reset')).body).toEqual({ reset: true });
    expect(await db.select().from(anonymisedRecords)).toHaveLength(0);
  });
});
